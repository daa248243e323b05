import { AppError } from "@wro/constants";
import type { Database, Prisma } from "@wro/db";
import { eventDayOf, intlTag, EVENT_TIME_ZONE, type Locale } from "@wro/i18n";
import type { Bilingual, VisaLetter, VisaLetterOptions } from "@wro/documents";
import { adminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { adminMessages } from "../../forms/messages.ts";
import { countryName } from "../../forms/countries.ts";
import type { Caller, Context } from "../../trpc.ts";
import { badgeRole } from "../badge/roles.ts";
import { fileWords, requireAdmin } from "../badge/service.ts";
import { registrationMessages } from "../delegation/messages.ts";
import { organizerId, registrationSeasonId } from "../delegation/service.ts";
import { currentEvent } from "../event/service.ts";
import { REGISTRATION_SITE } from "../registration-setting/service.ts";
import { issueDocumentsAudited, verifyUrl } from "./issue.ts";
import { documentMessages } from "./messages.ts";
import type { VisaLettersPdf } from "./schemas.ts";

// Visa invitation letters (issue 37). Every member of a paid order who is not a Saudi national
// gets one, naming their passport; a national organizer downloads their delegation's as one PDF,
// admins any delegation's or all of them. Each letter is an issued document (issue.ts): its
// reference is made the first time it is drawn and printed again on every later download, and
// anyone checks it at `/verify/{reference}/`.

/** Saudi nationals need no visa: everyone else on a paid order is a letter's holder. */
export const HOME_COUNTRY = "SA";

/** A paid person who needs a letter. */
const foreignPaidPerson = {
  order: { status: "paid" },
  nationality: { not: HOME_COUNTRY },
} satisfies Prisma.DelegateWhereInput;

/** Who is asking for which letters, and what they are told when there are none. */
interface Selection {
  where: Prisma.DelegateWhereInput;
  /** Said when nobody of the selection is paid. */
  unpaid: AppError;
  filename: string;
}

async function selectionOf(db: Database, caller: Caller, request: VisaLettersPdf): Promise<Selection> {
  switch (request.of) {
    case "own": {
      const delegation = await ownDelegation(db, caller);
      return {
        where: { delegationId: delegation.id },
        unpaid: new AppError("forbidden", { message: documentMessages.lettersNeedPayment }),
        filename: `wro-visa-letters-${fileWords(delegation.name) || delegation.country.toLowerCase()}`,
      };
    }
    case "delegation": {
      requireAdmin(caller);
      const delegation = await db.delegation.findUnique({
        where: { id: request.id },
        select: { id: true, name: true, country: true },
      });
      if (!delegation) throw notFound();
      return {
        where: { delegationId: delegation.id },
        unpaid: new AppError("notFound", { message: documentMessages.noLetters }),
        filename: `wro-visa-letters-${fileWords(delegation.name) || delegation.country.toLowerCase()}`,
      };
    }
    case "all": {
      requireAdmin(caller);
      const seasonId = await registrationSeasonId(db);
      return {
        where: { delegation: { seasonId } },
        unpaid: new AppError("notFound", { message: documentMessages.noLetters }),
        filename: "wro-visa-letters-all",
      };
    }
  }
}

/** The national organizer's delegation of the season open for registration. */
async function ownDelegation(db: Database, caller: Caller) {
  const organizer = organizerId(caller);
  const seasonId = await registrationSeasonId(db);
  const delegation = await db.delegation.findUnique({
    where: { seasonId_organizerId: { seasonId, organizerId: organizer } },
    select: { id: true, name: true, country: true },
  });
  if (!delegation) throw new AppError("notFound", { message: registrationMessages.noDelegation });
  return delegation;
}

/** What a letter shows of a person. */
const personView = {
  id: true,
  nameLatin: true,
  nameArabic: true,
  nationality: true,
  passportNumber: true,
  role: true,
  delegation: { select: { name: true } },
} as const satisfies Prisma.DelegateSelect;

type Person = Prisma.DelegateGetPayload<{ select: typeof personView }>;

/** The people of a selection who get a letter, and those who would but have no passport number. */
async function holdersOf(db: Database, selection: Selection) {
  const people = await db.delegate.findMany({
    where: { AND: [selection.where, foreignPaidPerson] },
    select: personView,
    orderBy: [{ delegation: { name: "asc" } }, { createdAt: "asc" }],
  });
  if (people.length === 0) {
    const paid = await db.delegate.count({
      where: { AND: [selection.where, { order: { status: "paid" } }] },
    });
    throw paid === 0
      ? selection.unpaid
      : new AppError("notFound", { message: documentMessages.noForeignMembers });
  }
  return {
    holders: people.filter(
      (person): person is Person & { passportNumber: string } => !!person.passportNumber,
    ),
    withoutPassport: people.filter((person) => !person.passportNumber),
  };
}

/** The day formatted as each language writes it: "24 October 2025", "24 أكتوبر 2025". */
const dateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(intlTag(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: EVENT_TIME_ZONE,
  });
const bilingualDate = (date: Date): Bilingual => ({
  en: dateFormat("en").format(date),
  ar: dateFormat("ar").format(date),
});
/** A Riyadh calendar day ("2025-10-24") as an instant within it. */
const middayOf = (day: string) => new Date(`${day}T12:00:00+03:00`);

/**
 * What every letter of a batch shares, from the data: the organizer (the registration
 * settings' seller), the current event's name, dates (its first day to the last day of its
 * schedule) and venue, and the signatory. Letters are refused while no signatory or no event is
 * set: nothing is invented.
 */
export async function letterOptions(db: Database): Promise<VisaLetterOptions> {
  const [settings, event] = await Promise.all([
    db.registrationSetting.findUnique({ where: { siteName: REGISTRATION_SITE } }),
    currentEvent(db),
  ]);
  const { signatoryNameEn, signatoryNameAr, signatoryTitleEn, signatoryTitleAr } = settings ?? {};
  if (!settings || !signatoryNameEn || !signatoryNameAr || !signatoryTitleEn || !signatoryTitleAr)
    throw new AppError("refused", { message: documentMessages.noSignatory });
  if (!event) throw new AppError("refused", { message: documentMessages.noEvent });

  const firstDay = eventDayOf(event.eventDate);
  const scheduled = await db.scheduleDay.findMany({
    where: { date: { gte: new Date(`${firstDay}T00:00:00Z`) } },
    select: { date: true },
    orderBy: { date: "desc" },
    take: 1,
  });
  const lastDay = scheduled[0]?.date.toISOString().slice(0, 10) ?? firstDay;
  const dates = (locale: Locale) =>
    dateFormat(locale).formatRange(middayOf(firstDay), middayOf(lastDay > firstDay ? lastDay : firstDay));
  return {
    organizer: { en: settings.sellerNameEn, ar: settings.sellerNameAr },
    event: { en: event.nameEn, ar: event.nameAr },
    dates: { en: dates("en"), ar: dates("ar") },
    // As the site names the venue (apps/site/src/lib/venue.ts): its name and address, else the city.
    venue: {
      en: [event.venueNameEn, event.venueAddressEn].filter(Boolean).join(", ") || event.locationEn,
      ar: [event.venueNameAr, event.venueAddressAr].filter(Boolean).join("، ") || event.locationAr,
    },
    signatory: {
      name: { en: signatoryNameEn, ar: signatoryNameAr },
      title: { en: signatoryTitleEn, ar: signatoryTitleAr },
    },
  };
}

export interface DocumentFile {
  filename: string;
  pdf: Uint8Array;
  /** How many documents it holds. */
  count: number;
}

/**
 * The visa letters a caller asked for, as one PDF, or a refusal: someone else's delegation
 * (403), nothing paid yet (403 for the organizer, 404 for an admin's selection), no foreign
 * member (404), no passport number entered (400), no signatory or event set (400). Members
 * without a passport number are left out of a PDF that has others.
 */
export async function visaLettersPdf(ctx: Context, request: VisaLettersPdf): Promise<DocumentFile> {
  const caller = ctx.caller;
  if (caller.kind === "anonymous") throw new AppError("signInRequired", { message: adminMessages.signIn });
  const selection = await selectionOf(ctx.db, caller, request);
  const { holders } = await holdersOf(ctx.db, selection);
  if (holders.length === 0) throw new AppError("refused", { message: documentMessages.noPassportNumbers });
  const options = await letterOptions(ctx.db);
  const documents = await issueDocumentsAudited(adminContext({ ...ctx, caller }), "visaLetter", holders);

  const letters: VisaLetter[] = [];
  for (const person of holders) {
    const document = documents.get(person.id);
    if (!document) continue; // revoked, and not reissued by an admin: no letter
    const role = badgeRole(person.role);
    letters.push({
      // The names as issued: what `/verify/` shows for this reference.
      nameLatin: document.holderNameLatin,
      nameArabic: document.holderNameArabic,
      nationality: {
        en: countryName(person.nationality, "en") ?? person.nationality,
        ar: countryName(person.nationality, "ar") ?? person.nationality,
      },
      passportNumber: person.passportNumber,
      role: { en: role.en, ar: role.ar },
      delegation: person.delegation.name,
      reference: document.reference,
      verifyUrl: verifyUrl(document.reference),
      issuedOn: bilingualDate(document.issuedAt),
    });
  }
  // Everyone's letter was revoked (an admin reissues one).
  if (letters.length === 0) throw new AppError("notFound", { message: documentMessages.noLetters });

  // Past the site's bundler, as the badges are (badge/service.ts).
  const { renderVisaLetters } = await import(/* turbopackIgnore: true */ "@wro/documents");
  const pdf = await renderVisaLetters(letters, options);
  return { filename: `${selection.filename}.pdf`, pdf, count: letters.length };
}

/** What the organizer's page says of their delegation's letters, and whether it offers the download. */
export type OwnLetters =
  | { state: "none" }
  | { state: "unavailable"; message: string; withoutPassport: string[] }
  | { state: "ready"; count: number; withoutPassport: string[] };

/**
 * The organizer's delegation's letters as their page shows them: none to offer (nothing paid, no
 * foreign member), not available yet (no signatory or event set: the message says which), or
 * ready (how many), with the names of members left out for want of a passport number. Nothing is
 * issued here: the letters are issued when the PDF is first drawn.
 */
export async function ownLetters(db: Database, caller: Caller): Promise<OwnLetters> {
  const delegation = await ownDelegation(db, caller);
  let found;
  try {
    found = await holdersOf(db, {
      where: { delegationId: delegation.id },
      unpaid: new AppError("notFound", { message: documentMessages.noLetters }),
      filename: "",
    });
  } catch (error) {
    if (AppError.is(error) && error.answer.status === 404) return { state: "none" };
    throw error;
  }
  const withoutPassport = found.withoutPassport.map((person) => person.nameLatin);
  // A person whose letter was revoked (and not reissued) gets none.
  const issued = await db.issuedDocument.findMany({
    where: { kind: "visaLetter", delegateId: { in: found.holders.map((person) => person.id) } },
    select: { delegateId: true, liveKey: true },
  });
  const live = new Set(issued.filter((row) => row.liveKey).map((row) => row.delegateId));
  const withdrawn = new Set(issued.filter((row) => !row.liveKey).map((row) => row.delegateId));
  const count = found.holders.filter((person) => live.has(person.id) || !withdrawn.has(person.id)).length;
  if (count === 0)
    return withoutPassport.length
      ? { state: "unavailable", message: documentMessages.noPassportNumbers, withoutPassport }
      : { state: "none" };
  try {
    await letterOptions(db);
  } catch (error) {
    if (AppError.is(error) && error.answer.status < 500)
      return { state: "unavailable", message: error.message, withoutPassport };
    throw error;
  }
  return { state: "ready", count, withoutPassport };
}
