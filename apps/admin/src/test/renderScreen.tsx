import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ApiProvider } from "../api/ApiProvider";
import { Providers } from "../app/providers";
import { activateLocale } from "../i18n";

/** Renders one screen or form with the app's providers, in the given language. */
export async function renderScreen(ui: ReactNode, { locale = "en" }: { locale?: "en" | "ar" } = {}) {
  await activateLocale(locale);
  const router = createMemoryRouter([{ path: "*", element: <ApiProvider>{ui}</ApiProvider> }]);
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}
