import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { resultCreateSchema, resultUpdateSchema } from "@wro/api/schemas/result";
import { useSearchParams } from "react-router";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { CountrySelect } from "../../components/CountrySelect";
import { RecordFormFrame, useCollectionMutation, useRecordForm } from "../../components/records";
import { seasonOptions, useResultCategoryOptions } from "./labels";
import { formPages } from "../../components/screens";

type ResultRecord = RouterOutputs["result"]["byId"];
type Category = (typeof resultCreateSchema)["_output"]["category"];

const listPath = "/results";

interface ResultValues extends Record<string, unknown> {
  seasonId: string | null;
  category: string | null;
  place: number | string;
  teamName: string;
  country: string | null;
  institution: string;
}

const toInput = ({ seasonId, category, country, ...values }: ResultValues) => ({
  ...values,
  seasonId: seasonId ?? "",
  category: (category ?? "") as Category,
  place: Number(values.place),
  country: country ?? "",
});

/** A team's result: season, category, place, and the team's name, country and institution. */
function ResultForm({ record: result, onReload }: { record?: ResultRecord; onReload?: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const create = useCollectionMutation(trpc.result.create);
  const update = useCollectionMutation(trpc.result.update);
  const seasons = useQuery(
    trpc.season.list.queryOptions({ pageSize: 100, sort: "createdAt", order: "desc" }),
  ).data;
  const categories = useResultCategoryOptions();
  const initialValues: ResultValues = {
    seasonId: result?.seasonId ?? params.get("season"),
    category: result?.category ?? params.get("category"),
    place: result?.place ?? 1,
    teamName: result?.teamName ?? "",
    country: result?.country ?? "SA",
    institution: result?.institution ?? "",
  };
  const { form, frame } = useRecordForm({
    record: result,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: resultCreateSchema,
    updateSchema: resultUpdateSchema,
    create,
    update,
  });

  return (
    <RecordFormFrame {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t`Season`}
          withAsterisk
          data={seasonOptions(seasons?.items ?? [], i18n.locale === "ar")}
          {...form.getInputProps("seasonId")}
        />
        <Select label={t`Category`} withAsterisk data={categories} {...form.getInputProps("category")} />
      </SimpleGrid>
      <NumberInput
        label={t({ message: "Place", context: "ranking" })}
        withAsterisk
        min={1}
        max={1000}
        allowDecimal={false}
        {...form.getInputProps("place")}
      />
      <TextInput label={t`Team name`} withAsterisk {...form.getInputProps("teamName")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountrySelect label={t`Country or region`} withAsterisk {...form.getInputProps("country")} />
        <TextInput label={t`Institution`} withAsterisk {...form.getInputProps("institution")} />
      </SimpleGrid>
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New result`,
  editTitle: msg`Edit result`,
  useRecord: (id) => useQuery(useTRPC().result.byId.queryOptions({ id })),
  Form: ResultForm,
});
