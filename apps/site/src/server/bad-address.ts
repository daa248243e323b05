// A path with a malformed percent-escape (/api/%FF, /admin/%FF, /announcements/%C0%AF/) cannot
// be routed: Next throws decoding it and answers a bare 500. The production server answers
// such a request itself, 400, before Next sees it. Next's pages and catalogs are out of reach
// here, so the page says it in both languages.
import type { IncomingMessage, ServerResponse } from "node:http";

/** Whether the path of a request target (query string aside) decodes as UTF-8 percent-escapes. */
export function decodablePath(target: string | undefined): boolean {
  const path = (target ?? "/").split("?", 1)[0]!;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Invalid address | العنوان غير صالح — WRO Saudi Arabia 2025</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 4rem 1.5rem; text-align: center; color: #1a1a2e; }
section { max-width: 36rem; margin: 0 auto 3rem; }
a { color: #0b5cad; }
</style>
</head>
<body>
<main>
<section>
<h1>Uh oh!</h1>
<p>This address is not valid: the link you followed may be broken.</p>
<p><a href="/">Back to Home</a></p>
</section>
<section lang="ar" dir="rtl">
<h1>عذرًا!</h1>
<p>هذا العنوان غير صالح: قد يكون الرابط الذي اتبعته معطلًا.</p>
<p><a href="/ar/">العودة إلى الرئيسية</a></p>
</section>
</main>
</body>
</html>
`;

/** Answers 400: JSON for the API, the bilingual page above for everything else. */
export function answerBadAddress(request: IncomingMessage, response: ServerResponse) {
  const api = (request.url ?? "").startsWith("/api/");
  const body = api
    ? JSON.stringify({ error: { message: "The address is not valid.", code: "BAD_REQUEST" } })
    : page;
  const bytes = Buffer.from(body);
  response.writeHead(400, {
    "content-type": api ? "application/json" : "text/html; charset=utf-8",
    "content-length": bytes.length,
    "cache-control": "no-store",
  });
  response.end(request.method === "HEAD" ? undefined : bytes);
}
