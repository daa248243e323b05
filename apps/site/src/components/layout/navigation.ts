import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface NavLink {
  href: string;
  label: MessageDescriptor;
}

/** The Event and Jubail menus of spec §2, with the spec's paths (including "scheduale" and "Hotels"). */
export const eventMenu: NavLink[] = [
  { href: "/registration/", label: msg`Registration` },
  { href: "/scheduale/", label: msg`Schedule` },
  { href: "/transportation/", label: msg`Transportation` },
  { href: "/event-details/", label: msg`Event details` },
  { href: "/visitor-registration/", label: msg`Visitor registration` },
  { href: "/general-information/", label: msg`General information` },
];

export const jubailMenu: NavLink[] = [
  { href: "/welcome-jubail/", label: msg`Welcome to Jubail` },
  { href: "/arrival-options/", label: msg`Arrival options` },
  { href: "/visa/", label: msg`Visa` },
  { href: "/Hotels/", label: msg`Hotels` },
];

/**
 * Pages a visitor comes back for during the season, in the header menu beside the spec's
 * menus (walk-through M2: a phone user looks for them in the menu, not only in the footer).
 */
export const visitorLinks: NavLink[] = [
  { href: "/results/", label: msg`Results` },
  { href: "/announcements/", label: msg`Announcements` },
  { href: "/faq/", label: msg`FAQ` },
];

export const footerLinks: NavLink[] = [
  { href: "/", label: msg`Home` },
  { href: "/announcement/", label: msg`Announcements` },
  { href: "/season-2025/", label: msg`Season 2025` },
  { href: "/contact-us/", label: msg`Contact us` },
];
