import type { Database, Prisma } from "@wro/db";
import { z } from "zod";
import { notFound } from "../../admin/errors.ts";
import { pageArgs, pageOf, sortOf } from "../../admin/list.ts";
import { csvFile, toCsv } from "../../csv.ts";
import { listShape } from "../../forms/common.ts";

// Every delegation for the back office (issue 36): a list with filters, one delegation with its
// teams, people, orders and waiting list, and the people of all of them as CSV.

const delegationStatuses = ["draft", "submitted", "paid", "cancelled"] as const;
const sortFields = ["createdAt", "name", "country"] as const;

export const adminDelegationListSchema = z
  .object({ ...listShape(sortFields), delegationStatus: z.enum(delegationStatuses).optional() })
  .prefault({});
type AdminDelegationList = z.infer<typeof adminDelegationListSchema>;

function whereOf(input: Omit<AdminDelegationList, "page" | "pageSize">): Prisma.DelegationWhereInput {
  return {
    ...(input.delegationStatus ? { status: input.delegationStatus } : {}),
    ...(input.search
      ? {
          OR: [
            { name: { contains: input.search, mode: "insensitive" } },
            { country: { equals: input.search.toUpperCase() } },
            { organizer: { name: { contains: input.search, mode: "insensitive" } } },
          ],
        }
      : {}),
  };
}

const listView = {
  organizer: { select: { name: true, email: true } },
  _count: { select: { teams: true, delegates: true } },
} as const satisfies Prisma.DelegationInclude;

export const adminDelegations = {
  list: (db: Database, input: AdminDelegationList) => {
    const where = whereOf(input);
    return pageOf(
      input,
      db.delegation.findMany({
        where,
        orderBy: sortOf(input, { field: "createdAt", order: "desc" }),
        include: listView,
        ...pageArgs(input),
      }),
      db.delegation.count({ where }),
    );
  },

  byId: async (db: Database, id: string) => {
    const delegation = await db.delegation.findUnique({
      where: { id },
      include: {
        ...listView,
        teams: { orderBy: { name: "asc" } },
        delegates: {
          orderBy: { createdAt: "asc" },
          // The person's latest badge (issue 37): live or revoked, for the revoke and re-issue actions.
          include: {
            badgeTokens: {
              orderBy: { createdAt: "desc" },
              take: 1,
              select: { createdAt: true, revokedAt: true },
            },
          },
        },
        orders: {
          orderBy: { createdAt: "desc" },
          include: { lines: true, payments: { include: { refunds: true } } },
        },
        waitingList: { where: { cancelledAt: null }, orderBy: { createdAt: "asc" } },
      },
    });
    if (!delegation) throw notFound();
    return delegation;
  },

  /** The people of the delegations the filters match, one line each: for badges, visas and the venue. */
  exportCsv: async (db: Database, input: AdminDelegationList) => {
    const people = await db.delegate.findMany({
      where: { delegation: whereOf(input) },
      orderBy: [{ delegation: { name: "asc" } }, { createdAt: "asc" }],
      include: {
        delegation: { select: { name: true, country: true, status: true } },
        team: true,
        order: true,
      },
    });
    const columns = [
      "delegation",
      "country",
      "delegation_status",
      "name_latin",
      "name_arabic",
      "role",
      "fee_category",
      "team",
      "wro_category",
      "age_group",
      "nationality",
      "passport",
      "date_of_birth",
      "email",
      "guardian",
      "guardian_phone",
      "guardian_consent_at",
      "order_status",
    ];
    const rows = people.map((person) => ({
      delegation: person.delegation.name,
      country: person.delegation.country,
      delegation_status: person.delegation.status,
      name_latin: person.nameLatin,
      name_arabic: person.nameArabic,
      role: person.role,
      fee_category: person.feeCategoryKey,
      team: person.team?.name,
      wro_category: person.team?.category,
      age_group: person.team?.ageGroup,
      nationality: person.nationality,
      passport: person.passportNumber,
      date_of_birth: person.dateOfBirth?.toISOString().slice(0, 10),
      email: person.email,
      guardian: person.guardianName,
      guardian_phone: person.guardianPhone,
      guardian_consent_at: person.guardianConsentAt,
      order_status: person.order?.status,
    }));
    return csvFile("delegates", toCsv(columns, rows));
  },
};
