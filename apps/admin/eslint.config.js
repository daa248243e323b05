export { default } from "@wro/eslint-config/react";
