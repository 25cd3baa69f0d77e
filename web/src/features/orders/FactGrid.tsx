import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's facts as label-over-value pairs in a grid: one column on a phone, three on a wide screen. */
export function FactGrid({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gapX="6" gapY="4">
      {facts.map(({ label, value }) => (
        <Stack key={label} gap="0.5" minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize="sm">
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
