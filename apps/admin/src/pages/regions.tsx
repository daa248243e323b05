import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Image, SimpleGrid, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { fileUrl } from "@wro/api/file-url";
import { regionCreateSchema, regionUpdateSchema } from "@wro/api/schemas/region";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { CountrySelect } from "../components/CountrySelect";
import type { Column } from "../components/DataTable";
import { ImageField } from "../components/ImageField";
import { StatusField } from "../components/ListingFields";
import { RecordFormFrame, statusColumn, useCollectionMutation, useRecordForm } from "../components/records";
import { formPages, listPage } from "../components/screens";

type Region = RouterOutputs["region"]["byId"];

const listPath = "/regions";

export const ListPage = listPage({
  title: msg`Regions`,
  newLabel: msg`New region`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const setStatus = useCollectionMutation(trpc.region.setStatus);
    const arabic = i18n.locale === "ar";
    const nameOf = (region: Region) => (arabic ? region.nameAr : region.nameEn);
    const columns: Column<Region, "code" | "nameEn" | "nameAr" | "status">[] = [
      {
        key: "flag",
        header: t`Flag`,
        render: (region) => {
          const name = nameOf(region);
          return <Image src={fileUrl(region.flag)} alt={t`Flag of ${name}`} h={24} w={36} fit="contain" />;
        },
      },
      { key: "code", header: t`Code`, sort: "code", render: (region) => region.code },
      { key: "name", header: t`Name`, sort: arabic ? "nameAr" : "nameEn", render: nameOf },
      statusColumn({ nameOf, setStatus }),
    ];
    return {
      list: (params) => trpc.region.list.queryOptions(params),
      remove: useCollectionMutation(trpc.region.delete),
      rowName: nameOf,
      columns,
    };
  },
});

interface RegionValues extends Record<string, unknown> {
  code: string | null;
  nameEn: string;
  nameAr: string;
  status: boolean;
  flagFile: string | null;
}

const toInput = (values: RegionValues) => ({
  code: values.code ?? "",
  nameEn: values.nameEn,
  nameAr: values.nameAr,
  status: values.status,
  flagFile: values.flagFile ?? undefined,
});

function RegionForm({ record: region, onReload }: { record?: Region; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const initialValues: RegionValues = {
    code: region?.code ?? null,
    nameEn: region?.nameEn ?? "",
    nameAr: region?.nameAr ?? "",
    status: region?.status ?? true,
    flagFile: null,
  };
  const { form, saving, frame } = useRecordForm({
    record: region,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: regionCreateSchema,
    updateSchema: regionUpdateSchema,
    create: useCollectionMutation(trpc.region.create),
    update: useCollectionMutation(trpc.region.update),
  });

  return (
    <RecordFormFrame {...frame}>
      <CountrySelect
        label={t`Country`}
        description={t`The two-letter country code is saved.`}
        withAsterisk
        {...form.getInputProps("code")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Name in English`}
          description={t`Leave empty to use the country's usual name.`}
          lang="en"
          dir="ltr"
          {...form.getInputProps("nameEn")}
        />
        <TextInput
          label={t`Name in Arabic`}
          description={t`Leave empty to use the country's usual name.`}
          lang="ar"
          dir="rtl"
          {...form.getInputProps("nameAr")}
        />
      </SimpleGrid>
      <ImageField
        label={t`Flag`}
        current={region?.flag}
        value={form.values.flagFile}
        onChange={(dataUrl) => form.setFieldValue("flagFile", dataUrl)}
        error={form.getInputProps("flagFile").error as string | undefined}
        saving={saving}
      />
      <StatusField form={form} />
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New region`,
  editTitle: msg`Edit region`,
  useRecord: (id) => useQuery(useTRPC().region.byId.queryOptions({ id })),
  Form: RegionForm,
});
