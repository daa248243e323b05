/** The public pages (English paths, as in spec §2); Arabic ones are the same under /ar/. */
export const publicPages = [
  "/",
  "/announcements/",
  "/seasons/season-2025/",
  "/registration/",
  "/scheduale/",
  "/transportation/",
  "/event-details/",
  "/visitor-registration/",
  "/general-information/",
  "/welcome-jubail/",
  "/arrival-options/",
  "/visa/",
  "/Hotels/",
  "/about-us/",
  "/contact-us/",
] as const;
