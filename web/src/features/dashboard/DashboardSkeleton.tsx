import { HStack, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The dashboard's shape while its first data loads: title, filter, toolbar and a few cards. */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="5" aria-busy="true" aria-label={t`Loading`} role="status">
      <HStack justify="space-between">
        <Skeleton height="8" width={{ base: '50%', md: '25%' }} />
        <Skeleton height="8" width="56" />
      </HStack>
      <Skeleton height="24" borderRadius="l3" />
      <Skeleton height="16" borderRadius="l3" />
      <Skeleton height="6" width="40%" />
      <SimpleGrid gap="4" templateColumns="repeat(auto-fill, minmax(340px, 1fr))">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="28" borderRadius="l3" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
