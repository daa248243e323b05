import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A cached page reshaped so that a phone paints it before it fetches any JavaScript.
 *
 * As Next renders it, a page's head links its stylesheets (render-blocking: nothing is painted
 * until each has arrived) and loads the framework's scripts (about 140 KB) with `async`, which
 * run as soon as they arrive, before the first paint if they win the race. Lighthouse simulates
 * a slow phone from a fast load and counts toward the first paint whatever ran before it there:
 * the page's largest text came 1.1 to 2.3 s after navigation, against 0.6 to 1.5 s for an empty
 * Next page (issue 39).
 *
 * So the page's stylesheets go inline, each followed by its own `<link>`, disabled: the browser
 * neither fetches nor applies a disabled stylesheet, and React, finding the link it renders
 * already in the document, takes it as loaded. Without that link React inserted every stylesheet
 * again on hydration and held its commit until each had arrived (nine files on `/results/`, and
 * the commit then ran as one long task). The scripts and their preloads are added by a small
 * script once the browser reports the first contentful paint, or at once in a tab that is not
 * shown (which paints nothing). The RSC payload the scripts read is inline and waits for them.
 * Next's `inlineCss` would send each stylesheet twice, in the HTML and in the RSC payload.
 */
export function createPaintFirst(staticDir: string) {
  // Stylesheets are immutable within a build: read once, by address.
  const stylesheets = new Map<string, string | null>();
  const stylesheet = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      const file = /^\/_next\/static\/([\w/.-]+\.css)$/.exec(href)?.[1];
      css = file && !file.includes("..") ? readOrNull(join(staticDir, file)) : null;
      stylesheets.set(href, css);
    }
    return css;
  };
  return (html: string) => paintFirst(html, stylesheet);
}

function readOrNull(path: string) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

type Attributes = Record<string, string>;

/** `html` with its stylesheets inline and its scripts loaded after the first paint (see above). */
export function paintFirst(html: string, stylesheet: (href: string) => string | null): string {
  const bodyEnd = html.lastIndexOf("</body>");
  if (!html.startsWith("<!DOCTYPE html>") || bodyEnd < 0) return html;
  const later: [tag: "link" | "script", attributes: Attributes][] = [];
  // The tags React writes for the page's resources, in the head and in the body alike (the RSC
  // payload's scripts escape every `<`, so none of it matches).
  const page = html
    .slice(0, bodyEnd)
    .replace(/<(link|script)\b([^>]*?)\/?>(?:<\/script>)?/g, (tag, name: string, text: string) => {
      const attributes = parseAttributes(text);
      if (name === "link" && attributes.rel === "stylesheet" && attributes["data-precedence"]) {
        const css = stylesheet(attributes.href ?? "");
        // A stylesheet that could end the element early stays linked.
        if (css === null || /<\/style/i.test(css)) return tag;
        const inline = `<style data-precedence="${escapeAttribute(attributes["data-precedence"])}" data-href="${escapeAttribute(attributes.href!)}">${css}</style>`;
        return `${inline}${tag.replace(/\/?>$/, ' disabled=""/>')}`;
      }
      const deferred =
        (name === "script" && attributes.src && "async" in attributes && !("nomodule" in attributes)) ||
        (name === "link" &&
          attributes.rel === "preload" &&
          (attributes.as === "script" || attributes.as === "style"));
      if (!deferred) return tag;
      later.push([name, attributes]);
      return "";
    });
  const loader = later.length ? `<script>${loaderScript(later)}</script>` : "";
  return page + loader + html.slice(bodyEnd);
}

/**
 * Adds the elements once the browser reports the first contentful paint (a frame is presented
 * after it is drawn, and a request begun in between would still race it), or after two frames
 * where paint timing is missing; at once when the page is hidden, and after 3 s whatever happens,
 * so that nothing can keep a page from its scripts. JSON is escaped so that no `</script>` ends it.
 */
function loaderScript(elements: [string, Attributes][]) {
  const json = JSON.stringify(elements).replace(/</g, "\\u003c");
  return (
    `(function(l){function a(){if(!l)return;l.forEach(function(e){var n=document.createElement(e[0]);` +
    `for(var k in e[1])n.setAttribute(k,e[1][k]);if(e[0]==="script")n.async=true;document.head.appendChild(n)});l=null}` +
    `if(document.visibilityState==="hidden")return a();document.addEventListener("visibilitychange",a);setTimeout(a,3000);` +
    `if((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)` +
    `return requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(a)})});` +
    `new PerformanceObserver(function(p){if(p.getEntriesByName("first-contentful-paint").length)setTimeout(a)})` +
    `.observe({type:"paint",buffered:true})})(${json})`
  );
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** The attributes of a tag as React writes them: lowercase names, double-quoted values. */
function parseAttributes(text: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name, value] of text.matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
    attributes[name!.toLowerCase()] = (value ?? "").replace(
      /&(?:amp|quot|#x27|lt|gt);/g,
      (entity) => ENTITIES[entity]!,
    );
  return attributes;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
