import { subject } from '@casl/ability';
import { Box, Button, Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { NewDevicePageQuery as NewDevicePageQueryType } from '../../../../__generated__/NewDevicePageQuery.graphql';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { ListEmptyState } from '../../../components/list/ListEmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { devicesPath } from '../../../routing/paths';
import { useBreadcrumbs } from '../../../routing/useBreadcrumbs';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { DeviceImport } from './DeviceImport';
import { NewDeviceForm } from './NewDeviceForm';
import { NewDevicePageSkeleton } from './NewDevicePageSkeleton';

export const NewDevicePageQuery = graphql`
  query NewDevicePageQuery {
    organizations {
      # eslint-disable-next-line relay/unused-fields -- read by the form and the import's checks
      id
      organizationId
      name
    }
    deviceModels {
      # eslint-disable-next-line relay/unused-fields -- read by the form and the import's checks
      id
      # eslint-disable-next-line relay/unused-fields -- read by the form and the import's checks
      modelId
      # eslint-disable-next-line relay/unused-fields -- read by the form and the import's checks
      title
      # eslint-disable-next-line relay/unused-fields -- read by the form and the import's checks
      deviceTypeCategory {
        slug
        name
      }
    }
    packages {
      # eslint-disable-next-line relay/unused-fields -- read by the form and the import's checks
      id
      # eslint-disable-next-line relay/unused-fields -- read by the form and the import's checks
      packageId
      # eslint-disable-next-line relay/unused-fields -- read by the form and the import's checks
      slug
      name
    }
  }
`;

export type NewDeviceLookups = NewDevicePageQueryType['response'];

/** `/devices/new` and `/organizations/:orgId/devices/new`: one device through the form, or many from a file. */
export function NewDevicePage() {
  const queryRef = useLoaderData() as PreloadedQuery<NewDevicePageQueryType>;
  return (
    <Suspense fallback={<NewDevicePageSkeleton />}>
      <NewDeviceContent queryRef={queryRef} />
    </Suspense>
  );
}

function NewDeviceContent({ queryRef }: { queryRef: PreloadedQuery<NewDevicePageQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<NewDevicePageQueryType>(NewDevicePageQuery, queryRef);
  const crumbs = useBreadcrumbs();
  const viewer = useContext(ViewerAccessContext);
  const { orgId } = useParams();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'import' ? 'import' : 'one';

  // The owners the viewer may create devices in; under an organisation only that one.
  const owners = useMemo(
    () =>
      data.organizations.filter(
        (org) =>
          (orgId === undefined || org.organizationId === orgId) &&
          (viewer?.ability.can('create', subject('Device', { ownerId: org.organizationId, organizationId: org.organizationId })) ?? false),
      ),
    [data.organizations, orgId, viewer],
  );
  const fixedOwner = orgId === undefined ? null : (owners[0] ?? null);
  const ownerName = fixedOwner?.name ?? '';

  if (owners.length === 0) {
    return (
      <Stack gap="6">
        <Stack gap="3">
          <Breadcrumbs items={crumbs} />
          <PageHeader title={t`New device`} />
        </Stack>
        <ListEmptyState
          title={orgId === undefined ? t`No organisation to create devices in` : t`Organisation not found`}
          description={t`You may not create devices here, or the organisation does not exist.`}
        />
        <Box>
          <Button asChild variant="outline">
            <RouterLink to={devicesPath()}>
              <Trans>Back to the devices</Trans>
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    );
  }

  const setMode = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'import') copy.set('mode', 'import');
        else copy.delete('mode');
        return copy;
      },
      { replace: true },
    );

  return (
    <Stack gap="5" minW="0">
      <Stack gap="3">
        <Breadcrumbs items={crumbs} />
        <PageHeader
          title={fixedOwner ? t`New device for ${ownerName}` : t`New device`}
          description={t`Create one device with the form, or many at once from a CSV or XLSX file.`}
        />
      </Stack>
      <Tabs.Root lazyMount value={mode} onValueChange={({ value }) => setMode(value)} variant="line" colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="one">
            <Trans>One device</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="import">
            <Trans>Import from file</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="one" pt="5">
          <NewDeviceForm lookups={data} owners={owners} fixedOwner={fixedOwner} />
        </Tabs.Content>
        <Tabs.Content value="import" pt="5">
          <DeviceImport lookups={data} owners={owners} fixedOwner={fixedOwner} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
