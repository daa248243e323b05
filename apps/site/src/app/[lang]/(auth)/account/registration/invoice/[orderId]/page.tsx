import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSignIn } from "@/components/auth/session.ts";
import { ContentPage } from "@/components/content/ContentPage.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatDate, formatNumber } from "@/lib/format.ts";
import { api } from "@/server/api.ts";
import { PrintButton } from "./PrintButton.tsx";
import styles from "./invoice.module.css";

type Props = { params: Promise<{ lang: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = getI18n(await localeFrom(params));
  return { title: i18n._(msg`Tax invoice`), robots: { index: false, follow: false } };
}

/** The invoice, read with the visitor's session: its organizer's or an admin's, nobody else's. */
async function loadInvoice(orderId: string) {
  try {
    return await (await api.asVisitor()).order.invoice({ orderId });
  } catch (error) {
    if (error instanceof TRPCError && ["NOT_FOUND", "BAD_REQUEST", "FORBIDDEN"].includes(error.code))
      notFound();
    throw error;
  }
}

/**
 * The simplified tax invoice of a paid order (issue 36), in both languages whatever the page's
 * (ZATCA expects Arabic; foreign delegations read English), and printable: the site's header and
 * footer are left out on paper. Its QR code is ZATCA's (seller, VAT number, time, total, VAT).
 */
export default async function InvoicePage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const { orderId } = await params;
  await requireSignIn(locale, `/account/registration/invoice/${orderId}/`);
  const invoice = await loadInvoice(orderId);
  // Latin digits in both languages, as everywhere on the site; amounts to the halala.
  const sar = (halalas: number) =>
    `${formatNumber(halalas / 100, "en", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} SAR`;
  const usd = (cents: number) =>
    `${formatNumber(cents / 100, "en", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;
  const number = `INV-${String(invoice.number).padStart(6, "0")}`;
  const issued = formatDate(invoice.issuedAt, "en", {
    weekday: undefined,
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const vatRate = `${formatNumber(invoice.vatBasisPoints / 100, "en", { maximumFractionDigits: 2 })}%`;
  const rate = formatNumber(invoice.sarPerUsd / 10_000, "en", { maximumFractionDigits: 4 });

  return (
    <ContentPage
      title={
        <Trans>
          Tax invoice <bdi className={styles.nowrap}>{number}</bdi>
        </Trans>
      }
    >
      <div className={styles.actions}>
        <PrintButton />
      </div>
      <article className={styles.invoice} data-testid="invoice">
        <header className={styles.heading}>
          <h2 lang="en" dir="ltr">
            Simplified Tax Invoice
          </h2>
          <h2 lang="ar" dir="rtl">
            فاتورة ضريبية مبسطة
          </h2>
        </header>

        <dl className={styles.facts}>
          <Fact en="Invoice number" ar="رقم الفاتورة" value={number} testId="invoice-number" />
          <Fact en="Date of issue (Riyadh)" ar="تاريخ الإصدار (الرياض)" value={issued} />
          <Fact
            en="Seller"
            ar="البائع"
            value={`${invoice.seller.sellerNameEn} · ${invoice.seller.sellerNameAr}`}
          />
          <Fact
            en="Seller VAT number"
            ar="الرقم الضريبي للبائع"
            value={invoice.seller.sellerVatNumber ?? "—"}
          />
          <Fact en="Buyer" ar="المشتري" value={`${invoice.buyer.delegation} (${invoice.buyer.country})`} />
          <Fact en="Order reference" ar="مرجع الطلب" value={invoice.bankReference ?? invoice.orderId} />
        </dl>

        <div className={styles.scroll}>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th scope="col">
                  <Both en="Description" ar="الوصف" />
                </th>
                <th scope="col">
                  <Both en="Quantity" ar="الكمية" />
                </th>
                <th scope="col" className={styles.unit}>
                  <Both en="Unit price" ar="سعر الوحدة" />
                </th>
                <th scope="col">
                  <Both en="Amount before VAT" ar="المبلغ قبل الضريبة" />
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.nameEn}>
                  <td>
                    <Both en={`Registration fee: ${line.nameEn}`} ar={`رسوم التسجيل: ${line.nameAr}`} />
                  </td>
                  <td className={styles.number}>{line.quantity}</td>
                  <td className={`${styles.number} ${styles.unit}`}>{usd(line.unitPriceUsdCents)}</td>
                  <td className={styles.number}>{sar(line.netHalalas)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  <Both en="Total before VAT" ar="الإجمالي قبل الضريبة" />
                </th>
                <td className={styles.number}>{sar(invoice.netHalalas)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  <Both en={`VAT ${vatRate}`} ar={`ضريبة القيمة المضافة ${vatRate}`} />
                </th>
                <td className={styles.number} data-testid="invoice-vat">
                  {sar(invoice.vatHalalas)}
                </td>
              </tr>
              <tr className={styles.total}>
                <th scope="row" colSpan={3}>
                  <Both en="Total including VAT" ar="الإجمالي شامل الضريبة" />
                </th>
                <td className={styles.number} data-testid="invoice-total">
                  {sar(invoice.totalHalalas)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>

        <footer className={styles.footer}>
          <p>
            <Both
              en={`Fees set in US dollars, converted at ${rate} SAR per USD.`}
              ar={`الرسوم محددة بالدولار الأمريكي، ومحوّلة بسعر ${rate} ريال لكل دولار.`}
            />
          </p>
          {invoice.qrSvg ? (
            <figure className={styles.qr}>
              {/* Made on the server by the qrcode library from our own fields: no outside markup. */}
              <div
                role="img"
                aria-label={getI18n(locale)._(msg`ZATCA QR code of this invoice`)}
                data-testid="invoice-qr"
                data-zatca={invoice.zatcaQr}
                dangerouslySetInnerHTML={{ __html: invoice.qrSvg }}
              />
            </figure>
          ) : (
            <p className={styles.missing}>
              <Trans>The seller&apos;s VAT number is not set yet, so this invoice has no QR code.</Trans>
            </p>
          )}
        </footer>
      </article>
    </ContentPage>
  );
}

/** A label in both languages, each in its own direction. */
function Both({ en, ar }: { en: string; ar: string }) {
  return (
    <>
      <span lang="en" dir="ltr" className={styles.en}>
        {en}
      </span>
      <span lang="ar" dir="rtl" className={styles.ar}>
        {ar}
      </span>
    </>
  );
}

function Fact({ en, ar, value, testId }: { en: string; ar: string; value: string; testId?: string }) {
  return (
    <div className={styles.fact}>
      <dt>
        <Both en={en} ar={ar} />
      </dt>
      <dd data-testid={testId}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
