// Prints the nginx include that sends a public page's headers with the page's file
// (deploy/nginx/wro-site.page-headers.conf), for the site as this environment configures it:
// SITE_URL (https or not) and UPLOADTHING_TOKEN (set or not). See src/server/page-files.ts.
//
//   SITE_URL=https://wro.example UPLOADTHING_TOKEN=… pnpm --filter @wro/site --silent nginx-page-headers > page-headers.conf
import { env } from "../src/env.ts";
import { nginxPageHeaders, publicPageHeaders } from "../src/server/page-files.ts";

const uploadThing = Boolean(env.UPLOADTHING_TOKEN);
const https = env.SITE_URL.startsWith("https:");
process.stdout.write(
  nginxPageHeaders(
    publicPageHeaders(env.SITE_URL, { uploadThing }),
    `a site served over ${https ? "https" : "plain http"} ${uploadThing ? "with" : "without"} UploadThing`,
  ),
);
