import { describe, expect, it } from "vitest";
import {
  guardRedirect,
  landingPathFor,
  randomToken,
  safeRedirect,
  signedInRedirect,
  type GuardMode,
} from "./guards.ts";
import type { GuardRole } from "./roles.ts";

const sessions = {
  anonymous: null,
  student: { user: { type: 0 } },
  coach: { user: { type: 1 } },
  entity: { user: { type: 2 } },
  admin: { user: { type: 4 } },
  unknown: { user: { type: 3 } },
} as const;
type Who = keyof typeof sessions;

/** The role each user type reads as, per guard (spec §6: unknown is student or judged). */
const readsAs: Record<GuardMode, Record<Exclude<Who, "anonymous">, GuardRole>> = {
  teamReg: { student: "student", coach: "coach", entity: "entity", admin: "admin", unknown: "judged" },
  none: { student: "student", coach: "coach", entity: "entity", admin: "admin", unknown: "student" },
  admin: { student: "student", coach: "coach", entity: "entity", admin: "admin", unknown: "student" },
};

const everyRole: GuardRole[] = ["student", "coach", "entity", "admin", "judged"];

describe("guardRedirect (spec §2, §6)", () => {
  describe.each(["teamReg", "none", "admin"] as const)("mode %s", (mode) => {
    it("sends an anonymous visitor away", () => {
      const target = guardRedirect({ mode, session: sessions.anonymous, allowedRoles: everyRole });
      if (mode === "teamReg") expect(target).toMatch(/^\/\?token=[A-Za-z0-9]{6}$/);
      else expect(target).toBe("/admin/auth/signin");
    });

    it.each(["student", "coach", "entity", "admin", "unknown"] as const)(
      "lets a %s in only when their role is allowed",
      (who) => {
        const role = readsAs[mode][who];
        expect(guardRedirect({ mode, session: sessions[who], allowedRoles: [role] })).toBeNull();
        const others = everyRole.filter((other) => other !== role);
        expect(guardRedirect({ mode, session: sessions[who], allowedRoles: others })).toBe(
          mode === "teamReg" ? "/seasons/wro-2024/" : "/",
        );
      },
    );
  });

  it("gives a new six-character token each time", () => {
    const targets = new Set(
      Array.from({ length: 20 }, () =>
        guardRedirect({ mode: "teamReg", session: null, allowedRoles: ["coach"] }),
      ),
    );
    expect(targets.size).toBe(20);
  });

  it("counts a session without a type as an unknown type", () => {
    expect(guardRedirect({ mode: "teamReg", session: { user: {} }, allowedRoles: ["judged"] })).toBeNull();
    expect(guardRedirect({ mode: "admin", session: { user: { type: null } }, allowedRoles: ["admin"] })).toBe(
      "/",
    );
  });

  it("tells the admin sign-in where to return, but only for a same-site path", () => {
    const guard = (path: string) =>
      guardRedirect({ mode: "admin", session: null, allowedRoles: ["admin"], path });
    expect(guard("/admin/seasons/?page=2")).toBe(
      "/admin/auth/signin?redirect=%2Fadmin%2Fseasons%2F%3Fpage%3D2",
    );
    expect(guard("//evil.example")).toBe("/admin/auth/signin");
    expect(guard("/admin/auth/signin")).toBe("/admin/auth/signin");
  });
});

describe("landing after sign-in (spec §2, §4)", () => {
  it("sends admins to the dashboard and everyone else home", () => {
    expect(landingPathFor({ type: 4 })).toBe("/admin/dashboard/");
    for (const type of [0, 1, 2, 3, 99]) expect(landingPathFor({ type })).toBe("/");
  });

  it("sends a signed-in user away from the sign-in pages, and lets visitors stay", () => {
    expect(signedInRedirect(sessions.admin)).toBe("/admin/dashboard/");
    expect(signedInRedirect(sessions.coach)).toBe("/");
    expect(signedInRedirect(null)).toBeNull();
  });
});

describe("safeRedirect", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeRedirect("/seasons/season-2025/")).toBe("/seasons/season-2025/");
    expect(safeRedirect("/registration/?step=2#fees")).toBe("/registration/?step=2#fees");
    expect(safeRedirect("/ar/about-us/")).toBe("/ar/about-us/");
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    " /seasons",
    "",
  ])("refuses %j", (param) => {
    expect(safeRedirect(param)).toBe("/");
  });

  it("uses the fallback for a missing parameter", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/admin/dashboard/")).toBe("/admin/dashboard/");
  });
});

describe("randomToken", () => {
  it("is made of letters and digits", () => {
    expect(randomToken(6)).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(randomToken(12)).toHaveLength(12);
  });
});
