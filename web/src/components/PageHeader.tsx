import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle';

/** A page's heading, which also names the browser tab, so the two never disagree. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap="1">
      <DocumentTitle title={title} />
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
