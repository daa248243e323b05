import { env } from "../../env.ts";
import type { Mail } from "../../mail/mailer.ts";

/** The "your account is verified" mail to a coach, in the coach's language. */
export function coachVerifiedMail(person: { name: string; email: string; locale: string }): Mail {
  const locale = person.locale === "ar" ? "ar" : "en";
  const signIn = new URL(locale === "ar" ? "/ar/signin/" : "/signin/", env.SITE_URL).href;
  return locale === "ar"
    ? {
        to: person.email,
        subject: "تم التحقق من حسابك مدربًا في WRO السعودية",
        text: `مرحبًا ${person.name}،\n\nتحقق المنظمون من حسابك مدربًا، ويمكنك الآن تسجيل الدخول:\n${signIn}\n\nفريق WRO المملكة العربية السعودية\n`,
      }
    : {
        to: person.email,
        subject: "Your WRO Saudi Arabia coach account is verified",
        text: `Hello ${person.name},\n\nThe organizers have verified your coach account. You can sign in now:\n${signIn}\n\nThe WRO Saudi Arabia team\n`,
      };
}
