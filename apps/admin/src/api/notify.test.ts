import { i18n } from "@lingui/core";
import { notificationsStore } from "@mantine/notifications";
import { beforeEach, describe, expect, it } from "vitest";
import { notifyError, notifySuccess, successMessages } from "./notify";

const shown = () => notificationsStore.getState().notifications.map((notification) => notification.message);

describe("notify", () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  it("clears the errors of earlier attempts once a save succeeds", () => {
    notifyError("Please fill form carefully!");
    notifyError("Email is not valid.");
    expect(shown()).toHaveLength(2);
    notifySuccess(successMessages.saved);
    expect(shown()).toEqual(["Saved successfully"]);
  });
});
