import type { ReactNode } from "react";

// Sign-in, the account page and team registration read the visitor's session on the server:
// rendered for each request and never stored in a shared cache.
export const dynamic = "force-dynamic";

export default function AccountPagesLayout({ children }: { children: ReactNode }) {
  return children;
}
