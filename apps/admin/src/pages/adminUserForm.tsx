import { useLingui } from "@lingui/react/macro";
import { Group, PasswordInput, Radio, SimpleGrid, Switch, TextInput } from "@mantine/core";
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  DEFAULT_NATIONALITY,
  ownProfileUpdateSchema,
} from "@wro/api/schemas/admin";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { successMessages } from "../api/notify";
import type { RouterOutputs } from "../api/trpc";
import { CountrySelect } from "../components/CountrySelect";
import { DateField, isoDay } from "../components/DateField";
import { schemaValidator, useSubmit, useTranslatedForm } from "../components/forms";
import { ImageField } from "../components/ImageField";
import { RecordFormFrame } from "../components/records";
import { PLACEHOLDER_PICTURE } from "../lib/images";

export type AdminUser = RouterOutputs["admin"]["byId"];

const genderLabels: Record<"Male" | "Female", MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
};

export interface AdminUserValues extends Record<string, unknown> {
  name: string;
  email: string;
  phoneNumber: string;
  nationalId: string;
  nationality: string | null;
  dob: string | null;
  gender: "Male" | "Female";
  password: string;
  confirmPassword: string;
  currentPassword: string;
  pictureFile: string | null;
  /** Issue 36: the finance tools (not on one's own profile). */
  financePermission: boolean;
}

/** The fields every admin form sends; the profile's own account (no finance permission there). */
export const toAdminUserInput = ({
  currentPassword: _current,
  financePermission: _finance,
  pictureFile,
  ...values
}: AdminUserValues) => ({
  ...values,
  nationality: values.nationality ?? "",
  dob: values.dob ?? "",
  pictureFile: pictureFile ?? undefined,
});

/** A new admin or another admin's account: also the finance permission. */
export const toAdminAccountInput = (values: AdminUserValues) => ({
  ...toAdminUserInput(values),
  financePermission: values.financePermission,
});

function adminUserInitialValues(user?: AdminUser): AdminUserValues {
  return {
    name: user?.name ?? "",
    email: user?.email ?? "",
    phoneNumber: user?.phoneNumber ?? "",
    nationalId: user?.nationalId ?? "",
    nationality: user?.nationality ?? DEFAULT_NATIONALITY,
    dob: isoDay(user?.dob),
    gender: user?.gender ?? "Male",
    password: "",
    confirmPassword: "",
    currentPassword: "",
    pictureFile: null,
    financePermission: user?.financePermission ?? false,
  };
}

function validatorFor(mode: "create" | "edit" | "profile", user?: AdminUser) {
  if (mode === "create") return schemaValidator(adminUserCreateSchema, toAdminAccountInput);
  if (mode === "profile")
    return schemaValidator(ownProfileUpdateSchema, (values: AdminUserValues) => ({
      ...toAdminUserInput(values),
      currentPassword: values.currentPassword,
      expectedUpdatedAt: user?.updatedAt,
    }));
  return schemaValidator(adminUserUpdateSchema, (values: AdminUserValues) => ({
    ...toAdminAccountInput(values),
    id: user?.id,
    expectedUpdatedAt: user?.updatedAt,
  }));
}

/**
 * The admin account form (spec §2 admin user screen, §5 messages): a new admin, another
 * admin's account, or one's own profile (where a new password needs the current one).
 */
export function AdminUserForm({
  mode,
  user,
  save,
  onSaved,
  onReload,
  cancelTo,
}: {
  mode: "create" | "edit" | "profile";
  user?: AdminUser;
  save: (values: AdminUserValues) => Promise<unknown>;
  onSaved: () => void;
  onReload?: () => void;
  cancelTo: string;
}) {
  const { t, i18n } = useLingui();
  const form = useTranslatedForm<AdminUserValues>({
    initialValues: adminUserInitialValues(user),
    validate: validatorFor(mode, user),
  });
  const submission = useSubmit(form, {
    save,
    success: mode === "create" ? successMessages.saved : successMessages.updated,
    onSaved,
  });
  const passwordRequired = mode === "create";

  return (
    <RecordFormFrame form={form} {...submission} onReload={onReload} cancelTo={cancelTo} maw={860}>
      <ImageField
        label={t`Picture`}
        current={user && user.picture !== PLACEHOLDER_PICTURE ? user.picture : null}
        value={form.values.pictureFile}
        onChange={(dataUrl) => form.setFieldValue("pictureFile", dataUrl)}
        error={form.getInputProps("pictureFile").error as string | undefined}
        saving={submission.saving}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`Name`} withAsterisk autoComplete="name" {...form.getInputProps("name")} />
        <TextInput
          label={t`Email`}
          type="email"
          withAsterisk
          dir="ltr"
          autoComplete="email"
          {...form.getInputProps("email")}
        />
        <TextInput
          label={t`Phone`}
          type="tel"
          withAsterisk
          dir="ltr"
          placeholder="+966 5x xxx xxxx"
          autoComplete="tel"
          {...form.getInputProps("phoneNumber")}
        />
        <TextInput
          label={t`National ID`}
          withAsterisk
          dir="ltr"
          inputMode="numeric"
          {...form.getInputProps("nationalId")}
        />
        <DateField label={t`Date of birth`} {...form.getInputProps("dob")} />
        <CountrySelect label={t`Nationality`} withAsterisk {...form.getInputProps("nationality")} />
      </SimpleGrid>
      <Radio.Group label={t`Gender`} {...form.getInputProps("gender")}>
        <Group mt={6}>
          {(["Male", "Female"] as const).map((value) => (
            <Radio key={value} value={value} label={i18n._(genderLabels[value])} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {mode === "profile" && (
          <PasswordInput
            label={t`Current password`}
            description={t`Needed only to set a new password.`}
            autoComplete="current-password"
            {...form.getInputProps("currentPassword")}
          />
        )}
        <PasswordInput
          label={t`Password`}
          description={passwordRequired ? undefined : t`Leave empty to keep the current password.`}
          withAsterisk={passwordRequired}
          autoComplete="new-password"
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label={t`Confirm password`}
          withAsterisk={passwordRequired}
          autoComplete="new-password"
          {...form.getInputProps("confirmPassword")}
        />
      </SimpleGrid>
      {mode !== "profile" && (
        // Granting or withdrawing it takes the finance permission and a two-step session (the server
        // checks). Named by its label alone (Mantine's label element also holds the description,
        // which stays its description).
        <Switch
          label={t`Finance permission`}
          aria-label={t`Finance permission`}
          description={t`Can record bank transfers, refund payments and change prices and rates. Needs two-step sign-in.`}
          {...form.getInputProps("financePermission", { type: "checkbox" })}
        />
      )}
    </RecordFormFrame>
  );
}
