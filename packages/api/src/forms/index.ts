// The back office's form schemas, messages and constants, shared by the admin app's forms
// and the procedures (`@wro/api/forms`). Safe to import in the browser: zod and small
// libraries only, no database, no node: modules.
export * from "./common.ts";
export { adminMessages, adminMessageTexts, type AdminMessage } from "./messages.ts";
export type { AuthMessage } from "@wro/auth/client";
export { countryName, countryOptions, type CountryOption } from "./countries.ts";
export { decodeBase64, detectImageType, MAX_IMAGE_BYTES, type ImageType } from "../storage/images.ts";

export {
  adminUserCreateSchema,
  adminUserListSchema,
  adminUserUpdateSchema,
  DEFAULT_NATIONALITY,
  genders,
  genderSchema,
  ownProfileUpdateSchema,
} from "../routers/admin/schemas.ts";
export {
  announcementCreateSchema,
  announcementFormSchema,
  announcementListSchema,
  announcementStates,
  announcementUpdateSchema,
  type AnnouncementState,
} from "../routers/announcement/schemas.ts";
export { auditActions, auditEntities, auditListSchema } from "../routers/audit/schemas.ts";
export {
  contactMessageExportSchema,
  contactMessageListSchema,
  contactMessageStates,
  setStateSchema,
} from "../routers/contact-message/schemas.ts";
export {
  eventCreateSchema,
  eventFormSchema,
  eventListSchema,
  eventUpdateSchema,
} from "../routers/event/schemas.ts";
export { faqCreateSchema, faqFormSchema, faqListSchema, faqUpdateSchema } from "../routers/faq/schemas.ts";
export {
  hotelCreateSchema,
  hotelFormSchema,
  hotelListSchema,
  hotelUpdateSchema,
} from "../routers/hotel/schemas.ts";
export {
  partnerCreateSchema,
  partnerFormSchema,
  partnerListSchema,
  partnerUpdateSchema,
  sponsorTiers,
  sponsorTierSchema,
} from "../routers/partner/schemas.ts";
export {
  regionCreateSchema,
  regionFormSchema,
  regionListSchema,
  regionUpdateSchema,
} from "../routers/region/schemas.ts";
export {
  DEFAULT_ATTRIBUTE_IMAGE,
  DEFAULT_LOGO,
  SEASON_ATTRIBUTE_COUNT,
  seasonAttributeFormSchema,
  seasonCreateSchema,
  seasonFormSchema,
  seasonListSchema,
  seasonUpdateSchema,
  slugSchema,
} from "../routers/season/schemas.ts";
export { settingUpdateSchema } from "../routers/setting/schemas.ts";
export {
  scheduleCategories,
  scheduleDayCreateSchema,
  scheduleSessionCreateSchema,
  scheduleSessionUpdateSchema,
} from "../routers/schedule/schemas.ts";
export {
  resultCategories,
  resultCreateSchema,
  resultCsvColumns,
  resultUpdateSchema,
} from "../routers/result/schemas.ts";
