import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

// Saudi green (#006c35 at shade 7): white text on it reaches 6.6:1, on shade 8 8.4:1,
// and shade 4 (dark-mode links) 5.5:1 on the dark body.
const brand: MantineColorsTuple = [
  "#e7f6ed",
  "#c9ebd6",
  "#98d8b1",
  "#63c38a",
  "#35ae67",
  "#1a9a52",
  "#0a8545",
  "#006c35",
  "#005a2c",
  "#004722",
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: "brand",
  // Mantine's default shade 6 is too light for white text (WCAG AA).
  primaryShade: { light: 7, dark: 8 },
  components: {
    // Mantine writes a dialog's header as <header>, which screen readers announce as a
    // second page banner (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: "div" } },
    // A badge is a short label: in a table column a phone narrows, Mantine would cut it to "ذ…".
    Badge: { styles: { root: { minWidth: "max-content" } } },
  },
});

// Mantine's dimmed grey (descriptions, secondary text) is 3.3:1 on white and 4.0:1 on
// the dark body; one step darker/lighter passes AA.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: { "--mantine-color-dimmed": "var(--mantine-color-dark-1)" },
});
