import { handleTrpcRequest } from "@wro/api";
import { getDb } from "@wro/db";

function handler(request: Request) {
  return handleTrpcRequest(request, { db: getDb(), caller: { kind: "anonymous" } });
}

export { handler as GET, handler as POST };
