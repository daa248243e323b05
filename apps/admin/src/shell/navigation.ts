import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import {
  IconLayoutDashboard,
  IconMap,
  IconCalendarEvent,
  IconUserShield,
  IconHeartHandshake,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** The sidebar, in the order of spec §2. */
export const navItems: NavItem[] = [
  { to: "/dashboard", label: msg`Dashboard`, icon: IconLayoutDashboard },
  { to: "/regions", label: msg`Regions`, icon: IconMap },
  { to: "/seasons", label: msg`Seasons`, icon: IconCalendarEvent },
  { to: "/admins", label: msg`Admins`, icon: IconUserShield },
  { to: "/partners", label: msg`Partners`, icon: IconHeartHandshake },
];
