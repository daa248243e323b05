import { permanentRedirect } from "next/navigation";
import { localePath } from "@/i18n/paths.ts";
import { localeFrom } from "@/i18n/server.ts";

/** The footer's legacy /season-2025/ link: seasons live at /seasons/<slug>/. */
export default async function LegacySeasonPage({ params }: { params: Promise<{ lang: string }> }) {
  permanentRedirect(localePath(await localeFrom(params), "/seasons/season-2025/"));
}
