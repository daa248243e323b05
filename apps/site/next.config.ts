import type { NextConfig } from "next";
import { linguiMacroSwcPlugin } from "@lingui/swc-plugin/options";

const nextConfig: NextConfig = {
  // The spec's page URLs end with a slash (/registration/) and src/proxy.ts redirects the bare
  // form; the legacy REST API answers both forms without a redirect (spec §7 clients use both).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  transpilePackages: ["@wro/api", "@wro/auth", "@wro/db", "@wro/i18n"],
  // Loaded by Node at run time, not bundled: the embedded database ships WebAssembly and data files.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  experimental: {
    swcPlugins: [linguiMacroSwcPlugin()],
  },
};

export default nextConfig;
