import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, useMemo } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { PlusIcon } from 'lucide-react';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { DevicesPageQuery as DevicesPageQueryType } from '../../../../__generated__/DevicesPageQuery.graphql';
import type { devicesLoaderSetupQuery } from '../../../../__generated__/devicesLoaderSetupQuery.graphql';
import DevicesSetupQuery from '../../../../__generated__/devicesLoaderSetupQuery.graphql';
import type { ListSort } from '../../../components/list/ListSort';
import { PageHeader } from '../../../components/PageHeader';
import { todayAt } from '../../../i18n/format/calendarDay';
import { describeError } from '../../../relay/describeError';
import { devicePath, newDevicePath, organizationDevicePath, organizationNewDevicePath } from '../../../routing/paths';
import { routeAccess } from '../../../routing/routeAccess';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { DevicesFilters } from './DevicesFilters';
import { DevicesList } from './DevicesList';
import { emptyFilterState, isEmptyFilter, readFilterState, readSort, readView, writeFilterState, writeSort, writeView, type DevicesFilterState, type DeviceView } from './devicesSearchParams';
import { DevicesSkeleton } from './DevicesSkeleton';
import { devicesVariables } from './devicesVariables';
import { ViewSwitch } from './ViewSwitch';

export const DevicesPageQuery = graphql`
  query DevicesPageQuery($filter: DeviceFilter, $orderBy: DeviceOrder, $first: Int!, $page: Int) {
    ...DevicesListFragment @arguments(filter: $filter, orderBy: $orderBy, first: $first, page: $page)
  }
`;

/** /devices and /organizations/{orgId}/devices: the fleet registry, filtered, searched, sorted, paged, in a table, a grid or on a map. */
export function DevicesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DevicesPageQueryType>;
  return (
    <Suspense fallback={<DevicesSkeleton />}>
      <DevicesContent queryRef={queryRef} />
    </Suspense>
  );
}

function DevicesContent({ queryRef }: { queryRef: PreloadedQuery<DevicesPageQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<DevicesPageQueryType>(DevicesPageQuery, queryRef);
  // The lookups: loaded (and kept) by the route loader, so read from the store here.
  const setup = useLazyLoadQuery<devicesLoaderSetupQuery>(DevicesSetupQuery, {}, { fetchPolicy: 'store-or-network' });
  const utcOffset = setup.viewer?.config.utcOffset ?? 0;
  const { orgId } = useParams();
  const organization = orgId === undefined ? null : (setup.organizations.find((o) => o.organizationId === orgId) ?? null);
  const viewer = useContext(ViewerAccessContext);
  const canCreate = viewer !== null && routeAccess.newDevice(viewer);
  const canSeeDeleted = viewer !== null && viewer.ability.can('delete', 'Device');

  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // Keyed by the URL's text: a new URLSearchParams object for the same URL is the same state.
  const { filter, sort, view, variables } = useMemo(() => {
    const current = new URLSearchParams(paramsKey);
    return { filter: readFilterState(current), sort: readSort(current), view: readView(current), variables: devicesVariables(current, organization?.id) };
  }, [paramsKey, organization?.id]);

  const setFilter = (next: DevicesFilterState) => setParams((current) => writeFilterState(next, current));
  const clearFilters = () => setFilter(emptyFilterState);
  const setSort = (next: ListSort) => setParams((current) => writeSort(next, current));
  const setView = (next: DeviceView) => setParams((current) => writeView(next, current));
  const setPage = (page: number, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      },
      { replace },
    );
  const setPageSize = (size: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('size', String(size));
      // Pages are of one size: another size starts over at page 1.
      next.delete('page');
      return next;
    });
  const deviceHref = useMemo(
    () => (orgId === undefined ? devicePath : (deviceId: string) => organizationDevicePath(orgId, deviceId)),
    [orgId],
  );
  const filtered = !isEmptyFilter(organization ? { ...filter, owners: [] } : filter);
  const orgName = organization?.name ?? '';
  const exportName = `${organization ? `${orgName} ` : ''}${t`devices`}-${todayAt(utcOffset)}`;

  return (
    <Stack gap="5" minW="0">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <PageHeader
          title={organization ? t`Devices of ${orgName}` : t`Devices`}
          description={t`Every device you may see: find, filter and open a device, or export the list.`}
        />
        {canCreate && (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={orgId !== undefined ? organizationNewDevicePath(orgId) : newDevicePath()}>
              <PlusIcon aria-hidden />
              <Trans>New device</Trans>
            </RouterLink>
          </Button>
        )}
      </HStack>
      <DevicesFilters
        lookups={setup}
        value={filter}
        onChange={setFilter}
        onClear={clearFilters}
        fixedOwner={organization !== null}
        canSeeDeleted={canSeeDeleted}
        after={<ViewSwitch value={view} onChange={setView} />}
      />
      <ErrorBoundary FallbackComponent={SectionError} resetKeys={[paramsKey]}>
        <DevicesList
          query={data}
          variables={variables}
          loadedVariables={queryRef.variables}
          view={view}
          utcOffset={utcOffset}
          deviceHref={deviceHref}
          onPage={setPage}
          onPageSize={setPageSize}
          sort={sort}
          onSort={setSort}
          onClearFilters={filtered ? clearFilters : undefined}
          exportName={exportName}
        />
      </ErrorBoundary>
    </Stack>
  );
}

/** A failed list says so and offers a retry; the filters keep working. */
function SectionError({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <Alert.Root status="error" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>The devices could not be loaded</Trans>
        </Alert.Title>
        <Alert.Description>{describeError(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={resetErrorBoundary}>
        <Trans>Try again</Trans>
      </Button>
    </Alert.Root>
  );
}
