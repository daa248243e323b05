type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined | null;

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The caller's address for rate limiting. Behind our reverse proxy, the last X-Forwarded-For
 * entry is the one that proxy saw; earlier entries are whatever the client sent, so they are
 * never trusted. X-Real-IP serves proxies that set only that header.
 */
export function clientIp(headers: HeaderSource): string | undefined {
  const forwarded = header(headers, "x-forwarded-for")
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return forwarded || header(headers, "x-real-ip")?.trim() || undefined;
}
