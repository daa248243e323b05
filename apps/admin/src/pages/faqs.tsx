import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { faqCreateSchema, faqUpdateSchema } from "@wro/api/schemas/faq";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { BilingualFields } from "../components/BilingualFields";
import type { Column } from "../components/DataTable";
import { OrderField, StatusField } from "../components/ListingFields";
import { RecordFormFrame, statusColumn, useCollectionMutation, useRecordForm } from "../components/records";
import { formPages, listPage } from "../components/screens";

type Faq = RouterOutputs["faq"]["byId"];

const listPath = "/faqs";

export const ListPage = listPage({
  title: msg`FAQ`,
  newLabel: msg`New question`,
  useTable: () => {
    const { t, i18n } = useLingui();
    const trpc = useTRPC();
    const setStatus = useCollectionMutation(trpc.faq.setStatus);
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
      list: (params) => trpc.faq.list.queryOptions(params),
      remove: useCollectionMutation(trpc.faq.delete),
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
  const trpc = useTRPC();
  const initialValues: FaqValues = {
    questionEn: faq?.questionEn ?? "",
    questionAr: faq?.questionAr ?? "",
    answerEn: faq?.answerEn ?? "",
    answerAr: faq?.answerAr ?? "",
    order: faq?.order ?? 0,
    status: faq?.status ?? true,
  };
  const { form, frame } = useRecordForm({
    record: faq,
    onReload,
    listPath,
    initialValues,
    toInput,
    createSchema: faqCreateSchema,
    updateSchema: faqUpdateSchema,
    create: useCollectionMutation(trpc.faq.create),
    update: useCollectionMutation(trpc.faq.update),
  });

  return (
    <RecordFormFrame {...frame} maw={960}>
      <BilingualFields form={form} field="question" />
      <BilingualFields form={form} field="answer" multiline />
      <OrderField form={form} />
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
