import type { Database, Prisma } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "../../admin/list.ts";
import { auditedWrite, lockRecord } from "../../admin/write.ts";
import type { ContactMessageListInput } from "./schemas.ts";

export function listContactMessages(db: Database, input: ContactMessageListInput) {
  const where: Prisma.ContactMessageWhereInput = {
    ...textSearch(input.search, ["name", "email", "message"]),
    ...(input.read === undefined ? {} : { read: input.read }),
  };
  return pageOf(
    input,
    db.contactMessage.findMany({
      where,
      orderBy: sortOf(input, { field: "createdAt", order: "desc" }),
      ...pageArgs(input),
    }),
    db.contactMessage.count({ where }),
  );
}

export function markContactMessageRead(ctx: AdminContext, input: { id: string; read: boolean }) {
  return auditedWrite(
    ctx,
    { entity: "contactMessage", action: "markRead", tags: ["contactMessages"] },
    async (tx) => {
      const before = await lockRecord(tx, "contact_messages", input.id, () =>
        tx.contactMessage.findUnique({ where: { id: input.id } }),
      );
      const after = await tx.contactMessage.update({ where: { id: input.id }, data: { read: input.read } });
      return { entityId: input.id, before, after, result: after };
    },
  );
}
