import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';

/** The frame of the signed-out screens: brand, language choice and one centred card; `title` names the tab. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex minH="100dvh" direction="column" bg="bg.canvas">
      <DocumentTitle title={title} />
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
        <RouterLink to="/" aria-label="FieldSense">
          <Logo />
        </RouterLink>
        <LanguageMenu />
      </Flex>
      <Flex as="main" flex="1" align={{ base: 'flex-start', md: 'center' }} justify="center" px="4" pt={{ base: '4', md: '0' }} pb="12">
        <Box
          w="full"
          maxW="md"
          bg="bg"
          borderRadius="l3"
          borderWidth="1px"
          boxShadow="sm"
          p={{ base: '6', md: '8' }}
        >
          {children}
        </Box>
      </Flex>
      <Stack as="footer" align="center" pb="6" px="4" textAlign="center">
        <Text fontSize="sm" color="fg.muted">
          <Trans>FieldSense · device monitoring and field service</Trans>
        </Text>
      </Stack>
    </Flex>
  );
}
