/** Something the process must close before it exits: a database pool, a Redis connection. */
type Closer = () => Promise<void>;

// On globalThis: the server (server.ts) and the app's bundled route chunks share one registry.
const registry = globalThis as typeof globalThis & { __wroClosers?: Set<Closer> };

/** Registers `close` to run at shutdown; answers a function that unregisters it. */
export function closeOnShutdown(close: Closer): () => void {
  registry.__wroClosers ??= new Set();
  registry.__wroClosers.add(close);
  return () => registry.__wroClosers?.delete(close);
}

/** Closes everything registered, all at once. A failure is logged, never thrown: the rest still closes. */
export async function closeProcessResources(): Promise<void> {
  const closers = [...(registry.__wroClosers ?? [])];
  registry.__wroClosers?.clear();
  const results = await Promise.allSettled(closers.map((close) => close()));
  for (const result of results)
    if (result.status === "rejected") console.error("Closing at shutdown failed:", result.reason);
}
