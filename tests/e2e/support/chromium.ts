// How the browser tests and the Lighthouse benchmark (tests/bench/site.ts) start Debian's
// Chromium: in a container, without the GPU, and without the background traffic (updates,
// sync, first-run pages) that would add requests and CPU to what is measured.
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
