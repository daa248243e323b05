import "@mantine/dropzone/styles.css";
import { useLingui } from "@lingui/react/macro";
import { Group, Image, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { detectImageType, MAX_IMAGE_BYTES } from "@wro/api/forms";
import { useState } from "react";
import type { ImageFieldProps } from "./ImageField";

const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL's result is a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

/** Drag-and-drop or pick one JPG, PNG or GIF of at most 2 MB; says why a file is refused. */
export default function ImageDropzone({ label, value, onChange, error, disabled }: ImageFieldProps) {
  const { t } = useLingui();
  const [rejection, setRejection] = useState<string | null>(null);

  const tooLarge = t`The image must be at most 2 MB.`;
  const wrongType = t`The image must be a JPG, PNG or GIF file.`;

  const accept = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    // The browser judges by the name; the content decides (as on the server).
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!detectImageType(head)) {
      setRejection(wrongType);
      return;
    }
    setRejection(null);
    onChange(await readAsDataUrl(file));
  };

  const reject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejected) => rejected.errors.map((problem) => problem.code));
    setRejection(
      codes.includes("file-too-large")
        ? tooLarge
        : codes.includes("file-invalid-type")
          ? wrongType
          : t`Please choose one image file.`,
    );
  };

  const message = rejection ?? error;
  return (
    <Stack gap={4}>
      <Dropzone
        onDrop={(files) => void accept(files)}
        onReject={reject}
        accept={ACCEPTED_IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        maxFiles={1}
        multiple={false}
        disabled={disabled}
        aria-label={label}
        style={message ? { borderColor: "var(--mantine-color-error)" } : undefined}
      >
        <Group justify="center" gap="md" mih={80} style={{ pointerEvents: "none" }}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} stroke={1.5} />
          </Dropzone.Idle>
          <div>
            <Text size="sm" fw={500}>
              {t`Drag an image here or click to choose one`}
            </Text>
            <Text size="xs" c="dimmed">
              {t`JPG, PNG or GIF, at most 2 MB`}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
      {value && <Image src={value} alt={t`Preview of the new image`} h={120} w="auto" fit="contain" />}
    </Stack>
  );
}
