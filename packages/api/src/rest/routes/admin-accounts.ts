/** Spec §7's admin account administration, and any user account by id. */
import {
  adminUserCreateSchema,
  adminUserListSchema,
  adminUserUpdateSchema,
} from "../../routers/admin/schemas.ts";
import {
  adminById,
  createAdmin,
  listAdmins,
  setAdminStatus,
  updateAdmin,
} from "../../routers/admin/service.ts";
import { fileBytes, MAX_FORM_BYTES } from "../input.ts";
import { legacyGender, legacyUser } from "../mapping.ts";
import { route, type LegacyRoute } from "../route.ts";
import { answers } from "../answers.ts";
import { requests } from "../schemas.ts";
import { answerAdminGet, expectedVersion } from "./admin-common.ts";
import { userRow } from "./session.ts";
import { successMessages } from "./success.ts";

export const adminAccountRoutes: LegacyRoute[] = [
  route({
    method: "GET",
    path: "/api/admin/admins",
    operationId: "adminAdmins",
    summary: "Admin accounts: list, one, or a status toggle",
    description:
      "Spec §7, by query: `?page=n[&limit=]` a page (users, currentPage, totalItems); `?id=` one admin " +
      "(`{success, user}`); `?id=&status=` sets the account's status (`{success, msg, user}`; an admin " +
      "cannot disable their own account). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    query: requests.adminAdminsQuery,
    answer: answers.adminUsers.or(answers.user).or(answers.adminUserSaved),
    handle: ({ db, query, admin }) =>
      answerAdminGet(query, {
        listKey: "users",
        itemKey: "user",
        flags: ["status"],
        list: (paging) => listAdmins(db, adminUserListSchema.parse(paging)),
        byId: (id) => adminById(db, id),
        toggle: (id) =>
          query.status === undefined ? null : setAdminStatus(admin(), { id, value: query.status }),
        legacy: (user) => legacyUser(user),
      }),
  }),
  route({
    method: "POST",
    path: "/api/admin/admins",
    operationId: "createAdmin",
    summary: "Create an admin account",
    description:
      "Spec §7 JSON user fields plus `cpassword`. Spec §5: name, email, phone_number, national_id, " +
      "nationality, password and cpassword are required ('Please fill form carefully!'); password must " +
      "equal cpassword ('Password is not Matched'). 409 for an e-mail or national ID in use.",
    tag: "Admin",
    access: "admin",
    body: { kind: "json", schema: requests.adminCreateBody },
    answer: answers.adminUserSaved,
    async handle({ body, admin }) {
      const data = adminUserCreateSchema.parse({
        name: body.name,
        email: body.email,
        phoneNumber: body.phone_number,
        nationalId: body.national_id,
        nationality: body.nationality,
        password: body.password,
        confirmPassword: body.cpassword,
        dob: body.dob,
        gender: legacyGender(body.gender),
      });
      const user = await createAdmin(admin(), data);
      return { body: { success: true, msg: successMessages.saved, user: legacyUser(user) } };
    },
  }),
  route({
    method: "PUT",
    path: "/api/admin/admins",
    operationId: "updateAdmin",
    summary: "Update an admin account",
    description:
      "Spec §7 multipart. Fields left out stay as they are; an empty password keeps the current one. " +
      "`cpassword`, when sent, must equal the password. subscription, steb_user_id and the guardian " +
      "fields are accepted but not changed (admin accounts keep their defaults); `type` can only be 4. " +
      "Send `updatedAt` to refuse a stale save (409). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    body: { kind: "multipart", schema: requests.adminUpdateForm, maxBytes: MAX_FORM_BYTES },
    answer: answers.adminUserSaved,
    async handle({ db, body, admin }) {
      const current = await adminById(db, body.id);
      const data = adminUserUpdateSchema.parse({
        id: current.id,
        expectedUpdatedAt: expectedVersion(body.updatedAt, current.updatedAt),
        name: body.name ?? current.name,
        email: body.email ?? current.email,
        phoneNumber: body.phone_number ?? current.phoneNumber,
        nationalId: body.national_id ?? current.nationalId,
        nationality: body.nationality ?? current.nationality,
        dob: body.dob ?? current.dob,
        gender: legacyGender(body.gender) ?? current.gender,
        password: body.password,
        confirmPassword: body.cpassword ?? body.password,
      });
      const user = await updateAdmin(admin(), { ...data, pictureFile: await fileBytes(body.logo) });
      return { body: { success: true, msg: successMessages.updated, user: legacyUser(user) } };
    },
  }),
  route({
    method: "GET",
    path: "/api/admin/users",
    operationId: "adminUser",
    summary: "Any user account",
    description: "Spec §7 `?id=`: the user (student, coach, entity or admin). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    query: requests.idQuery,
    answer: answers.user,
    async handle({ db, query }) {
      return { body: { success: true, user: legacyUser(await userRow(db, query.id)) } };
    },
  }),
];
