import { adminProcedure, createTRPCRouter, publicProcedure } from "../../trpc.ts";
import {
  pushAudienceSchema,
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscribeSchema,
  pushUnsubscribedSchema,
  pushUnsubscribeSchema,
} from "./schemas.ts";
import { pushAudience, pushPublicKey, subscribe, unsubscribe } from "./service.ts";

/** Notifications to phones (Web Push): the site's opt-in and opt-out, and their audience for admins. */
export const pushRouter = createTRPCRouter({
  /** The VAPID public key a browser subscribes with. */
  publicKey: publicProcedure.output(pushPublicKeySchema).query(({ ctx }) => pushPublicKey(ctx.db)),
  subscribe: publicProcedure
    .input(pushSubscribeSchema)
    .output(pushSubscribedSchema)
    .mutation(({ ctx, input }) => subscribe({ db: ctx.db, ip: ctx.ip }, input)),
  unsubscribe: publicProcedure
    .input(pushUnsubscribeSchema)
    .output(pushUnsubscribedSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.db, input.endpoint)),

  // Back office (admins only).
  /** How many browsers receive the notifications, by language. */
  audience: adminProcedure.output(pushAudienceSchema).query(({ ctx }) => pushAudience(ctx.db)),
});
