import { setupI18n } from "@lingui/core";
import { messages } from "./locales/ar.ts";
import { serverMessage } from "./messages.ts";

// The server messages' Arabic catalog, for what the server itself prints in both languages at
// once (a certificate names its medal and category in English and in Arabic, whoever draws it).
const arabic = setupI18n({ locale: "ar", messages: { ar: messages } });

/** A message of ours in Arabic (`englishMessage`'s counterpart); any other text stays as it is. */
export const arabicMessage = (text: string): string => serverMessage(arabic, text) ?? text;
