import { fileUrl } from "@wro/api/file-url";

/** The picture an account has until one is uploaded (spec §3): no image of its own. */
export const PLACEHOLDER_PICTURE = "placeholder.png";

/** An account's picture, or null while it has the placeholder. */
export function pictureUrl(picture: string): string | null {
  return picture && picture !== PLACEHOLDER_PICTURE ? fileUrl(picture) : null;
}
