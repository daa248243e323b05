import { useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { settingUpdateSchema } from "@wro/api/schemas/setting";
import { successMessages } from "../api/notify";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { schemaValidator, useSubmit, useTranslatedForm } from "../components/forms";
import { RecordFormFrame, useCollectionMutation } from "../components/records";
import { EditScreen } from "../components/screens";

type Settings = RouterOutputs["setting"]["get"];

interface SettingsValues extends Record<string, unknown> {
  registrationLink: string;
  visitorRegistrationLink: string;
  contactEmail: string;
  contactPhone: string;
}

function SettingsForm({ settings, reload }: { settings: Settings; reload: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const update = useCollectionMutation(trpc.setting.update);
  const input = (values: SettingsValues) => ({
    ...values,
    siteName: settings.siteName,
    expectedUpdatedAt: settings.updatedAt,
  });
  const form = useTranslatedForm<SettingsValues>({
    initialValues: {
      registrationLink: settings.registrationLink,
      visitorRegistrationLink: settings.visitorRegistrationLink ?? "",
      contactEmail: settings.contactEmail,
      contactPhone: settings.contactPhone ?? "",
    },
    validate: schemaValidator(settingUpdateSchema, input),
  });
  const submission = useSubmit(form, {
    save: (values) => update(input(values)),
    success: successMessages.updated,
    onSaved: reload,
  });
  return (
    <RecordFormFrame form={form} {...submission} onReload={reload} cancelTo="/dashboard">
      <TextInput
        label={t`Registration link`}
        description={t`Where the registration pages send teams' national organizers (the official registration system).`}
        type="url"
        dir="ltr"
        withAsterisk
        {...form.getInputProps("registrationLink")}
      />
      <TextInput
        label={t`Visitor registration link`}
        description={t`Where the visitor registration page sends visitors. Leave empty to ask them to write to the contact e-mail.`}
        type="url"
        dir="ltr"
        {...form.getInputProps("visitorRegistrationLink")}
      />
      <TextInput
        label={t`Contact e-mail`}
        type="email"
        dir="ltr"
        withAsterisk
        {...form.getInputProps("contactEmail")}
      />
      <TextInput label={t`Contact phone`} type="tel" dir="ltr" {...form.getInputProps("contactPhone")} />
    </RecordFormFrame>
  );
}

/** Site settings (spec §3 "settings", site name WRO): registration links, contact e-mail and phone. */
export function SettingsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const query = useQuery(trpc.setting.get.queryOptions({ siteName: "WRO" }));
  return (
    <EditScreen title={t`Site settings`} query={query} listPath="/dashboard">
      {(settings, reload) => <SettingsForm settings={settings} reload={reload} />}
    </EditScreen>
  );
}
