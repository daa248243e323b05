import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Avatar, Badge, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useTRPC } from "../api/trpc";
import { currentUser } from "../auth/session";
import type { Column } from "../components/DataTable";
import { PageHeader } from "../components/PageHeader";
import { statusColumn, useCollectionMutation } from "../components/records";
import { pictureUrl } from "../lib/images";
import { AdminUserForm, toAdminAccountInput, type AdminUser } from "./adminUserForm";
import { EditScreen, listPage } from "../components/screens";

const listPath = "/admins";

export const ListPage = listPage({
  title: msg`Admins`,
  newLabel: msg`New admin`,
  useTable: () => {
    const { t } = useLingui();
    const trpc = useTRPC();
    const setStatus = useCollectionMutation(trpc.admin.setStatus);
    const nameOf = (admin: AdminUser) => admin.name;
    // The server refuses to disable or delete the signed-in admin; say so before a click.
    const me = useQuery({ queryKey: ["session"], queryFn: currentUser }).data;
    const isMe = (admin: AdminUser) => admin.id === me?.id;
    const columns: Column<AdminUser, "name" | "email" | "nationalId" | "status">[] = [
      {
        key: "name",
        header: t`Name`,
        sort: "name",
        render: ({ name, picture }) => (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={pictureUrl(picture)} alt="" size={32} radius="xl" />
            <Text size="sm">{name}</Text>
          </Group>
        ),
      },
      { key: "email", header: t`Email`, sort: "email", render: (admin) => admin.email },
      { key: "nationalId", header: t`National ID`, sort: "nationalId", render: (admin) => admin.nationalId },
      {
        key: "phone",
        header: t`Phone`,
        render: (admin) => <span dir="ltr">{admin.phoneNumber}</span>,
      },
      {
        key: "finance",
        header: t`Finance permission`,
        render: (admin) =>
          admin.financePermission ? (
            <Badge color="green" variant="dot">{t`Yes`}</Badge>
          ) : (
            <Text size="sm" c="dimmed">{t`No`}</Text>
          ),
      },
      statusColumn({ nameOf, setStatus, locked: isMe }),
    ];
    return {
      list: (params) => trpc.admin.list.queryOptions(params),
      remove: useCollectionMutation(trpc.admin.delete),
      rowName: nameOf,
      columns,
      locked: isMe,
    };
  },
});

export function NewPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const create = useCollectionMutation(trpc.admin.create);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t`New admin`} />
      <AdminUserForm
        mode="create"
        cancelTo={listPath}
        save={(values) => create(toAdminAccountInput(values))}
        onSaved={() => void navigate(listPath)}
      />
    </>
  );
}

export function EditPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const trpc = useTRPC();
  const update = useCollectionMutation(trpc.admin.update);
  const navigate = useNavigate();
  const query = useQuery(trpc.admin.byId.queryOptions({ id }));
  return (
    <EditScreen title={t`Edit admin`} query={query} listPath={listPath}>
      {(admin, reload) => (
        <AdminUserForm
          mode="edit"
          user={admin}
          cancelTo={listPath}
          onReload={reload}
          save={(values) =>
            update({ ...toAdminAccountInput(values), id: admin.id, expectedUpdatedAt: admin.updatedAt })
          }
          onSaved={() => void navigate(listPath)}
        />
      )}
    </EditScreen>
  );
}
