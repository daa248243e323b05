import { useLingui } from "@lingui/react/macro";
import { AppShell, Burger, Button, Group, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHome } from "@tabler/icons-react";
import { Outlet } from "react-router";
import { ApiProvider } from "../api/ApiProvider";
import { ColorSchemeSwitch } from "./ColorSchemeSwitch";
import { LanguageSwitch } from "./LanguageSwitch";
import { navItems } from "./navigation";
import { ProfileMenu } from "./ProfileMenu";
import { SidebarLink } from "./SidebarLink";

/** The back-office frame: top bar, sidebar (a drawer on phones) and the current screen. */
export function AppLayout() {
  const { t } = useLingui();
  const [navbarOpen, { toggle: toggleNavbar, close: closeNavbar }] = useDisclosure(false);
  return (
    <ApiProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !navbarOpen } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={navbarOpen}
                onClick={toggleNavbar}
                hiddenFrom="sm"
                size="sm"
                aria-label={t`Toggle navigation`}
              />
              <Text fw={700} c="brand" visibleFrom="xs">
                {t`WRO Saudi Arabia`}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {/* The public site lives outside this SPA, so a plain link leaves the router. */}
              <Button component="a" href="/" variant="subtle" size="xs" leftSection={<IconHome size={16} />}>
                {t`Home`}
              </Button>
              <ColorSchemeSwitch />
              <LanguageSwitch />
              <ProfileMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" component="nav" aria-label={t`Main navigation`}>
          {/* The list is taller than a laptop's screen: it scrolls, or its last links are cut off. */}
          <AppShell.Section grow component={ScrollArea}>
            {navItems.map((item) => (
              <SidebarLink key={item.to} item={item} onNavigate={closeNavbar} />
            ))}
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ApiProvider>
  );
}
