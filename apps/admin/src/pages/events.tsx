import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { eventCreateSchema, eventUpdateSchema } from "@wro/api/forms";
import dayjs from "dayjs";
import { useTRPC, useTRPCClient, type RouterOutputs } from "../api/trpc";
import { BilingualFields } from "../components/BilingualFields";
import { DataTable, type Column } from "../components/DataTable";
import { DateTimeField } from "../components/DateField";
import { StatusField } from "../components/StatusField";
import {
  ListHeader,
  RecordFormFrame,
  statusColumn,
  useRecordForm,
  useReload,
  formPages,
} from "../components/records";
import { useFormatDate } from "../lib/format";

type EventRecord = RouterOutputs["event"]["byId"];

const listPath = "/events";

export function ListPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const formatDate = useFormatDate();
  const reload = useReload(trpc.event.pathFilter());
  const arabic = i18n.locale === "ar";
  const nameOf = (event: EventRecord) => (arabic ? event.nameAr : event.nameEn);

  const columns: Column<EventRecord, "eventDate" | "nameEn" | "nameAr" | "status">[] = [
    { key: "name", header: t`Name`, sort: arabic ? "nameAr" : "nameEn", render: nameOf },
    {
      key: "date",
      header: t`Date and time`,
      sort: "eventDate",
      render: (event) => formatDate(event.eventDate, true),
    },
    {
      key: "location",
      header: t`Location`,
      render: (event) => (arabic ? event.locationAr : event.locationEn),
    },
    statusColumn({ nameOf, setStatus: (input) => client.event.setStatus.mutate(input), reload }),
  ];

  return (
    <>
      <ListHeader title={t`Event and countdown`} newLabel={t`New event`} />
      <DataTable
        label={t`Events`}
        columns={columns}
        listQuery={(params) => trpc.event.list.queryOptions(params)}
        rowName={nameOf}
        editPath={(event) => `${event.id}/edit`}
        onDelete={async (event) => {
          await client.event.delete.mutate({ id: event.id, expectedUpdatedAt: event.updatedAt });
          await reload();
        }}
      />
    </>
  );
}

interface EventValues extends Record<string, unknown> {
  nameEn: string;
  nameAr: string;
  /** Local date and time as the picker gives it ("YYYY-MM-DD HH:mm:ss"). */
  eventDate: string | null;
  locationEn: string;
  locationAr: string;
  status: boolean;
}

const toInput = ({ eventDate, ...values }: EventValues) => ({
  ...values,
  eventDate: eventDate ? dayjs(eventDate).toDate() : null,
});

function EventForm({ record: event, onReload }: { record?: EventRecord; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { form, ...submission } = useRecordForm({
    record: event,
    listPath,
    initialValues: {
      nameEn: event?.nameEn ?? "",
      nameAr: event?.nameAr ?? "",
      eventDate: event ? dayjs(event.eventDate).format("YYYY-MM-DD HH:mm:ss") : null,
      locationEn: event?.locationEn ?? "",
      locationAr: event?.locationAr ?? "",
      status: event?.status ?? true,
    } satisfies EventValues,
    toInput,
    createSchema: eventCreateSchema,
    updateSchema: eventUpdateSchema,
    save: ({ eventDate, ...input }, version) => {
      // Validation has made sure there is a date.
      const data = { ...input, eventDate: eventDate ?? new Date() };
      return version ? client.event.update.mutate({ ...data, ...version }) : client.event.create.mutate(data);
    },
    reload: useReload(trpc.event.pathFilter()),
  });

  return (
    <RecordFormFrame form={form} {...submission} onReload={onReload} cancelTo={listPath} maw={860}>
      <BilingualFields
        form={form}
        en="nameEn"
        ar="nameAr"
        labelEn={t`Name in English`}
        labelAr={t`Name in Arabic`}
      />
      <DateTimeField
        label={t`Date and time`}
        description={t`In your computer's time zone. The countdown counts down to it.`}
        withAsterisk
        {...form.getInputProps("eventDate")}
      />
      <BilingualFields
        form={form}
        en="locationEn"
        ar="locationAr"
        labelEn={t`Location in English`}
        labelAr={t`Location in Arabic`}
      />
      <StatusField form={form} />
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New event`,
  editTitle: msg`Edit event`,
  useRecord: (id) => useQuery(useTRPC().event.byId.queryOptions({ id })),
  Form: EventForm,
});
