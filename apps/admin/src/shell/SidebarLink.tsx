import { useLingui } from "@lingui/react";
import { NavLink } from "@mantine/core";
import { Link, useMatch } from "react-router";
import type { NavItem } from "./navigation";

/** A sidebar entry, highlighted on its own screens and their /new and /:id/edit children. */
export function SidebarLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { _ } = useLingui();
  const active = useMatch({ path: item.to, end: false }) !== null;
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={_(item.label)}
      leftSection={<Icon size={20} stroke={1.6} />}
      active={active}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    />
  );
}
