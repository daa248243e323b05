// /schedule/ is the correctly spelt address of the spec's /scheduale/ page; the canonical URL stays /scheduale/.
export { default, generateMetadata } from "../../scheduale/page.tsx";
