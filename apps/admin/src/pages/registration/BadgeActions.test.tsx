import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/renderScreen";
import { BadgeCell, BadgeChangeModal, type BadgeChange } from "./BadgeActions";

// Issue 37: on the delegation's page an admin revokes a person's badge or issues a new one
// (`badge.revoke`, `badge.reissue`, tested with the API in packages/api): after a confirmation,
// with the result as a notification, in both languages. The browser test
// (tests/e2e/tests/payments/badges.spec.ts) does it against the server.

/** A refusal as the tRPC client hands it over: its code and message. */
function refusal(message: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { code: "BAD_REQUEST", httpStatus: 400 } } },
  });
}

const issued = new Date("2026-12-01T09:00:00Z");

const texts = {
  en: {
    name: "Faisal Al-Thunayan",
    issuedOn: /^Issued on /,
    revokedOn: /^Revoked on /,
    notYet: "Not issued yet",
    revokeButton: "Revoke the badge of Faisal Al-Thunayan",
    reissueButton: "Reissue the badge of Faisal Al-Thunayan",
    revokeDialog: "Revoke the badge of Faisal Al-Thunayan?",
    reissueDialog: "Reissue the badge of Faisal Al-Thunayan?",
    revoke: "Revoke badge",
    reissue: "Reissue badge",
    keep: "Keep the badge",
    revoked: "The badge of Faisal Al-Thunayan is revoked: the gate refuses it from now on.",
    reissued:
      "A new badge is issued to Faisal Al-Thunayan, with the code \u2066K7QM-3XPA\u2069. Print it and hand it over.",
    notPaid: "This person is not on a paid order: they get no badge.",
  },
  ar: {
    name: "فيصل بن تركي الثنيان",
    issuedOn: /^صدرت في /,
    revokedOn: /^أُلغيت في /,
    notYet: "لم تصدر بعد",
    revokeButton: "إلغاء شارة فيصل بن تركي الثنيان",
    reissueButton: "إعادة إصدار شارة فيصل بن تركي الثنيان",
    revokeDialog: "إلغاء شارة فيصل بن تركي الثنيان؟",
    reissueDialog: "إعادة إصدار شارة فيصل بن تركي الثنيان؟",
    revoke: "إلغاء الشارة",
    reissue: "إعادة إصدار الشارة",
    keep: "الإبقاء على الشارة",
    revoked: "أُلغيت شارة فيصل بن تركي الثنيان: سترفضها البوابة من الآن.",
    reissued: "صدرت شارة جديدة لـفيصل بن تركي الثنيان بالرمز \u2066K7QM-3XPA\u2069. اطبعها وسلّمها له.",
    notPaid: "هذا الشخص ليس في طلب مدفوع، فلا تصدر له شارة.",
  },
} as const;

describe.each(["en", "ar"] as const)("a person's badge on the delegation's page (%s)", (locale) => {
  const text = texts[locale];

  it("offers to revoke a live badge and to reissue it, saying since when it is issued", async () => {
    const onChange = vi.fn();
    await renderScreen(
      <BadgeCell name={text.name} badge={{ createdAt: issued, revokedAt: null }} paid onChange={onChange} />,
      { locale },
    );
    expect(screen.getByTestId("badge-state")).toHaveTextContent(text.issuedOn);
    await userEvent.click(screen.getByRole("button", { name: text.revokeButton }));
    expect(onChange).toHaveBeenLastCalledWith({ action: "revoke", name: text.name, live: true });
    await userEvent.click(screen.getByRole("button", { name: text.reissueButton }));
    expect(onChange).toHaveBeenLastCalledWith({ action: "reissue", name: text.name, live: true });
  });

  it("offers only a new badge once revoked or before the first print, and nothing to an unpaid person", async () => {
    const onChange = vi.fn();
    await renderScreen(
      <BadgeCell
        name={text.name}
        badge={{ createdAt: issued, revokedAt: issued }}
        paid
        onChange={onChange}
      />,
      { locale },
    );
    expect(screen.getByTestId("badge-state")).toHaveTextContent(text.revokedOn);
    expect(screen.queryByRole("button", { name: text.revokeButton })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.reissueButton })).toBeInTheDocument();
    cleanup();

    await renderScreen(<BadgeCell name={text.name} badge={undefined} paid onChange={onChange} />, { locale });
    expect(screen.getByTestId("badge-state")).toHaveTextContent(text.notYet);
    expect(screen.queryByRole("button", { name: text.revokeButton })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.reissueButton })).toBeInTheDocument();
    cleanup();

    await renderScreen(<BadgeCell name={text.name} badge={undefined} paid={false} onChange={onChange} />, {
      locale,
    });
    expect(screen.queryByTestId("badge-state")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.revokeButton })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.reissueButton })).not.toBeInTheDocument();
    expect(screen.getByText("—")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("revokes only once confirmed, and says so", async () => {
    const revoke = vi.fn(async () => ({ revokedAt: new Date() }));
    const reissue = vi.fn(async () => ({ manualCode: "K7QM-3XPA" }));
    const onClose = vi.fn();
    const change: BadgeChange = { action: "revoke", name: text.name, live: true };
    await renderScreen(
      <BadgeChangeModal change={change} onClose={onClose} revoke={revoke} reissue={reissue} />,
      { locale },
    );
    const dialog = await screen.findByRole("dialog", { name: text.revokeDialog });
    await userEvent.click(within(dialog).getByRole("button", { name: text.keep }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(revoke).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("button", { name: text.revoke }));
    expect(await screen.findByText(text.revoked)).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(reissue).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("issues a new badge once confirmed and gives its manual code", async () => {
    const reissue = vi.fn(async () => ({ manualCode: "K7QM-3XPA" }));
    const onClose = vi.fn();
    const change: BadgeChange = { action: "reissue", name: text.name, live: true };
    await renderScreen(
      <BadgeChangeModal change={change} onClose={onClose} revoke={vi.fn()} reissue={reissue} />,
      { locale },
    );
    const dialog = await screen.findByRole("dialog", { name: text.reissueDialog });
    await userEvent.click(within(dialog).getByRole("button", { name: text.reissue }));
    expect(await screen.findByText(text.reissued)).toBeInTheDocument();
    expect(reissue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    const reissue = vi.fn(() => Promise.reject(refusal("badgePersonNotPaid")));
    const onClose = vi.fn();
    const change: BadgeChange = { action: "reissue", name: text.name, live: false };
    await renderScreen(
      <BadgeChangeModal change={change} onClose={onClose} revoke={vi.fn()} reissue={reissue} />,
      { locale },
    );
    const dialog = await screen.findByRole("dialog", { name: text.reissueDialog });
    await userEvent.click(within(dialog).getByRole("button", { name: text.reissue }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(text.notPaid);
    expect(onClose).not.toHaveBeenCalled();
  });
});
