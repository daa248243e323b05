/**
 * The change that enables or disables an account. Disabling raises `sessionVersion`, so every
 * session and API token of the account stops working at once; enabling does not revive them.
 */
export const accountStatusData = (enabled: boolean) => ({
  status: enabled,
  ...(enabled ? {} : { sessionVersion: { increment: 1 } }),
});
