import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** An English and an Arabic field side by side, each typed in its own direction. */
export function BilingualFields<Values>({
  form,
  en,
  ar,
  labelEn,
  labelAr,
  multiline,
  required = true,
}: {
  form: UseFormReturnType<Values>;
  en: string;
  ar: string;
  labelEn: string;
  labelAr: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const Field = multiline ? Textarea : TextInput;
  const extra = multiline ? { autosize: true, minRows: 3, maxRows: 12 } : {};
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field
        label={labelEn}
        withAsterisk={required}
        lang="en"
        dir="ltr"
        {...extra}
        {...form.getInputProps(en as never)}
      />
      <Field
        label={labelAr}
        withAsterisk={required}
        lang="ar"
        dir="rtl"
        {...extra}
        {...form.getInputProps(ar as never)}
      />
    </SimpleGrid>
  );
}
