import { Navigate, type RouteObject } from "react-router";
import { redirectSignedInAdmin, requireAdmin, requireGate } from "../auth/guard";
import { navItems, type CollectionScreens } from "../shell/navigation";
import { PageLoader } from "./PageLoader";

/** List, create and edit screens of one collection (spec §2 "Admin routes"). */
function collectionRoutes(path: string, load: CollectionScreens): RouteObject {
  return {
    path,
    children: [
      { index: true, lazy: async () => ({ Component: (await load()).ListPage }) },
      { path: "new", lazy: async () => ({ Component: (await load()).NewPage }) },
      { path: ":id/edit", lazy: async () => ({ Component: (await load()).EditPage }) },
      // Spec §2: an edit page without its id goes home.
      { path: "edit", element: <Navigate to="/dashboard" replace /> },
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
        loader: redirectSignedInAdmin,
        lazy: async () => ({ Component: (await import("../auth/SignInPage")).SignInPage }),
      },
      {
        // Check-in at the gate (issue 37): full screen on a phone, for gate staff and admins.
        path: "gate",
        loader: requireGate,
        lazy: async () => ({ Component: (await import("../gate/GatePage")).GatePage }),
      },
      {
        path: "/",
        // Spec §6 guard mode "admin" for every screen below.
        loader: requireAdmin,
        lazy: async () => ({ Component: (await import("../shell/AppLayout")).AppLayout }),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: "dashboard",
            lazy: async () => ({ Component: (await import("../pages/DashboardPage")).DashboardPage }),
          },
          // The collections of the sidebar (shell/navigation.ts).
          ...navItems.flatMap((item) =>
            item.screens ? [collectionRoutes(item.to.slice(1), item.screens)] : [],
          ),
          {
            path: "users",
            children: [
              { index: true, lazy: async () => ({ Component: (await import("../pages/users")).ListPage }) },
              {
                path: ":id",
                lazy: async () => ({ Component: (await import("../pages/UserDetailPage")).DetailPage }),
              },
            ],
          },
          // Registration (issue 36): delegations and orders with their own pages, the waiting list.
          {
            path: "delegations",
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../pages/registration/DelegationsPage")).DelegationsPage,
                }),
              },
              {
                path: ":id",
                lazy: async () => ({
                  Component: (await import("../pages/registration/DelegationDetailPage"))
                    .DelegationDetailPage,
                }),
              },
            ],
          },
          {
            path: "orders",
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../pages/registration/OrdersPage")).OrdersPage,
                }),
              },
              {
                path: ":id",
                lazy: async () => ({
                  Component: (await import("../pages/registration/OrderDetailPage")).OrderDetailPage,
                }),
              },
            ],
          },
          {
            path: "waiting-list",
            lazy: async () => ({
              Component: (await import("../pages/registration/WaitingListPage")).WaitingListPage,
            }),
          },
          {
            path: "schedule",
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../pages/schedule/SchedulePage")).SchedulePage,
                }),
              },
              {
                path: "sessions/new",
                lazy: async () => ({
                  Component: (await import("../pages/schedule/sessionForm")).NewSessionPage,
                }),
              },
              {
                path: "sessions/:id/edit",
                lazy: async () => ({
                  Component: (await import("../pages/schedule/sessionForm")).EditSessionPage,
                }),
              },
            ],
          },
          {
            path: "contact-messages",
            lazy: async () => ({
              Component: (await import("../pages/contact/ContactMessagesPage")).ContactMessagesPage,
            }),
          },
          {
            path: "audit-log",
            lazy: async () => ({ Component: (await import("../pages/AuditLogPage")).AuditLogPage }),
          },
          {
            path: "profile",
            lazy: async () => ({ Component: (await import("../pages/ProfilePage")).ProfilePage }),
          },
          {
            path: "registration-settings",
            lazy: async () => ({
              Component: (await import("../pages/RegistrationSettingsPage")).RegistrationSettingsPage,
            }),
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
