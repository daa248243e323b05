// The registry of record kinds: every kind of record the back office changes, named once.
// The audit log, the cache tags a change clears, the row locks and the admin app's screens and
// words all read it, so a kind missing anywhere is a type error. Plain constants only: the
// admin app imports this file too (`@wro/api/record-kinds`).

/**
 * What public data is cached under: the site's cached reads (apps/site/src/lib/public-data.ts)
 * and the REST API's public lists carry these tags, and a change of a kind clears its own.
 */
export const cacheTags = [
  "seasons",
  "partners",
  "regions",
  "admins",
  "event",
  "faqs",
  "announcements",
  "hotels",
  "settings",
  "contactMessages",
  "schedule",
  "results",
  /** The registration page: fees, prices in SAR, places left, the window. */
  "registration",
  // Public data no back-office screen changes yet (the CLI and SQL do; the hour-long backstop
  // catches those changes).
  "trainings",
  "competitions",
  "wro-seasons",
] as const;
export type CacheTag = (typeof cacheTags)[number];

export interface RecordKindEntry {
  /** The database table of its rows, for row locks (`lockRecord`). */
  table: string;
  /**
   * The field of a record's audit snapshot that names it ("Aramco", "WRO 2025"); null when
   * it has none. English: the log is shared by every admin, and the snapshot keeps both.
   */
  labelField: string | null;
  /** What a change of such a record clears: the public data that shows it. */
  tags: readonly CacheTag[];
  /** Its screen in the admin app, or null when it has none. */
  adminPath: string | null;
}

/**
 * Every kind of record, by the name the audit log stores as its `entity`. Adding a kind here
 * is step one of ARCHITECTURE.md's recipe; the typecheck then asks for the rest.
 */
export const recordKinds = {
  season: { table: "seasons", labelField: "nameEn", tags: ["seasons"], adminPath: "/seasons" },
  partner: { table: "partners", labelField: "name", tags: ["partners"], adminPath: "/partners" },
  region: { table: "regions", labelField: "nameEn", tags: ["regions"], adminPath: "/regions" },
  admin: { table: "users", labelField: "name", tags: ["admins"], adminPath: "/admins" },
  // Nothing public shows people: no tag to clear.
  user: { table: "users", labelField: "name", tags: [], adminPath: "/users" },
  event: { table: "events", labelField: "nameEn", tags: ["event"], adminPath: "/events" },
  faq: { table: "faqs", labelField: "questionEn", tags: ["faqs"], adminPath: "/faqs" },
  announcement: {
    table: "announcements",
    labelField: "titleEn",
    tags: ["announcements"],
    adminPath: "/announcements",
  },
  hotel: { table: "hotels", labelField: "nameEn", tags: ["hotels"], adminPath: "/hotels" },
  setting: { table: "settings", labelField: "siteName", tags: ["settings"], adminPath: "/settings" },
  contactMessage: {
    table: "contact_messages",
    labelField: "name",
    tags: ["contactMessages"],
    adminPath: "/contact-messages",
  },
  scheduleDay: { table: "schedule_days", labelField: null, tags: ["schedule"], adminPath: "/schedule" },
  scheduleSession: {
    table: "schedule_sessions",
    labelField: "titleEn",
    tags: ["schedule"],
    adminPath: "/schedule",
  },
  result: { table: "results", labelField: null, tags: ["results"], adminPath: "/results" },
  feeCategory: {
    table: "fee_categories",
    labelField: "nameEn",
    tags: ["registration"],
    adminPath: "/fee-categories",
  },
  registrationSetting: {
    table: "registration_settings",
    labelField: "siteName",
    tags: ["registration"],
    adminPath: "/registration-settings",
  },
  /** A national organizer's delegation for a season, and its teams and people (issue 36). */
  delegation: { table: "delegations", labelField: "name", tags: [], adminPath: "/delegations" },
  delegationTeam: { table: "delegation_teams", labelField: "name", tags: [], adminPath: "/delegations" },
  delegate: { table: "delegates", labelField: "nameLatin", tags: [], adminPath: "/delegations" },
  /** Orders take and give back places: the registration page's "places left" follows them. */
  order: { table: "orders", labelField: "bankReference", tags: ["registration"], adminPath: "/orders" },
  payment: { table: "payments", labelField: "gatewayPaymentId", tags: [], adminPath: "/orders" },
  waitingListEntry: {
    table: "waiting_list_entries",
    labelField: "feeCategoryKey",
    tags: ["registration"],
    adminPath: "/waiting-list",
  },
  /**
   * A badge's QR token (issue 37): issued when a paid person's badge is first drawn, revoked by
   * an admin. Its audit snapshot names the person, never the token itself.
   */
  badgeToken: { table: "badge_tokens", labelField: "nameLatin", tags: [], adminPath: "/delegations" },
  /**
   * A visa invitation letter or a certificate (issue 37): issued when first drawn, revoked and
   * reissued by an admin. Its snapshot names the holder and the reference, never a passport number.
   */
  issuedDocument: { table: "issued_documents", labelField: "nameLatin", tags: [], adminPath: "/delegations" },
  /** A scan at the gate (issue 37), whatever its verdict; its snapshot names the person. */
  checkIn: { table: "check_ins", labelField: "nameLatin", tags: [], adminPath: null },
  /** A season's team registration records, purged together (`privacy.purgeSeason`). */
  teamRecords: { table: "team_season_records", labelField: "nameEn", tags: [], adminPath: null },
} as const satisfies Record<string, RecordKindEntry>;

export type RecordKind = keyof typeof recordKinds;

/** The kinds in the registry's order (the admin's filter lists them so). */
export const recordKindNames = Object.keys(recordKinds) as [RecordKind, ...RecordKind[]];

/** What a change did to a record: the audit log's `action`. */
export const auditActions = [
  "create",
  "update",
  "delete",
  "setStatus",
  "setRegistration",
  "setHomeActive",
  "markRead",
  "setState",
  "updateOwnProfile",
  "verify",
  "sendPasswordReset",
  "import",
  /** A person erased under PDPL: the entry keeps no detail of them. */
  "erase",
  "purge",
  // Registration and payments (issue 36).
  "submit",
  "startPayment",
  "pay",
  "refusePayment",
  "cancel",
  "expire",
  "recordTransfer",
  "refund",
  "joinWaitingList",
  "promote",
  // Badges (issue 37).
  "issueBadge",
  "revokeBadge",
  // Check-in at the gate (issue 37).
  "checkIn",
  // Visa letters and certificates (issue 37).
  "issueDocument",
  "revokeDocument",
  // A season's category of results held back for its ceremony, then announced (issue 38).
  "holdResults",
  "announceResults",
] as const;
export type AuditAction = (typeof auditActions)[number];
