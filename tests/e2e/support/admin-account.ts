/**
 * The first admin the browser tests' server seeds. Not the development password: outside a
 * local start the seed refuses to create an admin with that one.
 */
export const e2eAdmin = {
  nationalId: "1000000001",
  email: "admin@wro-saudi.org",
  password: "E2e-Admin-Password-2025",
} as const;
