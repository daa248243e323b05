import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { fakeAuthServer, testAdmin } from "../auth/testing";

// Route pages load lazily; on a busy CI machine the first render can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine calls; these stand-ins report "no match, no size".
window.matchMedia = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

Element.prototype.scrollIntoView = () => {};

// Autosizing textareas re-measure when web fonts load; jsdom has no font loading.
Object.defineProperty(document, "fonts", {
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

// Screens are tested as a signed-in admin sees them; auth tests set up their own session.
beforeEach(() => {
  fakeAuthServer({ user: testAdmin });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("data-mantine-color-scheme");
});
