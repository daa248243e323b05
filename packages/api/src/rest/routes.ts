/**
 * The legacy REST API's calls (spec §7), one module per OpenAPI tag: method and path, input,
 * who may call, and the service each one runs — the same services as the tRPC procedures.
 */
import { buildOpenApiDocument } from "./openapi.ts";
import { route, type LegacyRoute } from "./route.ts";
import { adminAccountRoutes } from "./routes/admin-accounts.ts";
import { adminPartnerRoutes } from "./routes/admin-partners.ts";
import { adminSeasonRoutes } from "./routes/admin-seasons.ts";
import { paymentRoutes } from "./routes/payments.ts";
import { publicRoutes } from "./routes/public.ts";
import { sessionRoutes } from "./routes/session.ts";
import { teamRoutes } from "./routes/team.ts";
import { answers } from "./answers.ts";

export { successMessages } from "./routes/success.ts";

export const legacyRoutes: LegacyRoute[] = [
  ...sessionRoutes,
  ...teamRoutes,
  ...publicRoutes,
  ...adminSeasonRoutes,
  ...adminPartnerRoutes,
  ...adminAccountRoutes,
  ...paymentRoutes,
  route({
    method: "GET",
    path: "/api/openapi.json",
    operationId: "openApi",
    summary: "This API's OpenAPI 3.1 document",
    description: "Made from the same schemas that check each call's input.",
    tag: "Meta",
    access: "public",
    answer: answers.openApi,
    async handle() {
      return { body: openApiDocument() };
    },
  }),
];

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The OpenAPI 3.1 document of `legacyRoutes` (made once per process). */
export function openApiDocument() {
  document ??= buildOpenApiDocument(legacyRoutes);
  return document;
}
