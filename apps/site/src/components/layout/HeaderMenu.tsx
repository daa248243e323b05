"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { wideHeader } from "./header-breakpoint.ts";
import { trapTab } from "./trap-tab.ts";
import styles from "./SiteHeader.module.css";

/**
 * The header's menu on phones: a button that shows the menus, the account controls and the
 * language switch (`children`) in a panel under the header bar. While it is open, Tab stays
 * between the button and the panel, and Escape closes it (focus returns to the button). On
 * wide screens the panel is the rest of the header bar and the button is not shown.
 */
export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // A submenu handles its own Escape (and marks it handled); the sign-up dialog is modal
      // and keeps its own keys.
      if (event.defaultPrevented || (event.target instanceof Element && event.target.closest("dialog")))
        return;
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      } else if (event.key === "Tab" && button.current && panel.current) {
        trapTab(event, button.current, panel.current);
      }
    };
    const wide = window.matchMedia(wideHeader);
    const onResize = () => {
      if (wide.matches) setOpen(false);
    };
    // A link to a place on the same page (the FAQ's questions) would otherwise stay under the panel.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
    };
    const menu = panel.current;
    // On window: it sees a key after the page's own handlers on the document.
    window.addEventListener("keydown", onKey);
    wide.addEventListener("change", onResize);
    menu?.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onResize);
      menu?.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className={styles.menuIcon} />
      </button>
      <div ref={panel} id={panelId} className={styles.panel} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}
