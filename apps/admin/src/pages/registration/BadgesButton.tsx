import { useLingui } from "@lingui/react/macro";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconPrinter } from "@tabler/icons-react";
import { badgesPdfPath, type BadgesPdfRequest } from "@wro/api/schemas/badge";

type Selection = { of: "delegation"; id: string } | { of: "all" };

/**
 * "Print badges" (issue 37): the badges of one delegation, or of every delegation, as one PDF
 * from the site's document route, one A6 card a page or four to an A4 sheet with crop marks.
 * Only people on a paid order are in it (the route refuses a selection with none).
 */
export function BadgesButton({ selection, label }: { selection: Selection; label: string }) {
  const { t } = useLingui();
  const href = (layout: BadgesPdfRequest["layout"]) => badgesPdfPath({ ...selection, layout });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} />}
          rightSection={<IconChevronDown size={16} />}
          data-testid="print-badges"
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={href("a6")} download data-testid="print-badges-a6">
          {t`A6 cards, one badge a page`}
        </Menu.Item>
        <Menu.Item component="a" href={href("a4x4")} download data-testid="print-badges-a4x4">
          {t`A4 sheets, four badges with crop marks`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
