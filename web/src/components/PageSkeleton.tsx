import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** Placeholder for a page while its data loads: the shape of a title and a card. */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="6" aria-busy="true" aria-label={t`Loading`} role="status">
      <Skeleton height="8" width={{ base: '60%', md: '40%' }} />
      <Box bg="bg" borderRadius="l3" borderWidth="1px" p="6">
        <SkeletonText noOfLines={4} gap="4" />
      </Box>
    </Stack>
  );
}
