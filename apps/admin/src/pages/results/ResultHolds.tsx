import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconEyeOff, IconSpeakerphone } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { resultCategoryLabels } from "@wro/api/labels/result";
import { useState } from "react";
import { errorMessage } from "../../api/messages";
import { notifyError, notifySuccess } from "../../api/notify";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { LoadError } from "../../components/LoadError";
import { useCollectionMutation } from "../../components/records";
import { useFormatDate } from "../../lib/format";

type Release = RouterOutputs["result"]["releases"][number];
type Action = "hold" | "announce";

/** Asks before holding or announcing a category, then does it. */
function ReleaseConfirmation({
  asked,
  onClose,
  run,
}: {
  asked: { release: Release; action: Action } | null;
  onClose: () => void;
  run: (release: Release, action: Action) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const category = asked ? i18n._(resultCategoryLabels[asked.release.category]) : "";
  const count = asked?.release.results ?? 0;
  const hold = asked?.action === "hold";
  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    try {
      await run(asked.release, asked.action);
      notifySuccess(
        hold ? msg`The results of “${category}” are held.` : msg`The results of “${category}” are announced.`,
      );
      onClose();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={asked !== null}
      onClose={() => !busy && onClose()}
      title={hold ? t`Hold the results of “${category}”?` : t`Announce the results of “${category}”?`}
      centered
    >
      <Stack>
        <Text>
          {hold ? (
            <Trans>
              They leave the public site at once, open results pages included, and nothing entered or imported
              in this category is shown until you announce it.
            </Trans>
          ) : (
            <Trans>
              Its {count} results appear at once on the results page and on every open one, in English and
              Arabic.
            </Trans>
          )}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button color={hold ? "orange" : undefined} loading={busy} onClick={() => void confirm()}>
            {hold ? t`Hold` : t`Announce`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The ceremony switches of a season (issue 38): each category is public, or held back until an
 * admin announces it. A category can be held before its results are entered.
 */
export function ResultHolds({ seasonId }: { seasonId: string }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const formatDate = useFormatDate();
  const query = useQuery(trpc.result.releases.queryOptions({ seasonId }));
  const hold = useCollectionMutation(trpc.result.hold);
  const announce = useCollectionMutation(trpc.result.announce);
  const [asked, setAsked] = useState<{ release: Release; action: Action } | null>(null);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t`Hold until announced`}
          </Title>
          <Text size="sm" c="dimmed">
            {t`Hold a category before its ceremony: none of its results is public until you press “Announce”, which shows them at once on every open results page.`}
          </Text>
        </div>
        {query.isError && !query.data ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t`Hold until announced`} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Category`}</Table.Th>
                  <Table.Th>{t`Results`}</Table.Th>
                  <Table.Th>{t`Public site`}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(query.data ?? []).map((release) => {
                  const category = i18n._(resultCategoryLabels[release.category]);
                  return (
                    <Table.Tr key={release.category}>
                      <Table.Th scope="row" fw={400}>
                        {category}
                      </Table.Th>
                      <Table.Td>{release.results}</Table.Td>
                      <Table.Td>
                        {release.held ? (
                          <Group gap="xs">
                            <Badge color="orange" variant="light">{t`Held`}</Badge>
                            {release.heldSince && (
                              <Text size="xs" c="dimmed">
                                {formatDate(release.heldSince, true)}
                              </Text>
                            )}
                          </Group>
                        ) : (
                          <Badge color="green" variant="light">{t`Shown`}</Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {release.held ? (
                          <Button
                            size="xs"
                            leftSection={<IconSpeakerphone size={16} />}
                            aria-label={t`Announce ${category}`}
                            onClick={() => setAsked({ release, action: "announce" })}
                          >
                            {t`Announce`}
                          </Button>
                        ) : (
                          <Button
                            size="xs"
                            variant="light"
                            color="orange"
                            leftSection={<IconEyeOff size={16} />}
                            aria-label={t`Hold ${category}`}
                            onClick={() => setAsked({ release, action: "hold" })}
                          >
                            {t`Hold`}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ReleaseConfirmation
        asked={asked}
        onClose={() => setAsked(null)}
        run={(release, action) =>
          (action === "hold" ? hold : announce)({ seasonId, category: release.category })
        }
      />
    </Paper>
  );
}
