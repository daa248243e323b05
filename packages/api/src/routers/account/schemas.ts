import { authMessages, newPasswordIssue, PASSWORD_MAX_LENGTH, tooLong, UserType, type Role } from "@wro/auth";
import { z } from "zod";

const roles = Object.keys(UserType) as [Role, ...Role[]];
export const mailLanguages = ["en", "ar"] as const;

/**
 * The account page's profile (walk-through 3, M4): what the person sees of their own account.
 * The national ID is masked (its last four digits): the page may be open on a shared screen.
 */
export const ownAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  nationalIdMasked: z.string(),
  type: z.number().int(),
  role: z.enum(roles),
  verified: z.boolean(),
  /** The language of the mails we send them. */
  locale: z.enum(mailLanguages),
  /** False for accounts of the partner platform, whose passwords it keeps. */
  hasPassword: z.boolean(),
});
export type OwnAccount = z.infer<typeof ownAccountSchema>;

// Passwords are taken as typed (spaces included); empty ones give the form's one message.
const password = z.string({ error: authMessages.fillAllFields }).max(PASSWORD_MAX_LENGTH, tooLong);

/** A new password: the current one, then the new one twice, under the sign-up rule. */
export const changeOwnPasswordSchema = z
  .object({ currentPassword: password, password, confirmPassword: password })
  .superRefine((values, context) => {
    if (!values.currentPassword || !values.password || !values.confirmPassword) {
      context.addIssue({ code: "custom", message: authMessages.fillAllFields });
      return;
    }
    const issue = newPasswordIssue(values.password);
    if (issue) context.addIssue({ code: "custom", path: ["password"], message: issue });
    else if (values.password !== values.confirmPassword)
      context.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: authMessages.passwordNotMatched,
      });
  });
export type ChangeOwnPasswordInput = z.output<typeof changeOwnPasswordSchema>;

export const setMailLanguageSchema = z.object({ locale: z.enum(mailLanguages) });
