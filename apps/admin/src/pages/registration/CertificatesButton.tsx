import { useLingui } from "@lingui/react/macro";
import { Button, Menu } from "@mantine/core";
import { IconCertificate, IconChevronDown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { certificatesPath, type CertificateFormat } from "@wro/api/schemas/certificate";
import { useTRPC } from "../../api/trpc";

type Selection = { of: "delegation"; id: string } | { of: "all" };

/**
 * "Download certificates" (issue 37): the participation and medal certificates of one delegation,
 * or of every delegation, from the site's document route: one PDF of all of them, or a ZIP of one
 * PDF per person. Shown only when there is at least one (team members on a paid order; medals
 * from the results), as the server counts them.
 */
export function CertificatesButton({ selection, label }: { selection: Selection; label: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const count = useQuery(
    trpc.certificate.count.queryOptions(selection.of === "delegation" ? { delegationId: selection.id } : {}),
  ).data?.count;
  if (!count) return null;
  const href = (format: CertificateFormat) => certificatesPath({ ...selection, format });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconCertificate size={18} />}
          rightSection={<IconChevronDown size={16} />}
          data-testid="download-certificates"
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={href("pdf")} download data-testid="download-certificates-pdf">
          {t`One PDF of all certificates`}
        </Menu.Item>
        <Menu.Item component="a" href={href("zip")} download data-testid="download-certificates-zip">
          {t`ZIP, one PDF per person`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
