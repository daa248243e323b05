import { useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useQueryClient, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../api/messages";
import { notifyError } from "../api/notify";
import { downloadCsv } from "../lib/download";

interface CsvFile {
  filename: string;
  csv: string;
}

/** "Export CSV": asks the API for the export of what the screen shows, then downloads it. */
export function ExportButton<Error, Key extends QueryKey>({
  query,
  label,
}: {
  /** The export query with the screen's current filters (`trpc.x.exportCsv.queryOptions`). */
  query: UseQueryOptions<CsvFile, Error, CsvFile, Key>;
  /** When the export is not simply the rows listed ("Export people (CSV)"). */
  label?: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      // Always a fresh export: the data may have changed since the last one.
      downloadCsv(await queryClient.fetchQuery({ ...query, staleTime: 0 }));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} />}
      loading={busy}
      onClick={() => void exportCsv()}
    >
      {label ?? t`Export CSV`}
    </Button>
  );
}
