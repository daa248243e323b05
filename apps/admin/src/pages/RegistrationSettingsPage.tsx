import { useLingui } from "@lingui/react/macro";
import { NumberInput, SimpleGrid, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { registrationSettingUpdateSchema } from "@wro/api/schemas/registration-setting";
import { successMessages } from "../api/notify";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { FinanceRefusal, useFinanceAccess } from "../auth/finance";
import { BilingualFields } from "../components/BilingualFields";
import { schemaValidator, useSubmit, useTranslatedForm } from "../components/forms";
import { RecordFormFrame, useCollectionMutation } from "../components/records";
import { RiyadhDateTimeInput } from "../components/RiyadhDateTimeInput";
import { EditScreen } from "../components/screens";

type Settings = RouterOutputs["registrationSetting"]["get"];

interface RegistrationValues extends Record<string, unknown> {
  opensAt: Date | null;
  closesAt: Date | null;
  sarPerUsd: string;
  vatPercent: string;
  orderExpiryHours: number | string;
  sellerNameEn: string;
  sellerNameAr: string;
  sellerVatNumber: string;
  bankName: string;
  bankAccountName: string;
  bankIban: string;
  signatoryNameEn: string;
  signatoryNameAr: string;
  signatoryTitleEn: string;
  signatoryTitleAr: string;
}

/** An exact integer scaled by 10^decimals as the decimal an admin types: (37_500, 4) → "3.75". */
function decimalText(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const fraction = String(value % scale)
    .padStart(decimals, "0")
    .replace(/0+$/, "");
  return fraction ? `${Math.trunc(value / scale)}.${fraction}` : String(Math.trunc(value / scale));
}

function RegistrationSettingsForm({ settings, reload }: { settings: Settings; reload: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const update = useCollectionMutation(trpc.registrationSetting.update);
  const finance = useFinanceAccess();
  const input = (values: RegistrationValues) => ({
    ...values,
    opensAt: values.opensAt ?? undefined,
    orderExpiryHours: values.orderExpiryHours === "" ? Number.NaN : Number(values.orderExpiryHours),
    expectedUpdatedAt: settings.updatedAt,
  });
  const form = useTranslatedForm<RegistrationValues>({
    initialValues: {
      opensAt: settings.opensAt,
      closesAt: settings.closesAt,
      sarPerUsd: decimalText(settings.sarPerUsd, 4),
      vatPercent: decimalText(settings.vatBasisPoints, 2),
      orderExpiryHours: settings.orderExpiryHours,
      sellerNameEn: settings.sellerNameEn,
      sellerNameAr: settings.sellerNameAr,
      sellerVatNumber: settings.sellerVatNumber ?? "",
      bankName: settings.bankName ?? "",
      bankAccountName: settings.bankAccountName ?? "",
      bankIban: settings.bankIban ?? "",
      signatoryNameEn: settings.signatoryNameEn ?? "",
      signatoryNameAr: settings.signatoryNameAr ?? "",
      signatoryTitleEn: settings.signatoryTitleEn ?? "",
      signatoryTitleAr: settings.signatoryTitleAr ?? "",
    },
    validate: schemaValidator(registrationSettingUpdateSchema, input),
  });
  const submission = useSubmit(form, {
    save: (values) => update(input(values)),
    success: successMessages.updated,
    onSaved: reload,
  });
  return (
    <RecordFormFrame
      form={form}
      {...submission}
      onReload={reload}
      cancelTo="/fee-categories"
      maw={860}
      readOnly={!finance.allowed}
    >
      <FinanceRefusal refusal={finance.refusal} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RiyadhDateTimeInput label={t`Registration opens`} withAsterisk {...form.getInputProps("opensAt")} />
        <RiyadhDateTimeInput
          label={t`Registration closes`}
          description={t`Leave empty while no closing date is set.`}
          clearable
          {...form.getInputProps("closesAt")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t`SAR per US dollar`}
          description={t`The rate prices are converted at, such as 3.75.`}
          dir="ltr"
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps("sarPerUsd")}
        />
        <TextInput
          label={t`VAT (%)`}
          dir="ltr"
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps("vatPercent")}
        />
        <NumberInput
          label={t`Unpaid orders expire after (hours)`}
          min={1}
          max={720}
          allowDecimal={false}
          withAsterisk
          {...form.getInputProps("orderExpiryHours")}
        />
      </SimpleGrid>
      <BilingualFields form={form} field="sellerName" />
      <TextInput
        label={t`Seller VAT number`}
        description={t`Printed on the tax invoice and in its QR code: 15 digits, starting and ending with 3.`}
        dir="ltr"
        inputMode="numeric"
        {...form.getInputProps("sellerVatNumber")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t`Bank name`} {...form.getInputProps("bankName")} />
        <TextInput label={t`Account name`} {...form.getInputProps("bankAccountName")} />
        <TextInput label={t`IBAN`} dir="ltr" {...form.getInputProps("bankIban")} />
      </SimpleGrid>
      <Title order={2} size="h4" mt="md">
        {t`Visa invitation letters`}
      </Title>
      <Text size="sm" c="dimmed">
        {t`The person who signs the letters, as printed on them. No letter is issued until all four are set.`}
      </Text>
      <BilingualFields form={form} field="signatoryName" required={false} />
      <BilingualFields form={form} field="signatoryTitle" required={false} />
    </RecordFormFrame>
  );
}

/**
 * Registration settings (issue 36): the window, the SAR rate and VAT, order expiry, the seller
 * on the invoice and the bank account; and who signs the visa invitation letters (issue 37). Every admin sees them; saving needs the finance permission.
 */
export function RegistrationSettingsPage() {
  const { t } = useLingui();
  const query = useQuery(useTRPC().registrationSetting.get.queryOptions());
  return (
    <EditScreen title={t`Registration settings`} query={query} listPath="/fee-categories">
      {(settings, reload) => <RegistrationSettingsForm settings={settings} reload={reload} />}
    </EditScreen>
  );
}
