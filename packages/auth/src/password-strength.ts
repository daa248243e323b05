import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { authMessages, type AuthMessage } from "./messages.ts";
import { newPasswordIssue } from "./validation.ts";

/**
 * zxcvbn's score 3: an estimated 10^8 guesses or more. Below it are the common passwords of
 * its list (about 30,000 from breaches) and their variants (l33t, reversed, with digits), keyboard
 * walks, sequences, repeats and dates. Scoring runs in this process: no password leaves it.
 */
const MIN_SCORE = 3;

// Built on first use: the dictionary costs memory and ~20 ms, needed only where passwords are set.
let estimator: ZxcvbnFactory | undefined;

/**
 * The whole password rule (see `PASSWORD_MIN_LENGTH`), for every place a password is set:
 * sign-up, a reset link, a new admin, an admin's edit and one's own profile. `userInputs` (the
 * account's name, e-mail, national ID) count as guessable words too. Null when the password is
 * fine. Server only: it loads the common-password dictionary, which browsers should not download.
 */
export function passwordIssue(password: string, userInputs: string[] = []): AuthMessage | null {
  const shape = newPasswordIssue(password);
  if (shape) return shape;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score } = estimator.check(password, userInputs.filter(Boolean));
  return score < MIN_SCORE ? authMessages.passwordGuessable : null;
}
