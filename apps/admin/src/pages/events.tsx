import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Alert, Anchor, NumberInput, SimpleGrid } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { eventCreateSchema, eventUpdateSchema } from "@wro/api/schemas/event";
import { eventDayOf } from "@wro/i18n";
import { Link } from "react-router";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { BilingualFields } from "../components/BilingualFields";
import type { Column } from "../components/DataTable";
import { RiyadhDateTimeInput } from "../components/RiyadhDateTimeInput";
import { StatusField } from "../components/ListingFields";
import { RecordFormFrame, statusColumn, useCollectionMutation, useRecordForm } from "../components/records";
import { useFormatDate } from "../lib/format";
import { formPages, listPage } from "../components/screens";

type EventRecord = RouterOutputs["event"]["byId"];

const listPath = "/events";

export const ListPage = listPage({
  title: msg`Event and countdown`,
  newLabel: msg`New event`,
  tableLabel: msg`Events`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const formatDate = useFormatDate();
    const setStatus = useCollectionMutation(trpc.event.setStatus);
    const arabic = i18n.locale === "ar";
    const nameOf = (event: EventRecord) => (arabic ? event.nameAr : event.nameEn);
    const columns: Column<EventRecord, "eventDate" | "nameEn" | "nameAr" | "status">[] = [
      { key: "name", header: t`Name`, sort: arabic ? "nameAr" : "nameEn", render: nameOf },
      {
        key: "date",
        header: t`Date and time (Riyadh time)`,
        sort: "eventDate",
        render: (event) => formatDate(event.eventDate, true),
      },
      {
        key: "location",
        header: t`Location`,
        render: (event) => (arabic ? event.locationAr : event.locationEn),
      },
      statusColumn({ nameOf, setStatus }),
    ];
    return {
      list: (params) => trpc.event.list.queryOptions(params),
      remove: useCollectionMutation(trpc.event.delete),
      rowName: nameOf,
      columns,
    };
  },
});

interface EventValues extends Record<string, unknown> {
  nameEn: string;
  nameAr: string;
  eventDate: Date | null;
  locationEn: string;
  locationAr: string;
  venueNameEn: string;
  venueNameAr: string;
  venueAddressEn: string;
  venueAddressAr: string;
  /** Degrees as the number field gives them; "" while empty. */
  venueLatitude: number | string;
  venueLongitude: number | string;
  status: boolean;
}

/** An empty number field means the coordinate is not known. */
const coordinateInput = (value: number | string) => (value === "" ? null : Number(value));

const toInput = ({ venueLatitude, venueLongitude, ...values }: EventValues) => ({
  ...values,
  venueLatitude: coordinateInput(venueLatitude),
  venueLongitude: coordinateInput(venueLongitude),
});

/**
 * Says when the event's date falls outside the schedule's days (walk-through 3, L14): the home
 * page counts down to one date while the schedule still shows others, until someone moves them.
 */
function ScheduleDaysWarning({ eventDate }: { eventDate: Date | null }) {
  const { t, i18n } = useLingui();
  const days = useQuery(useTRPC().schedule.list.queryOptions()).data?.map((day) => day.date);
  if (!eventDate || !days?.length || days.includes(eventDayOf(eventDate))) return null;
  const tag = i18n.locale === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB";
  const format = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
  const sorted = [...days].sort();
  const range = format.formatRange(
    new Date(`${sorted[0]}T00:00:00Z`),
    new Date(`${sorted.at(-1)}T00:00:00Z`),
  );
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} role="status">
      {t`This date is outside the schedule's days (${range}). The home page and the schedule will disagree until you move the schedule's days too.`}{" "}
      <Anchor component={Link} to="/schedule">
        {t`Open the schedule`}
      </Anchor>
    </Alert>
  );
}

function EventForm({ record: event, onReload }: { record?: EventRecord; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const create = useCollectionMutation(trpc.event.create);
  const update = useCollectionMutation(trpc.event.update);
  const initialValues: EventValues = {
    nameEn: event?.nameEn ?? "",
    nameAr: event?.nameAr ?? "",
    eventDate: event?.eventDate ?? null,
    locationEn: event?.locationEn ?? "",
    locationAr: event?.locationAr ?? "",
    venueNameEn: event?.venueNameEn ?? "",
    venueNameAr: event?.venueNameAr ?? "",
    venueAddressEn: event?.venueAddressEn ?? "",
    venueAddressAr: event?.venueAddressAr ?? "",
    venueLatitude: event?.venueLatitude ?? "",
    venueLongitude: event?.venueLongitude ?? "",
    status: event?.status ?? true,
  };
  const { form, frame } = useRecordForm({
    record: event,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: eventCreateSchema,
    updateSchema: eventUpdateSchema,
    // Validation has made sure there is a date.
    create: ({ eventDate, ...input }) => create({ ...input, eventDate: eventDate ?? new Date() }),
    update: ({ eventDate, ...input }) => update({ ...input, eventDate: eventDate ?? new Date() }),
  });

  return (
    <RecordFormFrame {...frame} maw={860}>
      <BilingualFields form={form} field="name" />
      <RiyadhDateTimeInput
        label={t`Date and time`}
        description={t`The countdown counts down to it.`}
        withAsterisk
        {...form.getInputProps("eventDate")}
      />
      <ScheduleDaysWarning eventDate={form.values.eventDate} />
      <BilingualFields form={form} field="location" />
      <BilingualFields form={form} field="venueName" required={false} />
      <BilingualFields form={form} field="venueAddress" required={false} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {[
          {
            field: "venueLatitude",
            limit: 90,
            label: t`Venue latitude`,
            description: t`Degrees north, for example 27.0112. The site's map and directions use it.`,
          },
          {
            field: "venueLongitude",
            limit: 180,
            label: t`Venue longitude`,
            description: t`Degrees east, for example 49.6583.`,
          },
        ].map(({ field, limit, ...text }) => (
          <NumberInput
            key={field}
            {...text}
            dir="ltr"
            decimalScale={6}
            min={-limit}
            max={limit}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
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
