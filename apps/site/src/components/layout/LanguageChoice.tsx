import { localeCookie } from "@wro/i18n";

// Remembers the language a visitor switches to (the cookie that sends the home page to /ar/) on a
// click on any language switch (LanguageSwitch), before the page has hydrated too: a public page
// paints before its scripts arrive (src/server/paint-first.ts), and a tap on "English" on the
// Arabic home page meanwhile went to / without the cookie and was sent back to /ar/. Plain
// script, like OfflineGuide's: no `<`, `>` or `&`, which the copy in React's payload escapes.
const remember =
  `addEventListener("click",function(e){var a=e.target.closest?e.target.closest("a[data-language-switch]"):null;` +
  `if(a)document.cookie="${localeCookie}="+a.hreflang+"; path=/; max-age=31536000; samesite=lax"})`;

export function LanguageChoice() {
  return <script dangerouslySetInnerHTML={{ __html: remember }} />;
}
