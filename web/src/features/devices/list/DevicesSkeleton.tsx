import { HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ListSkeleton } from '../../../components/list/ListSkeleton';

/** The device list's shape while its first page loads: title, toolbar and rows. */
export function DevicesSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="5" aria-busy="true" aria-label={t`Loading`} role="status">
      <Skeleton height="8" width={{ base: '60%', md: '30%' }} />
      <HStack gap="2">
        <Skeleton height="8" width={{ base: '40', md: '64' }} />
        <Skeleton height="8" width="28" />
      </HStack>
      <ListSkeleton rows={8} columns={7} />
    </Stack>
  );
}
