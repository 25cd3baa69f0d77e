import { Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The map view's shape while its code and points load (without the map's own code). */
export function MapViewSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={t`Loading the map`}>
      <Skeleton height={{ base: '440px', md: '560px' }} borderRadius="l3" />
      <Skeleton height="5" width={{ base: '80%', md: '40%' }} />
    </Stack>
  );
}
