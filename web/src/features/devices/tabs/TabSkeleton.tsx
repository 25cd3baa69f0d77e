import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

type Props = { rows?: number };

/** A tab's shape while its data loads: a heading, a few lines of facts and a block. */
export function TabSkeleton({ rows = 4 }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t`Loading`} role="status">
      <HStack justify="space-between">
        <Skeleton height="6" width="48" />
        <Skeleton height="8" width="32" />
      </HStack>
      <Box borderWidth="1px" borderRadius="l3" p="4">
        <Stack gap="3">
          {Array.from({ length: rows }, (_, row) => (
            <HStack key={row} gap="4">
              <Skeleton height="5" flex="1" />
              <Skeleton height="5" flex="2" />
              <Skeleton height="5" flex="1" hideBelow="md" />
            </HStack>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
