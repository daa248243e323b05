import { useLingui } from "@lingui/react/macro";
import { Center, Loader } from "@mantine/core";

/** Content that is still loading. */
export function LoadingBlock() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader role="progressbar" aria-label={t`Loading…`} />
    </Center>
  );
}
