import { HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ListSkeleton } from '../../components/list/ListSkeleton';

/** An /orders list's shape while its first page loads: toolbar and rows (the title and tabs are already there). */
export function OrdersListSkeleton({ columns = 6 }: { columns?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="5" aria-busy="true" aria-label={t`Loading`} role="status">
      <HStack gap="2">
        <Skeleton height="8" width={{ base: '40', md: '64' }} />
        <Skeleton height="8" width="28" />
      </HStack>
      <ListSkeleton rows={8} columns={columns} />
    </Stack>
  );
}
