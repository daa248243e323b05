import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { notifications } from "@mantine/notifications";

// Spec §8's success toasts; the save ones in the wording the brief corrects.
export const successMessages = {
  saved: msg`Saved successfully`,
  updated: msg`Updated successfully`,
  deleted: msg`Deleted successfully`,
  statusUpdated: msg`Status is Updated Successfully!`,
};

export function notifySuccess(message: MessageDescriptor) {
  // Errors of earlier attempts no longer apply once something has worked.
  notifications.clean();
  notifications.show({ color: "green", message: i18n._(message) });
}

/**
 * Something a change did besides what the admin asked for (another season left the home page):
 * shown after the success message, which clears earlier notifications, and kept longer.
 */
export function notifyNotice(text: string) {
  notifications.show({ color: "blue", message: text, autoClose: 10_000 });
}

/** An error the admin must see (the text is already in the UI language). */
export function notifyError(text: string) {
  notifications.show({ color: "red", title: i18n._(msg`Error`), message: text, autoClose: 8000 });
}
