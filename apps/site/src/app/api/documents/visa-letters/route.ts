import { api } from "@/server/api.ts";

// Visa invitation letters as one PDF (issue 37) for the signed-in caller: a national organizer's
// delegation, or an admin's selection. The API decides who gets what (`http/documents.ts`).
const handler = (request: Request) => api.documentPdf("visa-letters", request);

export { handler as GET, handler as HEAD };
