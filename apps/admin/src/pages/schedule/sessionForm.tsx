import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { scheduleSessionCreateSchema, scheduleSessionUpdateSchema } from "@wro/api/forms";
import { useSearchParams } from "react-router";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { BilingualFields } from "../../components/BilingualFields";
import { RiyadhDateTimeInput } from "../../components/RiyadhDateTimeInput";
import { RecordFormFrame, useCollectionMutation, useRecordForm } from "../../components/records";
import { useScheduleCategoryOptions } from "./categories";
import { formPages } from "../../components/screens";

type SessionRecord = RouterOutputs["schedule"]["list"][number]["sessions"][number];

const listPath = "/schedule";

interface SessionValues extends Record<string, unknown> {
  dayId: string;
  startsAt: Date | null;
  endsAt: Date | null;
  titleEn: string;
  titleAr: string;
  category: string | null;
  placeEn: string;
  placeAr: string;
}

// An empty start stays undefined so validation says "Please enter a valid date." (null
// would be read as 1 January 1970).
const toInput = ({ startsAt, category, ...values }: SessionValues) => ({
  ...values,
  startsAt: startsAt ?? undefined,
  category: (category || null) as (typeof scheduleSessionCreateSchema)["_output"]["category"],
});

/** A session of a schedule day: its times in Riyadh time, titles and place in both languages. */
function SessionForm({ record: session, onReload }: { record?: SessionRecord; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const create = useCollectionMutation(trpc.schedule.createSession);
  const update = useCollectionMutation(trpc.schedule.updateSession);
  const categories = useScheduleCategoryOptions();
  const days = useQuery(trpc.schedule.list.queryOptions()).data;
  const initialValues: SessionValues = {
    dayId: session?.dayId ?? params.get("day") ?? "",
    startsAt: session?.startsAt ?? null,
    endsAt: session?.endsAt ?? null,
    titleEn: session?.titleEn ?? "",
    titleAr: session?.titleAr ?? "",
    category: session?.category ?? null,
    placeEn: session?.placeEn ?? "",
    placeAr: session?.placeAr ?? "",
  };
  const { form, frame } = useRecordForm({
    record: session,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: scheduleSessionCreateSchema,
    updateSchema: scheduleSessionUpdateSchema,
    // Validation has made sure there is a start.
    create: ({ startsAt, ...input }) => create({ ...input, startsAt: startsAt ?? new Date() }),
    update: ({ startsAt, ...input }) => update({ ...input, startsAt: startsAt ?? new Date() }),
  });

  // The pickers open on the session's day.
  const dayDate = days?.find((day) => day.id === form.values.dayId)?.date;

  return (
    <RecordFormFrame {...frame} maw={860}>
      <BilingualFields form={form} field="title" />
      <RiyadhDateTimeInput
        label={t`Starts`}
        withAsterisk
        defaultDate={dayDate}
        {...form.getInputProps("startsAt")}
      />
      <RiyadhDateTimeInput
        label={t`Ends`}
        description={t`Leave empty for a moment rather than a span (doors open).`}
        clearable
        defaultDate={dayDate}
        {...form.getInputProps("endsAt")}
      />
      <Select label={t`Category`} data={categories} clearable {...form.getInputProps("category")} />
      <BilingualFields form={form} field="place" required={false} />
    </RecordFormFrame>
  );
}

export const { NewPage: NewSessionPage, EditPage: EditSessionPage } = formPages({
  listPath,
  newTitle: msg`New session`,
  editTitle: msg`Edit session`,
  useRecord: (id) =>
    useQuery({
      ...useTRPC().schedule.list.queryOptions(),
      select: (days) => {
        const session = days.flatMap((day) => day.sessions).find((candidate) => candidate.id === id);
        if (!session) throw new Error("This session does not exist any more.");
        return session;
      },
    }),
  Form: SessionForm,
});
