import { useLingui } from "@lingui/react/macro";
import { Center, Loader } from "@mantine/core";

/** Shown while the first route's code loads. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center h="100dvh">
      <Loader role="progressbar" aria-label={t`Loading…`} />
    </Center>
  );
}
