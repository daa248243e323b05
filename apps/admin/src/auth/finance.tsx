import { Alert } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { translateServerMessage } from "../api/messages";
import { useTRPC } from "../api/trpc";

/**
 * Whether the finance tools (recording a transfer, refunding, the registration settings, issue
 * 36) are open to the signed-in admin, as the server decides it (`admin.financeAccess`): the
 * finance permission and a two-step session. Closed while the answer is on its way, so a tool
 * never shows only to be refused.
 */
export function useFinanceAccess(): { allowed: boolean; refusal: string | null } {
  const { data } = useQuery(useTRPC().admin.financeAccess.queryOptions());
  return {
    allowed: data?.allowed ?? false,
    refusal: data?.refusal ? translateServerMessage(data.refusal) : null,
  };
}

/** Why the finance tools of this screen are not shown: the server's own refusal, in the admin's language. */
export function FinanceRefusal({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={20} />} mb="md">
      {refusal}
    </Alert>
  );
}
