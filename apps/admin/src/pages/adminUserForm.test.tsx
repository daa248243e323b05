import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../test/renderScreen";
import { AdminUserForm, type AdminUser } from "./adminUserForm";

const existing: AdminUser = {
  id: "admin-2",
  name: "Sara",
  email: "sara@example.org",
  nationalId: "1000000002",
  phoneNumber: "+966501234567",
  type: 4,
  picture: "users/default.png",
  nationality: "SA",
  dob: null,
  gender: "Female",
  status: true,
  verified: true,
  isAdmin: true,
  stebUserId: null,
  subscription: "false",
  guardianName: "None",
  guardianPhone: "None",
  createdAt: new Date("2025-01-01T00:00:00Z"),
  updatedAt: new Date("2025-01-02T00:00:00Z"),
  financePermission: false,
};

// Texts of spec §5 and their Arabic translations.
const texts = {
  en: {
    fillCarefully: "Please fill form carefully!",
    notMatched: "Password is not Matched",
    save: "Save",
    name: "Name",
    email: "Email",
    phone: "Phone",
    nationalId: "National ID",
    password: "Password",
    confirm: "Confirm password",
  },
  ar: {
    fillCarefully: "يرجى تعبئة النموذج بعناية!",
    notMatched: "كلمة المرور غير متطابقة",
    save: "حفظ",
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    nationalId: "رقم الهوية الوطنية",
    password: "كلمة المرور",
    confirm: "تأكيد كلمة المرور",
  },
} as const;

/** A password field by its label, which may carry the required mark. */
const passwordField = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: "input" });

/** Enters a value the way a paste does: one input event, not one per key (jsdom is slow). */
async function enter(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function fillAccount(text: (typeof texts)[keyof typeof texts]) {
  await enter(screen.getByRole("textbox", { name: text.name }), "Noura");
  await enter(screen.getByRole("textbox", { name: text.email }), "noura@example.org");
  await enter(screen.getByRole("textbox", { name: text.phone }), "+966501234567");
  await enter(screen.getByRole("textbox", { name: text.nationalId }), "1000000009");
}

describe.each(["en", "ar"] as const)("admin form validation (%s)", (locale) => {
  const text = texts[locale];

  it("asks to fill the form carefully when a required field is empty, and saves nothing", async () => {
    const save = vi.fn(async () => {});
    await renderScreen(<AdminUserForm mode="create" cancelTo="/admins" save={save} onSaved={() => {}} />, {
      locale,
    });
    await userEvent.click(screen.getByRole("button", { name: text.save }));
    // Above the fields and as a notification (spec §8: validation messages are toasts).
    expect((await screen.findAllByText(text.fillCarefully)).length).toBeGreaterThanOrEqual(2);
    expect(save).not.toHaveBeenCalled();
  });

  it("says the password is not matched when the confirmation differs", async () => {
    const save = vi.fn(async () => {});
    await renderScreen(<AdminUserForm mode="create" cancelTo="/admins" save={save} onSaved={() => {}} />, {
      locale,
    });
    await fillAccount(text);
    await enter(passwordField(text.password), "Secret-2025!");
    await enter(passwordField(text.confirm), "Secret-2026!");
    await userEvent.click(screen.getByRole("button", { name: text.save }));
    expect((await screen.findAllByText(text.notMatched)).length).toBeGreaterThanOrEqual(1);
    expect(save).not.toHaveBeenCalled();
  });

  it("on an edit, needs no password, but a new one must match its confirmation", async () => {
    const save = vi.fn(async () => {});
    await renderScreen(
      <AdminUserForm mode="edit" user={existing} cancelTo="/admins" save={save} onSaved={() => {}} />,
      { locale },
    );
    await enter(passwordField(text.password), "Secret-2025!");
    await userEvent.click(screen.getByRole("button", { name: text.save }));
    expect((await screen.findAllByText(text.notMatched)).length).toBeGreaterThanOrEqual(1);
    expect(save).not.toHaveBeenCalled();

    await enter(passwordField(text.confirm), "Secret-2025!");
    await userEvent.click(screen.getByRole("button", { name: text.save }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });
});

describe("admin form saving", () => {
  it("sends one save however often Save is pressed while saving, keeping the input", async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onSaved = vi.fn();
    await renderScreen(<AdminUserForm mode="create" cancelTo="/admins" save={save} onSaved={onSaved} />);
    await fillAccount(texts.en);
    await enter(passwordField("Password"), "Secret-2025!");
    await enter(passwordField("Confirm password"), "Secret-2025!");
    const button = screen.getByRole("button", { name: "Save" });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]).toMatchObject([{ name: "Noura", nationality: "SA", gender: "Male" }]);
    finish();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Saved successfully")).toBeInTheDocument();
  });
});

describe.each([
  {
    locale: "en" as const,
    label: "Finance permission",
    explanation:
      "Can record bank transfers, refund payments and change prices and rates. Needs two-step sign-in.",
  },
  {
    locale: "ar" as const,
    label: "صلاحية الشؤون المالية",
    explanation:
      "يمكنه تسجيل الحوالات البنكية واسترداد المدفوعات وتغيير الأسعار وأسعار الصرف. يتطلب التحقق بخطوتين.",
  },
])("the finance permission switch ($locale)", ({ locale, label, explanation }) => {
  it("shows the admin's permission with its explanation, and sends it when turned on", async () => {
    const save = vi.fn(async () => {});
    await renderScreen(
      <AdminUserForm
        mode="edit"
        user={{ ...existing, financePermission: true }}
        cancelTo="/admins"
        save={save}
        onSaved={() => {}}
      />,
      { locale },
    );
    const toggle = screen.getByRole("switch", { name: label });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(explanation);
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole("button", { name: texts[locale].save }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]).toMatchObject([{ financePermission: false }]);
  });

  it("is off for a new admin, and absent from one's own profile", async () => {
    const { unmount } = await renderScreen(
      <AdminUserForm mode="create" cancelTo="/admins" save={async () => {}} onSaved={() => {}} />,
      { locale },
    );
    expect(screen.getByRole("switch", { name: label })).not.toBeChecked();
    unmount();
    await renderScreen(
      <AdminUserForm
        mode="profile"
        user={existing}
        cancelTo="/dashboard"
        save={async () => {}}
        onSaved={() => {}}
      />,
      { locale },
    );
    expect(screen.queryByRole("switch", { name: label })).toBeNull();
  });
});
