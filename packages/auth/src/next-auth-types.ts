import type { SessionUser } from "./users.ts";

// What our sessions carry, for every package that reads them: `{ id, type, name }` and
// never more (no e-mail, no password hash).
declare module "next-auth" {
  interface Session {
    user: SessionUser;
  }
  interface User {
    type: number;
    name: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    type?: number;
  }
}
