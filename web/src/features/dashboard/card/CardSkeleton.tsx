import { Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** An expanded card's body while its first data loads: the summary's lines and the chart's box. */
export function CardSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="2" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton height="4" width="60%" />
      <Skeleton height="4" width="40%" />
      <Skeleton height="220px" />
    </Stack>
  );
}
