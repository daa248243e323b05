import { useLingui } from "@lingui/react/macro";
import { Box, Button, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { countryName } from "@wro/api/forms";
import { parseLocale } from "@wro/i18n";
import { useEffect, useRef } from "react";
import { useFormatTime } from "../lib/format";
import { NOT_ON_ROSTER, type ShownVerdict } from "./verdict";

const colors = { green: "#2b8a3e", amber: "#e67700", red: "#c92a2a" } as const;
const icons = { green: IconCircleCheck, amber: IconAlertTriangle, red: IconCircleX } as const;

/** What a verdict's reason says, in the staff member's language. */
export function useReasonText() {
  const { i18n, t } = useLingui();
  const time = useFormatTime();
  return (verdict: ShownVerdict) =>
    verdict.reason === NOT_ON_ROSTER
      ? t`Not on this device's list of valid badges (unpaid, cancelled, revoked or unknown). The server will check it when the network is back.`
      : i18n._(verdict.reason, {
          time: verdict.firstAt ? time(verdict.firstAt) : "",
          gate: verdict.firstGate ?? "",
        });
}

/**
 * The verdict, filling the screen: the colour says it from a distance, the words say why. It
 * stays until the staff member asks for the next scan, or, after a green, the camera reads the
 * next person's badge.
 */
export function VerdictScreen({ verdict, onNext }: { verdict: ShownVerdict; onNext: () => void }) {
  const { i18n, t } = useLingui();
  const reason = useReasonText();
  const next = useRef<HTMLButtonElement>(null);
  const Icon = icons[verdict.verdict];
  const headline = { green: t`Enter`, amber: t`Already in`, red: t`No entry` }[verdict.verdict];
  const { person } = verdict;
  const locale = parseLocale(i18n.locale);

  useEffect(() => {
    next.current?.focus();
  }, [verdict]);

  return (
    <Box
      role="alert"
      aria-label={headline}
      data-verdict={verdict.verdict}
      pos="fixed"
      inset={0}
      bg={colors[verdict.verdict]}
      c="white"
      p="lg"
      style={{ zIndex: 300, display: "flex", alignItems: "center", justifyContent: "center" }}
    >
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Icon size={96} stroke={1.5} aria-hidden />
        <Title order={1} fz={44}>
          {headline}
        </Title>
        {person ? (
          <>
            <Text fz={26} fw={700} lang="en" dir="ltr">
              {person.nameLatin}
            </Text>
            <Text fz={26} fw={700} lang="ar" dir="rtl">
              {person.nameArabic}
            </Text>
            <Text fz="lg">
              {person.delegation} · {countryName(person.country, locale) ?? person.country}
            </Text>
            <Text fz="lg" fw={600}>
              {locale === "ar" ? person.role.ar : person.role.en}
            </Text>
          </>
        ) : null}
        <Text fz="lg">{reason(verdict)}</Text>
        {verdict.offline ? <Text fz="sm">{t`Checked on this device while offline.`}</Text> : null}
        <Button ref={next} size="xl" variant="white" color="dark" mt="md" onClick={onNext}>
          {t`Scan next`}
        </Button>
      </Stack>
    </Box>
  );
}
