import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/renderScreen";
import { OrganizerDialog } from "./OrganizerDialog";

// The form's texts and the API's messages as it shows them, in both languages.
const texts = {
  en: {
    title: "New national organizer",
    create: "Create organizer",
    gateTitle: "New gate staff",
    gateCreate: "Create gate staff account",
    fillCarefully: "Please fill form carefully!",
    invalidEmail: "Please enter a valid e-mail address.",
    name: "Name",
    email: "Email",
    phone: "Phone",
    nationalId: "National ID",
  },
  ar: {
    title: "منظم وطني جديد",
    create: "إنشاء المنظم",
    gateTitle: "موظف بوابة جديد",
    gateCreate: "إنشاء حساب موظف البوابة",
    fillCarefully: "يرجى تعبئة النموذج بعناية!",
    invalidEmail: "يرجى إدخال بريد إلكتروني صحيح.",
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    nationalId: "رقم الهوية الوطنية",
  },
} as const;

/** Enters a value the way a paste does: one input event, not one per key (jsdom is slow). */
async function enter(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

describe.each(["en", "ar"] as const)("new national organizer form (%s)", (locale) => {
  const text = texts[locale];

  it("checks the account fields with the back office's rules before sending anything", async () => {
    await renderScreen(<OrganizerDialog kind="organizer" onClose={() => {}} />, { locale });
    expect(await screen.findByRole("dialog", { name: text.title })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: text.create }));
    expect((await screen.findAllByText(text.fillCarefully)).length).toBeGreaterThanOrEqual(1);

    await enter(screen.getByRole("textbox", { name: text.name }), "Saudi Robotics Federation");
    await enter(screen.getByRole("textbox", { name: text.email }), "not-an-address");
    await enter(screen.getByRole("textbox", { name: text.phone }), "+966501234567");
    await enter(screen.getByRole("textbox", { name: text.nationalId }), "7000000001");
    await userEvent.click(screen.getByRole("button", { name: text.create }));
    expect((await screen.findAllByText(text.invalidEmail)).length).toBeGreaterThanOrEqual(1);
  });

  it("makes gate staff accounts with the same fields and checks", async () => {
    await renderScreen(<OrganizerDialog kind="gate" onClose={() => {}} />, { locale });
    expect(await screen.findByRole("dialog", { name: text.gateTitle })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: text.gateCreate }));
    expect((await screen.findAllByText(text.fillCarefully)).length).toBeGreaterThanOrEqual(1);
  });
});
