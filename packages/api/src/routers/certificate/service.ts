import { AppError } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import type { Certificate } from "@wro/documents";
import { EVENT_TIME_ZONE, intlTag, type Locale } from "@wro/i18n";
import { arabicMessage } from "@wro/i18n/arabic";
import { englishMessage } from "@wro/i18n/english";
import { adminContext, type AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { auditedWrite } from "../../admin/write.ts";
import { countryName } from "../../forms/countries.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { Caller, Context } from "../../trpc.ts";
import { fileWords, requireAdmin } from "../badge/service.ts";
import { registrationMessages } from "../delegation/messages.ts";
import { accountPeople } from "../delegation/my-teams.ts";
import { organizerId, registrationSeasonId } from "../delegation/service.ts";
import {
  issueDocuments,
  issuedChange,
  liveKeyOf,
  verifyUrl,
  type IssuedDocumentRef,
} from "../document/issue.ts";
import { medalLabels, resultCategoryLabels } from "../result/labels.ts";
import type { Medal, ResultCategory } from "../result/schemas.ts";
import { placeTeams, resultCategoryOf, type Placing } from "./matching.ts";
import { certificateMessages } from "./messages.ts";
import type { CertificatesFile } from "./schemas.ts";

// Certificates (issue 37). A participation certificate goes to every participant of a paid
// delegation: a delegate of role "student" who is a member of a team (the people a badge calls
// "Participant"), on a paid order. Coaches, heads of delegation, judges and the other roles take
// part in other ways and get a badge, not a certificate. A medal certificate goes to each member
// of a team the admins' results place (matching.ts), with the medal of its place (spec §9),
// once its category's results are public (not held back for their ceremony).
//
// Each certificate is an issued document (document/issue.ts): its reference is made the first
// time it is drawn, printed again on every later download, and checked at `/verify/{reference}/`.
// One revoked by an admin is not issued again by a download.

/** A participant on a paid order: the only people with certificates. */
const paidParticipant = {
  role: "student",
  teamId: { not: null },
  order: { status: "paid" },
} satisfies Prisma.DelegateWhereInput;

/** Who is asking for which certificates, and what they are told when there are none. */
interface Selection {
  where: Prisma.DelegateWhereInput;
  /** Said when nobody of the selection is on a paid order. */
  unpaid: AppError;
  /** Said when people are paid but none of them has a certificate. */
  none: AppError;
  /** The file's name, without the extension. */
  filename: string;
  /** A ZIP of every delegation keeps each delegation's PDFs in a folder of its own. */
  folders: boolean;
}

const delegationFilename = (delegation: { name: string; country: string }) =>
  `wro-certificates-${fileWords(delegation.name) || delegation.country.toLowerCase()}`;

/** The national organizer's delegation of the season open for registration, or null. */
async function organizerDelegation(db: Database, caller: Caller) {
  const organizer = organizerId(caller);
  const seasonId = await registrationSeasonId(db);
  return db.delegation.findUnique({
    where: { seasonId_organizerId: { seasonId, organizerId: organizer } },
    select: { id: true, name: true, country: true },
  });
}

async function selectionOf(db: Database, caller: Caller, request: CertificatesFile): Promise<Selection> {
  switch (request.of) {
    case "me": {
      const people = await accountPeople(db, caller);
      if (!people) throw new AppError("forbidden", { message: certificateMessages.noOwnCertificates });
      const none = new AppError("notFound", { message: certificateMessages.noOwnCertificates });
      return { where: people.where, unpaid: none, none, filename: "wro-certificates", folders: false };
    }
    case "own": {
      const delegation = await organizerDelegation(db, caller);
      if (!delegation) throw new AppError("notFound", { message: registrationMessages.noDelegation });
      return {
        where: { delegationId: delegation.id },
        unpaid: new AppError("forbidden", { message: certificateMessages.certificatesNeedPayment }),
        none: new AppError("notFound", { message: certificateMessages.noCertificates }),
        filename: delegationFilename(delegation),
        folders: false,
      };
    }
    case "delegation": {
      requireAdmin(caller);
      const delegation = await db.delegation.findUnique({
        where: { id: request.id },
        select: { id: true, name: true, country: true },
      });
      if (!delegation) throw notFound();
      const none = new AppError("notFound", { message: certificateMessages.noCertificates });
      return {
        where: { delegationId: delegation.id },
        unpaid: none,
        none,
        filename: delegationFilename(delegation),
        folders: false,
      };
    }
    case "all": {
      requireAdmin(caller);
      const seasonId = await registrationSeasonId(db);
      const none = new AppError("notFound", { message: certificateMessages.noCertificates });
      return {
        where: { delegation: { seasonId } },
        unpaid: none,
        none,
        filename: "wro-certificates-all",
        folders: true,
      };
    }
  }
}

/** What a certificate shows of a person. */
const personView = {
  id: true,
  nameLatin: true,
  nameArabic: true,
  delegation: { select: { name: true, country: true, seasonId: true } },
  team: { select: { id: true, name: true, category: true, ageGroup: true } },
} as const satisfies Prisma.DelegateSelect;

type Person = Prisma.DelegateGetPayload<{ select: typeof personView }> & {
  team: NonNullable<Prisma.DelegateGetPayload<{ select: typeof personView }>["team"]>;
};

/** A participant and, when the results place their team, its placing. */
interface Entitled {
  person: Person;
  placing: Placing<{
    seasonId: string;
    category: string;
    place: number;
    teamName: string;
    country: string;
  }> | null;
}

/**
 * The participants of a selection, in print order (by delegation, then as they were registered),
 * each with the result that places their team, if any.
 */
async function entitledPeople(db: Database, where: Prisma.DelegateWhereInput): Promise<Entitled[]> {
  const rows = await db.delegate.findMany({
    where: { AND: [where, paidParticipant] },
    select: personView,
    orderBy: [{ delegation: { name: "asc" } }, { createdAt: "asc" }, { id: "asc" }],
  });
  const people = rows.filter((person): person is Person => person.team !== null);
  if (people.length === 0) return [];
  const seasons = [...new Set(people.map((person) => person.delegation.seasonId))];
  // Every team of those seasons is matched, not only the selection's: a result two delegations'
  // teams would both match is nobody's (matching.ts), whoever downloads.
  const [teams, results, holds] = await Promise.all([
    db.delegationTeam.findMany({
      where: { delegation: { seasonId: { in: seasons } } },
      select: {
        id: true,
        name: true,
        category: true,
        ageGroup: true,
        delegation: { select: { seasonId: true, country: true } },
      },
    }),
    db.result.findMany({
      where: { seasonId: { in: seasons } },
      select: { seasonId: true, category: true, place: true, teamName: true, country: true },
    }),
    db.resultHold.findMany({
      where: { seasonId: { in: seasons } },
      select: { seasonId: true, category: true },
    }),
  ]);
  // A category held back for its ceremony (issue 38) gives no medal yet: a certificate, or even
  // how many there are, would tell its results before they are announced.
  const held = new Set(holds.map((hold) => `${hold.seasonId} ${hold.category}`));
  const placings = placeTeams(
    teams.map(({ delegation, ...team }) => ({
      ...team,
      seasonId: delegation.seasonId,
      country: delegation.country,
    })),
    results.filter((result) => !held.has(`${result.seasonId} ${result.category}`)),
  );
  return people.map((person) => ({ person, placing: placings.get(person.team.id) ?? null }));
}

/** One certificate a person is entitled to: its kind, and a medal's category and medal. */
interface Entitlement {
  person: Person;
  kind: "participation" | "medal";
  category: ResultCategory | null;
  medal: Medal | null;
}

const entitlementsOf = (people: Entitled[]): Entitlement[] =>
  people.flatMap(({ person, placing }) => [
    { person, kind: "participation" as const, category: null, medal: null },
    ...(placing
      ? [{ person, kind: "medal" as const, category: placing.category, medal: placing.medal }]
      : []),
  ]);

/**
 * The entitlements whose document is not withdrawn: one an admin revoked (and did not reissue)
 * is not issued again by a download, so the person has none of it.
 */
async function withoutRevoked(db: Database, entitlements: Entitlement[]): Promise<Entitlement[]> {
  if (entitlements.length === 0) return [];
  const rows = await db.issuedDocument.findMany({
    where: {
      delegateId: { in: [...new Set(entitlements.map((each) => each.person.id))] },
      kind: { in: ["participation", "medal"] },
    },
    select: { delegateId: true, kind: true, category: true, liveKey: true },
  });
  const live = new Set(rows.flatMap((row) => (row.liveKey ? [row.liveKey] : [])));
  const revoked = new Set(
    rows.filter((row) => !row.liveKey).map((row) => liveKeyOf(row.delegateId, row.kind, row.category)),
  );
  return entitlements.filter((each) => {
    const key = liveKeyOf(each.person.id, each.kind, each.category);
    return live.has(key) || !revoked.has(key);
  });
}

/** How many certificates the people of `where` have to download (0: no link to show). Issues nothing. */
async function countOf(db: Database, where: Prisma.DelegateWhereInput) {
  return (await withoutRevoked(db, entitlementsOf(await entitledPeople(db, where)))).length;
}

/** An issued certificate with the person it is for, in print order. */
interface Drawn {
  person: Person;
  document: IssuedDocumentRef;
}

/**
 * The live certificates of the entitlements, issuing the missing ones in one audited change
 * (each new document its own audit entry; a download of certificates all issued before writes
 * nothing). A revoked one is left out.
 */
async function issueCertificates(ctx: AdminContext, people: Entitled[]): Promise<Drawn[]> {
  const holder = (person: Person, medal?: Medal) => ({
    id: person.id,
    nameLatin: person.nameLatin,
    nameArabic: person.nameArabic,
    medal,
  });
  const medalists = new Map<ResultCategory, Entitled[]>();
  for (const entitled of people)
    if (entitled.placing)
      medalists.set(entitled.placing.category, [
        ...(medalists.get(entitled.placing.category) ?? []),
        entitled,
      ]);

  const { participation, medals } = await auditedWrite(
    ctx,
    { entity: "issuedDocument", action: "issueDocument" },
    async (tx) => {
      const participation = await issueDocuments(
        tx,
        "participation",
        people.map(({ person }) => holder(person)),
      );
      const medals = new Map<ResultCategory, Map<string, IssuedDocumentRef>>();
      for (const [category, group] of medalists)
        medals.set(
          category,
          await issueDocuments(
            tx,
            "medal",
            group.map(({ person, placing }) => holder(person, placing!.medal)),
            { category },
          ),
        );
      const result = { participation, medals };
      const every = [participation, ...medals.values()].flatMap((documents) => [...documents.values()]);
      return (
        issuedChange(new Map(every.map((document) => [document.id, document])), result) ?? {
          unchanged: result,
        }
      );
    },
  );

  const drawn: Drawn[] = [];
  for (const { person, placing } of people) {
    const taking = participation.get(person.id);
    if (taking) drawn.push({ person, document: taking });
    const medal = placing && medals.get(placing.category)?.get(person.id);
    if (medal) drawn.push({ person, document: medal });
  }
  return drawn;
}

/** The day formatted as each language writes it: "24 October 2025", "24 أكتوبر 2025". */
const dateFormats = Object.fromEntries(
  (["en", "ar"] as const).map((locale: Locale) => [
    locale,
    new Intl.DateTimeFormat(intlTag(locale), {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: EVENT_TIME_ZONE,
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** A message of the catalogs (a category's or a medal's name) in both languages. */
const bothLanguages = (message: { id: string }) => ({
  en: englishMessage(message.id),
  ar: arabicMessage(message.id),
});

const isMedal = (value: string | null): value is Medal =>
  value === "gold" || value === "silver" || value === "bronze";

/** What the PDF prints of one issued certificate: the names and the medal as issued (what `/verify/` shows). */
function certificateOf({ person, document }: Drawn): Certificate {
  const team = person.team;
  const category = (document.category as ResultCategory | null) ?? resultCategoryOf(team);
  const country = person.delegation.country;
  return {
    kind: document.kind === "medal" ? "medal" : "participation",
    nameLatin: document.holderNameLatin,
    nameArabic: document.holderNameArabic,
    delegation: person.delegation.name,
    country: {
      en: countryName(country, "en") ?? country,
      ar: countryName(country, "ar") ?? country,
    },
    team: team.name,
    category: category ? bothLanguages(resultCategoryLabels[category]) : undefined,
    medal:
      document.kind === "medal" && isMedal(document.medal)
        ? { key: document.medal, ...bothLanguages(medalLabels[document.medal]) }
        : undefined,
    reference: document.reference,
    verifyUrl: verifyUrl(document.reference),
    issuedOn: { en: dateFormats.en.format(document.issuedAt), ar: dateFormats.ar.format(document.issuedAt) },
  };
}

/** A downloaded file of certificates: one PDF, or a ZIP of one PDF per person. */
export type CertificatesDownload = { filename: string; count: number } & (
  { pdf: Uint8Array } | { zip: Uint8Array }
);

/** The names of a ZIP's PDFs: the person's Latin name, in their delegation's folder for `all`, never twice the same. */
function entryNames(groups: Drawn[][], folders: boolean): string[] {
  const taken = new Set<string>();
  return groups.map((group) => {
    const [{ person, document }] = group as [Drawn];
    const folder = folders
      ? `${fileWords(person.delegation.name) || person.delegation.country.toLowerCase()}/`
      : "";
    const base = `${folder}${fileWords(person.nameLatin) || document.reference.toLowerCase()}`;
    let name = `${base}.pdf`;
    for (let index = 2; taken.has(name); index++) name = `${base}-${index}.pdf`;
    taken.add(name);
    return name;
  });
}

/**
 * The certificates a caller asked for, as one PDF or a ZIP of one PDF per person, or a refusal:
 * someone else's (403), nothing paid yet (403 for the organizer), nobody with a certificate
 * (404). They are issued (references made, audited) the first time they are drawn.
 */
export async function certificatesFile(
  ctx: Context,
  request: CertificatesFile,
): Promise<CertificatesDownload> {
  const caller = ctx.caller;
  if (caller.kind === "anonymous") throw new AppError("signInRequired", { message: adminMessages.signIn });
  const selection = await selectionOf(ctx.db, caller, request);
  const people = await entitledPeople(ctx.db, selection.where);
  if (people.length === 0) {
    const paid = await ctx.db.delegate.count({
      where: { AND: [selection.where, { order: { status: "paid" } }] },
    });
    throw paid === 0 ? selection.unpaid : selection.none;
  }
  const drawn = await issueCertificates(adminContext({ ...ctx, caller }), people);
  // Everyone's certificates were revoked (an admin reissues one).
  if (drawn.length === 0) throw selection.none;

  // Past the site's bundler, as the badges are (badge/service.ts).
  const { renderCertificates } = await import(/* turbopackIgnore: true */ "@wro/documents");
  if (request.format === "pdf") {
    const pdf = await renderCertificates(drawn.map(certificateOf));
    return { filename: `${selection.filename}.pdf`, pdf, count: drawn.length };
  }
  const byPerson = new Map<string, Drawn[]>();
  for (const each of drawn) byPerson.set(each.person.id, [...(byPerson.get(each.person.id) ?? []), each]);
  const groups = [...byPerson.values()];
  const names = entryNames(groups, selection.folders);
  const files: Record<string, Uint8Array> = {};
  for (const [index, group] of groups.entries())
    files[names[index]!] = await renderCertificates(group.map(certificateOf));
  const { zipSync } = await import("fflate");
  // PDFs are compressed already: stored as they are, the ZIP is made at once.
  const zip = zipSync(files, { level: 0 });
  return { filename: `${selection.filename}.zip`, zip, count: drawn.length };
}

export const certificates = {
  file: certificatesFile,

  /** How many certificates the signed-in coach or student has to download (0: no link to show). */
  async mine(db: Database, caller: Caller) {
    const people = await accountPeople(db, caller);
    return { count: people ? await countOf(db, people.where) : 0 };
  },

  /** How many certificates the national organizer's delegation has (0: no link to show). */
  async own(db: Database, caller: Caller) {
    const delegation = await organizerDelegation(db, caller);
    return { count: delegation ? await countOf(db, { delegationId: delegation.id }) : 0 };
  },

  /** How many certificates a delegation has, or every delegation of the registration season. */
  async count(db: Database, delegationId?: string) {
    const where: Prisma.DelegateWhereInput = delegationId
      ? { delegationId }
      : { delegation: { seasonId: await registrationSeasonId(db) } };
    return { count: await countOf(db, where) };
  },
};
