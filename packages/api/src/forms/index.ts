// What every form shares (`@wro/api/forms`): list inputs, messages, countries, image checks.
// A domain's own schemas are its `schemas.ts` (`@wro/api/schemas/<domain>`). Safe to import in
// the browser: zod and small libraries only, no database, no node: modules.
export * from "./common.ts";
export { adminMessages, adminMessageTexts, type AdminMessage } from "./messages.ts";
export type { AuthMessage } from "@wro/auth/client";
export { countryName, countryOptions, type CountryOption } from "./countries.ts";
export { decodeBase64, detectImageType, MAX_IMAGE_BYTES, type ImageType } from "../storage/images.ts";
