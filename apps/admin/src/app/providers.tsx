import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { useMemo, type ReactNode } from "react";
import { cssVariablesResolver, theme } from "./theme";

export const colorSchemeStorageKey = "wro-admin-color-scheme";
const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });

/**
 * Language, direction, theme and notifications for everything below; the router goes
 * inside. The API client comes with the shell (ApiProvider).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      {/* Direction follows <html dir>, which activateLocale sets. */}
      <DirectionProvider>
        <LocalizedMantine>
          <Notifications position="top-center" />
          {children}
        </LocalizedMantine>
      </DirectionProvider>
    </I18nProvider>
  );
}

/** Mantine with the theme, plus the labels it has no words for in the UI language. */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const close = t`Close`;
  const localized = useMemo(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        ModalCloseButton: { defaultProps: { "aria-label": close } },
      },
    }),
    [close],
  );
  return (
    <MantineProvider
      theme={localized}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {children}
    </MantineProvider>
  );
}
