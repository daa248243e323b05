import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Group, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import {
  announcementCreateSchema,
  announcementUpdateSchema,
  type AnnouncementState,
} from "@wro/api/schemas/announcement";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { useFormatDate } from "../lib/format";
import { BilingualFields } from "../components/BilingualFields";
import type { Column } from "../components/DataTable";
import { ImageField } from "../components/ImageField";
import { MarkdownEditor } from "../components/MarkdownEditor";
import { effectiveState, PublishingFields, StateBadge } from "../components/PublishingFields";
import { StatusField } from "../components/ListingFields";
import { RecordFormFrame, statusColumn, useCollectionMutation, useRecordForm } from "../components/records";
import { formPages, listPage } from "../components/screens";

type Announcement = RouterOutputs["announcement"]["byId"];

const listPath = "/announcements";

export const ListPage = listPage({
  title: msg`Announcements`,
  newLabel: msg`New announcement`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const setStatus = useCollectionMutation(trpc.announcement.setStatus);
    const formatDate = useFormatDate();
    const arabic = i18n.locale === "ar";
    const titleOf = (announcement: Announcement) => (arabic ? announcement.titleAr : announcement.titleEn);
    const columns: Column<
      Announcement,
      "publishedAt" | "titleEn" | "titleAr" | "slug" | "state" | "status"
    >[] = [
      { key: "title", header: t`Title`, sort: arabic ? "titleAr" : "titleEn", render: titleOf },
      { key: "slug", header: t`Slug`, sort: "slug", render: (announcement) => announcement.slug },
      {
        key: "state",
        header: t`Publishing`,
        sort: "state",
        render: (announcement) => (
          <StateBadge state={effectiveState(announcement.state, announcement.publishedAt)} />
        ),
      },
      {
        key: "publishedAt",
        header: t`Publish time (Riyadh)`,
        sort: "publishedAt",
        render: (announcement) => formatDate(announcement.publishedAt, true),
      },
      statusColumn({ nameOf: titleOf, setStatus }),
    ];
    return {
      list: (params) => trpc.announcement.list.queryOptions(params),
      remove: useCollectionMutation(trpc.announcement.delete),
      rowName: titleOf,
      columns,
    };
  },
});

interface AnnouncementValues extends Record<string, unknown> {
  slug: string;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  state: AnnouncementState;
  publishedAt: Date | null;
  status: boolean;
  imageFile: string | null;
  removeImage: boolean;
}

const toInput = ({ imageFile, ...values }: AnnouncementValues) => ({
  ...values,
  imageFile: imageFile ?? undefined,
});

function AnnouncementForm({
  record: announcement,
  onReload,
}: {
  record?: Announcement;
  onReload?: () => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const create = useCollectionMutation(trpc.announcement.create);
  const update = useCollectionMutation(trpc.announcement.update);
  const initialValues: AnnouncementValues = {
    slug: announcement?.slug ?? "",
    titleEn: announcement?.titleEn ?? "",
    titleAr: announcement?.titleAr ?? "",
    bodyEn: announcement?.bodyEn ?? "",
    bodyAr: announcement?.bodyAr ?? "",
    // A scheduled item whose time has passed opens as published (what it now is).
    // A new item starts as a draft: saving an unfinished one must not make it public.
    state: announcement ? effectiveState(announcement.state, announcement.publishedAt) : "DRAFT",
    publishedAt: announcement?.publishedAt ?? new Date(),
    status: announcement?.status ?? true,
    imageFile: null,
    removeImage: false,
  };
  const { form, saving, frame } = useRecordForm({
    record: announcement,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: announcementCreateSchema,
    updateSchema: announcementUpdateSchema,
    // Validation has made sure there is a publish time.
    create: ({ publishedAt, ...input }) => create({ ...input, publishedAt: publishedAt ?? new Date() }),
    update: ({ publishedAt, ...input }) => update({ ...input, publishedAt: publishedAt ?? new Date() }),
  });

  return (
    <RecordFormFrame {...frame} maw={1200}>
      <BilingualFields form={form} field="title" />
      <MarkdownEditor form={form} field="bodyEn" label={t`Text in English`} lang="en" />
      <MarkdownEditor form={form} field="bodyAr" label={t`Text in Arabic`} lang="ar" />
      <TextInput
        label={t`Slug`}
        description={t`Letters, digits and dashes. Left empty, it is made from the English title.`}
        dir="ltr"
        maw={480}
        {...form.getInputProps("slug")}
      />
      <PublishingFields form={form} previewId={announcement?.id} />
      <ImageField
        label={t`Image (optional)`}
        current={form.values.removeImage ? null : announcement?.image}
        value={form.values.imageFile}
        onChange={(dataUrl) => form.setValues({ imageFile: dataUrl, removeImage: false })}
        error={form.getInputProps("imageFile").error as string | undefined}
        saving={saving}
      />
      {announcement?.image && !form.values.imageFile && (
        <Group>
          <Checkbox
            label={t`Remove the current image`}
            {...form.getInputProps("removeImage", { type: "checkbox" })}
          />
        </Group>
      )}
      <StatusField form={form} />
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New announcement`,
  editTitle: msg`Edit announcement`,
  useRecord: (id) => useQuery(useTRPC().announcement.byId.queryOptions({ id })),
  Form: AnnouncementForm,
});
