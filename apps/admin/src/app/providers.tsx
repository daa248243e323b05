import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
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
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
        >
          <Notifications position="top-center" />
          {children}
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
