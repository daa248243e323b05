export { default } from "@wro/eslint-config/base";
