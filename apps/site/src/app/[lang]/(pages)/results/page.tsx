import type { Metadata } from "next";
import { localeFrom } from "@/i18n/server.ts";
import { ResultsView, resultsMetadata } from "./ResultsView.tsx";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return resultsMetadata(await localeFrom(params), "");
}

/** The newest season's results. */
export default async function ResultsPage({ params }: Props) {
  return <ResultsView locale={await localeFrom(params)} slug="" />;
}
