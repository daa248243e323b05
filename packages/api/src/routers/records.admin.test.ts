import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../forms/messages.ts";
import { auditTrail, createAdminTestBed, failure, type AdminTestBed } from "../testing/admin.ts";

interface Row {
  id: string;
  status: boolean;
  updatedAt: Date;
  [field: string]: unknown;
}
interface Page {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}
type Procedures = Record<string, (input?: unknown) => Promise<unknown>>;

interface RecordSpec {
  router: "event" | "faq" | "announcement" | "hotel";
  tag: string;
  seeded: number;
  /** A new record's input; its `searchField` holds the word `Zeta<n>q`. */
  input(n: number): Record<string, unknown>;
  searchField: string;
  sortField: string;
  change: Record<string, unknown>;
  /** The public list, to prove a hidden record leaves the public site. */
  publicIds(api: Procedures): Promise<string[]>;
}

const specs: RecordSpec[] = [
  {
    router: "event",
    tag: "event",
    seeded: 1,
    input: (n) => ({
      nameEn: `Zeta${n}q Regional Final`,
      nameAr: "النهائي الإقليمي",
      eventDate: new Date(Date.UTC(2030, 0, n, 9)),
      locationEn: "Riyadh",
      locationAr: "الرياض",
    }),
    searchField: "nameEn",
    sortField: "eventDate",
    change: { locationEn: "Dammam", locationAr: "الدمام" },
    // The countdown shows the next active event: the earliest created one (1 January 2030).
    publicIds: async (api) => [((await api.current!()) as Row | null)?.id ?? ""],
  },
  {
    router: "faq",
    tag: "faqs",
    seeded: 5,
    input: (n) => ({
      questionEn: `Zeta${n}q: how do teams register?`,
      questionAr: "كيف تسجل الفرق؟",
      answerEn: "Through their national organizer.",
      answerAr: "عن طريق المنظم الوطني.",
      order: 100 + n,
    }),
    searchField: "questionEn",
    sortField: "order",
    change: { answerEn: "Through the official registration system." },
    publicIds: async (api) => ((await api.active!()) as Row[]).map((row) => row.id),
  },
  {
    router: "announcement",
    tag: "announcements",
    seeded: 2,
    input: (n) => ({
      slug: `update-${n}`,
      titleEn: `Zeta${n}q update`,
      titleAr: "تحديث",
      bodyEn: "Details follow.",
      bodyAr: "التفاصيل لاحقًا.",
      publishedAt: new Date(Date.UTC(2025, 6, n)),
      // New items are drafts unless published (walk-through 3, L2).
      state: "PUBLISHED",
    }),
    searchField: "titleEn",
    sortField: "publishedAt",
    change: { titleAr: "تحديث مهم" },
    publicIds: async (api) => ((await api.published!()) as Row[]).map((row) => row.id),
  },
  {
    router: "hotel",
    tag: "hotels",
    seeded: 11,
    input: (n) => ({
      nameEn: `Zeta${n}q Suites`,
      nameAr: "أجنحة",
      areaEn: "Jubail Industrial City",
      areaAr: "مدينة الجبيل الصناعية",
      stars: (n % 5) + 1,
      link: "https://example.com/hotel",
      order: 100 + n,
    }),
    searchField: "nameEn",
    sortField: "nameEn",
    change: { stars: null, link: "" },
    publicIds: async (api) => ((await api.active!()) as Row[]).map((row) => row.id),
  },
];

const CREATED = 12;

describe.each(testDatabaseKinds)("record admin procedures on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  describe.each(specs)("$router", (spec) => {
    const api = () => (bed.caller() as unknown as Record<string, Procedures>)[spec.router]!;
    const list = (input?: unknown) => api().list!(input) as Promise<Page>;

    it("creates, pages, searches and sorts, updates, refuses a stale save, toggles and deletes — audited", async () => {
      const created: Row[] = [];
      for (let n = 1; n <= CREATED; n++) created.push((await api().create!(spec.input(n))) as Row);
      expect(bed.revalidated.at(-1)).toEqual([spec.tag]);
      const total = spec.seeded + CREATED;

      const first = await list();
      expect(first).toMatchObject({ total, page: 0, pageSize: 10 });
      expect(first.items).toHaveLength(10);
      expect((await list({ page: 1, pageSize: 10 })).items).toHaveLength(Math.min(10, total - 10));
      const all = await list({ pageSize: 25 });
      expect(all.items).toHaveLength(total);
      expect(new Set(all.items.map((row) => row.id)).size).toBe(total);
      expect((await list({ pageSize: 100 })).items).toHaveLength(total);
      expect(await failure(list({ pageSize: 20 }))).toMatchObject({ code: "BAD_REQUEST" });
      expect(await failure(list({ page: -1 }))).toMatchObject({ code: "BAD_REQUEST" });

      const found = await list({ search: "zeta7Q" });
      expect(found.items.map((row) => row.id)).toEqual([created[6]!.id]);
      expect(found.total).toBe(1);

      for (const order of ["asc", "desc"] as const) {
        const values = (await list({ sort: spec.sortField, order, pageSize: 100 })).items.map((row) =>
          row[spec.sortField] instanceof Date ? (row[spec.sortField] as Date).getTime() : row[spec.sortField],
        );
        const sorted = [...values].sort((a, b) =>
          typeof a === "string" ? a.localeCompare(b as string, "en") : (a as number) - (b as number),
        );
        expect(values).toEqual(order === "asc" ? sorted : sorted.reverse());
      }

      const target = created[0]!;
      const updated = (await api().update!({
        ...spec.input(1),
        ...spec.change,
        id: target.id,
        expectedUpdatedAt: target.updatedAt,
      })) as Row;
      expect(updated.updatedAt.getTime()).toBeGreaterThan(target.updatedAt.getTime());

      const stale = await failure(
        api().update!({ ...spec.input(1), id: target.id, expectedUpdatedAt: target.updatedAt }),
      );
      expect(stale).toMatchObject({ code: "CONFLICT", message: adminMessages.staleRecord });
      expect(await api().byId!({ id: target.id })).toEqual(updated);

      expect(await spec.publicIds(api())).toContain(target.id);
      const hidden = (await api().setStatus!({ id: target.id, value: false })) as Row;
      expect(hidden.status).toBe(false);
      expect((await list({ status: false })).items.map((row) => row.id)).toEqual([target.id]);
      expect(await spec.publicIds(api())).not.toContain(target.id);

      expect(await api().delete!({ id: target.id, expectedUpdatedAt: hidden.updatedAt })).toEqual({
        id: target.id,
      });
      expect(await failure(api().byId!({ id: target.id }))).toMatchObject({ code: "NOT_FOUND" });
      expect(await failure(api().delete!({ id: target.id }))).toMatchObject({ code: "NOT_FOUND" });
      expect((await list()).total).toBe(total - 1);

      const trail = await auditTrail(bed.database, spec.router, target.id);
      expect(trail.map((entry) => entry.action)).toEqual(["create", "update", "setStatus", "delete"]);
      expect(trail.every((entry) => entry.actorId === bed.admin.id)).toBe(true);
      const [create, update, toggle, remove] = trail;
      expect(create).toMatchObject({ before: null, after: expect.objectContaining({ id: target.id }) });
      const changedField = Object.keys(spec.change)[0]!;
      expect((update!.before as Record<string, unknown>)[changedField]).toEqual(
        (JSON.parse(JSON.stringify(target)) as Record<string, unknown>)[changedField],
      );
      expect((update!.after as Record<string, unknown>)[changedField]).toEqual(
        (JSON.parse(JSON.stringify(updated)) as Record<string, unknown>)[changedField],
      );
      expect(toggle).toMatchObject({
        before: expect.objectContaining({ status: true }),
        after: expect.objectContaining({ status: false }),
      });
      expect(remove).toMatchObject({ before: expect.objectContaining({ id: target.id }), after: null });
    });
  });

  it("names the field of a duplicate announcement slug", async () => {
    const error = await failure(
      bed.caller().announcement.create({
        slug: "international-final-information",
        titleEn: "Again",
        titleAr: "مرة أخرى",
        bodyEn: "Text",
        bodyAr: "نص",
        publishedAt: new Date(),
      }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: adminMessages.announcementSlugTaken });
    expect(error?.cause).toMatchObject({ details: { field: "slug" } });
  });

  it("requires every bilingual text", async () => {
    const error = await failure(
      bed
        .caller()
        .faq.create({ questionEn: "Only English?", questionAr: " ", answerEn: "Yes", answerAr: "" }),
    );
    expect(error?.message).toBe(`questionAr: ${adminMessages.required}; answerAr: ${adminMessages.required}`);
  });
});
