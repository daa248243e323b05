import "server-only";
import { headers } from "next/headers";
import { publicPathHeader } from "./paths.ts";

/** The page's public path without its language prefix: "/ar/visa/" and "/visa/" both give "/visa/". */
export async function currentPagePath(): Promise<string> {
  const path = (await headers()).get(publicPathHeader) ?? "/";
  const withoutLocale = path === "/ar" || path.startsWith("/ar/") ? path.slice(3) : path;
  return withoutLocale || "/";
}
