import { useLingui } from "@lingui/react/macro";
import { Group, Image, Input, Progress, Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { fileUrl } from "@wro/api/file-url";

// The dropzone library is its own chunk, loaded by the first form that shows an image.
const ImageDropzone = lazy(() => import("./ImageDropzone"));

export interface ImageFieldProps {
  label: string;
  /** The newly chosen image as a data URL, or null. */
  value: string | null;
  onChange: (dataUrl: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * An image of a record: the stored one (if any), a dropzone for a new one with its preview,
 * and a progress bar while the form saves it.
 */
export function ImageField({
  current,
  saving,
  required,
  ...props
}: ImageFieldProps & { current?: string | null | undefined; saving: boolean; required?: boolean }) {
  const { t } = useLingui();
  return (
    <Input.Wrapper label={props.label} required={required}>
      <Stack gap="xs" mt={4}>
        {current && !props.value && (
          <Group gap="sm">
            <Image src={fileUrl(current)} alt={t`Current image`} h={80} w="auto" fit="contain" />
            <Text size="xs" c="dimmed">
              {t`Current image. Choose a new one to replace it.`}
            </Text>
          </Group>
        )}
        <Suspense fallback={<Skeleton h={100} />}>
          <ImageDropzone {...props} disabled={props.disabled || saving} />
        </Suspense>
        {saving && props.value && (
          <Stack gap={2}>
            <Text size="xs">{t`Uploading the image…`}</Text>
            <Progress value={100} animated striped aria-label={t`Uploading the image…`} />
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
