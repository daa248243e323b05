import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { activateLocale, storedLocale } from "./i18n";

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
