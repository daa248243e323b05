import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { contactFormMessages } from "@wro/api/contact-form";
import { intlTag, parseLocale } from "@wro/i18n";

/** The contact form's checks and refusals (English from `@wro/api/contact-form`) in the page's language. */
const known: Record<string, MessageDescriptor> = {
  [contactFormMessages.nameRequired]: msg`Please enter your name.`,
  [contactFormMessages.emailInvalid]: msg`Please enter a valid e-mail address.`,
  [contactFormMessages.phoneInvalid]: msg`Please enter a valid phone number, or leave it empty.`,
  [contactFormMessages.messageRequired]: msg`Please write your message.`,
  [contactFormMessages.messageTooLong]: msg`Your message is too long: please keep it under 5,000 characters.`,
  [contactFormMessages.tooLong]: msg`This field is too long.`,
  [contactFormMessages.looksAutomated]: msg`Your message was not sent because it looks automated. If you filled in the field marked “leave this field empty”, clear it and send again.`,
};

export const contactFailed = msg`Your message could not be sent. Please try again in a moment.`;

const TOO_MANY = /^You have sent several messages in a short time\. Please try again in (\d+) minutes?\.$/;

export function translateContactMessage(i18n: I18n, text: string | undefined): string {
  if (!text) return i18n._(contactFailed);
  const descriptor = known[text];
  if (descriptor) return i18n._(descriptor);
  const tooMany = TOO_MANY.exec(text);
  if (tooMany) {
    const minutes = Number(tooMany[1]);
    const count = new Intl.NumberFormat(intlTag(parseLocale(i18n.locale))).format(minutes);
    return i18n._(
      msg`You have sent several messages in a short time. Please try again in ${plural(minutes, { one: `${count} minute`, other: `${count} minutes` })}.`,
    );
  }
  // Anything else (an internal error's reference) is not ours to word: the generic sentence.
  return i18n._(contactFailed);
}
