import { useLingui } from "@lingui/react/macro";
import { Paper, SimpleGrid, Text, Textarea, Typography } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTRPC } from "../api/trpc";

/**
 * A Markdown text field with its live preview beside it. The preview is rendered by the server
 * (`announcement.renderMarkdown`, the renderer the public site uses), so what the admin sees is
 * what visitors get, and no Markdown library is sent to the browser.
 */
export function MarkdownEditor<Values>({
  form,
  field,
  label,
  lang,
}: {
  form: UseFormReturnType<Values>;
  field: string;
  label: string;
  lang: "en" | "ar";
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const previewId = useId();
  const dir = lang === "ar" ? "rtl" : "ltr";
  const inputProps = form.getInputProps(field as never);
  const [markdown] = useDebouncedValue(String(inputProps.value ?? ""), 300);
  const preview = useQuery({
    ...trpc.announcement.renderMarkdown.queryOptions({ markdown }),
    enabled: markdown.trim() !== "",
    placeholderData: keepPreviousData,
  });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Textarea
        label={label}
        description={t`Markdown: **bold**, *italic*, [link](https://…), lists with "- ", headings with "## ".`}
        withAsterisk
        lang={lang}
        dir={dir}
        autosize
        minRows={6}
        maxRows={20}
        {...inputProps}
      />
      <div>
        <Text id={previewId} size="sm" fw={500}>
          {t`Preview: ${label}`}
        </Text>
        <Paper
          withBorder
          p="sm"
          mt={4}
          mih={120}
          lang={lang}
          dir={dir}
          role="region"
          aria-labelledby={previewId}
        >
          {markdown.trim() === "" ? (
            <Text size="sm" c="dimmed">{t`The preview appears here as you type.`}</Text>
          ) : (
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }} />
            </Typography>
          )}
        </Paper>
      </div>
    </SimpleGrid>
  );
}
