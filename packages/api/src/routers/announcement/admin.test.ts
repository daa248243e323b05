import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { createAdminTestBed, failure, images, type AdminTestBed } from "../../testing/admin.ts";

const text = {
  titleEn: "Shuttle times",
  titleAr: "مواعيد الحافلات",
  bodyEn: "See the [schedule](https://example.org/s).",
  bodyAr: "راجع الجدول.",
};
const hour = 3_600_000;

describe.each(testDatabaseKinds)("announcement publishing on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());
  afterEach(() => vi.useRealTimers());

  const anonymous = () => bed.caller({ kind: "anonymous" }).announcement;
  const publicSlugs = async () => (await anonymous().published()).map((announcement) => announcement.slug);

  it("starts a new item as a draft, with a slug made from its English title when left empty", async () => {
    const api = bed.caller().announcement;
    const created = await api.create({
      ...text,
      titleEn: "Doors open: Hall B, 8:00!",
      slug: "",
      publishedAt: new Date(),
    });
    expect(created).toMatchObject({ state: "DRAFT", slug: "doors-open-hall-b-8-00" });
    expect(await publicSlugs()).not.toContain(created.slug);
    // A slug typed by the admin is kept; one left out on an edit is made again from the title.
    const typed = await api.create({ ...text, slug: "my-own-slug", publishedAt: new Date() });
    expect(typed.slug).toBe("my-own-slug");
    const edited = await api.update({
      ...text,
      titleEn: "Doors open at 7:30",
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
      publishedAt: created.publishedAt,
    });
    expect(edited.slug).toBe("doors-open-at-7-30");
    // A title that gives no slug (no Latin letters or digits) asks for one.
    const error = await failure(api.create({ ...text, titleEn: "؟؟", slug: "", publishedAt: new Date() }));
    expect(error?.message).toMatch(new RegExp(`^slug: ${adminMessages.slugRequired}`));
    await api.delete({ id: edited.id });
    await api.delete({ id: typed.id });
  });

  it("keeps drafts private, and a scheduled item hidden until its time (fake clock)", async () => {
    const now = new Date("2030-03-01T09:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now });
    const api = bed.caller().announcement;
    const draft = await api.create({ ...text, slug: "draft-news", publishedAt: now, state: "DRAFT" });
    const dueAt = new Date(now.getTime() + 2 * hour);
    await api.create({ ...text, slug: "scheduled-news", publishedAt: dueAt, state: "SCHEDULED" });
    await api.create({ ...text, slug: "published-news", publishedAt: now, state: "PUBLISHED" });

    expect(await publicSlugs()).toContain("published-news");
    expect(await publicSlugs()).not.toContain("draft-news");
    expect(await publicSlugs()).not.toContain("scheduled-news");
    expect(await failure(anonymous().bySlug({ slug: "draft-news" }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await failure(anonymous().bySlug({ slug: "scheduled-news" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await anonymous().nextPublishAt()).toEqual(dueAt);
    // The admin still reads the draft (its preview).
    expect(await api.byId({ id: draft.id })).toMatchObject({ state: "DRAFT", slug: "draft-news" });

    vi.setSystemTime(dueAt.getTime() - 1000);
    expect(await publicSlugs()).not.toContain("scheduled-news");

    vi.setSystemTime(dueAt);
    expect(await publicSlugs()).toContain("scheduled-news");
    expect((await anonymous().bySlug({ slug: "scheduled-news" })).titleEn).toBe(text.titleEn);
    expect(await anonymous().nextPublishAt()).toBeNull();

    // A hidden (status off) item is not public whatever its state.
    const published = (await api.list({ search: "published-news" })).items[0]!;
    await api.setStatus({ id: published.id, value: false });
    expect(await publicSlugs()).not.toContain("published-news");
    expect(await failure(anonymous().bySlug({ slug: "published-news" }))).toMatchObject({
      code: "NOT_FOUND",
    });

    expect((await api.list({ state: "DRAFT" })).items.map((row) => row.slug)).toEqual(["draft-news"]);
  });

  it("refuses a scheduled time in the past and a published date in the future, with clear messages", async () => {
    const api = bed.caller().announcement;
    const past = new Date(Date.now() - hour);
    const future = new Date(Date.now() + 24 * hour);
    expect(
      await failure(api.create({ ...text, slug: "late", publishedAt: past, state: "SCHEDULED" })),
    ).toMatchObject({ code: "BAD_REQUEST", message: `publishedAt: ${adminMessages.scheduleInThePast}` });
    expect(
      await failure(api.create({ ...text, slug: "early", publishedAt: future, state: "PUBLISHED" })),
    ).toMatchObject({ code: "BAD_REQUEST", message: `publishedAt: ${adminMessages.publishedInTheFuture}` });
    expect(
      await failure(api.create({ ...text, slug: "odd", publishedAt: past, state: "LIVE" as "DRAFT" })),
    ).toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("state") });
    expect(await failure(api.create({ ...text, slug: "Not A Slug", publishedAt: past }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("slug"),
    });
    expect(await failure(anonymous().bySlug({ slug: "../etc" }))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("stores an optional image through the upload pipeline, replaces and removes it", async () => {
    const api = bed.caller().announcement;
    const created = await api.create({
      ...text,
      slug: "with-image",
      publishedAt: new Date(Date.now() - hour),
      state: "PUBLISHED",
      imageFile: images.png,
    });
    expect(created.image).toMatch(/^announcements\/[0-9a-f-]{36}\.png$/);
    expect(await bed.storedFiles()).toContain(created.image);
    expect((await anonymous().bySlug({ slug: "with-image" })).image).toBe(created.image);

    expect(
      await failure(
        api.update({ ...created, expectedUpdatedAt: created.updatedAt, imageFile: images.textAsPng }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: `imageFile: ${adminMessages.imageType}` });

    const removed = await api.update({ ...created, expectedUpdatedAt: created.updatedAt, removeImage: true });
    expect(removed.image).toBeNull();
    expect(await bed.storedFiles()).not.toContain(created.image);
  });

  it("previews Markdown for the editor as the site renders it", async () => {
    const { html } = await bed.caller().announcement.renderMarkdown({
      markdown: "- [site](https://wro-association.org/)\n\n<script>alert(1)</script>",
    });
    expect(html).toBe(
      '<ul>\n<li><a href="https://wro-association.org/" rel="noopener noreferrer">site</a></li>\n</ul>\n',
    );
    expect(
      await failure(bed.caller().announcement.renderMarkdown({ markdown: "x".repeat(20_001) })),
    ).toMatchObject({ code: "BAD_REQUEST", message: "markdown: tooLong?max=20000" });
  });
});
