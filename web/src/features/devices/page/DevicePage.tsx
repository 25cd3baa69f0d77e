import { subject } from '@casl/ability';
import { Alert, Box, Button, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, useMemo, type ComponentType } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import type { DevicePageQuery as DevicePageQueryType } from '../../../../__generated__/DevicePageQuery.graphql';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { ListEmptyState } from '../../../components/list/ListEmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useScrolledIntoView } from '../../../components/useScrolledIntoView';
import { describeError } from '../../../relay/describeError';
import { useBreadcrumbs } from '../../../routing/useBreadcrumbs';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { DeviceHeader } from './DeviceHeader';
import { DevicePageSkeleton } from './DevicePageSkeleton';
import { deviceTabOf, type DevicePageMode } from './deviceTabOf';
import { deviceTabs, deviceTabVariables } from './deviceTabs';
import { DevicePageContext, type DevicePageContextValue } from './useDevicePage';

/**
 * A device's page: the header's fields always, and the fields of the open tab only — each tab's
 * fragment is spread under `@include(if: $<key>Tab)`, which `deviceTabVariables` sets for the tab in
 * the URL. The route loader starts it; switching tabs asks the same query again with the next tab's
 * variable (DeviceTabPanel), so the header stays on screen and only the new tab's data loads.
 *
 * Adding a tab (see deviceTabs.tsx): declare `$<key>Tab: Boolean = false` and spread the tab's
 * fragment as `...<Name>TabFragment @include(if: $<key>Tab) @alias(as: "<key>")` below. The tabs'
 * modules load lazily, so they are not
 * imported here (hence the eslint comments).
 */
export const DevicePageQuery = graphql`
  query DevicePageQuery(
    $id: ID!
    $infoTab: Boolean = false
    $servicesTab: Boolean = false
    $dataTab: Boolean = false
    $auditTab: Boolean = false
    $downlinkTab: Boolean = false
    $alarmsTab: Boolean = false
    $contractsTab: Boolean = false
    $appliedTab: Boolean = false
    # Page sizes as variables, not the fragments' literal defaults: the gateway's cost limit
    # (graphql-armor) multiplies a literal page size into the query cost.
    $alarmsFirst: Int = 50
    $tripsFirst: Int = 10
    $contractsFirst: Int = 10
    $auditFirst: Int = 20
  ) {
    viewer {
      id
      config {
        utcOffset
      }
    }
    node(id: $id) {
      __typename
      ... on Device {
        id
        deleted
        downlinkSupported
        owner {
          organizationId
        }
        ...DeviceHeaderFragment @alias(as: "header")
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a lazily loaded tab
        ...DeviceInfoTabFragment @include(if: $infoTab) @alias(as: "info")
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a lazily loaded tab
        ...DeviceServicesTabFragment @include(if: $servicesTab) @alias(as: "services")
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a lazily loaded tab
        ...DeviceDataTabFragment @include(if: $dataTab) @alias(as: "data")
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a lazily loaded tab
        ...DeviceAuditTabFragment @include(if: $auditTab) @alias(as: "audit") @arguments(first: $auditFirst)
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a lazily loaded tab
        ...DeviceDownlinkTabFragment @include(if: $downlinkTab) @alias(as: "downlink")
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a lazily loaded tab
        ...DeviceAlarmsTabFragment @include(if: $alarmsTab) @alias(as: "alarms") @arguments(alarmsFirst: $alarmsFirst, tripsFirst: $tripsFirst)
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a lazily loaded tab
        ...DeviceContractsTabFragment @include(if: $contractsTab) @alias(as: "contracts") @arguments(contractsFirst: $contractsFirst)
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a lazily loaded tab
        ...DeviceAppliedConfigTabFragment @include(if: $appliedTab) @alias(as: "applied")
      }
    }
  }
`;

/** `/devices/:deviceId` (and `/edit`, `/alerts`, and the same under an organisation): one device and its tabs. */
export function DevicePage() {
  const queryRef = useLoaderData() as PreloadedQuery<DevicePageQueryType>;
  return (
    <Suspense fallback={<DevicePageSkeleton />}>
      <DevicePageContent queryRef={queryRef} />
    </Suspense>
  );
}

function modeOf(pathname: string): { mode: DevicePageMode; basePath: string } {
  const match = /^(.*)\/(edit|alerts)\/?$/.exec(pathname);
  if (!match) return { mode: 'view', basePath: pathname.replace(/\/$/, '') };
  return { mode: match[2] === 'edit' ? 'edit' : 'alerts', basePath: match[1]! };
}

function DevicePageContent({ queryRef }: { queryRef: PreloadedQuery<DevicePageQueryType> }) {
  const { t, i18n } = useLingui();
  const data = usePreloadedQuery<DevicePageQueryType>(DevicePageQuery, queryRef);
  const location = useLocation();
  const navigate = useNavigate();
  const crumbs = useBreadcrumbs();
  const viewer = useContext(ViewerAccessContext);
  const { mode, basePath } = modeOf(location.pathname);
  const tab = deviceTabOf(new URLSearchParams(location.search), mode);
  // On a phone the tabs scroll sideways: the current one is brought into view.
  const currentTab = useScrolledIntoView<HTMLButtonElement>(tab);
  const device = data.node?.__typename === 'Device' ? data.node : null;
  const ownerId = device?.owner.organizationId;
  const utcOffset = data.viewer?.config.utcOffset ?? 0;

  const context = useMemo<DevicePageContextValue>(
    () => ({
      utcOffset,
      basePath,
      editing: mode === 'edit',
      setEditing: (editing) => navigate(editing ? `${basePath}/edit` : `${basePath}?tab=info`),
      can: (action, subjectType = 'Device') => viewer?.ability.can(action, subject(subjectType, { ownerId, organizationId: ownerId })) ?? false,
    }),
    [utcOffset, basePath, mode, navigate, viewer, ownerId],
  );

  if (!device) {
    return (
      <Stack gap="6">
        <Stack gap="3">
          <Breadcrumbs items={crumbs} />
          <PageHeader title={t`Device not found`} />
        </Stack>
        <ListEmptyState title={t`No matching devices found`} description={t`The device does not exist, or you may not see it.`} />
        <Box>
          <Button asChild variant="outline">
            <RouterLink to={basePath.replace(/\/[^/]+$/, '')}>
              <Trans>Back to the devices</Trans>
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    );
  }

  const visible = deviceTabs.filter((entry) => entry.shows?.({ downlinkSupported: device.downlinkSupported, can: (a, s) => context.can(a, s) }) ?? true);
  const selectTab = (key: string) => {
    if (key === tab && mode === 'view') return;
    navigate(`${basePath}?tab=${encodeURIComponent(key)}`);
  };

  return (
    <DevicePageContext.Provider value={context}>
      <Stack gap="5" minW="0">
        <Breadcrumbs items={crumbs} />
        {device.header && <DeviceHeader deviceRef={device.header} />}
        <Tabs.Root value={tab} onValueChange={({ value }) => selectTab(value)} activationMode="manual" variant="line" colorPalette="brand">
          <Box overflowX="auto" overflowY="hidden" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
            <Tabs.List minW="max-content">
              {visible.map((entry) => (
                <Tabs.Trigger key={entry.key} value={entry.key} ref={entry.key === tab ? currentTab : undefined}>
                  {i18n._(entry.title)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {visible.map((entry) => (
            <Tabs.Content key={entry.key} value={entry.key} pt="5">
              {entry.key === tab && (
                <ErrorBoundary FallbackComponent={TabError} resetKeys={[tab]}>
                  <Suspense fallback={<TabSkeleton />}>
                    <DeviceTabPanel tab={tab} id={device.id} deleted={device.deleted} />
                  </Suspense>
                </ErrorBoundary>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </DevicePageContext.Provider>
  );
}

/**
 * The open tab, with its fields: the page's query asked again with this tab's variable, answered
 * from the store when the route loader already asked for it (the first tab), else from the server
 * while the header stays on screen.
 */
function DeviceTabPanel({ tab, id, deleted }: { tab: string; id: string; deleted: boolean }) {
  const data = useLazyLoadQuery<DevicePageQueryType>(DevicePageQuery, { id, ...deviceTabVariables(tab) }, { fetchPolicy: 'store-or-network' });
  const entry = deviceTabs.find((candidate) => candidate.key === tab);
  const device = data.node?.__typename === 'Device' ? data.node : null;
  const deviceRef = entry && device ? device[entry.key] : null;
  if (!entry || !deviceRef) return null;
  const Component = entry.Component as unknown as ComponentType<{ deviceRef: typeof deviceRef; deleted: boolean }>;
  return <Component deviceRef={deviceRef} deleted={deleted} />;
}

function TabSkeleton() {
  return (
    <Stack gap="3" aria-busy>
      <Skeleton height="8" width="40%" />
      <Skeleton height="40" />
      <Skeleton height="8" />
    </Stack>
  );
}

/** A tab that failed says so and offers a retry; the header and the other tabs keep working. */
function TabError({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <Alert.Root status="error" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>This tab could not be loaded</Trans>
        </Alert.Title>
        <Alert.Description>{describeError(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={resetErrorBoundary}>
        <Trans>Try again</Trans>
      </Button>
    </Alert.Root>
  );
}
