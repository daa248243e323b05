import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { hotelCreateSchema, hotelUpdateSchema } from "@wro/api/forms";
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

interface HotelValues extends Record<string, unknown> {
  nameEn: string;
  nameAr: string;
  areaEn: string;
  areaAr: string;
  stars: number | string;
  link: string;
  order: number | string;
  status: boolean;
}

const toInput = (values: HotelValues) => ({
  ...values,
  // An empty field (or 0) means the stars are not known.
  stars: values.stars === "" || values.stars === 0 ? null : Number(values.stars),
  order: values.order === "" ? 0 : Number(values.order),
});

function HotelForm({ record: hotel, onReload }: { record?: Hotel; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const initialValues: HotelValues = {
    nameEn: hotel?.nameEn ?? "",
    nameAr: hotel?.nameAr ?? "",
    areaEn: hotel?.areaEn ?? "",
    areaAr: hotel?.areaAr ?? "",
    stars: hotel?.stars ?? 0,
    link: hotel?.link ?? "",
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
          min={0}
          max={7}
          allowDecimal={false}
          {...form.getInputProps("stars")}
        />
        <OrderField form={form} />
      </SimpleGrid>
      <TextInput
        label={t`Link`}
        type="url"
        dir="ltr"
        placeholder="https://"
        {...form.getInputProps("link")}
      />
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
