/**
 * The one place where records change names between our models and the legacy API: `_id`,
 * snake_case columns, and the legacy pairing of a plain field (Arabic) with its `_en`
 * twin (English), as in the season's `name` / `name_en` (spec §3).
 */
import type {
  CompetitionModel,
  EventModel,
  PartnerModel,
  RegionModel,
  SeasonAttributeModel,
  SeasonModel,
  TeamSeasonRecordModel,
  TrainingModel,
  WroSeasonModel,
} from "@wro/db";
import { z } from "zod";
import type { accountSchema, AdminUser } from "../routers/admin/schemas.ts";
import { fileUrl } from "../storage/file-url.ts";
import { SEASON_BLOCKS, type LegacySeasonForm } from "./schemas.ts";

const iso = (date: Date) => date.toISOString();

/** The event's local time (Jubail, UTC+3 all year) as an ISO 8601 text with its offset. */
export function riyadhDateString(date: Date): string {
  const local = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 19)}+03:00`;
}

type PublicPartner = Pick<PartnerModel, "id" | "name" | "filePath" | "link" | "tier">;

export function legacyPublicPartner(partner: PublicPartner) {
  return {
    _id: partner.id,
    name: partner.name,
    file_path: partner.filePath,
    file_url: fileUrl(partner.filePath),
    link: partner.link,
    tier: partner.tier,
    status: true,
  };
}

export function legacyAdminPartner(partner: PartnerModel) {
  return {
    ...legacyPublicPartner(partner),
    order: partner.order,
    status: partner.status,
    createdAt: iso(partner.createdAt),
    updatedAt: iso(partner.updatedAt),
  };
}

export function legacyFaq(faq: {
  id: string;
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
}) {
  return {
    _id: faq.id,
    question: faq.questionAr,
    question_en: faq.questionEn,
    answer: faq.answerAr,
    answer_en: faq.answerEn,
    status: true,
  };
}

export function legacyRegion(region: Pick<RegionModel, "id" | "code" | "nameEn" | "nameAr" | "flag">) {
  return {
    _id: region.id,
    code: region.code,
    name: region.nameAr,
    name_en: region.nameEn,
    flag: region.flag,
    flag_url: fileUrl(region.flag),
    status: true,
  };
}

export function legacyTimer(event: EventModel) {
  return {
    _id: event.id,
    name: event.nameAr,
    name_en: event.nameEn,
    event_date: iso(event.eventDate),
    event_date_string: riyadhDateString(event.eventDate),
    location: event.locationAr,
    location_en: event.locationEn,
    status: event.status,
  };
}

export function legacyCompetition(
  competition: Pick<CompetitionModel, "id" | "nameEn" | "nameAr" | "status">,
) {
  return {
    _id: competition.id,
    name: competition.nameAr,
    name_en: competition.nameEn,
    status: competition.status,
  };
}

export function legacyWroSeason(
  season: Pick<WroSeasonModel, "id" | "year" | "nameEn" | "nameAr" | "status">,
) {
  return {
    _id: season.id,
    year: season.year,
    name: season.nameAr,
    name_en: season.nameEn,
    status: season.status,
  };
}

export function legacyTraining(training: Omit<TrainingModel, "createdAt">) {
  return {
    _id: training.id,
    region_id: training.regionId,
    training: training.training,
    name: training.nameAr,
    name_en: training.nameEn,
    location: training.locationAr,
    location_en: training.locationEn,
    status: training.status,
  };
}

export function legacySetting(setting: {
  siteName: string;
  registrationLink: string;
  visitorRegistrationLink: string | null;
  contactEmail: string;
  contactPhone: string | null;
}) {
  return {
    site_name: setting.siteName,
    registration_link: setting.registrationLink,
    visitor_registration_link: setting.visitorRegistrationLink,
    contact_email: setting.contactEmail,
    contact_phone: setting.contactPhone,
  };
}

export function legacyTeamSeasonRecord(record: TeamSeasonRecordModel) {
  return {
    _id: record.id,
    type: record.type,
    team_id: record.teamId,
    ref: record.ref,
    data: record.data,
    createdAt: iso(record.createdAt),
  };
}

export function legacySeason(season: SeasonModel & { attributes: SeasonAttributeModel[] }) {
  return {
    _id: season.id,
    slug: season.slug,
    name: season.nameAr,
    name_en: season.nameEn,
    title: season.titleAr,
    title_en: season.titleEn,
    description: season.descriptionAr,
    description_en: season.descriptionEn,
    logo: season.logo,
    image: season.logo,
    logo_url: fileUrl(season.logo),
    status: season.status,
    registration: season.registration,
    home_active: season.homeActive,
    attributes: season.attributes.map((attribute) => ({
      _id: attribute.id,
      position: attribute.position,
      title: attribute.titleAr,
      title_en: attribute.titleEn,
      desc: attribute.descAr,
      desc_en: attribute.descEn,
      image: attribute.image,
      image_url: fileUrl(attribute.image),
    })),
    createdAt: iso(season.createdAt),
    updatedAt: iso(season.updatedAt),
  };
}

/**
 * A user as the legacy API shows it: spec §3's fields, never the password (hash). An account
 * read for its owner (sign-in, sign-up) lacks the back office's fields, which then show defaults.
 */
type Account = z.infer<typeof accountSchema>;
export type UserRow = Account & Pick<AdminUser, "status"> & Partial<Omit<AdminUser, keyof Account>>;

export function legacyUser(user: UserRow) {
  return {
    _id: user.id,
    steb_user_id: user.stebUserId ?? null,
    name: user.name,
    email: user.email,
    national_id: user.nationalId,
    phone_number: user.phoneNumber,
    type: user.type,
    picture: user.picture,
    picture_url: fileUrl(user.picture),
    // Unknown nationality and gender are null in our records; legacy clients read the spec §3
    // defaults they always got (a string, never null), so the contract stays as it was.
    nationality: user.nationality ?? "SA",
    dob: user.dob ? iso(user.dob).slice(0, 10) : null,
    gender: user.gender ?? "Male",
    subscription: user.subscription ?? "false",
    guardian_name: user.guardianName ?? "None",
    guardian_phone: user.guardianPhone ?? "None",
    status: user.status,
    verified: user.verified,
    isAdmin: user.isAdmin ?? user.type === 4,
    ...(user.createdAt ? { createdAt: iso(user.createdAt) } : {}),
    ...(user.updatedAt ? { updatedAt: iso(user.updatedAt) } : {}),
  };
}

/** Legacy field names of the services' input fields, for error messages (`national_id: …`). */
const legacyFieldNames: Record<string, string> = {
  teamId: "team_id",
  nationalId: "national_id",
  phoneNumber: "phone_number",
  confirmPassword: "cpassword",
  pictureFile: "logo",
  logoFile: "logo",
  nameEn: "name_en",
  nameAr: "name",
  titleEn: "title_en",
  titleAr: "title",
  descriptionEn: "description_en",
  descriptionAr: "description",
  homeActive: "home_active",
  regionId: "region_id",
  siteName: "site_name",
  expectedUpdatedAt: "updatedAt",
  stebUserId: "steb_user_id",
  guardianName: "guardian_name",
  guardianPhone: "guardian_phone",
};

/** A season attribute's field (`attributes.0.titleEn`) is the form field `title_1_en`. */
const attributeFieldNames: Record<string, string> = {
  titleEn: "title_{n}_en",
  titleAr: "title_{n}",
  descEn: "desc_{n}_en",
  descAr: "desc_{n}",
  imageFile: "image_{n}",
};

/** The legacy name of an input field, from the path of a validation issue. */
export function legacyFieldName(path: PropertyKey[]): string {
  if (path[0] === "attributes" && typeof path[1] === "number") {
    if (path.length === 2) return `attributes.${path[1] + 1}`;
    const template = attributeFieldNames[String(path[2])];
    if (template) return template.replace("{n}", String(path[1] + 1));
  }
  return path.map((segment) => legacyFieldNames[String(segment)] ?? String(segment)).join(".");
}

// ---------------------------------------------------------------- forms in, service fields out

/** A season form's fields in the services' names, the three attribute blocks included. */
export function seasonFields(form: LegacySeasonForm) {
  return {
    slug: form.slug,
    nameAr: form.name,
    nameEn: form.name_en,
    titleAr: form.title,
    titleEn: form.title_en,
    descriptionAr: form.description,
    descriptionEn: form.description_en,
    attributes: SEASON_BLOCKS.map((n) => ({
      titleAr: form[`title_${n}`],
      descAr: form[`desc_${n}`],
      // Spec §7: a new season's form has no English block texts; they start as the Arabic
      // ones and are edited with PUT.
      titleEn: form[`title_${n}_en`] ?? form[`title_${n}`],
      descEn: form[`desc_${n}_en`] ?? form[`desc_${n}`],
    })),
  };
}

/**
 * The issues of a create form, less those on English block texts the client did not send:
 * those copy the Arabic ones, whose own issue already says what is wrong.
 */
export function withoutUnsentEnglish(error: z.ZodError, form: LegacySeasonForm): z.ZodError {
  const copied = (path: PropertyKey[]) => {
    const n = path[0] === "attributes" && typeof path[1] === "number" ? SEASON_BLOCKS[path[1]] : undefined;
    if (n === undefined) return false;
    if (path[2] === "titleEn") return form[`title_${n}_en`] === undefined;
    if (path[2] === "descEn") return form[`desc_${n}_en`] === undefined;
    return false;
  };
  return new z.ZodError(error.issues.filter((issue) => !copied(issue.path)));
}

/** A partner named after its logo file when the form has no name ("gulf-makers.png" → "gulf makers"). */
export function nameFromFile(file: File): string {
  const base = file.name
    .replace(/\.[^.]*$/, "")
    .replace(/[-_]+/g, " ")
    .trim()
    .slice(0, 120);
  return base || "Partner";
}

/** Legacy clients write "male" as well as "Male". */
export function legacyGender(value: string | undefined) {
  const text = value?.trim();
  if (!text) return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
