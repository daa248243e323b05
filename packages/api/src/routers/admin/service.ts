import { TRPCError } from "@trpc/server";
import {
  authRateLimiter,
  hashPassword,
  passwordAttemptsKey,
  passwordIssue,
  publicUserSelect,
  revokePasswordResetLinks,
  UserType,
  verifyPassword,
  type AuthRateLimiter,
} from "@wro/auth";
import type { Database, Prisma } from "@wro/db";
import { accountStatusData } from "../../admin/accounts.ts";
import type { AdminContext } from "../../admin/context.ts";
import { pick } from "../../admin/pick.ts";
import { fieldError, notFound } from "../../admin/errors.ts";
import { asTRPCError } from "../../failures.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "../../admin/list.ts";
import { auditedWrite, lockRecord, nextVersion, replacedFile, type Transaction } from "../../admin/write.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { ListInput } from "../../forms/common.ts";
import type { AuditAction } from "../audit/schemas.ts";
import type { AdminUserData, adminUserSortFields, OwnProfileUpdate } from "./schemas.ts";

/** What the back office reads of an admin account; the password hash is never selected. */
export const adminUserSelect = {
  ...publicUserSelect,
  dob: true,
  gender: true,
  isAdmin: true,
  stebUserId: true,
  subscription: true,
  guardianName: true,
  guardianPhone: true,
  createdAt: true,
  updatedAt: true,
} as const;

const admins = { type: UserType.admin } as const;
const userTable = "users";

const write = (action: AuditAction) => ({
  entity: "admin" as const,
  action,
  tags: ["admins"],
  unique: {
    email: { field: "email", message: adminMessages.emailTaken },
    national_id: { field: "nationalId", message: adminMessages.nationalIdTaken },
  },
});

export function listAdmins(db: Database, input: ListInput<(typeof adminUserSortFields)[number]>) {
  const where: Prisma.UserWhereInput = {
    ...admins,
    ...textSearch(input.search, ["name", "email", "nationalId", "phoneNumber"]),
    ...(input.status === undefined ? {} : { status: input.status }),
  };
  return pageOf(
    input,
    db.user.findMany({
      where,
      select: adminUserSelect,
      orderBy: sortOf(input, { field: "createdAt", order: "desc" }),
      ...pageArgs(input),
    }),
    db.user.count({ where }),
  );
}

export async function adminById(db: Database, id: string) {
  const admin = await db.user.findFirst({ where: { id, ...admins }, select: adminUserSelect });
  if (!admin) throw notFound();
  return admin;
}

/** The fields a form writes (the picture and password are handled apart). */
const profileFields = (data: AdminUserData) =>
  pick(data, ["name", "email", "phoneNumber", "nationalId", "nationality", "dob", "gender"]);

const pictureUpload = (data: AdminUserData) =>
  data.pictureFile && { bytes: data.pictureFile, folder: "admins" };

/** An admin account's audit record: its fields, and whether the password changed (never the hash). */
const audited = <Row extends object>(row: Row, passwordChanged = false) =>
  passwordChanged ? { ...row, passwordChanged } : row;

/**
 * The hash of a new password the password rule accepts (its server half: the common-password
 * check, with the account's own name, e-mail and national ID counting as guessable).
 */
async function newPasswordHash(data: AdminUserData & { password: string }): Promise<string> {
  const weak = passwordIssue(data.password, [data.name, data.email, data.nationalId, data.phoneNumber]);
  if (weak) throw fieldError("BAD_REQUEST", "password", weak);
  return hashPassword(data.password);
}

export async function createAdmin(ctx: AdminContext, data: AdminUserData) {
  // Hashing is slow; it happens before the transaction so no lock waits on it.
  const passwordHash = await newPasswordHash({ ...data, password: data.password! });
  return auditedWrite(ctx, { ...write("create"), uploads: [pictureUpload(data)] }, async (tx, [picture]) => {
    // Spec §3: a new admin is type 4, isAdmin, guardian fields "None" (the schema defaults).
    const admin = await tx.user.create({
      data: {
        ...profileFields(data),
        ...(picture ? { picture } : {}),
        type: UserType.admin,
        isAdmin: true,
        verified: true,
        passwordHash,
      },
      select: adminUserSelect,
    });
    return { entityId: admin.id, before: null, after: audited(admin, true), result: admin };
  });
}

export async function updateAdmin(
  ctx: AdminContext,
  data: AdminUserData & { id: string; expectedUpdatedAt: Date },
  action: AuditAction = "update",
) {
  const passwordHash = data.password
    ? await newPasswordHash({ ...data, password: data.password })
    : undefined;
  return auditedWrite(ctx, { ...write(action), uploads: [pictureUpload(data)] }, async (tx, [picture]) => {
    const before = await lockAdmin(tx, data.id, data.expectedUpdatedAt);
    // A reset link mailed before must not set the password again over this one.
    if (passwordHash) await revokePasswordResetLinks(tx, data.id);
    const after = await tx.user.update({
      where: { id: data.id },
      data: {
        ...profileFields(data),
        picture: picture ?? before.picture,
        // A new password ends every session and token of the account (the admin signs in again).
        ...(passwordHash
          ? { passwordHash, sessionVersion: { increment: 1 }, mustChangePassword: false }
          : {}),
        updatedAt: nextVersion(before),
      },
      select: adminUserSelect,
    });
    return {
      entityId: data.id,
      before,
      after: audited(after, !!passwordHash),
      result: after,
      obsoleteFiles: [replacedFile(before.picture, after.picture)],
    };
  });
}

export function setAdminStatus(ctx: AdminContext, input: { id: string; value: boolean }) {
  if (!input.value && isCaller(ctx, input.id)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: adminMessages.ownAccountDisable });
  }
  return auditedWrite(ctx, write("setStatus"), async (tx) => {
    const before = await lockAdmin(tx, input.id);
    const after = await tx.user.update({
      where: { id: input.id },
      data: { ...accountStatusData(input.value), updatedAt: nextVersion(before) },
      select: adminUserSelect,
    });
    return { entityId: input.id, before, after, result: after };
  });
}

export function deleteAdmin(ctx: AdminContext, input: { id: string; expectedUpdatedAt?: Date | undefined }) {
  if (isCaller(ctx, input.id))
    throw new TRPCError({ code: "BAD_REQUEST", message: adminMessages.ownAccountDelete });
  return auditedWrite(ctx, write("delete"), async (tx) => {
    const before = await lockAdmin(tx, input.id, input.expectedUpdatedAt);
    await tx.user.delete({ where: { id: input.id } });
    return {
      entityId: input.id,
      before,
      after: null,
      result: { id: input.id },
      obsoleteFiles: [before.picture],
    };
  });
}

/** The signed-in admin's own account (the Profile page). */
export function ownProfile(ctx: Pick<AdminContext, "db" | "caller">) {
  return adminById(ctx.db, ownId(ctx));
}

export interface PasswordCheckDeps {
  /** The client's address, for rate limiting. */
  ip: string | undefined;
  /** Default: the process's limiter (Redis when REDIS_URL is set). */
  rateLimiter?: AuthRateLimiter;
}

/**
 * Saves the signed-in admin's own account; a new password needs the current one. Each
 * check of the current password counts as a sign-in attempt on the account (same limits,
 * same buckets), so a session left open cannot be used to guess the password.
 */
export async function updateOwnProfile(
  ctx: AdminContext,
  data: OwnProfileUpdate,
  { ip, rateLimiter = authRateLimiter() }: PasswordCheckDeps = { ip: undefined },
) {
  const id = ownId(ctx);
  if (data.password) {
    try {
      await rateLimiter.consume("signIn", ip, passwordAttemptsKey(id));
    } catch (error) {
      throw asTRPCError(error);
    }
    const { passwordHash } = await ctx.db.user.findUniqueOrThrow({
      where: { id },
      select: { passwordHash: true },
    });
    if (!passwordHash || !(await verifyPassword(data.currentPassword ?? "", passwordHash))) {
      throw new TRPCError({ code: "BAD_REQUEST", message: adminMessages.currentPasswordWrong });
    }
    await rateLimiter.reset("signIn", ip, passwordAttemptsKey(id));
  }
  return updateAdmin(ctx, { ...data, id }, "updateOwnProfile");
}

function ownId(ctx: Pick<AdminContext, "caller">): string {
  if (ctx.caller.kind !== "user")
    throw new TRPCError({ code: "BAD_REQUEST", message: adminMessages.notAUser });
  return ctx.caller.id;
}

const isCaller = (ctx: AdminContext, id: string) => ctx.caller.kind === "user" && ctx.caller.id === id;

function lockAdmin(tx: Transaction, id: string, expectedUpdatedAt?: Date) {
  return lockRecord(
    tx,
    userTable,
    id,
    () => tx.user.findFirst({ where: { id, ...admins }, select: adminUserSelect }),
    expectedUpdatedAt,
  );
}
