import { z } from "zod";

// Imported by every browser module that checks a form with zod: zod would otherwise probe
// `new Function` to compile its checks, which the site's Content-Security-Policy forbids (and
// reports); interpreted checks are fast enough for a form.
z.config({ jitless: true });
