import { describe, expect, it } from "vitest";
import { createInvalidation, createTaggedCache, legacyCacheKey, onInvalidation } from "./cache.ts";

describe("the tagged cache of public lists", () => {
  const counter = () => {
    let loads = 0;
    return {
      load: async () => ++loads,
      get loads() {
        return loads;
      },
    };
  };

  it("loads once for concurrent and repeated gets", async () => {
    const cache = createTaggedCache();
    const source = counter();
    const values = await Promise.all(
      Array.from({ length: 50 }, () => cache.get("partners", ["partners"], source.load)),
    );
    expect(new Set(values)).toEqual(new Set([1]));
    expect(await cache.get("partners", ["partners"], source.load)).toBe(1);
    expect(source.loads).toBe(1);
  });

  it("drops the entries of an invalidated tag only", async () => {
    const cache = createTaggedCache();
    const partners = counter();
    const faqs = counter();
    await cache.get("partners", ["partners"], partners.load);
    await cache.get("trainings", ["trainings", "regions"], faqs.load);
    cache.invalidate(["regions"]);
    expect(await cache.get("partners", ["partners"], partners.load)).toBe(1);
    expect(await cache.get("trainings", ["trainings", "regions"], faqs.load)).toBe(2);
  });

  it("does not keep a load that was running when its tag was invalidated", async () => {
    const cache = createTaggedCache();
    let release!: (value: string) => void;
    const slow = cache.get(
      "partners",
      ["partners"],
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    cache.invalidate(["partners"]);
    release("old rows");
    expect(await slow).toBe("old rows");
    expect(await cache.get("partners", ["partners"], async () => "new rows")).toBe("new rows");
  });

  it("expires entries after the time to live and forgets failed loads", async () => {
    let now = 0;
    const cache = createTaggedCache({ ttlMs: 1000, now: () => now });
    const source = counter();
    await cache.get("event", ["event"], source.load);
    now = 999;
    expect(await cache.get("event", ["event"], source.load)).toBe(1);
    now = 1000;
    expect(await cache.get("event", ["event"], source.load)).toBe(2);

    await expect(
      cache.get("faqs", ["faqs"], () => Promise.reject(new Error("database down"))),
    ).rejects.toThrow();
    expect(await cache.get("faqs", ["faqs"], async () => "recovered")).toBe("recovered");
  });

  it("peeks at loaded, fresh values only, without loading", async () => {
    let now = 0;
    const cache = createTaggedCache({ ttlMs: 1000, now: () => now });
    expect(cache.peek("partners")).toBeUndefined();
    let release!: (value: string) => void;
    const loading = cache.get(
      "partners",
      ["partners"],
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    expect(cache.peek("partners")).toBeUndefined();
    release("rows");
    await loading;
    expect(cache.peek("partners")).toBe("rows");
    cache.invalidate(["partners"]);
    expect(cache.peek("partners")).toBeUndefined();

    await cache.get("event", ["event"], async () => "timer");
    now = 1000;
    expect(cache.peek("event")).toBeUndefined();
  });

  it("keys a GET by its path and its query in a fixed order, with or without the trailing slash", () => {
    const key = (path: string) => legacyCacheKey(new URL(path, "http://localhost"));
    expect(key("/api/trainings/?training=training-center&region_id=SA")).toBe(
      key("/api/trainings?region_id=SA&training=training-center"),
    );
    expect(key("/api/partners/?status=true")).not.toBe(key("/api/partners/?status=false"));
  });

  it("keeps at most maxEntries entries", async () => {
    const cache = createTaggedCache({ maxEntries: 3 });
    for (const key of ["a", "b", "c", "d", "e"]) await cache.get(key, ["x"], async () => key);
    expect(cache.size).toBe(3);
  });
});

describe("an admin write's invalidation", () => {
  it("reaches this process's listeners (the site's kept page answers) with its tags", () => {
    const heard: (readonly string[])[] = [];
    onInvalidation((tags) => heard.push(tags));
    const revalidated: string[] = [];
    const invalidate = createInvalidation({
      lists: createTaggedCache(),
      channel: () => null,
      revalidateTag: (tag) => revalidated.push(tag),
    });
    invalidate(["partners", "seasons"]);
    expect(heard).toEqual([["partners", "seasons"]]);
    expect(revalidated).toEqual(["partners", "seasons"]);
  });
});
