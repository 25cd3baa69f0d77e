import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="fg" letterSpacing="-0.01em">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize="md">
          {description}
        </Text>
      )}
    </Stack>
  );
}
