import type { Mail } from "../../mail/mailer.ts";

/** The languages a mail is written in (the site's locales). */
export type MailLanguage = "en" | "ar";

/**
 * The reset mail in the language the visitor used on the site. The api has no message
 * catalog, so both versions are written out here, plain text (every mail client reads it).
 */
export function passwordResetMail(
  lang: MailLanguage,
  name: string,
  link: string,
): Pick<Mail, "subject" | "text"> {
  if (lang === "ar")
    return {
      subject: "إعادة تعيين كلمة المرور — WRO السعودية",
      text: [
        `مرحبًا ${name}،`,
        "",
        "طُلب تعيين كلمة مرور جديدة لحسابك. لاختيارها افتح هذا الرابط خلال ساعة واحدة:",
        link,
        "",
        "يعمل الرابط مرة واحدة فقط. إن لم تطلب ذلك فتجاهل هذه الرسالة، وتبقى كلمة مرورك كما هي.",
        "",
        "الأولمبياد العالمي للروبوت — المملكة العربية السعودية",
      ].join("\n"),
    };
  return {
    subject: "Reset your password — WRO Saudi Arabia",
    text: [
      `Hello ${name},`,
      "",
      "Someone asked to choose a new password for your account. To choose it, open this link within one hour:",
      link,
      "",
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
      "",
      "World Robot Olympiad — Saudi Arabia",
    ].join("\n"),
  };
}
