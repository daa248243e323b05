import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import {
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCalendarTime,
  IconClockHour4,
  IconHeartHandshake,
  IconHistory,
  IconHelpCircle,
  IconLayoutDashboard,
  IconMail,
  IconMap,
  IconMedal,
  IconSpeakerphone,
  IconSettings,
  IconUserShield,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** The sidebar: spec §2's entries in its order, then the site's other content and the records. */
export const navItems: NavItem[] = [
  { to: "/dashboard", label: msg`Dashboard`, icon: IconLayoutDashboard },
  { to: "/regions", label: msg`Regions`, icon: IconMap },
  { to: "/seasons", label: msg`Seasons`, icon: IconCalendarEvent },
  { to: "/admins", label: msg`Admins`, icon: IconUserShield },
  { to: "/partners", label: msg`Partners`, icon: IconHeartHandshake },
  { to: "/events", label: msg`Event and countdown`, icon: IconClockHour4 },
  { to: "/schedule", label: msg`Schedule`, icon: IconCalendarTime },
  { to: "/results", label: msg`Results and medals`, icon: IconMedal },
  { to: "/faqs", label: msg`FAQ`, icon: IconHelpCircle },
  { to: "/announcements", label: msg`Announcements`, icon: IconSpeakerphone },
  { to: "/hotels", label: msg`Hotels`, icon: IconBuildingSkyscraper },
  { to: "/contact-messages", label: msg`Contact messages`, icon: IconMail },
  { to: "/users", label: msg`Users`, icon: IconUsers },
  { to: "/settings", label: msg`Site settings`, icon: IconSettings },
  { to: "/audit-log", label: msg`Audit log`, icon: IconHistory },
];
