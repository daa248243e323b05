import { api } from "@/server/api.ts";

const handler = (request: Request) => api.trpc(request);

export { handler as GET, handler as POST };
