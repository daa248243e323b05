import type { ServerMessage } from "@wro/constants";
import type { DocumentKind } from "./schemas.ts";

/** The kinds of issued document as the verify page and the back office name them. */
export const documentKindLabels = {
  visaLetter: /*i18n*/ { id: "documentKind.visaLetter", message: "Visa invitation letter" },
  participation: /*i18n*/ { id: "documentKind.participation", message: "Participation certificate" },
  medal: /*i18n*/ { id: "documentKind.medal", message: "Medal certificate" },
} as const satisfies Record<DocumentKind, ServerMessage>;
