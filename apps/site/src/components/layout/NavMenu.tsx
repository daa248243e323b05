"use client";

import styles from "./SiteHeader.module.css";
import { useDisclosure } from "./useDisclosure.ts";

/** A disclosure menu: a button that opens a list of links; Escape and outside clicks close it. */
export function NavMenu({
  label,
  links,
  className,
}: {
  label: string;
  links: Array<{ href: string; label: string }>;
  className?: string;
}) {
  const { open, listId, rootProps, buttonProps } = useDisclosure<HTMLLIElement>();

  return (
    <li {...rootProps} className={className ? `${styles.menu} ${className}` : styles.menu}>
      <button {...buttonProps} className={styles.menuButton}>
        {label}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.menuList} hidden={!open}>
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
