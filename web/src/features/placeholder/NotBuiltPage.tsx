import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftIcon, ConstructionIcon, LayoutDashboardIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PageHeader } from '../../components/PageHeader';
import { dashboardPath } from '../../routing/paths';
import { useBreadcrumbs } from '../../routing/useBreadcrumbs';

/**
 * An honest stand-in for a page whose feature arrives in a later release: named after the page
 * (its route's title unless `title` says otherwise), with the breadcrumb and a way back up.
 */
export function NotBuiltPage({ title }: { title?: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  const crumbs = useBreadcrumbs();
  const heading = title ? i18n._(title) : (crumbs.at(-1)?.title ?? t`Not built yet`);
  // The nearest page above this one that the viewer may open.
  const up = crumbs.slice(0, -1).filter((crumb) => crumb.allowed).at(-1);
  const upTitle = up?.title;

  return (
    <Stack gap="6">
      <Stack gap="3">
        <Breadcrumbs items={crumbs} />
        <PageHeader title={heading} />
      </Stack>
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '6', md: '10' }} textAlign="center">
        <Stack align="center" gap="3">
          <Box color="brand.fg" bg="brand.subtle" p="3" borderRadius="full">
            <ConstructionIcon size="28" aria-hidden />
          </Box>
          <Text fontWeight="semibold" fontSize="lg">
            <Trans>Not built yet</Trans>
          </Text>
          <Text color="fg.muted" maxW="md">
            <Trans>This page is part of a coming release. Its features are not available yet.</Trans>
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="3" w={{ base: 'full', sm: 'auto' }}>
            {up && (
              <Button asChild variant="outline">
                <RouterLink to={up.path}>
                  <ArrowLeftIcon aria-hidden /> <Trans>Back to {upTitle}</Trans>
                </RouterLink>
              </Button>
            )}
            <Button asChild colorPalette="brand">
              <RouterLink to={dashboardPath()}>
                <LayoutDashboardIcon aria-hidden /> <Trans>Go to the dashboard</Trans>
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
