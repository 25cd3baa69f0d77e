import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Read-only facts as a description list: label and value side by side from a small tablet up,
 * stacked on a phone.
 */
export function FactList({ label, items }: { label: string; items: { label: string; value: ReactNode }[] }) {
  return (
    <Box
      as="dl"
      aria-label={label}
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }}
      columnGap="6"
      rowGap={{ base: '0.5', sm: '2' }}
      fontSize="sm"
      minW="0"
    >
      {items.map((item) => (
        <Box key={item.label} display="contents">
          <Text as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
            {item.label}
          </Text>
          <Box as="dd" wordBreak="break-word" minW="0">
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
