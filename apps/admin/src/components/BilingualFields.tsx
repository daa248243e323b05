import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** The bilingual fields of the admin forms: their labels, by what the field holds. */
const labels = {
  name: [msg`Name in English`, msg`Name in Arabic`],
  title: [msg`Title in English`, msg`Title in Arabic`],
  description: [msg`Description in English`, msg`Description in Arabic`],
  question: [msg`Question in English`, msg`Question in Arabic`],
  answer: [msg`Answer in English`, msg`Answer in Arabic`],
  area: [msg`Area in English`, msg`Area in Arabic`],
  location: [msg`Location in English`, msg`Location in Arabic`],
  place: [msg`Place in English`, msg`Place in Arabic`],
  venueName: [msg`Venue name in English`, msg`Venue name in Arabic`],
  venueAddress: [msg`Venue address in English`, msg`Venue address in Arabic`],
  sellerName: [msg`Seller name in English`, msg`Seller name in Arabic`],
  signatoryName: [msg`Signatory's name in English`, msg`Signatory's name in Arabic`],
  signatoryTitle: [msg`Signatory's title in English`, msg`Signatory's title in Arabic`],
} satisfies Record<string, [MessageDescriptor, MessageDescriptor]>;

/**
 * An English and an Arabic field side by side, each typed in its own direction. `field`
 * names what they hold; their values are `<path>En` and `<path>Ar` (`path` is `field` unless
 * the values sit elsewhere, as a season attribute's `attributes.0.desc`).
 */
export function BilingualFields<Values>({
  form,
  field,
  path = field,
  multiline,
  required = true,
}: {
  form: UseFormReturnType<Values>;
  field: keyof typeof labels;
  path?: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const { _ } = useLingui();
  const [labelEn, labelAr] = labels[field];
  const Field = multiline ? Textarea : TextInput;
  const extra = multiline ? { autosize: true, minRows: 3, maxRows: 12 } : {};
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field
        label={_(labelEn)}
        withAsterisk={required}
        lang="en"
        dir="ltr"
        {...extra}
        {...form.getInputProps(`${path}En` as never)}
      />
      <Field
        label={_(labelAr)}
        withAsterisk={required}
        lang="ar"
        dir="rtl"
        {...extra}
        {...form.getInputProps(`${path}Ar` as never)}
      />
    </SimpleGrid>
  );
}
