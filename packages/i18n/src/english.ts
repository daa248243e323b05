import { setupI18n } from "@lingui/core";
import { messages } from "./locales/en.ts";
import { serverMessage } from "./messages.ts";

// The server messages' English catalog, compiled from the packages' own wording (`pnpm
// generate`): the one source of the English the server gives.
const english = setupI18n({ locale: "en", messages: { en: messages } });

/**
 * A message in English, as the legacy REST API, the CLI and readable error texts give it: our
 * messages travel as codes (`@wro/constants`); any other text stays as it is.
 */
export const englishMessage = (text: string): string => serverMessage(english, text) ?? text;
