import { useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Radio, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { AnnouncementState } from "@wro/api/schemas/announcement";
import { RiyadhDateTimeInput } from "./RiyadhDateTimeInput";

/** What visitors see now: a scheduled item whose time has come is published. */
export const effectiveState = (state: AnnouncementState, publishedAt: Date, now = new Date()) =>
  state === "SCHEDULED" && publishedAt <= now ? "PUBLISHED" : state;

/** The state as a coloured badge (list and form). */
export function StateBadge({ state }: { state: AnnouncementState }) {
  const { t } = useLingui();
  const look = {
    DRAFT: { color: "gray", label: t`Draft` },
    SCHEDULED: { color: "yellow", label: t`Scheduled` },
    PUBLISHED: { color: "teal", label: t`Published` },
  }[state];
  return (
    <Badge color={look.color} variant="dot">
      {look.label}
    </Badge>
  );
}

/**
 * The publishing part of the announcement form: draft, scheduled or published, the publish
 * time in Riyadh time, and links to preview the saved version in the public layout.
 */
export function PublishingFields<Values extends { state: AnnouncementState; publishedAt: Date | null }>({
  form,
  previewId,
}: {
  form: UseFormReturnType<Values>;
  /** The saved announcement's id; new ones have no preview yet. */
  previewId?: string | undefined;
}) {
  const { t } = useLingui();
  const state = form.values.state;
  return (
    <Stack gap="sm">
      <Radio.Group label={t`Publishing`} withAsterisk {...form.getInputProps("state" as never)}>
        <Group mt={6} gap="lg">
          <Radio value="DRAFT" label={t`Draft`} description={t`Only organizers can see it.`} />
          <Radio value="SCHEDULED" label={t`Scheduled`} description={t`Goes public at the time below.`} />
          <Radio value="PUBLISHED" label={t`Published`} description={t`Public now.`} />
        </Group>
      </Radio.Group>
      <RiyadhDateTimeInput
        label={state === "SCHEDULED" ? t`Publish at` : t`Publication date`}
        withAsterisk
        clearable={false}
        {...form.getInputProps("publishedAt" as never)}
      />
      {previewId ? (
        <Group gap="sm">
          <Button
            component="a"
            variant="default"
            href={`/announcement-preview/${previewId}/`}
            target="_blank"
          >
            {t`Preview in English`}
          </Button>
          <Button
            component="a"
            variant="default"
            href={`/ar/announcement-preview/${previewId}/`}
            target="_blank"
          >
            {t`Preview in Arabic`}
          </Button>
          <Text size="xs" c="dimmed">
            {t`The preview shows the saved version, in the public layout, to organizers only.`}
          </Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t`Save the announcement (for example as a draft) to preview it in the public layout.`}
        </Text>
      )}
    </Stack>
  );
}
