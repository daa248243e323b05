import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { routes } from "../app/router";
import { activateLocale, storedLocale } from "../i18n";

/** Renders the whole app at `path`, in the remembered language, as main.tsx does. */
export async function renderApp(path: string) {
  await activateLocale(storedLocale());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}
