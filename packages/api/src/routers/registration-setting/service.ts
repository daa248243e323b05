import type { Database, Prisma, RegistrationSettingModel } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { recordService } from "../../admin/records.ts";
import { DEFAULT_SAR_PER_USD, DEFAULT_VAT_BASIS_POINTS, type Rates } from "../../payments/money.ts";

/** The one row of registration settings, by the legacy site key (as `settings`). */
export const REGISTRATION_SITE = "WRO";

/** The SAR rate and VAT prices are shown and charged at now; the defaults before any row exists. */
export async function currentRates(db: Database): Promise<Rates> {
  const row = await db.registrationSetting.findUnique({
    where: { siteName: REGISTRATION_SITE },
    select: { sarPerUsd: true, vatBasisPoints: true },
  });
  return row ?? { sarPerUsd: DEFAULT_SAR_PER_USD, vatBasisPoints: DEFAULT_VAT_BASIS_POINTS };
}

/** What a save writes: everything but the site key, which never changes. */
type SettingsData = Omit<Prisma.RegistrationSettingUncheckedCreateInput, "id" | "siteName" | "seasonId">;

const records = recordService<RegistrationSettingModel, "siteName", SettingsData>({
  entity: "registrationSetting",
  delegate: (db) => db.registrationSetting,
  searchFields: [],
  defaultSort: { field: "siteName", order: "asc" },
});

/** The one row; seeded with the registration (`seedRegistration`), so missing is a setup fault. */
async function theRow(db: Database) {
  const row = await db.registrationSetting.findUnique({ where: { siteName: REGISTRATION_SITE } });
  if (!row) throw notFound();
  return row;
}

export const registrationSettings = {
  get: theRow,

  update: async (ctx: AdminContext, expectedUpdatedAt: Date, data: SettingsData) =>
    records.update(ctx, (await theRow(ctx.db)).id, expectedUpdatedAt, data),

  /**
   * The window and the rates: the public page's share, which never holds the bank account.
   * Before the row exists (a database without a season) there is no window: registration is closed.
   */
  public: async (db: Database) => {
    const [row, due] = await Promise.all([
      db.registrationSetting.findUnique({
        where: { siteName: REGISTRATION_SITE },
        select: { opensAt: true, closesAt: true, sarPerUsd: true, vatBasisPoints: true },
      }),
      db.order.findFirst({
        where: { status: "submitted", expiresAt: { not: null } },
        orderBy: { expiresAt: "asc" },
        select: { expiresAt: true },
      }),
    ]);
    // The places an unpaid order holds come back when the payment jobs expire it, outside any
    // request that could revalidate the page: the page lives until then instead.
    const nextOrderExpiry = due?.expiresAt ?? null;
    return { ...(row ?? { opensAt: null, closesAt: null, ...(await currentRates(db)) }), nextOrderExpiry };
  },
};
