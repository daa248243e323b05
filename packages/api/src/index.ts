export { appRouter, createCaller, type AppRouter } from "./root.ts";
export { type Caller, type Context } from "./trpc.ts";
export type { ScheduleDay, ScheduleSession } from "./routers/schedule/schemas.ts";
export type { PublicAnnouncement } from "./routers/announcement/schemas.ts";
export { roleOf, UserType, type Role } from "@wro/auth";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { withBodyWithin } from "./http/body.ts";
export { REQUEST_ID_HEADER } from "./http/request-id.ts";
export { describeFailure } from "./failures.ts";
export * from "./forms/index.ts";
export {
  configuredStorage,
  createDatabaseStorage,
  createUploadThingStorage,
  fileUrl,
  type DatabaseStorage,
  type Storage,
  type StoredFileInfo,
  type StoredFileExtension,
  type UploadThingStorageOptions,
} from "./storage/index.ts";
export { isLegacyCall, legacyAdminPartner, openApiDocument } from "./rest/index.ts";
export { createSiteApi, type SiteApi, type SiteHooks } from "./site.ts";
export {
  auditActions,
  cacheTags,
  recordKindNames,
  recordKinds,
  type AuditAction,
  type CacheTag,
  type RecordKind,
} from "./record-kinds.ts";
