import "server-only";
import { renderMarkdown } from "@wro/api/markdown";
import styles from "./announcement.module.css";

/**
 * An announcement's Markdown body, rendered and sanitized on the server (`@wro/api/markdown`):
 * links, lists, emphasis and headings, no script and no renderer sent to the browser.
 */
export function Markdown({ source }: { source: string }) {
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />;
}
