/**
 * The first admin the browser tests' server seeds. Not the development password: outside a
 * local start the seed refuses to create an admin with that one.
 */
export const e2eAdmin = {
  nationalId: "1000000001",
  email: "admin@wro-saudi.org",
  password: "E2e-Admin-Password-2025",
} as const;

/**
 * A second admin the server adds after the seed (`pnpm wro admin:create --finance`): it has the
 * finance permission, which takes two-step sign-in (support/finance-admin.ts enrols it).
 */
export const e2eFinanceAdmin = {
  nationalId: "1000000002",
  email: "finance@wro-saudi.org",
  password: "E2e-Finance-Password-2025",
  name: "E2E Finance Admin",
} as const;

/**
 * A national organizer (an account of type 2) the server adds after the seed (`pnpm wro
 * organizer:create --password`): it registers a delegation in the registration tests.
 */
export const e2eOrganizer = {
  nationalId: "2000000009",
  email: "organizer@gulf-robotics.example.org",
  password: "E2e-Organizer-Password-2025",
  name: "Gulf Robotics Federation",
} as const;
