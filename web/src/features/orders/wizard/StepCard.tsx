import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A step's panel: a heading and what the step shows or asks. */
export function StepCard({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.panel" minW="0">
      {title && (
        <Heading as="h2" size="md">
          {title}
        </Heading>
      )}
      {children}
    </Stack>
  );
}
