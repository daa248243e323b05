import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { SimpleGrid, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { announcementCreateSchema, announcementUpdateSchema } from "@wro/api/forms";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { BilingualFields } from "../components/BilingualFields";
import type { Column } from "../components/DataTable";
import { listPage } from "../components/listPage";
import { DateField, isoDay } from "../components/DateField";
import { StatusField } from "../components/StatusField";
import {
  RecordFormFrame,
  statusColumn,
  useCollectionMutation,
  useRecordForm,
  formPages,
} from "../components/records";
import { useFormatDate } from "../lib/format";

type Announcement = RouterOutputs["announcement"]["byId"];

const listPath = "/announcements";

export const ListPage = listPage({
  title: msg`Announcements`,
  newLabel: msg`New announcement`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const formatDate = useFormatDate();
    const filter = trpc.announcement.pathFilter();
    const setStatus = useCollectionMutation(trpc.announcement.setStatus.mutationOptions(), filter);
    const arabic = i18n.locale === "ar";
    const titleOf = (announcement: Announcement) => (arabic ? announcement.titleAr : announcement.titleEn);
    const columns: Column<Announcement, "publishedAt" | "titleEn" | "titleAr" | "slug" | "status">[] = [
      { key: "title", header: t`Title`, sort: arabic ? "titleAr" : "titleEn", render: titleOf },
      { key: "slug", header: t`Slug`, sort: "slug", render: (announcement) => announcement.slug },
      {
        key: "publishedAt",
        header: t`Published on`,
        sort: "publishedAt",
        render: (announcement) => formatDate(announcement.publishedAt),
      },
      statusColumn({ nameOf: titleOf, setStatus }),
    ];
    return {
      list: (params) => trpc.announcement.listForAdmin.queryOptions(params),
      remove: useCollectionMutation(trpc.announcement.delete.mutationOptions(), filter),
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
  /** "YYYY-MM-DD". */
  publishedAt: string | null;
  status: boolean;
}

const toInput = ({ publishedAt, ...values }: AnnouncementValues) => ({
  ...values,
  publishedAt: publishedAt ? new Date(`${publishedAt}T00:00:00Z`) : null,
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
  const filter = trpc.announcement.pathFilter();
  const create = useCollectionMutation(trpc.announcement.create.mutationOptions(), filter);
  const update = useCollectionMutation(trpc.announcement.update.mutationOptions(), filter);
  const { form, ...submission } = useRecordForm({
    record: announcement,
    listPath,
    initialValues: {
      slug: announcement?.slug ?? "",
      titleEn: announcement?.titleEn ?? "",
      titleAr: announcement?.titleAr ?? "",
      bodyEn: announcement?.bodyEn ?? "",
      bodyAr: announcement?.bodyAr ?? "",
      publishedAt: isoDay(announcement?.publishedAt ?? new Date()),
      status: announcement?.status ?? true,
    } satisfies AnnouncementValues,
    toInput,
    createSchema: announcementCreateSchema,
    updateSchema: announcementUpdateSchema,
    // Validation has made sure there is a date.
    create: ({ publishedAt, ...input }) => create({ ...input, publishedAt: publishedAt ?? new Date() }),
    update: ({ publishedAt, ...input }) => update({ ...input, publishedAt: publishedAt ?? new Date() }),
  });

  return (
    <RecordFormFrame form={form} {...submission} onReload={onReload} cancelTo={listPath} maw={960}>
      <BilingualFields
        form={form}
        en="titleEn"
        ar="titleAr"
        labelEn={t`Title in English`}
        labelAr={t`Title in Arabic`}
      />
      <BilingualFields
        form={form}
        en="bodyEn"
        ar="bodyAr"
        labelEn={t`Text in English`}
        labelAr={t`Text in Arabic`}
        multiline
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Slug`}
          description={t`Letters, digits and dashes.`}
          withAsterisk
          dir="ltr"
          {...form.getInputProps("slug")}
        />
        <DateField
          label={t`Published on`}
          withAsterisk
          clearable={false}
          {...form.getInputProps("publishedAt")}
        />
      </SimpleGrid>
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
