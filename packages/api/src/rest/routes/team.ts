/** Spec §7's team season records: a team's people save, read and delete them. */
import { teamSeasonRecordCreateSchema } from "../../routers/team-season/schemas.ts";
import {
  createTeamSeasonRecord,
  deleteTeamSeasonRecord,
  teamSeasonRecords,
} from "../../routers/team-season/service.ts";
import { legacyTeamSeasonRecord } from "../mapping.ts";
import { route, type LegacyRoute } from "../route.ts";
import { answers } from "../answers.ts";
import { requests } from "../schemas.ts";
import { successMessages } from "./success.ts";

export const teamRoutes: LegacyRoute[] = [
  route({
    method: "POST",
    path: "/api/seasons",
    operationId: "createTeamSeasonRecord",
    summary: "Save a team's season record",
    description:
      "Spec §7 `{type, team_id, ref, data}` (answer not shown there): saves the record as the caller's " +
      "and answers it. Needs a coach, entity or admin (the team registration roles). The answer is the " +
      "same whether or not other accounts saved records under the same team_id: each reads only its own.",
    tag: "Team",
    access: "team",
    body: { kind: "json", schema: requests.teamRecordBody },
    answer: answers.teamRecordSaved,
    async handle({ db, body, caller }) {
      const input = teamSeasonRecordCreateSchema.parse({
        type: body.type,
        teamId: body.team_id,
        ref: body.ref,
        data: body.data,
      });
      const record = await createTeamSeasonRecord(db, caller, input);
      return { body: { success: true, msg: successMessages.saved, season: legacyTeamSeasonRecord(record) } };
    },
  }),
  route({
    method: "GET",
    path: "/api/seasons",
    operationId: "teamSeasonRecords",
    summary: "A team's season records",
    description:
      "Spec §7 `?team_id=`: the caller's records for the team, oldest first (`season` is a list). Needs a " +
      "signed-in user; another account's records are never listed (admins: all of them).",
    tag: "Team",
    access: "signedIn",
    query: requests.teamRecordsQuery,
    answer: answers.teamRecords,
    async handle({ db, query, caller }) {
      const records = await teamSeasonRecords(db, caller, query.team_id);
      return { body: { success: true, season: records.map(legacyTeamSeasonRecord) } };
    },
  }),
  route({
    method: "DELETE",
    path: "/api/seasons",
    operationId: "deleteTeamSeasonRecord",
    summary: "Delete a team's season record",
    description:
      "Spec §7 `?id=` (answer not shown there): deletes the record; 404 when it does not exist. Needs the " +
      "coach or entity account that saved it (403 for another one), or an admin.",
    tag: "Team",
    access: "team",
    query: requests.idQuery,
    answer: answers.deleted,
    async handle({ db, query, caller }) {
      const { id } = await deleteTeamSeasonRecord(db, caller, query.id);
      return { body: { success: true, msg: successMessages.deleted, _id: id } };
    },
  }),
];
