import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Select, SimpleGrid, Text } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import { scheduleSessionCreateSchema, scheduleSessionUpdateSchema } from "@wro/api/schemas/schedule";
import { fromEventWallClock, toEventWallClock } from "@wro/i18n";
import { useSearchParams } from "react-router";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { BilingualFields } from "../../components/BilingualFields";
import { LoadingBlock } from "../../components/LoadingBlock";
import { RecordFormFrame, useCollectionMutation, useRecordForm } from "../../components/records";
import { useScheduleCategoryOptions } from "./categories";
import { useFormatDay } from "./formatDay";
import { formPages } from "../../components/screens";

type SessionRecord = RouterOutputs["schedule"]["list"][number]["sessions"][number];
type Day = RouterOutputs["schedule"]["list"][number];

const listPath = "/schedule";

/**
 * The session's day is the day it was added to (or belongs to): the form shows that day and
 * asks for times only, "HH:mm" in Riyadh time, so a time can never land on another date.
 */
interface SessionValues extends Record<string, unknown> {
  dayId: string;
  /** The day's Riyadh date, "YYYY-MM-DD". */
  date: string;
  startsAt: string;
  endsAt: string;
  titleEn: string;
  titleAr: string;
  category: string | null;
  placeEn: string;
  placeAr: string;
}

/** The instant of a Riyadh time on the session's day; undefined when no time is given. */
const onDay = (date: string, time: string) =>
  time ? (fromEventWallClock(`${date} ${time}`) ?? undefined) : undefined;

/** "HH:mm" in Riyadh of an instant. */
const riyadhTime = (instant: Date) => toEventWallClock(instant).slice(11, 16);

// An empty start stays undefined so validation asks for it.
const toInput = ({ date, startsAt, endsAt, category, ...values }: SessionValues) => ({
  ...values,
  startsAt: onDay(date, startsAt),
  endsAt: onDay(date, endsAt) ?? null,
  category: (category || null) as (typeof scheduleSessionCreateSchema)["_output"]["category"],
});

/** A session of a schedule day: its day, its times in Riyadh time, titles and place in both languages. */
function SessionForm({ record: session, onReload }: { record?: SessionRecord; onReload?: () => void }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const days = useQuery(useTRPC().schedule.list.queryOptions());
  const dayId = session?.dayId ?? params.get("day") ?? "";
  if (!days.data) return <LoadingBlock />;
  const day = days.data.find((candidate) => candidate.id === dayId);
  if (!day)
    return (
      <Text c="red">{t`This day is not in the schedule any more. Go back to the schedule and add the session to a day.`}</Text>
    );
  return <SessionFields day={day} session={session} onReload={onReload} />;
}

function SessionFields({
  day,
  session,
  onReload,
}: {
  day: Day;
  session: SessionRecord | undefined;
  onReload: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const formatDay = useFormatDay();
  const create = useCollectionMutation(trpc.schedule.createSession);
  const update = useCollectionMutation(trpc.schedule.updateSession);
  const categories = useScheduleCategoryOptions();
  const initialValues: SessionValues = {
    dayId: day.id,
    date: day.date,
    startsAt: session ? riyadhTime(session.startsAt) : "",
    endsAt: session?.endsAt ? riyadhTime(session.endsAt) : "",
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
  const dayText = formatDay(day.date);

  return (
    <RecordFormFrame {...frame} maw={860}>
      <Text>
        {t`Day`}:{" "}
        <Text span fw={600}>
          {dayText}
        </Text>
      </Text>
      <BilingualFields form={form} field="title" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TimeInput
          label={t`Starts (Riyadh time)`}
          withAsterisk
          dir="ltr"
          {...form.getInputProps("startsAt")}
        />
        <TimeInput
          label={t`Ends (Riyadh time)`}
          description={t`Leave empty for a moment rather than a span (doors open).`}
          dir="ltr"
          {...form.getInputProps("endsAt")}
        />
      </SimpleGrid>
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
