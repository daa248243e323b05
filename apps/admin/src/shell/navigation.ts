import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import {
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCash,
  IconCalendarTime,
  IconClockHour4,
  IconFileInvoice,
  IconHeartHandshake,
  IconHistory,
  IconHelpCircle,
  IconHourglass,
  IconLayoutDashboard,
  IconMail,
  IconMap,
  IconMedal,
  IconReceipt,
  IconScan,
  IconSpeakerphone,
  IconSettings,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { recordKinds } from "@wro/api/record-kinds";
import type { ComponentType } from "react";

/** The list, create and edit screens of one collection (spec §2 "Admin routes"). */
export type CollectionScreens = () => Promise<{
  ListPage: ComponentType;
  NewPage: ComponentType;
  EditPage: ComponentType;
}>;

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** A plain collection's screens, each its own chunk: the router serves them under `to`. */
  screens?: CollectionScreens;
}

/** The sidebar: spec §2's entries in its order, then the site's other content and the records. */
export const navItems: NavItem[] = [
  { to: "/dashboard", label: msg`Dashboard`, icon: IconLayoutDashboard },
  {
    to: recordKinds.region.adminPath,
    label: msg`Regions`,
    icon: IconMap,
    screens: () => import("../pages/regions"),
  },
  {
    to: recordKinds.season.adminPath,
    label: msg`Seasons`,
    icon: IconCalendarEvent,
    screens: () => import("../pages/seasons"),
  },
  {
    to: recordKinds.admin.adminPath,
    label: msg`Admins`,
    icon: IconUserShield,
    screens: () => import("../pages/admins"),
  },
  {
    to: recordKinds.partner.adminPath,
    label: msg`Partners`,
    icon: IconHeartHandshake,
    screens: () => import("../pages/partners"),
  },
  {
    to: recordKinds.event.adminPath,
    label: msg`Event and countdown`,
    icon: IconClockHour4,
    screens: () => import("../pages/events"),
  },
  { to: recordKinds.scheduleSession.adminPath, label: msg`Schedule`, icon: IconCalendarTime },
  {
    to: recordKinds.result.adminPath,
    label: msg`Results and medals`,
    icon: IconMedal,
    screens: async () => {
      const [list, form] = await Promise.all([
        import("../pages/results/ResultsPage"),
        import("../pages/results/resultForm"),
      ]);
      return { ListPage: list.ResultsPage, NewPage: form.NewPage, EditPage: form.EditPage };
    },
  },
  {
    to: recordKinds.faq.adminPath,
    label: msg`FAQ`,
    icon: IconHelpCircle,
    screens: () => import("../pages/faqs"),
  },
  {
    to: recordKinds.announcement.adminPath,
    label: msg`Announcements`,
    icon: IconSpeakerphone,
    screens: () => import("../pages/announcements"),
  },
  {
    to: recordKinds.hotel.adminPath,
    label: msg`Hotels`,
    icon: IconBuildingSkyscraper,
    screens: () => import("../pages/hotels"),
  },
  {
    to: recordKinds.feeCategory.adminPath,
    label: msg`Fee categories`,
    icon: IconReceipt,
    screens: () => import("../pages/fee-categories"),
  },
  {
    to: recordKinds.registrationSetting.adminPath,
    label: msg`Registration settings`,
    icon: IconCash,
  },
  { to: recordKinds.delegation.adminPath, label: msg`Delegations`, icon: IconUsersGroup },
  { to: recordKinds.order.adminPath, label: msg`Orders`, icon: IconFileInvoice },
  { to: "/waiting-list", label: msg`Waiting list`, icon: IconHourglass },
  // The gate screen (issue 37): full screen, outside this frame; admins may stand in at a gate.
  { to: "/gate", label: msg`Gate check-in`, icon: IconScan },
  { to: recordKinds.contactMessage.adminPath, label: msg`Contact messages`, icon: IconMail },
  { to: recordKinds.user.adminPath, label: msg`Users`, icon: IconUsers },
  { to: recordKinds.setting.adminPath, label: msg`Site settings`, icon: IconSettings },
  { to: "/audit-log", label: msg`Audit log`, icon: IconHistory },
];
