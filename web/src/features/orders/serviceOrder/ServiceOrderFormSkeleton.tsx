import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** The new/edit order page while its lookups load: the header and the form's sections. */
export function ServiceOrderFormSkeleton() {
  return (
    <Stack gap="5" aria-busy="true">
      <Skeleton height="4" width="48" />
      <Skeleton height="9" width={{ base: 'full', md: '96' }} />
      <SkeletonText noOfLines={1} width="2/3" />
      <Stack gap="4" borderWidth="1px" borderRadius="l3" p="5">
        <Skeleton height="5" width="40" />
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <Skeleton height="10" flex="1" />
          <Skeleton height="10" flex="1" />
          <Skeleton height="10" flex="1" />
        </Stack>
        <Skeleton height="10" />
      </Stack>
      <Stack gap="4" borderWidth="1px" borderRadius="l3" p="5">
        <Skeleton height="5" width="40" />
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="24" />
      </Stack>
    </Stack>
  );
}
