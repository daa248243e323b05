"use client";

import { resultCategoryLabels, type medalLabels } from "@wro/api/labels/result";
import { intlTag, type Locale } from "@wro/i18n";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Section } from "@/components/content/ContentPage.tsx";
import styles from "./results.module.css";

type Category = keyof typeof resultCategoryLabels;
type Medal = keyof typeof medalLabels;

export interface LiveRow {
  id: string;
  place: number;
  medal: Medal;
  teamName: string;
  country: string;
  /** The country's name as the server wrote it (rows that arrive live are named here). */
  countryName?: string;
  institution: string;
}

interface CategoryRows {
  category: Category;
  results: LiveRow[];
}

/** One event of the stream (see @wro/api's `ResultsChange`). */
interface ResultsChange {
  season: string;
  latest: boolean;
  categories: CategoryRows[];
}

const STREAM = "/api/results/stream";
/** The categories in their page order. */
const order = Object.keys(resultCategoryLabels) as Category[];

/** The categories with the changed ones put in (or taken out, when they have no rows left). */
function merge(shown: CategoryRows[], changed: CategoryRows[]): CategoryRows[] {
  const byCategory = new Map(shown.map((entry) => [entry.category, entry]));
  for (const entry of changed) {
    if (entry.results.length > 0) byCategory.set(entry.category, entry);
    else byCategory.delete(entry.category);
  }
  return order.flatMap((category) => byCategory.get(category) ?? []);
}

/**
 * Reloads the page once for an event it cannot apply (a newer season took over /results/, or it
 * missed more than the server keeps); never twice for the same event, should the reloaded page
 * be an older cached copy.
 */
function reloadFor(eventId: string) {
  try {
    if (sessionStorage.getItem("wro-results-reload") === eventId) return;
    sessionStorage.setItem("wro-results-reload", eventId);
  } catch {
    return;
  }
  location.reload();
}

/**
 * The results of a season, kept up to date while the page is open: the cached page as rendered,
 * then every change the live stream (GET /api/results/stream, Server-Sent Events) sends,
 * starting from the event the page was rendered at, so nothing between its render and its load
 * is missed. When the stream is down or refuses, the page simply stays as it was loaded and tries
 * again later; EventSource itself reconnects after a network loss, with the last event's id.
 */
export function LiveResults({
  locale,
  season,
  follows,
  eventId,
  initial,
  head,
  empty,
  navLabel,
  labels,
}: {
  locale: Locale;
  /** The season shown (its slug), or null when none has results yet. */
  season: string | null;
  /** Whether the page shows whichever season is newest (/results/), not one season's archive. */
  follows: boolean;
  /** The stream's last event id when the page's data was read. */
  eventId: number;
  initial: CategoryRows[];
  /** The header row of each category's table. */
  head: ReactNode;
  /** What the page says when no category has results. */
  empty: ReactNode;
  navLabel: string;
  /** The categories' and medals' names, translated by the server: the island carries no catalog. */
  labels: { categories: Record<Category, string>; medals: Record<Medal, string> };
}) {
  const [categories, setCategories] = useState(initial);
  const shown = useRef(season);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let lastId = eventId;
    let source: EventSource | undefined;
    let later: ReturnType<typeof setTimeout> | undefined;

    const apply = (event: MessageEvent<string>) => {
      lastId = Number(event.lastEventId) || lastId;
      const change = JSON.parse(event.data) as ResultsChange;
      if (change.season !== shown.current) {
        if (!follows || (shown.current !== null && !change.latest)) return;
        if (shown.current !== null) return reloadFor(event.lastEventId);
        shown.current = change.season;
      }
      setCategories((current) => merge(current, change.categories));
    };

    const connect = () => {
      source = new EventSource(`${STREAM}?since=${lastId}`);
      source.addEventListener("results", apply);
      source.addEventListener("reset", (event) => reloadFor((event as MessageEvent<string>).lastEventId));
      source.onerror = () => {
        // A refusal (the server full or stopping) closes it for good: try again a little later.
        if (source?.readyState !== EventSource.CLOSED) return;
        later = setTimeout(connect, 10_000 + Math.random() * 20_000);
      };
    };
    connect();
    return () => {
      source?.close();
      clearTimeout(later);
    };
  }, [eventId, follows]);

  if (categories.length === 0) return <p>{empty}</p>;
  const countries = new Intl.DisplayNames([intlTag(locale)], { type: "region" });
  return (
    <>
      <nav aria-label={navLabel}>
        <ul className={styles.categories}>
          {categories.map(({ category }) => (
            <li key={category}>
              <a href={`#${category}`}>{labels.categories[category]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map(({ category, results }) => (
        <Section key={category} id={category} title={labels.categories[category]}>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>{head}</thead>
              <tbody>
                {results.map((result) => (
                  <tr key={result.id}>
                    <td>
                      <span className={styles.place}>{result.place}</span>{" "}
                      <span className={styles.medal} data-medal={result.medal}>
                        {labels.medals[result.medal]}
                      </span>
                    </td>
                    <th scope="row">{result.teamName}</th>
                    <td>{result.countryName ?? countries.of(result.country) ?? result.country}</td>
                    <td>{result.institution}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      ))}
    </>
  );
}
