import bidiFactory from "bidi-js";
import type { Script } from "./fonts.ts";

/**
 * A line of text cut into runs that each have one direction and one script, listed in the order
 * they are drawn from left to right. The Unicode Bidirectional Algorithm (UAX #9, by bidi-js)
 * decides the levels: "فريق Falcons 2025" is one right-to-left run for the Arabic word and one
 * left-to-right run for "Falcons 2025", drawn Latin first (on the left), Arabic to its right.
 * Each run is then shaped on its own, in its own direction (shaping.ts).
 */
export interface DirectionalRun {
  /** UTF-16 offsets into the line's text: the run is `text.slice(start, end)`, in logical order. */
  start: number;
  end: number;
  rtl: boolean;
  script: Script;
}

export type Direction = "ltr" | "rtl" | "auto";

const bidi = bidiFactory();

// Arabic, Arabic Supplement, Arabic Extended-A and the presentation forms.
const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const letterOrDigit = /[\p{L}\p{N}]/u;

/** The direction of a paragraph whose direction is "auto": that of its first strong letter. */
export function paragraphIsRtl(text: string, direction: Direction) {
  if (direction !== "auto") return direction === "rtl";
  return bidi.getEmbeddingLevels(text).paragraphs[0]?.level === 1;
}

export function directionalRuns(text: string, direction: Direction): DirectionalRun[] {
  if (text === "") return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction === "auto" ? undefined : direction);
  const scripts = scriptsOf(text);
  const runs: (DirectionalRun & { level: number })[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i] ?? 0;
    const script = scripts[i] ?? "latin";
    const last = runs.at(-1);
    if (last && last.level === level && last.script === script) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level, script, rtl: level % 2 === 1 });
  }
  return reorder(runs).map(({ start, end, rtl, script }) => ({ start, end, rtl, script }));
}

/**
 * Which font each UTF-16 unit is set in. Letters and digits pick by their own script (Arabic-Indic
 * digits are Arabic); spaces and punctuation follow the letter before them (else the one after),
 * so "محمد (أ)" stays in one Arabic run and joins as one word would.
 */
function scriptsOf(text: string): Script[] {
  const scripts: (Script | undefined)[] = [];
  let previous: Script | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (arabicScript.test(char)) previous = "arabic";
    else if (letterOrDigit.test(char)) previous = "latin";
    scripts.push(previous);
  }
  let next: Script = "latin";
  for (let i = scripts.length - 1; i >= 0; i--) {
    const script = scripts[i];
    if (script) next = script;
    else scripts[i] = next;
  }
  return scripts as Script[];
}

/** Rule L2 of UAX #9 on whole runs: from the highest level down, reverse every sequence at or above it. */
function reorder<T extends { level: number }>(runs: T[]): T[] {
  const order = [...runs];
  const highest = Math.max(...order.map((run) => run.level));
  const lowestOdd = Math.min(...order.map((run) => run.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length;) {
      if ((order[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (order[j]?.level ?? 0) >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}
