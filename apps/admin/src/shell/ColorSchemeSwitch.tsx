import { useLingui } from "@lingui/react/macro";
import {
  Center,
  SegmentedControl,
  useMantineColorScheme,
  VisuallyHidden,
  type MantineColorScheme,
} from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import type { ReactNode } from "react";

function isColorScheme(value: string): value is MantineColorScheme {
  return value === "light" || value === "dark" || value === "auto";
}

/** Light, dark or the system's choice; Mantine's colour scheme manager remembers it. */
export function ColorSchemeSwitch() {
  const { t } = useLingui();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Icons keep the top bar narrow on phones; the hidden text names each choice.
  const option = (value: MantineColorScheme, label: string, icon: ReactNode) => ({
    value,
    label: (
      <Center>
        {icon}
        <VisuallyHidden>{label}</VisuallyHidden>
      </Center>
    ),
  });
  return (
    <SegmentedControl
      aria-label={t`Colour scheme`}
      size="xs"
      value={colorScheme}
      onChange={(value) => isColorScheme(value) && setColorScheme(value)}
      data={[
        option("light", t`Light`, <IconSun size={16} />),
        option("dark", t`Dark`, <IconMoon size={16} />),
        option("auto", t`Auto`, <IconDeviceDesktop size={16} />),
      ]}
    />
  );
}
