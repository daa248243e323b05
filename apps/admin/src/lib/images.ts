/** The picture an account has until one is uploaded (spec §3): no image of its own. */
export const PLACEHOLDER_PICTURE = "placeholder.png";

/** Where a stored image is shown: uploads are served under /uploads/, external files as they are. */
export function imageUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `/uploads/${path.replace(/^\/+/, "")}`;
}

/** An account's picture, or null while it has the placeholder. */
export function pictureUrl(picture: string): string | null {
  return picture && picture !== PLACEHOLDER_PICTURE ? imageUrl(picture) : null;
}
