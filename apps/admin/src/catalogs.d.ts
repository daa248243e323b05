// @lingui/vite-plugin compiles a .po catalog into a JS module when it is imported.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
