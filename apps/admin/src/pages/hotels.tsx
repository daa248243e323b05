import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Group, NumberInput, Radio, SimpleGrid, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { hotelCreateSchema, hotelUpdateSchema } from "@wro/api/schemas/hotel";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { BilingualFields } from "../components/BilingualFields";
import type { Column } from "../components/DataTable";
import { OrderField, StatusField } from "../components/ListingFields";
import { RecordFormFrame, statusColumn, useCollectionMutation, useRecordForm } from "../components/records";
import { formPages, listPage } from "../components/screens";

type Hotel = RouterOutputs["hotel"]["byId"];

const listPath = "/hotels";

export const ListPage = listPage({
  title: msg`Hotels`,
  newLabel: msg`New hotel`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const setStatus = useCollectionMutation(trpc.hotel.setStatus);
    const arabic = i18n.locale === "ar";
    const nameOf = (hotel: Hotel) => (arabic ? hotel.nameAr : hotel.nameEn);
    const columns: Column<Hotel, "order" | "nameEn" | "nameAr" | "stars" | "status">[] = [
      { key: "name", header: t`Name`, sort: arabic ? "nameAr" : "nameEn", render: nameOf },
      { key: "area", header: t`Area`, render: (hotel) => (arabic ? hotel.areaAr : hotel.areaEn) },
      { key: "stars", header: t`Stars`, sort: "stars", render: (hotel) => hotel.stars ?? "—" },
      { key: "order", header: t`Order`, sort: "order", render: (hotel) => hotel.order },
      statusColumn({ nameOf, setStatus }),
    ];
    return {
      list: (params) => trpc.hotel.list.queryOptions(params),
      remove: useCollectionMutation(trpc.hotel.delete),
      rowName: nameOf,
      columns,
    };
  },
});

/** Whether the event shuttle serves the hotel, as the form's radio buttons hold it. */
type Shuttle = "unknown" | "yes" | "no";

interface HotelValues extends Record<string, unknown> {
  nameEn: string;
  nameAr: string;
  areaEn: string;
  areaAr: string;
  stars: number | string;
  link: string;
  phoneNumber: string;
  distanceKm: number | string;
  shuttle: Shuttle;
  order: number | string;
  status: boolean;
}

const toInput = ({ shuttle, ...values }: HotelValues) => ({
  ...values,
  // An empty field means the stars are not known.
  stars: values.stars === "" ? null : Number(values.stars),
  distanceKm: values.distanceKm === "" ? null : Number(values.distanceKm),
  shuttle: shuttle === "unknown" ? null : shuttle === "yes",
  order: values.order === "" ? 0 : Number(values.order),
});

const shuttleValue = (shuttle: boolean | null | undefined): Shuttle =>
  shuttle === true ? "yes" : shuttle === false ? "no" : "unknown";

function HotelForm({ record: hotel, onReload }: { record?: Hotel; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const initialValues: HotelValues = {
    nameEn: hotel?.nameEn ?? "",
    nameAr: hotel?.nameAr ?? "",
    areaEn: hotel?.areaEn ?? "",
    areaAr: hotel?.areaAr ?? "",
    // Empty, not 0, when not known: the field's help says "leave empty".
    stars: hotel?.stars ?? "",
    link: hotel?.link ?? "",
    phoneNumber: hotel?.phoneNumber ?? "",
    distanceKm: hotel?.distanceKm ?? "",
    shuttle: shuttleValue(hotel?.shuttle),
    order: hotel?.order ?? 0,
    status: hotel?.status ?? true,
  };
  const { form, frame } = useRecordForm({
    record: hotel,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: hotelCreateSchema,
    updateSchema: hotelUpdateSchema,
    create: useCollectionMutation(trpc.hotel.create),
    update: useCollectionMutation(trpc.hotel.update),
  });

  return (
    <RecordFormFrame {...frame} maw={860}>
      <BilingualFields form={form} field="name" />
      <BilingualFields form={form} field="area" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t`Stars`}
          description={t`1 to 7; leave empty when unknown.`}
          min={1}
          max={7}
          allowDecimal={false}
          {...form.getInputProps("stars")}
        />
        <OrderField form={form} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Website`}
          type="url"
          dir="ltr"
          placeholder="https://"
          {...form.getInputProps("link")}
        />
        <TextInput
          label={t`Phone`}
          description={t`With the country code for numbers outside Saudi Arabia. Leave empty when unknown.`}
          type="tel"
          dir="ltr"
          {...form.getInputProps("phoneNumber")}
        />
        <NumberInput
          label={t`Distance to the venue (km)`}
          description={t`Leave empty when unknown.`}
          min={0}
          max={1000}
          decimalScale={1}
          {...form.getInputProps("distanceKm")}
        />
        <Radio.Group label={t`Served by the event shuttle`} {...form.getInputProps("shuttle")}>
          <Group mt="xs">
            <Radio value="unknown" label={t`Not known`} />
            <Radio value="yes" label={t`Yes`} />
            <Radio value="no" label={t`No`} />
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <StatusField form={form} />
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New hotel`,
  editTitle: msg`Edit hotel`,
  useRecord: (id) => useQuery(useTRPC().hotel.byId.queryOptions({ id })),
  Form: HotelForm,
});
