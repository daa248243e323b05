import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import type { Metadata } from "next";
import { JsonLd } from "@/components/content/JsonLd.tsx";
import { ContentPage } from "@/components/content/ContentPage.tsx";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { absoluteUrl, pageMetadata } from "@/lib/metadata.ts";
import { publicData } from "@/lib/public-data.ts";
import styles from "./faq.module.css";

type Props = { params: Promise<{ lang: string }> };

/** The anchor of a question: its id, which stays the same when an organizer edits its text. */
const questionAnchor = (id: string) => `q-${id}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await localeFrom(params), "/faq/", {
    title: msg`Frequently asked questions`,
    description: msg`Answers to common questions about WRO Saudi Arabia 2025: who can take part, registration, fees, and visiting the national final in Jubail.`,
  });
}

type Question = { anchor: string; question: string; answer: string };

/** schema.org FAQPage, so search engines can show the answers. */
function FaqJsonLd({ questions, locale }: { questions: Question[]; locale: Locale }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    url: absoluteUrl(localePath(locale, "/faq/")),
    mainEntity: questions.map(({ anchor, question, answer }) => ({
      "@type": "Question",
      "@id": absoluteUrl(`${localePath(locale, "/faq/")}#${anchor}`),
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
  return <JsonLd data={data} />;
}

/** The FAQ (the same cached list as the footer's, re-rendered when an organizer edits it). */
export default async function FaqPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  const i18n = getI18n(locale);
  const ar = locale === "ar";
  const questions: Question[] = (await publicData.faqs()).map((faq) => ({
    anchor: questionAnchor(faq.id),
    question: ar ? faq.questionAr : faq.questionEn,
    answer: ar ? faq.answerAr : faq.answerEn,
  }));

  return (
    <ContentPage
      title={<Trans>Frequently asked questions</Trans>}
      lead={
        <Trans>
          Can&apos;t find your answer? <a href={localePath(locale, "/contact-us/")}>Contact us</a>.
        </Trans>
      }
    >
      <FaqJsonLd questions={questions} locale={locale} />
      <nav aria-label={i18n._(msg`Questions`)}>
        <ol className={styles.contents}>
          {questions.map(({ anchor, question }) => (
            <li key={anchor}>
              <a href={`#${anchor}`}>{question}</a>
            </li>
          ))}
        </ol>
      </nav>
      {questions.map(({ anchor, question, answer }) => (
        <section key={anchor} id={anchor} className={styles.question} aria-labelledby={`${anchor}-title`}>
          <h2 id={`${anchor}-title`}>{question}</h2>
          <p>{answer}</p>
          <a href={`#${anchor}`} className={styles.permalink}>
            <Trans>Link to this question</Trans>
          </a>
        </section>
      ))}
    </ContentPage>
  );
}
