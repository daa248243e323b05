import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/renderScreen";
import { NewPage as NewHotel } from "./hotels";
import { NewPage as NewPartner } from "./partners";
import { NewPage as NewRegion } from "./regions";
import { NewPage as NewSeason } from "./seasons";

// The API's messages as the forms show them, in both languages.
const texts = {
  en: {
    save: "Save",
    required: "This field is required.",
    image: "Please choose an image (JPG, PNG or GIF).",
    country: "Please choose a country (a two-letter ISO code such as SA).",
    slug: "Enter a slug",
  },
  ar: {
    save: "حفظ",
    required: "هذا الحقل مطلوب.",
    image: "يرجى اختيار صورة (JPG أو PNG أو GIF).",
    country: "يرجى اختيار دولة (رمز ISO من حرفين مثل SA).",
    slug: "أدخل المعرّف النصي",
  },
} as const;

describe.each(["en", "ar"] as const)("form validation (%s)", (locale) => {
  const text = texts[locale];

  it("a partner needs a logo and a name", async () => {
    await renderScreen(<NewPartner />, { locale });
    await userEvent.click(await screen.findByRole("button", { name: text.save }));
    expect((await screen.findAllByText(text.image)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText(text.required).length).toBeGreaterThanOrEqual(1);
  });

  it("a region needs a country", async () => {
    await renderScreen(<NewRegion />, { locale });
    await userEvent.click(await screen.findByRole("button", { name: text.save }));
    expect((await screen.findAllByText(text.country)).length).toBeGreaterThanOrEqual(1);
  });

  it("a season needs its texts in both languages and a slug", async () => {
    await renderScreen(<NewSeason />, { locale });
    await userEvent.click(await screen.findByRole("button", { name: text.save }));
    expect((await screen.findAllByText(text.slug)).length).toBeGreaterThanOrEqual(1);
    // Name, title, description in two languages, and four texts in each of three attributes.
    expect(screen.getAllByText(text.required).length).toBeGreaterThanOrEqual(6 + 12);
  });
});

describe("new hotel", () => {
  it("starts with the stars empty, as its help says, not 0 (walk-through 3, L15)", async () => {
    await renderScreen(<NewHotel />, { locale: "en" });
    expect(await screen.findByRole("textbox", { name: "Stars" })).toHaveValue("");
    expect(screen.getByRole("radio", { name: "Not known" })).toBeChecked();
  });
});
