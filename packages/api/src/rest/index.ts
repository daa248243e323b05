// The legacy REST adapter (spec §7, design "The legacy REST adapter"): the site serves its calls
// (`isLegacyCall`) through `createSiteApi`, whose `revalidate` (`createInvalidation`) clears the
// public-list cache after back-office writes.
export { handleLegacyRequest, isLegacyCall } from "./handler.ts";
export { createInvalidation, createTaggedCache, legacyCache, type TaggedCache } from "./cache.ts";
export { legacyAdminPartner } from "./mapping.ts";
export { legacyRoutes, openApiDocument, successMessages } from "./routes.ts";
export type { LegacyDeps, LegacyRoute } from "./route.ts";
