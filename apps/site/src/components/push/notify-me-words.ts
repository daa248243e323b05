import { msg } from "@lingui/core/macro";
import type { Locale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";

/** NotifyMe's words in `locale`, translated on the server (the page around it): the island carries no catalog. */
export function notifyMeWords(locale: Locale) {
  const i18n = getI18n(locale);
  return {
    label: i18n._(msg`Notifications`),
    unsupported: i18n._(
      msg`This browser cannot show notifications from websites. On an iPhone or iPad, add this site to your home screen first, then open it from there.`,
    ),
    on: i18n._(msg`Notifications are on for this device: announcements and schedule changes.`),
    stop: i18n._(msg`Stop notifications`),
    stopped: i18n._(msg`Notifications are off for this device.`),
    blocked: i18n._(
      msg`Notifications are blocked for this site. Allow them in your browser's site settings, then try again.`,
    ),
    failed: i18n._(msg`Notifications could not be turned on. Please try again.`),
    offer: i18n._(
      msg`Get a notification on this device when an announcement is published or the schedule changes.`,
    ),
    notifyMe: i18n._(msg`Notify me`),
  };
}

export type NotifyMeWords = ReturnType<typeof notifyMeWords>;
