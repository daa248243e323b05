import type { ReactNode } from "react";
import styles from "./ContentPage.module.css";

/** The frame of every content page: a title band with an optional lead, then the page's sections. */
export function ContentPage({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main">
      <header className={styles.band}>
        <div className="page">
          <h1>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
      </header>
      <div className={`page ${styles.body}`}>{children}</div>
    </main>
  );
}

/** A titled section of a content page. */
export function Section({ title, children, id }: { title: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A grid of cards (fees, shuttles, hotels, emergency numbers …). */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.cards}>{children}</div>;
}

export function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <article className={styles.card}>
      <h3>{title}</h3>
      {children}
    </article>
  );
}
