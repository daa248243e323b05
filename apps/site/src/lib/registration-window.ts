/** Where registration stands at a moment: before it opens, open, or closed. */
export type RegistrationState = "upcoming" | "open" | "closed";

/**
 * The state of the registration window at `now`, and when it next changes (ms, null when it no
 * longer does): a page that shows the state must be rendered again at that moment, with no
 * admin write to revalidate it.
 */
export function registrationWindow(
  window: { opensAt: Date | null; closesAt: Date | null },
  now: number,
): { state: RegistrationState; nextChange: number | null } {
  // No window set yet: nothing is open.
  if (!window.opensAt) return { state: "closed", nextChange: null };
  const opens = window.opensAt.getTime();
  const closes = window.closesAt?.getTime() ?? null;
  if (now < opens) return { state: "upcoming", nextChange: opens };
  if (closes === null) return { state: "open", nextChange: null };
  return now < closes ? { state: "open", nextChange: closes } : { state: "closed", nextChange: null };
}
