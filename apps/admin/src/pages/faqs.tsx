import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NumberInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { faqCreateSchema, faqUpdateSchema } from "@wro/api/forms";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { BilingualFields } from "../components/BilingualFields";
import type { Column } from "../components/DataTable";
import { listPage } from "../components/listPage";
import { StatusField } from "../components/StatusField";
import {
  RecordFormFrame,
  statusColumn,
  useCollectionMutation,
  useRecordForm,
  formPages,
} from "../components/records";

type Faq = RouterOutputs["faq"]["byId"];

const listPath = "/faqs";

export const ListPage = listPage({
  title: msg`FAQ`,
  newLabel: msg`New question`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const filter = trpc.faq.pathFilter();
    const setStatus = useCollectionMutation(trpc.faq.setStatus.mutationOptions(), filter);
    const arabic = i18n.locale === "ar";
    const questionOf = (faq: Faq) => (arabic ? faq.questionAr : faq.questionEn);
    const columns: Column<Faq, "order" | "questionEn" | "questionAr" | "status">[] = [
      {
        key: "question",
        header: t`Question`,
        sort: arabic ? "questionAr" : "questionEn",
        render: questionOf,
      },
      { key: "order", header: t`Order`, sort: "order", render: (faq) => faq.order },
      statusColumn({ nameOf: questionOf, setStatus }),
    ];
    return {
      list: (params) => trpc.faq.listForAdmin.queryOptions(params),
      remove: useCollectionMutation(trpc.faq.delete.mutationOptions(), filter),
      rowName: questionOf,
      columns,
    };
  },
});

interface FaqValues extends Record<string, unknown> {
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
  order: number | string;
  status: boolean;
}

const toInput = (values: FaqValues) => ({
  ...values,
  order: values.order === "" ? 0 : Number(values.order),
});

function FaqForm({ record: faq, onReload }: { record?: Faq; onReload?: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const filter = trpc.faq.pathFilter();
  const { form, ...submission } = useRecordForm({
    record: faq,
    listPath,
    initialValues: {
      questionEn: faq?.questionEn ?? "",
      questionAr: faq?.questionAr ?? "",
      answerEn: faq?.answerEn ?? "",
      answerAr: faq?.answerAr ?? "",
      order: faq?.order ?? 0,
      status: faq?.status ?? true,
    } satisfies FaqValues,
    toInput,
    createSchema: faqCreateSchema,
    updateSchema: faqUpdateSchema,
    create: useCollectionMutation(trpc.faq.create.mutationOptions(), filter),
    update: useCollectionMutation(trpc.faq.update.mutationOptions(), filter),
  });

  return (
    <RecordFormFrame form={form} {...submission} onReload={onReload} cancelTo={listPath} maw={960}>
      <BilingualFields
        form={form}
        en="questionEn"
        ar="questionAr"
        labelEn={t`Question in English`}
        labelAr={t`Question in Arabic`}
      />
      <BilingualFields
        form={form}
        en="answerEn"
        ar="answerAr"
        labelEn={t`Answer in English`}
        labelAr={t`Answer in Arabic`}
        multiline
      />
      <NumberInput
        label={t`Order`}
        description={t`Lower numbers are shown first.`}
        min={0}
        allowDecimal={false}
        {...form.getInputProps("order")}
      />
      <StatusField form={form} />
    </RecordFormFrame>
  );
}

export const { NewPage, EditPage } = formPages({
  listPath,
  newTitle: msg`New question`,
  editTitle: msg`Edit question`,
  useRecord: (id) => useQuery(useTRPC().faq.byId.queryOptions({ id })),
  Form: FaqForm,
});
