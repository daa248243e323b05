import { z } from "zod";
import { requiredText } from "../../forms/common.ts";

/** The largest `data` a record may carry, as JSON text. */
export const MAX_TEAM_SEASON_DATA_LENGTH = 64 * 1024;

const label = requiredText(120);

/** A JSON value (object, array, text, number, boolean or null). */
const jsonValue: z.ZodType<unknown> = z.json();

/** A team's record for a season (spec §3, §7 POST /api/seasons/): type, team, reference, data. */
export const teamSeasonRecordCreateSchema = z.object({
  type: label,
  teamId: label,
  ref: label,
  data: jsonValue.refine(
    (value) =>
      value !== undefined && value !== null && JSON.stringify(value).length <= MAX_TEAM_SEASON_DATA_LENGTH,
    `Send a JSON value other than null, at most ${MAX_TEAM_SEASON_DATA_LENGTH} characters long.`,
  ),
});
export type TeamSeasonRecordCreateInput = z.output<typeof teamSeasonRecordCreateSchema>;
