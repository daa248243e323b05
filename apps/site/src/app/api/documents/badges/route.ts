import { api } from "@/server/api.ts";

// Badges as one PDF (issue 37) for the signed-in caller: an organizer's delegation, a coach's or
// a student's own, or an admin's selection. The API decides who gets what (`http/documents.ts`).
const handler = (request: Request) => api.badgesPdf(request);

export { handler as GET, handler as HEAD };
