import { useLingui } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../api/trpc";
import { currentUser, signOut } from "../auth/session";
import { useReload } from "../components/records";
import { AdminUserForm, toAdminUserInput } from "./adminUserForm";
import { EditScreen } from "../components/screens";
import { TwoStepSignIn } from "./TwoStepSignIn";

/**
 * The signed-in admin's own account. A new password ends every session of the account, this
 * one included, so the admin signs in again with it; an admin still on the development
 * password is kept here until they have chosen one.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  // Not reloaded on every save: a new password ends this session before anything could reload.
  const updateOwnProfile = useMutation(trpc.admin.updateOwnProfile.mutationOptions()).mutateAsync;
  const reloadAdmins = useReload(trpc.admin.pathFilter());
  const query = useQuery(trpc.admin.ownProfile.queryOptions());
  const session = useQuery({ queryKey: ["session"], queryFn: currentUser });
  return (
    <EditScreen title={t`Profile`} query={query} listPath="/dashboard">
      {(profile, reload) => (
        <>
          {session.data?.mustChangePassword && (
            <Alert color="yellow" mb="md" title={t`Choose a new password`}>
              {t`This account still uses the development password. Choose a new password to continue.`}
            </Alert>
          )}
          <AdminUserForm
            mode="profile"
            user={profile}
            cancelTo="/dashboard"
            onReload={reload}
            save={async (values) => {
              await updateOwnProfile({
                ...toAdminUserInput(values),
                currentPassword: values.currentPassword,
                expectedUpdatedAt: profile.updatedAt,
              });
              if (values.password) {
                await signOut().catch(() => {});
                window.location.assign(`${import.meta.env.BASE_URL}auth/signin?passwordChanged=1`);
                return;
              }
              await reloadAdmins();
            }}
            onSaved={reload}
          />
          {/* Its procedures wait, like everything else, for the new password. */}
          {session.data && !session.data.mustChangePassword && <TwoStepSignIn />}
        </>
      )}
    </EditScreen>
  );
}
