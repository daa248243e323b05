import { msg } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { Fieldset, Image, List, Loader, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { fileUrl } from "@wro/api/file-url";
import { SEASON_ATTRIBUTE_COUNT, seasonCreateSchema, seasonUpdateSchema } from "@wro/api/schemas/season";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import type { Column } from "../components/DataTable";
import { BilingualFields } from "../components/BilingualFields";
import { ImageField } from "../components/ImageField";
import { RecordFormFrame, switchColumn, useCollectionMutation, useRecordForm } from "../components/records";
import { formPages, listPage } from "../components/screens";

type Season = RouterOutputs["season"]["byId"];
type SavedSeason = RouterOutputs["season"]["update"];
type SeasonFlag = "status" | "registration" | "homeActive";

const listPath = "/seasons";

/**
 * The home page features one season: a save that puts one there takes the other off, and the
 * admin is told which (null when none left).
 */
function useHomePageNotice() {
  const { t, i18n } = useLingui();
  return ({ removedFromHome }: SavedSeason) => {
    if (removedFromHome.length === 0) return null;
    const names = removedFromHome
      .map((season) => `“${i18n.locale === "ar" ? season.nameAr : season.nameEn}”`)
      .join(i18n.locale === "ar" ? "، " : ", ");
    return t`${names} is no longer on the home page: only one season can be featured there.`;
  };
}

/** The delete question's list of what goes with a season: its results and attribute blocks. */
function SeasonDeleteDetails({ row }: { row: Season }) {
  const { t } = useLingui();
  const dependents = useQuery(useTRPC().season.dependents.queryOptions({ id: row.id }));
  if (!dependents.data) return <Loader size="sm" aria-label={t`Loading…`} />;
  const { results, attributes } = dependents.data;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t`Deleted with it:`}</Text>
      <List>
        {results > 0 && (
          <List.Item>
            <Text span c="red" fw={600}>
              <Plural value={results} one="# result of its final" other="# results of its final" />
            </Text>
          </List.Item>
        )}
        <List.Item>
          <Plural value={attributes} one="# attribute block" other="# attribute blocks" />
        </List.Item>
      </List>
    </Stack>
  );
}

export const ListPage = listPage({
  title: msg`Seasons`,
  newLabel: msg`New season`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const setFlag = {
      status: useCollectionMutation(trpc.season.setStatus),
      registration: useCollectionMutation(trpc.season.setRegistration),
      homeActive: useCollectionMutation(trpc.season.setHomeActive),
    };
    const arabic = i18n.locale === "ar";
    const homePageNotice = useHomePageNotice();
    const nameOf = (season: Season) => (arabic ? season.nameAr : season.nameEn);
    const flagColumn = (field: SeasonFlag, header: string, label: (name: string) => string) =>
      switchColumn<Season, SeasonFlag, Season & Partial<SavedSeason>>({
        key: field,
        header,
        sort: field,
        checked: (season) => season[field],
        label: (season) => label(nameOf(season)),
        save: (season, value) => setFlag[field]({ id: season.id, value }),
        notice: (saved) => homePageNotice({ ...saved, removedFromHome: saved.removedFromHome ?? [] }),
      });
    const columns: Column<Season, "nameEn" | "nameAr" | "slug" | SeasonFlag>[] = [
      {
        key: "logo",
        header: t`Logo`,
        render: (season) => {
          const name = nameOf(season);
          return <Image src={fileUrl(season.logo)} alt={t`Logo of ${name}`} h={36} w={72} fit="contain" />;
        },
      },
      { key: "name", header: t`Name`, sort: arabic ? "nameAr" : "nameEn", render: nameOf },
      { key: "slug", header: t`Slug`, sort: "slug", render: (season) => season.slug },
      flagColumn("status", t`Status`, (name) => t`Status of ${name}`),
      flagColumn("registration", t`Registration`, (name) => t`Registration of ${name}`),
      flagColumn("homeActive", t`On the home page`, (name) => t`${name} on the home page`),
    ];
    return {
      list: (params) => trpc.season.list.queryOptions(params),
      remove: useCollectionMutation(trpc.season.delete),
      rowName: nameOf,
      deleteDetails: SeasonDeleteDetails,
      columns,
    };
  },
});

interface AttributeValues {
  titleEn: string;
  titleAr: string;
  descEn: string;
  descAr: string;
  imageFile: string | null;
}

interface SeasonValues extends Record<string, unknown> {
  slug: string;
  nameEn: string;
  nameAr: string;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  status: boolean;
  registration: boolean;
  homeActive: boolean;
  logoFile: string | null;
  attributes: AttributeValues[];
}

const toInput = ({ logoFile, attributes, ...values }: SeasonValues) => ({
  ...values,
  logoFile: logoFile ?? undefined,
  attributes: attributes.map(({ imageFile, ...attribute }) => ({
    ...attribute,
    imageFile: imageFile ?? undefined,
  })),
});

function initialValues(season?: Season): SeasonValues {
  const attribute = (position: number): AttributeValues => {
    const current = season?.attributes.find((item) => item.position === position);
    return {
      titleEn: current?.titleEn ?? "",
      titleAr: current?.titleAr ?? "",
      descEn: current?.descEn ?? "",
      descAr: current?.descAr ?? "",
      imageFile: null,
    };
  };
  return {
    slug: season?.slug ?? "",
    nameEn: season?.nameEn ?? "",
    nameAr: season?.nameAr ?? "",
    titleEn: season?.titleEn ?? "",
    titleAr: season?.titleAr ?? "",
    descriptionEn: season?.descriptionEn ?? "",
    descriptionAr: season?.descriptionAr ?? "",
    status: season?.status ?? true,
    registration: season?.registration ?? false,
    homeActive: season?.homeActive ?? false,
    logoFile: null,
    attributes: Array.from({ length: SEASON_ATTRIBUTE_COUNT }, (_, index) => attribute(index + 1)),
  };
}

function SeasonForm({ record: season, onReload }: { record?: Season; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { form, saving, frame } = useRecordForm({
    record: season,
    onReload,
    listPath,
    initialValues: initialValues(season),
    toInput,
    createSchema: seasonCreateSchema,
    updateSchema: seasonUpdateSchema,
    create: useCollectionMutation(trpc.season.create),
    update: useCollectionMutation(trpc.season.update),
    notice: useHomePageNotice(),
  });

  return (
    <RecordFormFrame {...frame} maw={960}>
      <BilingualFields form={form} field="name" />
      <BilingualFields form={form} field="title" />
      <BilingualFields form={form} field="description" multiline />
      <TextInput
        label={t`Slug`}
        description={t`The season's address: /seasons/<slug>/ (letters, digits and dashes).`}
        withAsterisk
        dir="ltr"
        {...form.getInputProps("slug")}
      />
      <ImageField
        label={t`Logo`}
        current={season?.logo}
        value={form.values.logoFile}
        onChange={(dataUrl) => form.setFieldValue("logoFile", dataUrl)}
        error={form.getInputProps("logoFile").error as string | undefined}
        saving={saving}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Switch label={t`Active`} {...form.getInputProps("status", { type: "checkbox" })} />
        <Switch label={t`Registration open`} {...form.getInputProps("registration", { type: "checkbox" })} />
        <Switch label={t`On the home page`} {...form.getInputProps("homeActive", { type: "checkbox" })} />
      </SimpleGrid>
      {form.values.attributes.map((_, index) => {
        const number = index + 1;
        const current = season?.attributes.find((item) => item.position === number)?.image;
        return (
          <Fieldset key={number} legend={t`Attribute ${number}`}>
            <Stack>
              <BilingualFields form={form} field="title" path={`attributes.${index}.title`} />
              <BilingualFields form={form} field="description" path={`attributes.${index}.desc`} multiline />
              <ImageField
                label={t`Image`}
                current={current}
                value={form.values.attributes[index]?.imageFile ?? null}
                onChange={(dataUrl) => form.setFieldValue(`attributes.${index}.imageFile`, dataUrl)}
                error={form.getInputProps(`attributes.${index}.imageFile`).error as string | undefined}
                saving={saving}
              />
            </Stack>
          </Fieldset>
        );
      })}
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New season`,
  editTitle: msg`Edit season`,
  useRecord: (id) => useQuery(useTRPC().season.byId.queryOptions({ id })),
  Form: SeasonForm,
});
