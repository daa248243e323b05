/** Spec §8's success toasts, verbatim (spelling included): the answers' `msg`. */
export const successMessages = {
  signedIn: "Sign in Suucessfully!",
  saved: "Saved Successfully!",
  updated: "Update Successfully!",
  statusUpdated: "Status is Updated Successfully!",
  deleted: "Deleted Successfully!",
} as const;
