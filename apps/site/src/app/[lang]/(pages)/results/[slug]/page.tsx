import type { Metadata } from "next";
import { localeFrom } from "@/i18n/server.ts";
import { ResultsView, resultsMetadata } from "../ResultsView.tsx";

type Props = { params: Promise<{ lang: string; slug: string }> };

// Rendered on a season's first request and cached (see the [lang] layout).
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return resultsMetadata(await localeFrom(params), (await params).slug);
}

/** The archive: one season's results. */
export default async function SeasonResultsPage({ params }: Props) {
  return <ResultsView locale={await localeFrom(params)} slug={(await params).slug} />;
}
