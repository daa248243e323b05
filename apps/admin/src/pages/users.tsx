import { useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { DataTable, type Column } from "../components/DataTable";
import { ExportButton } from "../components/ExportButton";
import { FilterSelect } from "../components/FilterSelect";
import { PageHeader } from "../components/PageHeader";
import { statusColumn, useCollectionMutation } from "../components/records";
import { useUrlFilters } from "../components/useUrlFilters";
import { personTypeLabels } from "../lib/labels";
import { OrganizerDialog, type AccountKind } from "./OrganizerDialog";

export type Person = RouterOutputs["user"]["list"]["items"][number];
type PersonSort = "name" | "email" | "nationalId" | "type" | "status" | "createdAt";

const typeValues = { student: 0, coach: 1, entity: 2, gate: 5 } as const;
type TypeFilter = keyof typeof typeValues;
const flagValues = { yes: true, no: false } as const;
type FlagFilter = keyof typeof flagValues;

const isType = (value: string | null): value is TypeFilter => value !== null && value in typeValues;
const isFlag = (value: string | null): value is FlagFilter => value !== null && value in flagValues;

/** The "verified" badge of a person: only coaches wait for the organizers' verification. */
export function VerifiedBadge({ person }: { person: Pick<Person, "type" | "verified"> }) {
  const { t } = useLingui();
  if (person.verified) return <Badge color="green" variant="dot">{t`Verified`}</Badge>;
  return (
    <Badge color={person.type === typeValues.coach ? "orange" : "gray"} variant="dot">
      {t`Not verified`}
    </Badge>
  );
}

/**
 * Students, coaches and entities: search, filter by type, status and verified, export; create a
 * national organizer (an entity, issue 36).
 */
export function ListPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const { params } = useUrlFilters();
  const setStatus = useCollectionMutation(trpc.user.setStatus);
  const [creating, setCreating] = useState<AccountKind | null>(null);

  const type = params.get("type");
  const status = params.get("active");
  const verified = params.get("verified");
  const filters = {
    ...(isType(type) ? { type: typeValues[type] } : {}),
    ...(isFlag(status) ? { status: flagValues[status] } : {}),
    ...(isFlag(verified) ? { verified: flagValues[verified] } : {}),
  };
  const search = params.get("q") || undefined;
  const nameOf = (person: Person) => person.name;

  const columns: Column<Person, PersonSort>[] = [
    {
      key: "name",
      header: t`Name`,
      sort: "name",
      render: (person) => (
        <Anchor component={Link} to={person.id} size="sm">
          {person.name}
        </Anchor>
      ),
    },
    { key: "email", header: t`Email`, sort: "email", render: (person) => person.email },
    { key: "nationalId", header: t`National ID`, sort: "nationalId", render: (person) => person.nationalId },
    {
      key: "type",
      header: t`Type`,
      sort: "type",
      render: (person) => {
        const label = personTypeLabels[person.type];
        return label ? i18n._(label) : person.type;
      },
    },
    { key: "verified", header: t`Verified`, render: (person) => <VerifiedBadge person={person} /> },
    statusColumn({ nameOf, setStatus }),
  ];

  const yesNo = [
    { value: "yes", label: t`Yes` },
    { value: "no", label: t`No` },
  ];
  return (
    <>
      <PageHeader title={t`Users`}>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating("organizer")}>
          {t`New national organizer`}
        </Button>
        <Button variant="default" leftSection={<IconPlus size={18} />} onClick={() => setCreating("gate")}>
          {t`New gate staff`}
        </Button>
        <ExportButton
          query={trpc.user.exportCsv.queryOptions({ ...filters, ...(search ? { search } : {}) })}
        />
      </PageHeader>
      <DataTable
        label={t`Users`}
        columns={columns}
        listQuery={(list) => trpc.user.list.queryOptions({ ...list, ...filters })}
        rowName={nameOf}
        filters={
          <>
            <FilterSelect
              label={t`Type`}
              param="type"
              data={(Object.keys(typeValues) as TypeFilter[]).map((value) => ({
                value,
                label: i18n._(personTypeLabels[typeValues[value]]!),
              }))}
              w={150}
            />
            <FilterSelect label={t`Active`} param="active" data={yesNo} w={120} />
            <FilterSelect label={t`Verified`} param="verified" data={yesNo} w={120} />
          </>
        }
      />
      <OrganizerDialog kind={creating} onClose={() => setCreating(null)} />
    </>
  );
}
