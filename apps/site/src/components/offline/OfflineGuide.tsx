import { env } from "@/env.ts";

// Registers the service worker (src/sw/sw.ts: the offline venue guide, issue 38, and the
// notifications) four seconds after the page has loaded. Installing it fetches and stores pages and
// stylesheets; on a phone's few cores that work, begun at load or at the first idle moment, slowed
// the page's own start-up (hydration): Lighthouse's blocking time on /registration/ 541 → 150 ms.
// Plain script, so a page carries no bundle or island for it; its quotes are single and it has
// no `<`, `>` or `&`, which would be escaped in the copy React's payload holds. The worker
// itself writes the "offline — saved at HH:MM" note into a saved copy it serves.
const register =
  "if(navigator.serviceWorker)addEventListener('load',function(){setTimeout(function(){navigator.serviceWorker.register('/sw.js').catch(function(){})},4000)})";

/** Not in development, where a worker keeping pages would hide the changes being made. */
export function OfflineGuide() {
  if (env.NODE_ENV !== "production") return null;
  return <script dangerouslySetInnerHTML={{ __html: register }} />;
}
