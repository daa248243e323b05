import { env } from "@/env.ts";

// Registers the service worker (src/sw/sw.ts: the offline venue guide, issue 38, and the
// notifications) after the page has loaded, so it takes nothing from the page's own loading.
// Plain script, so a page carries no bundle or island for it; its quotes are single and it has
// no `<`, `>` or `&`, which would be escaped in the copy React's payload holds. The worker
// itself writes the "offline — saved at HH:MM" note into a saved copy it serves.
const register =
  "if(navigator.serviceWorker)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})";

/** Not in development, where a worker keeping pages would hide the changes being made. */
export function OfflineGuide() {
  if (env.NODE_ENV !== "production") return null;
  return <script dangerouslySetInnerHTML={{ __html: register }} />;
}
