import { api } from "@/server/api.ts";

// Participation and medal certificates (issue 37), as one PDF or a ZIP of one PDF per person, for
// the signed-in caller: a student's own, an organizer's delegation, or an admin's selection. The
// API decides who gets what (`http/documents.ts`).
const handler = (request: Request) => api.documentPdf("certificates", request);

export { handler as GET, handler as HEAD };
