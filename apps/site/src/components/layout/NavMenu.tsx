"use client";

import { useEffect, useId, useRef, useState } from "react";
import styles from "./SiteHeader.module.css";

/** A disclosure menu: a button that opens a list of links; Escape and outside clicks close it. */
export function NavMenu({ label, links }: { label: string; links: Array<{ href: string; label: string }> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <li
      ref={root}
      className={styles.menu}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={id} className={styles.menuList} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={styles.menuLink}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
