import { msg } from "@lingui/core/macro";

/**
 * The registration fees per person (spec §9), in US dollars: the registration page lists them
 * and the home page's structured data offers them.
 */
export const FEE_CURRENCY = "USD";
export const registrationFees = [
  { amount: 110, audience: msg`Judges and volunteers` },
  { amount: 270, audience: msg`Participants, coaches, national organizers and supporters` },
  { amount: 320, audience: msg`VIPs and industry guests` },
] as const;

/** Registration for the 2025 season opens on 15 August (spec §9), a day in Riyadh. */
export const REGISTRATION_OPENS = "2025-08-15";
