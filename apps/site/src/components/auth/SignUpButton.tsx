"use client";

import type { Locale } from "@wro/i18n";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { loadAccountCatalog } from "@/i18n/account-catalog.ts";

// The dialog is its own chunk, fetched with its words when a visitor points at or opens it.
const loadDialog = () => import("./SignUpDialog.tsx");
const SignUpDialog = lazy(loadDialog);

/**
 * Opens the sign-up popup (spec §2). `children`: the button's words, translated by the server
 * component that renders it. `returnTo`: where a new student goes once signed in.
 */
export function SignUpButton({
  locale,
  className,
  returnTo,
  children,
}: {
  locale: Locale;
  className?: string;
  returnTo?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus returns to this button once the dialog has left the page (while a modal dialog is
  // open, nothing behind it can take focus).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void Promise.all([loadDialog(), loadAccountCatalog(locale)]).catch(() => {})}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SignUpDialog locale={locale} returnTo={returnTo} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
