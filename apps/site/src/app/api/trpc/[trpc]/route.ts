import { handleTrpcRequest } from "@wro/api";
import { requestContext } from "@/server/auth.ts";

async function handler(request: Request) {
  return handleTrpcRequest(request, await requestContext(request));
}

export { handler as GET, handler as POST };
