import { api } from "@/server/api.ts";

// The legacy REST API (spec §7): every /api/* path that no other route serves. Callers sign in
// with an access token (Authorization header) or, without one, the session cookie.
const handler = (request: Request) => api.rest(request);

export {
  handler as DELETE,
  handler as GET,
  handler as OPTIONS,
  handler as PATCH,
  handler as POST,
  handler as PUT,
};
