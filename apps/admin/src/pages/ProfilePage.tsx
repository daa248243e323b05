import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "../api/trpc";
import { EditScreen, useReload } from "../components/records";
import { AdminUserForm, toAdminUserInput } from "./adminUserForm";

/** The signed-in admin's own account. */
export function ProfilePage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const reloadAdmins = useReload(trpc.admin.pathFilter());
  const query = useQuery(trpc.admin.ownProfile.queryOptions());
  return (
    <EditScreen title={t`Profile`} query={query} listPath="/dashboard">
      {(profile, reload) => (
        <AdminUserForm
          mode="profile"
          user={profile}
          cancelTo="/dashboard"
          onReload={reload}
          save={async (values) => {
            await client.admin.updateOwnProfile.mutate({
              ...toAdminUserInput(values),
              currentPassword: values.currentPassword,
              expectedUpdatedAt: profile.updatedAt,
            });
            await reloadAdmins();
          }}
          onSaved={reload}
        />
      )}
    </EditScreen>
  );
}
