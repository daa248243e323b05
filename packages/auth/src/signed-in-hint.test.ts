import { describe, expect, it } from "vitest";
import { carriesSignedInHint, SIGNED_IN_COOKIE, withSignedInHint } from "./signed-in-hint.ts";

const SESSION = "__Secure-next-auth.session-token";
const answer = (...cookies: string[]) => {
  const headers = new Headers({ "content-type": "application/json" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response("{}", { headers });
};
const hintsOf = (response: Response) =>
  response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${SIGNED_IN_COOKIE}=`));

describe("the signed-in hint", () => {
  it("is set beside the session cookie, readable by scripts, expiring with it", () => {
    const expires = "Mon, 07 Dec 2026 07:13:00 GMT";
    const response = withSignedInHint(
      answer(
        "__Secure-next-auth.csrf-token=abc%7Cdef; Path=/; HttpOnly; SameSite=Lax; Secure",
        `${SESSION}=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax; Secure`,
      ),
      SESSION,
    );
    expect(hintsOf(response)).toEqual([
      `${SIGNED_IN_COOKIE}=1; Path=/; Expires=${expires}; SameSite=Lax; Secure`,
    ]);
    // The session cookie itself is sent as next-auth wrote it.
    expect(response.headers.getSetCookie()).toHaveLength(3);
    expect(response.headers.getSetCookie()[1]).toContain("HttpOnly");
  });

  it("is cleared when next-auth clears the session cookie", () => {
    const response = withSignedInHint(
      answer(`${SESSION}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`),
      SESSION,
    );
    expect(hintsOf(response)).toEqual([`${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`]);
  });

  it("is not touched by answers that leave the session cookie alone", () => {
    const others = answer(
      "next-auth.callback-url=http%3A%2F%2F127.0.0.1; Path=/; HttpOnly; SameSite=Lax",
      // Another cookie whose name only begins like the session cookie's (next-auth's chunks).
      `${SESSION}.0=part; Path=/; HttpOnly`,
    );
    expect(hintsOf(withSignedInHint(others, SESSION))).toEqual([]);
    expect(hintsOf(withSignedInHint(answer(), SESSION))).toEqual([]);
  });

  it("is read from a cookie header only when set", () => {
    expect(carriesSignedInHint(`lang=ar; ${SIGNED_IN_COOKIE}=1`)).toBe(true);
    expect(carriesSignedInHint(`${SIGNED_IN_COOKIE}=1; lang=ar`)).toBe(true);
    expect(carriesSignedInHint(`${SIGNED_IN_COOKIE}=`)).toBe(false);
    expect(carriesSignedInHint(`x${SIGNED_IN_COOKIE}=1`)).toBe(false);
    expect(carriesSignedInHint("")).toBe(false);
  });
});
