import type { TestDatabase } from "@wro/db/testing";
import { adminContext } from "../admin/context.ts";
import type { Mail } from "../mail/mailer.ts";
import { createMoyasarProvider } from "../payments/moyasar.ts";
import { createCaller } from "../root.ts";
import { systemContext } from "../routers/order/settle.ts";
import type { Caller } from "../trpc.ts";
import { createSeededDatabase } from "./database.ts";
import { startMoyasarDouble } from "./moyasar-double.ts";

/** An adult's travel details, for delegates who are not team members. */
export const adultDetails = { dateOfBirth: "1990-03-01", nationality: "BH", passportNumber: "P1234567" };

/**
 * A seeded database with registration open, the Moyasar double, and national organizers made on
 * demand: what the registration and payment tests share.
 */
export async function createRegistrationBed(kind: "pglite" | "postgres") {
  const database: TestDatabase = await createSeededDatabase(kind);
  const moyasar = await startMoyasarDouble();
  // The seeded window (2025) is over; the tests register while it is open.
  await database.db.registrationSetting.update({
    where: { siteName: "WRO" },
    data: {
      opensAt: new Date(Date.now() - 86_400_000),
      closesAt: new Date(Date.now() + 86_400_000),
      // ZATCA's sample VAT number: invoices need one, and none is seeded.
      sellerVatNumber: "310122393500003",
    },
  });
  let organizers = 0;
  /** Every mail sent (receipts), in order. */
  const mails: Mail[] = [];
  const mailer = { send: async (mail: Mail) => void mails.push(mail) };

  const provider = () => createMoyasarProvider({ secretKey: moyasar.secretKey, apiBase: moyasar.apiBase });
  const callerFor = (caller: Caller) =>
    createCaller({ db: database.db, caller, payments: provider(), mailer });

  /** A new national organizer (an account of type 2) as a caller. */
  async function newOrganizer() {
    organizers++;
    const user = await database.db.user.create({
      data: {
        name: `Organizer ${organizers}`,
        email: `organizer${organizers}-${kind}@example.org`,
        nationalId: String(2_100_000_000 + organizers),
        phoneNumber: `+9665${String(10_000_000 + organizers)}`,
        type: 2,
      },
    });
    const caller = { kind: "user" as const, id: user.id, type: 2, name: user.name };
    return { caller, api: callerFor(caller) };
  }

  /** An organizer whose delegation of one judge is submitted: an order awaiting payment. */
  async function submittedOrganizer() {
    const organizer = await newOrganizer();
    await organizer.api.delegation.save({ name: "Bahrain", country: "BH" });
    await organizer.api.delegation.saveDelegate({
      feeCategoryKey: "judge",
      role: "judge",
      nameLatin: "Ali Hassan",
      nameArabic: "علي حسن",
      ...adultDetails,
    });
    const order = await organizer.api.order.submit();
    return { ...organizer, order };
  }

  return {
    database,
    moyasar,
    provider,
    callerFor,
    newOrganizer,
    submittedOrganizer,
    mails,
    /** The system acting for the gateway, as the webhook and the jobs do. */
    system: () =>
      systemContext(
        adminContext({ db: database.db, caller: { kind: "system", name: "test" }, mailer }),
        "test",
      ),
    orderOf: (id: string) =>
      database.db.order.findUniqueOrThrow({ where: { id }, include: { payments: true, lines: true } }),
    async close() {
      await moyasar.close();
      await database.close();
    },
  };
}

export type RegistrationBed = Awaited<ReturnType<typeof createRegistrationBed>>;
