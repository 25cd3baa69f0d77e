import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The monitoring page's shape while its first data loads: title, toolbar, filters and rows. */
export function MonitoringSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="5" aria-busy="true" aria-label={t`Loading`} role="status">
      <Skeleton height="8" width={{ base: '60%', md: '30%' }} />
      <HStack gap="2">
        <Skeleton height="8" width="32" />
        <Skeleton height="8" width="28" />
      </HStack>
      <Skeleton height="28" borderRadius="l3" />
      <Box bg="bg" borderRadius="l3" borderWidth="1px" p="4">
        <Stack gap="3">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="6" />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
