import "@mantine/charts/styles.css";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AreaChart, BarChart, DonutChart } from "@mantine/charts";
import { ColorSwatch, Group, Paper, SimpleGrid, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { DashboardSummary } from "../pages/DashboardPage";
import { tierLabels } from "../lib/labels";
import { intlTag, parseLocale } from "@wro/i18n";

const roleLabels: Record<string, MessageDescriptor> = {
  student: msg`Students`,
  coach: msg`Coaches`,
  entity: msg`Entities`,
  admin: msg`Admins`,
};
const roleColors: Record<string, string> = {
  student: "blue.7",
  coach: "teal.7",
  entity: "grape.7",
  admin: "orange.7",
};

// The pictures are hidden from assistive technology (each has its table below), so recharts'
// keyboard layer would be a focus stop with nothing to announce.
const noKeyboardLayer = { accessibilityLayer: false };

/** A chart's figures as a table for screen readers, beside the picture. */
function ChartTable({ caption, rows }: { caption: string; rows: Array<[string, number]> }) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{caption}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </VisuallyHidden>
  );
}

function ChartPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The dashboard's charts (@mantine/charts over recharts): its own lazily loaded chunk. */
export default function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useLingui();
  const dayFormat = new Intl.DateTimeFormat(intlTag(parseLocale(i18n.locale)), {
    day: "numeric",
    month: "short",
  });
  const signUps = summary.signUpsPerWeek.map((week) => ({
    week: dayFormat.format(week.weekStart),
    count: week.count,
  }));
  const signUpsLabel = t`Sign-ups`;
  const users = summary.users.byType.map((group) => ({
    name: roleLabels[group.role] ? i18n._(roleLabels[group.role]!) : group.role,
    value: group.count,
    color: roleColors[group.role] ?? "gray.6",
  }));
  const activeLabel = t`Active`;
  const inactiveLabel = t`Inactive`;
  const tiers = summary.partners.byTier.map((tier) => ({
    tier: i18n._(tierLabels[tier.tier]),
    [activeLabel]: tier.active,
    [inactiveLabel]: tier.total - tier.active,
  }));

  const signUpsTitle = t`Sign-ups per week`;
  const usersTitle = t`Users by type`;
  const tiersTitle = t`Partners by sponsor tier`;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartPanel title={signUpsTitle}>
        <div aria-hidden>
          <AreaChart
            h={260}
            data={signUps}
            dataKey="week"
            series={[{ name: "count", label: signUpsLabel, color: "brand.7" }]}
            curveType="monotone"
            withDots={false}
            tickLine="none"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false }}
            // Every week gets its label, slanted so twelve fit beside each other.
            xAxisProps={{ interval: 0, angle: -35, textAnchor: "end", height: 48 }}
            areaChartProps={noKeyboardLayer}
          />
        </div>
        <ChartTable caption={signUpsTitle} rows={signUps.map((week) => [week.week, week.count])} />
      </ChartPanel>
      <ChartPanel title={usersTitle}>
        <div aria-hidden>
          <DonutChart
            pieChartProps={noKeyboardLayer}
            pieProps={{ rootTabIndex: -1 }}
            h={220}
            data={users}
            withLabels
            withLabelsLine
            tooltipDataSource="segment"
            mx="auto"
          />
          <Group justify="center" gap="md" mt="sm">
            {users.map((group) => (
              <Group key={group.name} gap={6}>
                <ColorSwatch color={`var(--mantine-color-${group.color.replace(".", "-")})`} size={12} />
                <Text size="sm">{group.name}</Text>
              </Group>
            ))}
          </Group>
        </div>
        <ChartTable caption={usersTitle} rows={users.map((group) => [group.name, group.value])} />
      </ChartPanel>
      <ChartPanel title={tiersTitle}>
        <div aria-hidden>
          <BarChart
            h={260}
            data={tiers}
            dataKey="tier"
            type="stacked"
            withLegend
            series={[
              { name: activeLabel, color: "brand.7" },
              { name: inactiveLabel, color: "gray.5" },
            ]}
            tickLine="none"
            gridAxis="y"
            // Partners are counted: no 0.75 ticks.
            yAxisProps={{ allowDecimals: false }}
            barChartProps={noKeyboardLayer}
          />
        </div>
        <ChartTable
          caption={tiersTitle}
          rows={summary.partners.byTier.map((tier) => [i18n._(tierLabels[tier.tier]), tier.total])}
        />
      </ChartPanel>
    </SimpleGrid>
  );
}
