import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { feeCategoryCreateSchema, feeCategoryUpdateSchema } from "@wro/api/schemas/fee-category";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { FinanceRefusal, useFinanceAccess } from "../auth/finance";
import { BilingualFields } from "../components/BilingualFields";
import type { Column } from "../components/DataTable";
import { OrderField, StatusField } from "../components/ListingFields";
import { RecordFormFrame, statusColumn, useCollectionMutation, useRecordForm } from "../components/records";
import { formPages, listPage } from "../components/screens";
import { useFormatMoney } from "../lib/format";

type FeeCategory = RouterOutputs["feeCategory"]["byId"];

const listPath = "/fee-categories";

export const ListPage = listPage({
  title: msg`Fee categories`,
  newLabel: msg`New fee category`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const money = useFormatMoney();
    const setStatus = useCollectionMutation(trpc.feeCategory.setStatus);
    const arabic = i18n.locale === "ar";
    const nameOf = (fee: FeeCategory) => (arabic ? fee.nameAr : fee.nameEn);
    const columns: Column<FeeCategory, "order" | "nameEn" | "nameAr" | "priceUsdCents" | "status">[] = [
      { key: "nameEn", header: t`Name in English`, sort: "nameEn", render: (fee) => fee.nameEn },
      { key: "nameAr", header: t`Name in Arabic`, sort: "nameAr", render: (fee) => fee.nameAr },
      {
        key: "price",
        header: t`Price`,
        sort: "priceUsdCents",
        render: (fee) => money(fee.priceUsdCents, "USD"),
      },
      {
        key: "priceSar",
        header: t`In SAR (before VAT)`,
        render: (fee) => money(fee.priceHalalas, "SAR"),
      },
      { key: "capacity", header: t`Capacity`, render: (fee) => fee.capacity ?? t`No limit` },
      { key: "taken", header: t`Places taken`, render: (fee) => fee.taken },
      statusColumn({ nameOf, setStatus }),
    ];
    return {
      list: (params) => trpc.feeCategory.list.queryOptions(params),
      remove: useCollectionMutation(trpc.feeCategory.delete),
      rowName: nameOf,
      columns,
    };
  },
});

interface FeeCategoryValues extends Record<string, unknown> {
  key: string;
  nameEn: string;
  nameAr: string;
  priceUsd: string;
  capacity: number | string;
  order: number | string;
  status: boolean;
}

const toInput = (values: FeeCategoryValues) => ({
  ...values,
  // An empty capacity means no limit.
  capacity: values.capacity === "" ? null : Number(values.capacity),
  order: values.order === "" ? 0 : Number(values.order),
});

/** US cents as the decimal an admin types: 27_000 → "270.00" (no float in between). */
const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

function FeeCategoryForm({ record: fee, onReload }: { record?: FeeCategory; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const initialValues: FeeCategoryValues = {
    key: fee?.key ?? "",
    nameEn: fee?.nameEn ?? "",
    nameAr: fee?.nameAr ?? "",
    priceUsd: fee ? dollars(fee.priceUsdCents) : "",
    capacity: fee?.capacity ?? "",
    order: fee?.order ?? 0,
    status: fee?.status ?? true,
  };
  const { form, frame } = useRecordForm({
    record: fee,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: feeCategoryCreateSchema,
    updateSchema: feeCategoryUpdateSchema,
    create: useCollectionMutation(trpc.feeCategory.create),
    update: useCollectionMutation(trpc.feeCategory.update),
  });
  const finance = useFinanceAccess();

  return (
    // A new category takes the finance tools; an edit only to change the price.
    <RecordFormFrame {...frame} maw={960} readOnly={!fee && !finance.allowed}>
      {!fee && <FinanceRefusal refusal={finance.refusal} />}
      <TextInput
        label={t`Key`}
        description={t`How orders and the code name the category (such as industry_guest). It cannot change later.`}
        dir="ltr"
        withAsterisk
        disabled={Boolean(fee)}
        {...form.getInputProps("key")}
      />
      <BilingualFields form={form} field="name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Price in US dollars`}
          description={
            fee && finance.refusal
              ? `${t`Per person, before VAT, such as 270.00.`} ${finance.refusal}`
              : t`Per person, before VAT, such as 270.00. Changing it needs the finance permission.`
          }
          dir="ltr"
          inputMode="decimal"
          withAsterisk
          disabled={!finance.allowed}
          {...form.getInputProps("priceUsd")}
        />
        <NumberInput
          label={t`Capacity`}
          description={t`Places on offer. Leave empty for no limit.`}
          min={0}
          allowDecimal={false}
          {...form.getInputProps("capacity")}
        />
      </SimpleGrid>
      <OrderField form={form} />
      <StatusField form={form} />
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New fee category`,
  editTitle: msg`Edit fee category`,
  useRecord: (id) => useQuery(useTRPC().feeCategory.byId.queryOptions({ id })),
  Form: FeeCategoryForm,
});
