import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import base from "./base.js";

/** Rules for packages with React components. */
export default [
  ...base,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  { languageOptions: { globals: { ...globals.browser } } },
];
