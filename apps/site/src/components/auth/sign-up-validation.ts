import "@/lib/zod-jitless.ts";
import { signUpSchema, type SignUpInput } from "@wro/auth/client";

/** What is wrong with a sign-up form: one message for the whole form, or messages per field. */
export interface SignUpProblems {
  form: string | null;
  fields: Partial<Record<keyof SignUpInput, string>>;
}

/**
 * The server's own rules (spec §5), checked before sending. Loaded only when the form step
 * opens: the schema brings zod and the full phone-number metadata, too heavy for every page.
 */
export function checkSignUp(input: SignUpInput): SignUpProblems | null {
  const result = signUpSchema.safeParse(input);
  if (result.success) return null;
  const problems: SignUpProblems = { form: null, fields: {} };
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SignUpInput | undefined;
    if (field === undefined) problems.form ??= issue.message;
    else problems.fields[field] ??= issue.message;
  }
  return problems;
}
