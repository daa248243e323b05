import type { AppRouter, inferRouterOutputs } from "@wro/api";
import type { ageGroups, delegateRoles, wroCategories } from "@wro/api/schemas/delegation";

type Outputs = inferRouterOutputs<AppRouter>;

/** The organizer's delegation with its teams, people and orders; null before it is created. */
export type OwnDelegation = Outputs["delegation"]["own"];
export type Delegation = NonNullable<OwnDelegation>;
export type Team = Delegation["teams"][number];
export type Person = Delegation["delegates"][number];
export type Order = Delegation["orders"][number];
export type Quote = Outputs["delegation"]["quote"];
/** A team a coach coaches or a student is in. */
export type MyTeam = Outputs["delegation"]["mine"][number];
export type OfferedFee = Outputs["feeCategory"]["offered"][number];
export type Checkout = Outputs["order"]["pay"]["checkout"];
export type BankTransfer = Extract<Checkout, { method: "bankTransfer" }>;

export type WroCategory = (typeof wroCategories)[number];
export type AgeGroup = (typeof ageGroups)[number];
export type DelegateRole = (typeof delegateRoles)[number];

/** A country as the selects offer it: its code and its name in the page's language. */
export interface CountryChoice {
  code: string;
  name: string;
}

/** Where the registration window stands, as the server saw it when it rendered the page. */
export interface RegistrationWindowView {
  state: "upcoming" | "open" | "closed";
  /** The opening day or the closing moment, already in the page's language. */
  opens: string | null;
  closes: string | null;
}

/** Everything the page's island needs that does not change while it is open. */
export interface RegistrationContext {
  fees: OfferedFee[];
  countries: CountryChoice[];
  registrationWindow: RegistrationWindowView;
  /** Under this age on `firstDay`, a participant needs a guardian (the server checks it too). */
  adultAge: number;
  /** The first day of the final, the day ages are counted on (ISO date, "2025-10-24"). */
  firstDay: string;
}
