"use client";

import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";

// The dialog is its own chunk, fetched when a visitor points at or opens it.
const loadDialog = () => import("./SignUpDialog.tsx");
const SignUpDialog = lazy(loadDialog);

/** Opens the sign-up popup (spec §2). `returnTo`: where a new student goes once signed in. */
export function SignUpButton({
  className,
  returnTo,
  children,
}: {
  className?: string;
  returnTo?: string;
  children?: ReactNode;
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
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onClick={() => setOpen(true)}
      >
        {children ?? <Trans>Sign up</Trans>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SignUpDialog returnTo={returnTo} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
