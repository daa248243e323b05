import "server-only";
import { createCaller } from "@wro/api";
import { getDb } from "@wro/db";
import { cache } from "react";

/** Typed procedures for server components: one caller per request, as an anonymous visitor. */
export const serverApi = cache(() => createCaller({ db: getDb(), caller: { kind: "anonymous" } }));
