import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** The order's page while it loads: header, status, facts and history. */
export function ServiceOrderDetailsSkeleton() {
  return (
    <Stack gap="5" aria-busy="true">
      <Skeleton height="4" width="48" />
      <Skeleton height="9" width={{ base: 'full', md: '80' }} />
      <Skeleton height="6" width="24" />
      <Stack gap="3" borderWidth="1px" borderRadius="l3" p="5">
        <SkeletonText noOfLines={6} />
      </Stack>
      <Stack gap="3" borderWidth="1px" borderRadius="l3" p="5">
        <Skeleton height="5" width="32" />
        <SkeletonText noOfLines={4} />
      </Stack>
    </Stack>
  );
}
