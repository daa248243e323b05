import type { ComponentType } from "react";
import { Navigate, redirect, type RouteObject } from "react-router";
import { hasAdminSession } from "../auth/session";
import { PageLoader } from "./PageLoader";

async function requireAdminSession() {
  return (await hasAdminSession()) ? null : redirect("/auth/signin");
}

/** List, create and edit screens of one collection (spec §2 "Admin routes"). */
function collectionRoutes(
  path: string,
  load: () => Promise<{ ListPage: ComponentType; NewPage: ComponentType; EditPage: ComponentType }>,
): RouteObject {
  return {
    path,
    children: [
      { index: true, lazy: async () => ({ Component: (await load()).ListPage }) },
      { path: "new", lazy: async () => ({ Component: (await load()).NewPage }) },
      { path: ":id/edit", lazy: async () => ({ Component: (await load()).EditPage }) },
    ],
  };
}

// Every page is its own chunk so the first load carries only the shell it needs.
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoader,
    children: [
      {
        path: "auth/signin",
        lazy: async () => ({ Component: (await import("../auth/SignInPage")).SignInPage }),
      },
      {
        path: "/",
        loader: requireAdminSession,
        lazy: async () => ({ Component: (await import("../shell/AppLayout")).AppLayout }),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: "dashboard",
            lazy: async () => ({ Component: (await import("../pages/DashboardPage")).DashboardPage }),
          },
          collectionRoutes("regions", () => import("../pages/regions")),
          collectionRoutes("seasons", () => import("../pages/seasons")),
          collectionRoutes("admins", () => import("../pages/admins")),
          collectionRoutes("partners", () => import("../pages/partners")),
          {
            path: "profile",
            lazy: async () => ({ Component: (await import("../pages/ProfilePage")).ProfilePage }),
          },
          {
            path: "settings",
            lazy: async () => ({ Component: (await import("../pages/SettingsPage")).SettingsPage }),
          },
          {
            path: "*",
            lazy: async () => ({ Component: (await import("../pages/NotFoundPage")).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
