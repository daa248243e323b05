// /hotels/ shows the spec's /Hotels/ page (canonical /Hotels/). It sits in a route group so that its
// path differs from Hotels/ by more than letter case (case-insensitive file systems, TypeScript).
export { default, generateMetadata } from "../../Hotels/page.tsx";
