import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { InfoIcon } from 'lucide-react';

/**
 * Past the zoom where the bundled basemap has anything more to show, says so instead of leaving an
 * empty area, and tells an administrator how to get a full map.
 */
export function MapDetailNote() {
  return (
    <HStack
      role="status"
      position="absolute"
      top="3"
      left="3"
      maxW={{ base: 'calc(100% - 4.5rem)', md: 'sm' }}
      align="flex-start"
      gap="2"
      bg="bg"
      px="3"
      py="2"
      borderRadius="l2"
      boxShadow="md"
      fontSize="sm"
      pointerEvents="none"
    >
      <InfoIcon aria-hidden style={{ flexShrink: 0, marginTop: '3px' }} />
      <Stack gap="0.5">
        <Text fontWeight="medium">
          <Trans>Street-level detail is not available offline</Trans>
        </Text>
        <Text color="fg.muted" fontSize="xs">
          <Trans>
            An administrator can set <code>VITE_MAP_STYLE_URL</code> to show a full online map.
          </Trans>
        </Text>
      </Stack>
    </HStack>
  );
}
