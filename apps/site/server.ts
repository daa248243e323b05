// The production server: Next's request handler, behind one shortcut. A GET of a public list
// of the legacy REST API (/api/partners/?status=true …) that this process has already answered
// is sent straight from the in-memory cache the API fills and admin writes clear. Everything
// else, including every first request and every miss, goes through Next as usual.
import { createServer } from "node:http";
import { cachedLegacyAnswer } from "@wro/api/legacy-cache";
import next from "next";

const hostname = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 3000);

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** A fresh cached answer for this request, or undefined. Never throws on a strange URL. */
function cachedAnswer(method: string | undefined, path: string | undefined) {
  if (method !== "GET" || !path?.startsWith("/api/")) return undefined;
  try {
    return cachedLegacyAnswer(new URL(path, "http://localhost"));
  } catch {
    return undefined;
  }
}

createServer((request, response) => {
  const answer = cachedAnswer(request.method, request.url);
  if (answer) {
    const length = Buffer.byteLength(answer.text);
    response.writeHead(answer.status, { ...answer.headers, "content-length": length }).end(answer.text);
    return;
  }
  void handle(request, response);
}).listen(port, hostname, () => {
  console.log(`WRO Saudi Arabia site ready on http://${hostname}:${port}`);
});
