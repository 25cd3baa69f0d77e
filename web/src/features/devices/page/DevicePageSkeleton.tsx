import { HStack, Skeleton, Stack } from '@chakra-ui/react';

/** The device page while its query loads: breadcrumb, header, tabs and a panel. */
export function DevicePageSkeleton() {
  return (
    <Stack gap="5" aria-busy="true">
      <Skeleton height="4" width="48" />
      <Skeleton height="9" width={{ base: '70%', md: '40%' }} />
      <HStack gap="2">
        <Skeleton height="6" width="24" />
        <Skeleton height="6" width="20" />
        <Skeleton height="6" width="32" />
      </HStack>
      <HStack gap="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="8" width="24" />
        ))}
      </HStack>
      <Skeleton height="64" />
    </Stack>
  );
}
