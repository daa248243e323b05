import { buffer } from "node:stream/consumers";
import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StoredUpload {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * An HTTP test double of the two UploadThing endpoints the server SDK's `UTApi` calls for
 * us: the ingest server's signed `PUT /<file key>` (multipart field "file") and the API's
 * `POST /v6/deleteFiles`. It checks what the real service checks that matters here: the
 * upload URL's HMAC signature and expiry, and the API key.
 */
export async function startUploadThingDouble() {
  const apiKey = "sk_test_double_0123456789";
  const appId = "wrotestapp";
  const token = Buffer.from(JSON.stringify({ apiKey, appId, regions: ["sea1"] })).toString("base64");
  const files = new Map<string, StoredUpload>();
  const requests: string[] = [];

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => reply(response, 500, { error: String(error) }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await buffer(request);
    const url = new URL(request.url ?? "/", origin());
    requests.push(`${request.method} ${url.pathname}`);

    if (request.method === "PUT" && /^\/[A-Za-z0-9]+$/.test(url.pathname)) {
      const signature = url.searchParams.get("signature") ?? "";
      const signed = `${origin()}${request.url!.slice(0, request.url!.lastIndexOf("&signature="))}`;
      const expected = `hmac-sha256=${createHmac("sha256", apiKey).update(signed).digest("hex")}`;
      if (signature !== expected) return reply(response, 403, { error: "Invalid signature" });
      if (Number(url.searchParams.get("expires")) < Date.now())
        return reply(response, 403, { error: "Expired" });
      const form = await new Response(new Uint8Array(body), {
        headers: { "content-type": request.headers["content-type"] ?? "" },
      }).formData();
      const file = form.get("file");
      if (!(file instanceof Blob)) return reply(response, 400, { error: "No file" });
      const key = url.pathname.slice(1);
      const bytes = Buffer.from(await file.arrayBuffer());
      // The SDK sends name, size and type as signed URL parameters (encoded twice).
      const param = (name: string) => decodeURIComponent(url.searchParams.get(name) ?? "");
      if (Number(param("x-ut-file-size")) !== bytes.length)
        return reply(response, 400, { error: "Size mismatch" });
      files.set(key, { name: param("x-ut-file-name"), type: param("x-ut-file-type"), bytes });
      const ufsUrl = `https://${appId}.ufs.sh/f/${key}`;
      return reply(response, 200, {
        url: `https://utfs.io/f/${key}`,
        appUrl: `https://utfs.io/a/${appId}/${key}`,
        ufsUrl,
        fileHash: createHash("md5").update(bytes).digest("hex"),
      });
    }

    if (request.method === "POST" && url.pathname === "/v6/deleteFiles") {
      if (request.headers["x-uploadthing-api-key"] !== apiKey)
        return reply(response, 401, { error: "Bad key" });
      const { fileKeys = [] } = JSON.parse(body.toString("utf8")) as { fileKeys?: string[] };
      const deletedCount = fileKeys.filter((key) => files.delete(key)).length;
      return reply(response, 200, { success: true, deletedCount });
    }

    return reply(response, 404, { error: "Not found" });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  function origin() {
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  return {
    token,
    apiKey,
    appId,
    url: origin(),
    files,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
