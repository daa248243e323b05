import { useLingui } from "@lingui/react/macro";
import { Avatar, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useTRPC, useTRPCClient } from "../api/trpc";
import { DataTable, type Column } from "../components/DataTable";
import { PageHeader } from "../components/PageHeader";
import { EditScreen, ListHeader, statusColumn, useReload } from "../components/records";
import { pictureUrl } from "../lib/images";
import { AdminUserForm, toAdminUserInput, type AdminUser } from "./adminUserForm";

const listPath = "/admins";

export function ListPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const reload = useReload(trpc.admin.pathFilter());

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
    statusColumn({
      nameOf: (row) => row.name,
      setStatus: (input) => client.admin.setStatus.mutate(input),
      reload,
    }),
  ];

  return (
    <>
      <ListHeader title={t`Admins`} newLabel={t`New admin`} />
      <DataTable
        label={t`Admins`}
        columns={columns}
        listQuery={(params) => trpc.admin.list.queryOptions(params)}
        rowName={(admin) => admin.name}
        editPath={(admin) => `${admin.id}/edit`}
        onDelete={async (admin) => {
          await client.admin.delete.mutate({ id: admin.id, expectedUpdatedAt: admin.updatedAt });
          await reload();
        }}
      />
    </>
  );
}

export function NewPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const reload = useReload(trpc.admin.pathFilter());
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t`New admin`} />
      <AdminUserForm
        mode="create"
        cancelTo={listPath}
        save={async (values) => {
          await client.admin.create.mutate(toAdminUserInput(values));
          await reload();
        }}
        onSaved={() => void navigate(listPath)}
      />
    </>
  );
}

export function EditPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const reloadAdmins = useReload(trpc.admin.pathFilter());
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
          save={async (values) => {
            await client.admin.update.mutate({
              ...toAdminUserInput(values),
              id: admin.id,
              expectedUpdatedAt: admin.updatedAt,
            });
            await reloadAdmins();
          }}
          onSaved={() => void navigate(listPath)}
        />
      )}
    </EditScreen>
  );
}
