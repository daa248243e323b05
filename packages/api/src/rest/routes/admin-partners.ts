/** Spec §7's partner administration: list, one, status toggle, and the multipart create and update. */
import { partnerFormSchema, partnerListSchema, partnerUpdateSchema } from "../../routers/partner/schemas.ts";
import {
  createPartner,
  listPartners,
  partnerById,
  setPartnerStatus,
  updatePartner,
} from "../../routers/partner/service.ts";
import { fileBytes, MAX_FORM_BYTES } from "../input.ts";
import { legacyAdminPartner, nameFromFile } from "../mapping.ts";
import { route, type LegacyRoute } from "../route.ts";
import { answers } from "../answers.ts";
import { requests } from "../schemas.ts";
import { answerAdminGet, expectedVersion } from "./admin-common.ts";
import { successMessages } from "./success.ts";

export const adminPartnerRoutes: LegacyRoute[] = [
  route({
    method: "GET",
    path: "/api/admin/partners",
    operationId: "adminPartners",
    summary: "Partners: list, one, or a status toggle",
    description:
      "Spec §7, by query: `?page=n[&limit=]` a page (partners, currentPage, totalItems); `?id=` one " +
      "partner; `?id=&status=` sets its status (`{success, msg, partner}`). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    query: requests.adminPartnersQuery,
    answer: answers.adminPartners.or(answers.adminPartner).or(answers.adminPartnerSaved),
    handle: ({ db, query, admin }) =>
      answerAdminGet(query, {
        listKey: "partners",
        itemKey: "partner",
        flags: ["status"],
        list: (paging) => listPartners(db, partnerListSchema.parse(paging)),
        byId: (id) => partnerById(db, id),
        toggle: (id) =>
          query.status === undefined ? null : setPartnerStatus(admin(), { id, value: query.status }),
        legacy: (partner) => legacyAdminPartner(partner),
      }),
  }),
  route({
    method: "POST",
    path: "/api/admin/partners",
    operationId: "createPartner",
    summary: "Create a partner",
    description:
      "Spec §7 multipart `file` (the logo). The spec sends only the file: the name is the file's name " +
      "unless a `name` field is sent; tier NONE, first in order and active unless told.",
    tag: "Admin",
    access: "admin",
    body: { kind: "multipart", schema: requests.partnerCreateForm, maxBytes: MAX_FORM_BYTES },
    answer: answers.adminPartnerSaved,
    async handle({ body, admin }) {
      const fields = partnerFormSchema.parse({
        name: body.name ?? nameFromFile(body.file),
        link: body.link,
        tier: body.tier,
        order: body.order === undefined ? undefined : Number(body.order),
        status: body.status,
      });
      const partner = await createPartner(admin(), { ...fields, logoFile: await fileBytes(body.file) });
      return {
        body: { success: true, msg: successMessages.saved, partner: legacyAdminPartner(partner) },
      };
    },
  }),
  route({
    method: "PUT",
    path: "/api/admin/partners",
    operationId: "updatePartner",
    summary: "Update a partner",
    description:
      "Spec §7 multipart `file`, `id`: replaces the logo; other fields left out stay. Send `updatedAt` " +
      "to refuse a stale save (409). 404 for an unknown id.",
    tag: "Admin",
    access: "admin",
    body: { kind: "multipart", schema: requests.partnerUpdateForm, maxBytes: MAX_FORM_BYTES },
    answer: answers.adminPartnerSaved,
    async handle({ db, body, admin }) {
      const current = await partnerById(db, body.id);
      const input = partnerUpdateSchema.parse({
        id: current.id,
        expectedUpdatedAt: expectedVersion(body.updatedAt, current.updatedAt),
        name: body.name ?? current.name,
        link: body.link ?? current.link,
        tier: body.tier ?? current.tier,
        order: body.order === undefined ? current.order : Number(body.order),
        status: body.status ?? current.status,
      });
      const partner = await updatePartner(admin(), { ...input, logoFile: await fileBytes(body.file) });
      return {
        body: { success: true, msg: successMessages.updated, partner: legacyAdminPartner(partner) },
      };
    },
  }),
];
