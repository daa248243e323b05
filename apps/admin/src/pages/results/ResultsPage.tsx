import { useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, FileButton, Group, List, Select, Stack, Text } from "@mantine/core";
import { IconFileImport, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage, translateServerMessage } from "../../api/messages";
import { notifyError } from "../../api/notify";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { DataTable, type Column } from "../../components/DataTable";
import { ExportButton } from "../../components/ExportButton";
import { PageHeader } from "../../components/PageHeader";
import { useCollectionMutation } from "../../components/records";
import { countryName } from "@wro/api/forms";
import { medalLabels, resultCategoryLabels } from "@wro/api/labels/result";
import { medalOf } from "@wro/api/schemas/result";
import { seasonOptions, useResultCategoryOptions } from "./labels";
import { ResultHolds } from "./ResultHolds";

type Result = RouterOutputs["result"]["list"]["items"][number];
type ImportReport = RouterOutputs["result"]["importCsv"];
const medalColors = { gold: "yellow", silver: "gray", bronze: "orange" } as const;

/** Results and medals per season and category: entered here, imported from CSV or exported. */
export function ResultsPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const arabic = i18n.locale === "ar";
  const [params, setParams] = useSearchParams();
  const seasons = useQuery(
    trpc.season.list.queryOptions({ pageSize: 100, sort: "createdAt", order: "desc" }),
  ).data;
  const seasonId = params.get("season") ?? seasons?.items[0]?.id ?? null;
  const category = params.get("category");
  const categories = useResultCategoryOptions();
  const remove = useCollectionMutation(trpc.result.delete);
  const importCsv = useCollectionMutation(trpc.result.importCsv);
  const [report, setReport] = useState<ImportReport | null>(null);

  const setParam = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete("page");
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const importFile = async (file: File | null) => {
    if (!file || !seasonId) return;
    try {
      setReport(await importCsv({ seasonId, csv: await file.text() }));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  const categoryName = (row: Result) => {
    const label = resultCategoryLabels[row.category as keyof typeof resultCategoryLabels];
    return label ? i18n._(label) : row.category;
  };
  const columns: Column<Result, "category" | "place" | "teamName" | "country">[] = [
    { key: "category", header: t`Category`, sort: "category", render: categoryName },
    {
      key: "place",
      header: t({ message: "Place", context: "ranking" }),
      sort: "place",
      render: (row) => {
        const medal = medalOf(row.place);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text span>{row.place}</Text>
            <Badge color={medalColors[medal]} variant="dot">
              {i18n._(medalLabels[medal])}
            </Badge>
          </Group>
        );
      },
    },
    { key: "team", header: t`Team name`, sort: "teamName", render: (row) => row.teamName },
    {
      key: "country",
      header: t`Country or region`,
      sort: "country",
      render: (row) => countryName(row.country, arabic ? "ar" : "en") ?? row.country,
    },
    { key: "institution", header: t`Institution`, render: (row) => row.institution },
  ];

  return (
    <>
      <PageHeader title={t`Results and medals`}>
        <Button
          component={Link}
          to={`new?${new URLSearchParams({ ...(seasonId ? { season: seasonId } : {}), ...(category ? { category } : {}) }).toString()}`}
          leftSection={<IconPlus size={18} />}
        >
          {t`New result`}
        </Button>
      </PageHeader>
      <Stack>
        <Group align="flex-end">
          <FileButton onChange={(file) => void importFile(file)} accept=".csv,text/csv">
            {(props) => (
              <Button
                variant="light"
                leftSection={<IconFileImport size={18} />}
                disabled={!seasonId}
                {...props}
              >
                {t`Import CSV`}
              </Button>
            )}
          </FileButton>
          <ExportButton query={trpc.result.exportCsv.queryOptions(seasonId ? { seasonId } : undefined)} />
        </Group>
        <Text size="sm" c="dimmed">
          {t`A CSV file has the columns category, place, team, country (a two-letter code such as SA) and institution. It replaces the results of the categories it names in the chosen season; a file with any error changes nothing.`}
        </Text>
        {report && report.errors.length > 0 && (
          <Alert
            color="red"
            title={t`Nothing was imported: the file has errors.`}
            withCloseButton
            onClose={() => setReport(null)}
          >
            <List size="sm">
              {report.errors.map((error, index) => (
                <List.Item key={index}>
                  {error.row > 0
                    ? t`Row ${error.row}, column ${error.column}: ${translateServerMessage(error.message)}`
                    : translateServerMessage(error.message)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {report && report.errors.length === 0 && (
          <Alert color="green" withCloseButton onClose={() => setReport(null)}>
            {t`Imported ${report.imported} results.`}
          </Alert>
        )}
        {seasonId && <ResultHolds seasonId={seasonId} />}
        <DataTable
          label={t`Results`}
          columns={columns}
          listQuery={(list) =>
            trpc.result.list.queryOptions({
              ...list,
              ...(seasonId ? { seasonId } : {}),
              ...(category ? { category: category as never } : {}),
            })
          }
          rowName={(row) => row.teamName}
          editPath={(row) => `${row.id}/edit`}
          onDelete={(row) => remove({ id: row.id, expectedUpdatedAt: row.updatedAt })}
          filters={
            <Group>
              <Select
                label={t`Season`}
                data={seasonOptions(seasons?.items ?? [], arabic)}
                value={seasonId}
                onChange={(value) => setParam("season", value)}
                allowDeselect={false}
              />
              <Select
                label={t`Category`}
                data={categories}
                value={category}
                onChange={(value) => setParam("category", value)}
                clearable
                placeholder={t`All categories`}
              />
            </Group>
          }
        />
      </Stack>
    </>
  );
}
