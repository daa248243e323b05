import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { DEFAULT_NATIONALITY } from "@wro/api/schemas/admin";
import { organizerCreateSchema, type OrganizerCreateInput } from "@wro/api/schemas/user";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { useTRPC } from "../api/trpc";
import { CountrySelect } from "../components/CountrySelect";
import { FormErrorAlert, schemaValidator, useSubmit, useTranslatedForm } from "../components/forms";
import { useCollectionMutation } from "../components/records";

interface OrganizerValues extends Record<string, unknown> {
  name: string;
  email: string;
  phoneNumber: string;
  nationalId: string;
  nationality: string | null;
}

const toInput = (values: OrganizerValues): OrganizerCreateInput => ({
  ...values,
  nationality: values.nationality ?? "",
});

/** The accounts an admin makes with this form: a national organizer (type 2), gate staff (type 5). */
export type AccountKind = "organizer" | "gate";

/**
 * The new national organizer form (issue 36): an account of type 2, verified and enabled; or,
 * with the same fields, a gate staff account (issue 37, type 5). The person is mailed a link to
 * choose their password; the form then opens their page.
 */
function OrganizerForm({ kind, onClose }: { kind: AccountKind; onClose: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const create = useCollectionMutation(
    kind === "gate" ? trpc.user.createGateStaff : trpc.user.createOrganizer,
  );
  const navigate = useNavigate();
  const form = useTranslatedForm<OrganizerValues>({
    initialValues: { name: "", email: "", phoneNumber: "", nationalId: "", nationality: DEFAULT_NATIONALITY },
    validate: schemaValidator(organizerCreateSchema, toInput),
  });
  // The new person, whose page opens once saved.
  const created = useRef<string | null>(null);
  const { submit, saving } = useSubmit(form, {
    save: async (values) => {
      const answer = await create(toInput(values));
      created.current = answer.person.id;
      return answer;
    },
    success:
      kind === "gate" ? msg`The gate staff account is created.` : msg`The national organizer is created.`,
    notice: ({ mailSent, person }) => {
      const email = person.email;
      return mailSent
        ? t`A link to choose a password was sent to ${email}.`
        : t`The link to choose a password could not be sent. Send it again from the person's page.`;
    },
    onSaved: () => {
      onClose();
      if (created.current) void navigate(`/users/${created.current}`);
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {kind === "gate"
            ? t`Gate staff check people in at the event's entrance with a phone, and can do nothing else. They receive an e-mail with a link to choose their password, then sign in to the back office, which shows them the gate screen.`
            : t`A national organizer registers their country's teams. They receive an e-mail with a link to choose their password.`}
        </Text>
        <FormErrorAlert form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name`} withAsterisk data-autofocus {...form.getInputProps("name")} />
          <TextInput label={t`Email`} type="email" withAsterisk dir="ltr" {...form.getInputProps("email")} />
          <TextInput
            label={t`Phone`}
            type="tel"
            withAsterisk
            dir="ltr"
            placeholder="+966 5x xxx xxxx"
            {...form.getInputProps("phoneNumber")}
          />
          <TextInput
            label={t`National ID`}
            withAsterisk
            dir="ltr"
            inputMode="numeric"
            {...form.getInputProps("nationalId")}
          />
          <CountrySelect label={t`Nationality`} withAsterisk {...form.getInputProps("nationality")} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={saving}>
            {kind === "gate" ? t`Create gate staff account` : t`Create organizer`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "New national organizer" and "New gate staff" on the users screen; closed while `kind` is null. */
export function OrganizerDialog({ kind, onClose }: { kind: AccountKind | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind === "gate" ? t`New gate staff` : t`New national organizer`}
      centered
      size="lg"
    >
      {kind && <OrganizerForm kind={kind} onClose={onClose} />}
    </Modal>
  );
}
