export { createDatabase, getDb, type Database } from "./client.ts";
export {
  configuredTarget,
  connect,
  describeTarget,
  type Connection,
  type DatabaseTarget,
} from "./connection.ts";
export { legacyUploadsDir } from "./env.ts";
export {
  contentHash,
  sharedDefaultFiles,
  storedFileExtension,
  storedFileRow,
  storedFileTypes,
  type StoredFileExtension,
} from "./stored-files.ts";
export { Prisma } from "./generated/prisma/client.ts";
export type * from "./generated/prisma/models.ts";
export {
  ContactMessageState,
  DelegationStatus,
  Gender,
  OrderStatus,
  PaymentProvider,
  PaymentStatus,
  SponsorTier,
} from "./generated/prisma/enums.ts";
export {
  releasePlaces,
  takePlaces,
  type PlacesWanted,
  type TakePlacesResult,
} from "./registration/capacity.ts";
export { nextNumber, numberInvoice, type NumberSeriesName } from "./registration/numbers.ts";
export { uniqueViolationFields } from "./errors.ts";
export { databaseNotReady } from "./readiness.ts";
export { authSecretMismatch, recordAuthSecret } from "./auth-secret.ts";
