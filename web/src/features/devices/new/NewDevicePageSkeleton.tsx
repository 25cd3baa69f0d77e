import { Grid, HStack, Skeleton, Stack } from '@chakra-ui/react';

/** The new-device page while its lookups load: breadcrumb, title, the two choices and the form. */
export function NewDevicePageSkeleton() {
  return (
    <Stack gap="5" aria-busy="true">
      <Skeleton height="4" width="48" />
      <Skeleton height="9" width={{ base: '70%', md: '30%' }} />
      <HStack gap="4">
        <Skeleton height="8" width="28" />
        <Skeleton height="8" width="24" />
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height="16" />
        ))}
      </Grid>
      <Skeleton height="64" />
    </Stack>
  );
}
