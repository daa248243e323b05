import { siteStorage } from "@/lib/images/stored.ts";
import { serveStoredFile } from "@/lib/images/serve.ts";

/** Stored images, from the database every instance shares (lib/images/serve). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return serveStoredFile(siteStorage(), path, new URL(request.url).searchParams);
}
