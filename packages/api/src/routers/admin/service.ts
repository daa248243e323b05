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
import { AppError } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import { accountStatusData } from "../../admin/accounts.ts";
import type { AdminContext } from "../../admin/context.ts";
import { pick } from "../../admin/pick.ts";
import { fieldError } from "../../admin/errors.ts";
import { recordService } from "../../admin/records.ts";
import { auditedWrite, nextVersion, replacedFile } from "../../admin/write.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { ListInput } from "../../forms/common.ts";
import type { AuditAction } from "../../record-kinds.ts";
import { requireFinancePermission } from "../../trpc.ts";
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

/** An admin account as the admins' screen reads it: also its finance permission (issue 36). */
const adminAccountSelect = { ...adminUserSelect, financePermission: true } as const;

type AdminSortField = (typeof adminUserSortFields)[number];

/** Admin accounts: the users of type 4, read without their password hash. */
const admins = recordService<
  Prisma.UserGetPayload<{ select: typeof adminAccountSelect }>,
  AdminSortField,
  Prisma.UserUncheckedCreateInput
>({
  entity: "admin",
  delegate: (db) => db.user,
  scope: { type: UserType.admin },
  select: adminAccountSelect,
  searchFields: ["name", "email", "nationalId", "phoneNumber"],
  defaultSort: { field: "createdAt", order: "desc" },
  unique: {
    email: { field: "email", message: adminMessages.emailTaken },
    national_id: { field: "nationalId", message: adminMessages.nationalIdTaken },
  },
  file: "picture",
});

export const listAdmins = (db: Database, input: ListInput<AdminSortField>) => admins.list(db, input);

export const adminById = admins.byId;

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
  if (weak) throw fieldError("invalidInput", "password", weak);
  return hashPassword(data.password);
}

/**
 * Granting or withdrawing the finance permission (issue 36) takes the caller's own, in a session
 * signed in with two-step sign-in (the CLI, acting as the system, may). Checked before the
 * change against the version the admin opened: a save of an older one is refused anyway.
 */
async function checkFinanceChange(ctx: AdminContext, changes: boolean) {
  if (changes) await requireFinancePermission(ctx.db, ctx.caller);
}

export async function createAdmin(ctx: AdminContext, data: AdminUserData & { financePermission: boolean }) {
  await checkFinanceChange(ctx, data.financePermission);
  // Hashing is slow; it happens before the transaction so no lock waits on it.
  const passwordHash = await newPasswordHash({ ...data, password: data.password! });
  return auditedWrite(ctx, admins.writeOptions("create", pictureUpload(data)), async (tx, [picture]) => {
    // Spec §3: a new admin is type 4, isAdmin, guardian fields "None" (the schema defaults).
    const admin = await tx.user.create({
      data: {
        ...profileFields(data),
        ...(picture ? { picture } : {}),
        type: UserType.admin,
        isAdmin: true,
        verified: true,
        financePermission: data.financePermission,
        passwordHash,
      },
      select: adminAccountSelect,
    });
    return { entityId: admin.id, before: null, after: audited(admin, true), result: admin };
  });
}

export async function updateAdmin(
  ctx: AdminContext,
  /** `financePermission`: left as it is when undefined (the profile, the legacy REST call). */
  data: AdminUserData & { id: string; expectedUpdatedAt: Date; financePermission?: boolean | undefined },
  action: AuditAction = "update",
) {
  const { financePermission } = data;
  if (financePermission !== undefined) {
    const current = await admins.byId(ctx.db, data.id);
    await checkFinanceChange(ctx, current.financePermission !== financePermission);
  }
  const passwordHash = data.password
    ? await newPasswordHash({ ...data, password: data.password })
    : undefined;
  return auditedWrite(ctx, admins.writeOptions(action, pictureUpload(data)), async (tx, [picture]) => {
    const before = await admins.lock(tx, data.id, data.expectedUpdatedAt);
    // A reset link mailed before must not set the password again over this one.
    if (passwordHash) await revokePasswordResetLinks(tx, data.id);
    const after = await tx.user.update({
      where: { id: data.id },
      data: {
        ...profileFields(data),
        ...(financePermission === undefined ? {} : { financePermission }),
        picture: picture ?? before.picture,
        // A new password ends every session and token of the account (the admin signs in again).
        ...(passwordHash
          ? { passwordHash, sessionVersion: { increment: 1 }, mustChangePassword: false }
          : {}),
        updatedAt: nextVersion(before),
      },
      select: adminAccountSelect,
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
    throw new AppError("refused", { message: adminMessages.ownAccountDisable });
  }
  return auditedWrite(ctx, admins.writeOptions("setStatus"), async (tx) => {
    const before = await admins.lock(tx, input.id);
    const after = await tx.user.update({
      where: { id: input.id },
      data: { ...accountStatusData(input.value), updatedAt: nextVersion(before) },
      select: adminAccountSelect,
    });
    return { entityId: input.id, before, after, result: after };
  });
}

export function deleteAdmin(ctx: AdminContext, input: { id: string; expectedUpdatedAt?: Date | undefined }) {
  if (isCaller(ctx, input.id)) throw new AppError("refused", { message: adminMessages.ownAccountDelete });
  return admins.delete(ctx, input.id, input.expectedUpdatedAt);
}

/** The signed-in admin's own account (the Profile page). */
/**
 * Whether the finance tools are open to the signed-in admin, and if not the refusal they would
 * meet (`requireFinancePermission`, the one rule): the back office shows those tools only when
 * they are open, and says why when not.
 */
export async function financeAccess(ctx: Pick<AdminContext, "db" | "caller">) {
  try {
    await requireFinancePermission(ctx.db, ctx.caller);
    return { allowed: true, refusal: null };
  } catch (error) {
    if (!AppError.is(error, "forbidden")) throw error;
    return { allowed: false, refusal: error.details.message ?? null };
  }
}

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
    await rateLimiter.consume("signIn", ip, passwordAttemptsKey(id));
    const { passwordHash } = await ctx.db.user.findUniqueOrThrow({
      where: { id },
      select: { passwordHash: true },
    });
    if (!passwordHash || !(await verifyPassword(data.currentPassword ?? "", passwordHash))) {
      throw new AppError("invalidInput", { message: adminMessages.currentPasswordWrong });
    }
    await rateLimiter.reset("signIn", ip, passwordAttemptsKey(id));
  }
  return updateAdmin(ctx, { ...data, id }, "updateOwnProfile");
}

function ownId(ctx: Pick<AdminContext, "caller">): string {
  if (ctx.caller.kind !== "user") throw new AppError("refused", { message: adminMessages.notAUser });
  return ctx.caller.id;
}

const isCaller = (ctx: AdminContext, id: string) => ctx.caller.kind === "user" && ctx.caller.id === id;
