import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { usePageTitle } from "../app/usePageTitle";

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <Stack align="flex-start">
      <Title order={1}>{t`Page not found`}</Title>
      <Anchor component={Link} to="/dashboard">
        <Trans>Back to the dashboard</Trans>
      </Anchor>
    </Stack>
  );
}
