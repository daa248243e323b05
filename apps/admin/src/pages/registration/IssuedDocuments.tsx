import { useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { documentKindLabels } from "@wro/api/labels/document";
import { medalLabels } from "@wro/api/labels/result";
import { visaLettersPdfPath } from "@wro/api/schemas/document";
import { useState } from "react";
import { errorMessage } from "../../api/messages";
import { notifyError } from "../../api/notify";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { useCollectionMutation } from "../../components/records";
import { useFormatDate } from "../../lib/format";
import type { Delegation } from "./labels";
import { RowsTable, Section, useLabel } from "./parts";

type IssuedDocument = RouterOutputs["document"]["list"][number];

/** What the admin confirms: revoking a live document, or issuing its holder a new one. */
interface Pending {
  action: "revoke" | "reissue";
  document: IssuedDocument;
}

/**
 * The delegation's visa letters and certificates (issue 37): each with its reference, holder and
 * state. An admin revokes one (its reference then checks as revoked at /verify/, and downloads
 * leave that person out) or reissues one (a new reference; the live one is revoked with it). The
 * visa letters of the delegation's foreign members download as one PDF.
 */
export function IssuedDocuments({ delegation }: { delegation: Delegation }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const label = useLabel();
  const formatDate = useFormatDate();
  const query = useQuery(trpc.document.list.queryOptions({ delegationId: delegation.id }));
  const revoke = useCollectionMutation(trpc.document.revoke);
  const reissue = useCollectionMutation(trpc.document.reissue);
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const paid = delegation.orders.some((order) => order.status === "paid");

  const confirm = async () => {
    if (!pending) return;
    setWorking(true);
    try {
      const { reference } = pending.document;
      if (pending.action === "revoke") {
        await revoke({ id: pending.document.id });
        notifications.show({ color: "green", message: t`${reference} is revoked.` });
      } else {
        const issued = await reissue({ id: pending.document.id });
        const next = issued.reference;
        notifications.show({ color: "green", message: t`Issued again as ${next}.` });
      }
      setPending(null);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setWorking(false);
    }
  };

  const kindOf = (document: IssuedDocument) => {
    const kind = i18n._(documentKindLabels[document.kind]);
    return document.medal ? `${kind} (${label(medalLabels, document.medal)})` : kind;
  };
  const holder = pending?.document.holderNameLatin ?? "";
  const reference = pending?.document.reference ?? "";

  return (
    <Section
      title={t`Letters and certificates`}
      actions={
        paid && (
          <Button
            component="a"
            href={visaLettersPdfPath({ of: "delegation", id: delegation.id })}
            download
            variant="default"
            size="xs"
            leftSection={<IconFileDownload size={16} />}
            data-testid="download-visa-letters"
          >
            {t`Download visa letters`}
          </Button>
        )
      }
    >
      {query.isError ? (
        <Text size="sm" c="red">
          {errorMessage(query.error)}
        </Text>
      ) : (
        <RowsTable<IssuedDocument>
          label={t`Letters and certificates`}
          rows={query.data ?? []}
          empty={
            query.isPending
              ? t`Loading…`
              : t`None issued yet: a letter or certificate is issued the first time it is downloaded.`
          }
          minWidth={860}
          columns={[
            {
              key: "reference",
              header: t`Reference`,
              render: (document) => (
                <Text size="sm" dir="ltr" ff="monospace" span style={{ whiteSpace: "nowrap" }}>
                  {document.reference}
                </Text>
              ),
            },
            { key: "kind", header: t`Document`, render: kindOf },
            {
              key: "holder",
              header: t`Holder`,
              render: (document) => (
                <Stack gap={0}>
                  <Text size="sm" dir="ltr" span>
                    {document.holderNameLatin}
                  </Text>
                  <Text size="xs" c="dimmed" dir="rtl" lang="ar" span>
                    {document.holderNameArabic}
                  </Text>
                </Stack>
              ),
            },
            {
              key: "issuedAt",
              header: t`Issued on`,
              render: (document) => formatDate(document.issuedAt, true),
            },
            {
              key: "state",
              header: t`State`,
              render: (document) =>
                document.revokedAt ? (
                  <Badge color="red" variant="light" data-testid="document-state" data-state="revoked">
                    {t`Revoked`}
                  </Badge>
                ) : (
                  <Badge color="green" variant="light" data-testid="document-state" data-state="valid">
                    {t`Valid`}
                  </Badge>
                ),
            },
            {
              key: "actions",
              header: t`Actions`,
              render: (document) => {
                const named = document.reference;
                return (
                  <Group gap="xs" wrap="nowrap">
                    {!document.revokedAt && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setPending({ action: "revoke", document })}
                        aria-label={t`Revoke ${named}`}
                      >
                        {t`Revoke`}
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setPending({ action: "reissue", document })}
                      aria-label={t`Reissue ${named}`}
                    >
                      {t`Reissue`}
                    </Button>
                  </Group>
                );
              },
            },
          ]}
        />
      )}
      <Modal
        opened={pending !== null}
        onClose={() => !working && setPending(null)}
        title={pending?.action === "revoke" ? t`Revoke ${reference}?` : t`Reissue ${reference}?`}
        centered
      >
        <Stack>
          <Text>
            {pending?.action === "revoke"
              ? t`The check at /verify/ will say this document of ${holder} is revoked, and downloads will leave them out until you reissue it.`
              : t`${holder} gets a new document with a new reference and their names as they are now. A document still valid under ${reference} is revoked.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)} disabled={working}>
              {t`Cancel`}
            </Button>
            <Button
              color={pending?.action === "revoke" ? "red" : undefined}
              loading={working}
              onClick={() => void confirm()}
            >
              {pending?.action === "revoke" ? t`Revoke` : t`Reissue`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
