import type { NextConfig } from "next";
import { linguiMacroSwcPlugin } from "@lingui/swc-plugin/options";

const nextConfig: NextConfig = {
  // The spec's URLs end with a slash (/registration/); the bare form redirects to it.
  trailingSlash: true,
  poweredByHeader: false,
  transpilePackages: ["@wro/api", "@wro/auth", "@wro/db", "@wro/i18n"],
  // Loaded by Node at run time, not bundled: the embedded database ships WebAssembly and data files.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  experimental: {
    swcPlugins: [linguiMacroSwcPlugin()],
  },
};

export default nextConfig;
