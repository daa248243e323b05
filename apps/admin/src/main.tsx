import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { z } from "zod";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { activateLocale, storedLocale } from "./i18n";

// zod would otherwise probe `new Function` to compile its checks, which the site's
// Content-Security-Policy forbids (and reports); interpreted checks are fast enough for forms.
z.config({ jitless: true });

// Vite's base ("/admin/") without the trailing slash is the router's basename.
const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, "") });

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Render only once the catalog is in, so no screen flashes untranslated.
void activateLocale(storedLocale()).then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
