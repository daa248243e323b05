/** The named fields of `source` and nothing else, so no other input field reaches a write. */
export function pick<Source extends object, const Key extends keyof Source>(
  source: Source,
  keys: readonly Key[],
): Pick<Source, Key> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<Source, Key>;
}
