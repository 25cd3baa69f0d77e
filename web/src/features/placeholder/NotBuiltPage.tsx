import { Box, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuConstruction } from 'react-icons/lu';
import { PageHeader } from '../../components/PageHeader';

/** An honest stand-in for a page whose feature arrives in a later release. */
export function NotBuiltPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="6">
      <PageHeader title={i18n._(title)} />
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '6', md: '10' }} textAlign="center">
        <Stack align="center" gap="3">
          <Box color="brand.fg" bg="brand.subtle" p="3" borderRadius="full">
            <LuConstruction size="28" aria-hidden />
          </Box>
          <Text fontWeight="semibold" fontSize="lg">
            <Trans>Not built yet</Trans>
          </Text>
          <Text color="fg.muted" maxW="md">
            <Trans>This page is part of a coming release. Its features are not available yet.</Trans>
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
