// The legacy REST adapter (spec §7, design "The legacy REST adapter"): the site mounts
// `handleLegacyRequest` at /api/[...legacy] and passes `invalidateLegacyCache` into every
// `revalidate` so back-office writes clear the public-list cache.
export { handleLegacyRequest } from "./handler.ts";
export { createTaggedCache, invalidateLegacyCache, legacyCache, type TaggedCache } from "./cache.ts";
export { legacyAdminPartner } from "./mapping.ts";
export { legacyRoutes, openApiDocument, successMessages } from "./routes.ts";
export type { LegacyDeps, LegacyRoute } from "./route.ts";
