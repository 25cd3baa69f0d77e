import { Box, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConstructionIcon } from 'lucide-react';
import { PageHeader } from '../../components/PageHeader';
import { OrdersTabs } from './OrdersTabs';

/** /orders/installation: the installation area's tab, whose orders come with a later release. */
export function InstallationOrdersPage() {
  const { t } = useLingui();
  return (
    <Stack gap="5" minW="0">
      <PageHeader title={t`Installation orders`} />
      <OrdersTabs current="installation" />
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '6', md: '10' }} textAlign="center">
        <Stack align="center" gap="3">
          <Box color="brand.fg" bg="brand.subtle" p="3" borderRadius="full">
            <ConstructionIcon size="28" aria-hidden />
          </Box>
          <Text fontWeight="semibold" fontSize="lg">
            <Trans>Not built yet</Trans>
          </Text>
          <Text color="fg.muted" maxW="md">
            <Trans>Installation orders come in a later release: planning and installing new devices will live here.</Trans>
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
