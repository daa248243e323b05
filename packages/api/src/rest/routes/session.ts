/** Spec §7's session calls: who is signed in, sign-in with a password or a partner platform token. */
import {
  createIdentityProvider,
  authRateLimiter,
  signAccessToken,
  signInWithPartnerToken,
  signInWithPassword,
  type PublicUser,
} from "@wro/auth";
import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import { notFound } from "../../admin/errors.ts";
import { adminUserSelect } from "../../routers/admin/service.ts";
import { messages } from "../errors.ts";
import { legacyUser } from "../mapping.ts";
import { route, type LegacyDeps, type LegacyRoute, type RouteContext } from "../route.ts";
import { answers } from "../answers.ts";
import { requests } from "../schemas.ts";
import { successMessages } from "./success.ts";

const authorizationHeaders = {
  Authorization: "The access token: send it back as the Authorization header (with or without `Bearer `).",
};

/** Any user account as the legacy API shows it; 404 when there is none. */
export async function userRow(db: Database, id: string) {
  const user = await db.user.findUnique({ where: { id }, select: adminUserSelect });
  if (!user) throw notFound();
  return user;
}
/** A signed-in user's answer: the token in the Authorization header (spec §7) and in the body. */
async function signedIn(context: RouteContext<unknown, unknown>, user: PublicUser) {
  const token = await signAccessToken(user, context.deps.accessTokens);
  return {
    token,
    user: legacyUser(await userRow(context.db, user.id)),
  };
}

const signInDeps = (deps: LegacyDeps) => ({
  db: deps.db,
  identity: deps.identity ?? createIdentityProvider(deps.db),
  rateLimiter: deps.rateLimiter ?? authRateLimiter(),
});

/** The partner platform's sign-in token of a /api/steb payload. */
function partnerToken(data: {
  accessTokan?: string;
  userData?: { accessTokan?: string; token?: string; jwt?: string };
}) {
  return data.accessTokan || data.userData?.accessTokan || data.userData?.token || data.userData?.jwt || null;
}

function requirePartnerIdentity(deps: LegacyDeps) {
  const identity = deps.identity ?? createIdentityProvider(deps.db);
  if (identity.kind !== "partner") throw new AppError("signInRefused", { message: messages.partnerDisabled });
}

export const sessionRoutes: LegacyRoute[] = [
  route({
    method: "POST",
    path: "/api/getuser",
    operationId: "getUser",
    summary: "The signed-in user",
    description: "The account of the access token in the Authorization header (or of the session cookie).",
    tag: "Session",
    access: "signedIn",
    answer: answers.user,
    async handle({ db, caller }) {
      if (caller.kind !== "user") throw new AppError("signInRequired", { message: messages.signIn });
      return { body: { success: true, user: legacyUser(await userRow(db, caller.id)) } };
    },
  }),
  route({
    method: "POST",
    path: "/api/adduser",
    operationId: "signIn",
    summary: "Sign in with a national ID (or e-mail) and password",
    description:
      "Spec §7 login. `type: 4` is the admin sign-in (admin accounts only); any other type is the site's " +
      "sign-in. On success the token is in the `Authorization` header (and the body); on failure the " +
      "status is 401 (wrong credentials, disabled or unverified account), 400 (missing fields) or 429 " +
      "(too many attempts), with the reason in the `e_message` header.",
    tag: "Session",
    access: "public",
    body: { kind: "json", schema: requests.signIn },
    answer: answers.signedIn,
    answerHeaders: authorizationHeaders,
    async handle(context) {
      const { body, deps, ip } = context;
      const portal = Number(body.type) === 4 ? "admin" : "site";
      const user = await signInWithPassword(
        signInDeps(deps),
        portal,
        { login: body.national_id ?? body.email, password: body.password },
        ip,
      );
      const { token, user: legacy } = await signedIn(context, user);
      return {
        headers: { authorization: token },
        body: { success: true, msg: successMessages.signedIn, user: legacy, token },
      };
    },
  }),
  route({
    method: "POST",
    path: "/api/steb",
    operationId: "signInWithPartner",
    summary: "Sign in with the partner platform's token",
    description:
      "Spec §7 `{data:{userData}}` or `{data}` with the partner platform's payload: the partner token " +
      "(`data.accessTokan`, or `accessTokan`/`token`/`jwt` inside `data.userData`) is checked with the " +
      "partner platform — user data alone never signs anyone in. Answers like /api/adduser. 401 when " +
      "the site does not use the partner platform (IDENTITY_PROVIDER=local) or the token is refused.",
    tag: "Session",
    access: "public",
    body: { kind: "json", schema: requests.steb },
    answer: answers.signedIn,
    answerHeaders: authorizationHeaders,
    async handle(context) {
      const token = partnerToken(context.body.data);
      if (!token) throw new AppError("signInRefused", { message: messages.partnerTokenMissing });
      requirePartnerIdentity(context.deps);
      const user = await signInWithPartnerToken(signInDeps(context.deps), token, context.ip);
      const answer = await signedIn(context, user);
      return {
        headers: { authorization: answer.token },
        body: { success: true, msg: successMessages.signedIn, ...answer },
      };
    },
  }),
  route({
    method: "GET",
    path: "/api/loginseason",
    operationId: "loginSeason",
    summary: "Single sign-on with a partner platform token",
    description:
      "Spec §7: `?token=…&type=WRO`. The token is checked with the partner platform; the answer's " +
      "`user.jwt` is our access token (also in the Authorization header). 401 when refused or when the " +
      "site does not use the partner platform.",
    tag: "Session",
    access: "public",
    query: requests.loginSeasonQuery,
    answer: answers.loginSeason,
    answerHeaders: authorizationHeaders,
    async handle(context) {
      requirePartnerIdentity(context.deps);
      const user = await signInWithPartnerToken(signInDeps(context.deps), context.query.token, context.ip);
      const answer = await signedIn(context, user);
      return {
        headers: { authorization: answer.token },
        body: { success: true, user: { jwt: answer.token, user: [answer.user] } },
      };
    },
  }),
];
