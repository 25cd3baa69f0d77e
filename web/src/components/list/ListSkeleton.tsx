import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

type Props = { rows?: number; columns?: number };

/** A list's shape while its first page loads: a toolbar and rows of cells. */
export function ListSkeleton({ rows = 8, columns = 6 }: Props) {
  const { t } = useLingui();
  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" p="4" aria-busy="true" aria-label={t`Loading`} role="status">
      <Stack gap="3">
        <HStack justify="space-between">
          <Skeleton height="5" width="40" />
          <Skeleton height="8" width="28" />
        </HStack>
        {Array.from({ length: rows }, (_, row) => (
          <HStack key={row} gap="4">
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} height="6" flex={column === 1 ? 2 : 1} />
            ))}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
