import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Image, Select, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { fileUrl } from "@wro/api/file-url";
import { partnerCreateSchema, partnerUpdateSchema, sponsorTiers } from "@wro/api/schemas/partner";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import type { Column } from "../components/DataTable";
import { ImageField } from "../components/ImageField";
import { OrderField, StatusField } from "../components/ListingFields";
import { RecordFormFrame, statusColumn, useCollectionMutation, useRecordForm } from "../components/records";
import { tierLabels } from "../lib/labels";
import { formPages, listPage } from "../components/screens";

type Partner = RouterOutputs["partner"]["byId"];
type SponsorTier = (typeof sponsorTiers)[number];

const listPath = "/partners";

export const ListPage = listPage({
  title: msg`Partners`,
  newLabel: msg`New partner`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const setStatus = useCollectionMutation(trpc.partner.setStatus);
    const nameOf = (partner: Partner) => partner.name;
    const columns: Column<Partner, "name" | "tier" | "order" | "status">[] = [
      {
        key: "logo",
        header: t`Logo`,
        render: ({ name, filePath }) => (
          <Image src={fileUrl(filePath)} alt={t`Logo of ${name}`} h={36} w={72} fit="contain" />
        ),
      },
      { key: "name", header: t`Name`, sort: "name", render: nameOf },
      {
        key: "tier",
        header: t`Sponsor tier`,
        sort: "tier",
        render: (partner) => i18n._(tierLabels[partner.tier]),
      },
      { key: "order", header: t`Order`, sort: "order", render: (partner) => partner.order },
      {
        key: "link",
        header: t`Link`,
        render: (partner) =>
          partner.link ? (
            <Anchor href={partner.link} target="_blank" rel="noreferrer" size="sm">
              {new URL(partner.link).hostname}
            </Anchor>
          ) : null,
      },
      statusColumn({ nameOf, setStatus }),
    ];
    return {
      list: (params) => trpc.partner.list.queryOptions(params),
      remove: useCollectionMutation(trpc.partner.delete),
      rowName: nameOf,
      columns,
    };
  },
});

interface PartnerValues extends Record<string, unknown> {
  name: string;
  link: string;
  tier: SponsorTier;
  order: number | string;
  status: boolean;
  logoFile: string | null;
}

const toInput = (values: PartnerValues) => ({
  name: values.name,
  link: values.link,
  tier: values.tier,
  order: values.order === "" ? 0 : Number(values.order),
  status: values.status,
  logoFile: values.logoFile ?? undefined,
});

function PartnerForm({ record: partner, onReload }: { record?: Partner; onReload?: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const create = useCollectionMutation(trpc.partner.create);
  const initialValues: PartnerValues = {
    name: partner?.name ?? "",
    link: partner?.link ?? "",
    tier: partner?.tier ?? "NONE",
    order: partner?.order ?? 0,
    status: partner?.status ?? true,
    logoFile: null,
  };
  const { form, saving, frame } = useRecordForm({
    record: partner,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: partnerCreateSchema,
    updateSchema: partnerUpdateSchema,
    // Validation has made sure there is a logo.
    create: (input) => create({ ...input, logoFile: input.logoFile ?? "" }),
    update: useCollectionMutation(trpc.partner.update),
  });

  return (
    <RecordFormFrame {...frame}>
      <ImageField
        label={t`Logo`}
        required={!partner}
        current={partner?.filePath}
        value={form.values.logoFile}
        onChange={(dataUrl) => form.setFieldValue("logoFile", dataUrl)}
        error={form.getInputProps("logoFile").error as string | undefined}
        saving={saving}
      />
      <TextInput label={t`Name`} withAsterisk {...form.getInputProps("name")} />
      <Select
        label={t`Sponsor tier`}
        data={sponsorTiers.map((tier) => ({ value: tier, label: i18n._(tierLabels[tier]) }))}
        allowDeselect={false}
        {...form.getInputProps("tier")}
      />
      <TextInput label={t`Link`} type="url" placeholder="https://" {...form.getInputProps("link")} />
      <OrderField form={form} />
      <StatusField form={form} />
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New partner`,
  editTitle: msg`Edit partner`,
  useRecord: (id) => useQuery(useTRPC().partner.byId.queryOptions({ id })),
  Form: PartnerForm,
});
