export { appRouter, createCaller, type AppRouter } from "./root.ts";
export { type Caller, type Context } from "./trpc.ts";
export { roleOf, UserType, type Role } from "@wro/auth";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { handleTrpcRequest } from "./http.ts";
