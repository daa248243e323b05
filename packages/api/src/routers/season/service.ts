import { TRPCError } from "@trpc/server";
import type { Database } from "@wro/db";

/** A published season with its three attribute blocks; not found when unknown or hidden. */
export async function publishedSeasonBySlug(db: Database, slug: string) {
  const season = await db.season.findFirst({
    where: { slug: { equals: slug, mode: "insensitive" }, status: true },
    include: { attributes: { orderBy: { position: "asc" } } },
  });
  if (!season) throw new TRPCError({ code: "NOT_FOUND", message: `No season "${slug}".` });
  return season;
}
