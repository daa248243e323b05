import { permanentRedirect } from "next/navigation";
import { localePath } from "@/i18n/paths.ts";
import { localeFrom } from "@/i18n/server.ts";

/** The footer's legacy /announcement/ link: the list lives at /announcements/. */
export default async function LegacyAnnouncementPage({ params }: { params: Promise<{ lang: string }> }) {
  permanentRedirect(localePath(await localeFrom(params), "/announcements/"));
}
