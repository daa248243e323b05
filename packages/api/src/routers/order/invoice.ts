import { UserType } from "@wro/constants";
import type { Database } from "@wro/db";
import QRCode from "qrcode";
import { notFound } from "../../admin/errors.ts";
import { env } from "../../env.ts";
import type { Mail } from "../../mail/mailer.ts";
import { formatSar } from "../../payments/money.ts";
import { encodeZatcaQr } from "../../payments/zatca-qr.ts";
import type { Caller } from "../../trpc.ts";
import { REGISTRATION_SITE } from "../registration-setting/service.ts";
import { invoiceNumberText } from "./schemas.ts";

/**
 * The simplified tax invoice of a paid order (issue 36): its sequential number, the seller and
 * their VAT number, the buyer (the delegation), each line in USD and SAR, the VAT and the total,
 * and the ZATCA QR code (seller, VAT number, time, total, VAT as TLV in base64) as an SVG.
 * Its organizer or an admin may read it; anyone else is told there is no such invoice.
 */
export async function invoiceOf(db: Database, caller: Caller, orderId: string) {
  const order = await db.order.findUnique({
    where: { id: orderId },
    include: {
      lines: { orderBy: { feeCategoryKey: "asc" } },
      delegation: { include: { organizer: { select: { name: true, email: true, locale: true } } } },
    },
  });
  const mayRead =
    caller.kind === "system" ||
    (caller.kind === "user" &&
      (caller.type === UserType.admin || order?.delegation.organizerId === caller.id));
  if (!order || !mayRead || order.status !== "paid" || !order.invoiceNumber || !order.paidAt)
    throw notFound();
  const seller = await db.registrationSetting.findUniqueOrThrow({
    where: { siteName: REGISTRATION_SITE },
    select: { sellerNameEn: true, sellerNameAr: true, sellerVatNumber: true },
  });
  // Without the seller's VAT number (an admin enters it) the QR code would be wrong: none is made.
  const zatcaQr = seller.sellerVatNumber
    ? encodeZatcaQr({
        sellerName: seller.sellerNameAr,
        vatNumber: seller.sellerVatNumber,
        issuedAt: order.paidAt,
        totalHalalas: order.totalHalalas,
        vatHalalas: order.vatHalalas,
      })
    : null;
  return {
    orderId: order.id,
    number: order.invoiceNumber,
    issuedAt: order.paidAt,
    seller,
    buyer: {
      delegation: order.delegation.name,
      country: order.delegation.country,
      organizer: order.delegation.organizer.name,
    },
    bankReference: order.bankReference,
    lines: order.lines.map(({ nameEn, nameAr, quantity, unitPriceUsdCents, usdCents, netHalalas }) => ({
      nameEn,
      nameAr,
      quantity,
      unitPriceUsdCents,
      usdCents,
      netHalalas,
    })),
    sarPerUsd: order.sarPerUsd,
    vatBasisPoints: order.vatBasisPoints,
    netHalalas: order.netHalalas,
    vatHalalas: order.vatHalalas,
    totalHalalas: order.totalHalalas,
    zatcaQr,
    qrSvg: zatcaQr
      ? await QRCode.toString(zatcaQr, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
      : null,
    organizerEmail: order.delegation.organizer.email,
    organizerLocale: order.delegation.organizer.locale === "ar" ? ("ar" as const) : ("en" as const),
  };
}

export type Invoice = Awaited<ReturnType<typeof invoiceOf>>;

/** What the receipt of a paid order says: a part of its invoice (made as the order is paid, `recordPayment`). */
export interface Receipt {
  orderId: string;
  number: number;
  totalHalalas: number;
  vatHalalas: number;
  buyer: { delegation: string; organizer: string };
  organizerEmail: string;
  organizerLocale: "en" | "ar";
}

/** The receipt mailed to the organizer once an order is paid, in their language, with the invoice's link. */
export function receiptMail(invoice: Receipt, locale = invoice.organizerLocale): Mail {
  const link = new URL(
    `${locale === "ar" ? "/ar" : ""}/account/registration/invoice/${invoice.orderId}/`,
    env.SITE_URL,
  ).href;
  const number = invoiceNumberText(invoice.number);
  const total = `${formatSar(invoice.totalHalalas)} SAR`;
  const vat = `${formatSar(invoice.vatHalalas)} SAR`;
  return locale === "ar"
    ? {
        to: invoice.organizerEmail,
        subject: `إيصال دفع رسوم التسجيل ${number} – WRO السعودية`,
        text: `مرحبًا ${invoice.buyer.organizer}،\n\nاستلمنا دفع رسوم تسجيل وفد ${invoice.buyer.delegation}.\n\nالفاتورة الضريبية المبسطة: ${number}\nالإجمالي شامل ضريبة القيمة المضافة: ${total}\nضريبة القيمة المضافة: ${vat}\n\nيمكنك عرض الفاتورة وطباعتها هنا:\n${link}\n\nفريق WRO المملكة العربية السعودية\n`,
      }
    : {
        to: invoice.organizerEmail,
        subject: `Payment receipt ${number} – WRO Saudi Arabia registration`,
        text: `Hello ${invoice.buyer.organizer},\n\nWe received the registration fees of the ${invoice.buyer.delegation} delegation.\n\nSimplified tax invoice: ${number}\nTotal including VAT: ${total}\nVAT: ${vat}\n\nView and print the invoice here:\n${link}\n\nThe WRO Saudi Arabia team\n`,
      };
}
