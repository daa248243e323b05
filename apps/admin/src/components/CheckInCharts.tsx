import "@mantine/charts/styles.css";
import { useLingui } from "@lingui/react/macro";
import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Table, Title, VisuallyHidden } from "@mantine/core";
import { intlTag, parseLocale } from "@wro/i18n";
import type { RouterOutputs } from "../api/trpc";

export type CheckInStats = RouterOutputs["checkin"]["stats"];

/** The verdicts' colours, as the gate screen shows them. */
const verdictColors = { green: "green.7", amber: "yellow.6", red: "red.7" } as const;

/**
 * Check-ins at the gate (issue 37), per day and per gate: the people let in (green scans) and
 * the scans by verdict. Nothing at all before the first scan. Its own lazily loaded chunk, as
 * the dashboard's other charts.
 */
export default function CheckInCharts({ stats }: { stats: CheckInStats }) {
  const { t, i18n } = useLingui();
  if (stats.byDay.length === 0) return null;
  const tag = intlTag(parseLocale(i18n.locale));
  // A day as the stats give it (YYYY-MM-DD, the event's calendar day), read as that date.
  const dayFormat = new Intl.DateTimeFormat(tag, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const dayText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  const count = new Intl.NumberFormat(tag);

  const enteredLabel = t`People let in`;
  const alreadyInLabel = t`Already in`;
  const refusedLabel = t`Refused`;
  // The scans of each day by verdict: the sums of its gates.
  const days = stats.byDay.map((day) => {
    const gates = stats.byGate.filter((gate) => gate.day === day.day);
    const sum = (verdict: "amber" | "red") => gates.reduce((total, gate) => total + gate[verdict], 0);
    return {
      day: dayText(day.day),
      [enteredLabel]: day.entered,
      [alreadyInLabel]: sum("amber"),
      [refusedLabel]: sum("red"),
    };
  });

  const perDayTitle = t`Check-ins per day`;
  const perGateTitle = t`Check-ins per gate`;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="check-ins">
      <Paper withBorder p="md" radius="md" component="section">
        <Title order={2} size="h4" mb="md">
          {perDayTitle}
        </Title>
        <div aria-hidden>
          <BarChart
            h={260}
            data={days}
            dataKey="day"
            type="stacked"
            withLegend
            series={[
              { name: enteredLabel, color: verdictColors.green },
              { name: alreadyInLabel, color: verdictColors.amber },
              { name: refusedLabel, color: verdictColors.red },
            ]}
            tickLine="none"
            gridAxis="y"
            // Scans are counted: no 0.75 ticks.
            yAxisProps={{ allowDecimals: false }}
            // Hidden from assistive technology, as the table below says the same.
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <VisuallyHidden>
          <Table>
            <caption>{perDayTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Day`}</th>
                <th scope="col">{enteredLabel}</th>
                <th scope="col">{t`Scans`}</th>
              </tr>
            </thead>
            <tbody>
              {stats.byDay.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{dayText(day.day)}</th>
                  <td>{count.format(day.entered)}</td>
                  <td>{count.format(day.scans)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section">
        <Title order={2} size="h4" mb="md">
          {perGateTitle}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label={perGateTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Day`}</Table.Th>
                <Table.Th scope="col">{t`Gate`}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {enteredLabel}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {alreadyInLabel}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {refusedLabel}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.byGate.map((gate) => (
                <Table.Tr key={`${gate.day} ${gate.gate}`}>
                  <Table.Td>{dayText(gate.day)}</Table.Td>
                  <Table.Th scope="row" fw="normal">
                    <bdi>{gate.gate}</bdi>
                  </Table.Th>
                  <Table.Td ta="end">{count.format(gate.green)}</Table.Td>
                  <Table.Td ta="end">{count.format(gate.amber)}</Table.Td>
                  <Table.Td ta="end">{count.format(gate.red)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </SimpleGrid>
  );
}
