import { handleLegacyRequest } from "@wro/api";
import { callerFromSession } from "@wro/auth";
import { getDb } from "@wro/db";
import { getServerSession } from "next-auth";
import { revalidatePublicSite } from "@/lib/revalidate-public-site.ts";
import { authOptions } from "@/server/auth.ts";

// The legacy REST API (spec §7): every /api/* path that no other route serves. Callers sign in
// with an access token (Authorization header) or, without one, the session cookie.
async function handler(request: Request) {
  const db = getDb();
  return handleLegacyRequest(request, {
    db,
    sessionCaller: async () => callerFromSession(db, await getServerSession(authOptions())),
    revalidate: revalidatePublicSite,
  });
}

export {
  handler as DELETE,
  handler as GET,
  handler as OPTIONS,
  handler as PATCH,
  handler as POST,
  handler as PUT,
};
