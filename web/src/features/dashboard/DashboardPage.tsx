import { Button, Card, HStack, Stack, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { DashboardPageQuery as DashboardPageQueryType } from '../../../__generated__/DashboardPageQuery.graphql';
import type { DashboardPageRefreshQuery } from '../../../__generated__/DashboardPageRefreshQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { cardInputs } from './cardInputs';
import { DashboardEmptyState } from './DashboardEmptyState';
import { DashboardFilters, type DashboardFilterValue } from './DashboardFilters';
import { DashboardModeSwitch } from './DashboardModeSwitch';
import { DashboardOrganization } from './DashboardOrganization';
import {
  clearFilterParams,
  readDashboardState,
  tomorrowIn,
  writeDashboardState,
  type DashboardMode,
  type DashboardPeriod,
  type DashboardState,
} from './dashboardSearchParams';
import { DashboardSkeleton } from './DashboardSkeleton';
import { DevicePicker } from './DevicePicker';
import { matchingDevices } from './matchingDevices';
import { PeriodPicker } from './PeriodPicker';

export const DashboardPageQuery = graphql`
  query DashboardPageQuery($organizationIds: [ID!]!) {
    viewer {
      id
      config {
        utcOffset
      }
    }
    organizations {
      id
      organizationId
      name
      deviceCount
    }
    deviceTypeCategories {
      id
      name
    }
    deviceModels {
      id
      title
    }
    analyticsRefs {
      key
      name
    }
    analyticsOrganizations(organizationIds: $organizationIds) {
      id
      groups {
        id
        devices {
          id
          name
          networkId
          hasCounter
          deviceTypeCategory {
            id
          }
          deviceModel {
            id
          }
        }
      }
      ungroupedDevices {
        id
        name
        networkId
        hasCounter
        deviceTypeCategory {
          id
        }
        deviceModel {
          id
        }
      }
      ...DashboardOrganizationFragment
    }
  }
`;

/**
 * The expanded cards' data in one request: on Refresh (written over what the store holds, so every
 * card shows it at once) and before a period or mode change. Cards with a non-default reference or
 * aggregation load their own (and refetch on `refreshKey`).
 */
const refreshQuery = graphql`
  query DashboardPageRefreshQuery(
    $ids: [ID!]!
    $trendInput: TrendInput!
    $schedulingInput: SchedulingInput!
    $analytics: Boolean!
    $scheduling: Boolean!
  ) {
    nodes(ids: $ids) {
      ... on AnalyticsDevice {
        id
        trend(input: $trendInput) @include(if: $analytics) {
          ...DeviceCardTrend_trend
        }
        scheduling(input: $schedulingInput) @include(if: $scheduling) {
          ...DeviceCardScheduling_scheduling
        }
      }
    }
  }
`;

/** /dashboard: trends and service schedules of the chosen organisations' devices, as cards. */
export function DashboardPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardPageQueryType>;
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <DashboardContent queryRef={queryRef} />
    </Suspense>
  );
}

function DashboardContent({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQueryType> }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<DashboardPageQueryType>(DashboardPageQuery, queryRef);
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const maxDay = tomorrowIn(utcOffset);
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const state = useMemo(() => readDashboardState(params, maxDay), [paramsKey, maxDay]); // eslint-disable-line react-hooks/exhaustive-deps
  // Expanded cards live here, not in the URL: a period or mode change keeps them open.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [refreshKey, setRefreshKey] = useState(0);
  // Pending (the spinner) while the refresh request runs and the cards re-render with its data.
  const [refreshing, startRefresh] = useTransition();
  const retained = useRef<{ dispose: () => void } | null>(null);
  useEffect(() => () => retained.current?.dispose(), []);

  const setState = (patch: Partial<DashboardState>) => setParams((current) => writeDashboardState(patch, current));
  // Scheduling concerns counters only (as the API's service-schedule lists do): other devices are left out.
  const countersOnly = state.mode === 'scheduling';
  const matching = useMemo(
    () => matchingDevices(data.analyticsOrganizations, state.types, state.models, countersOnly),
    [data.analyticsOrganizations, state.types, state.models, countersOnly],
  );
  const selected = useMemo(() => {
    const ids = new Set(matching.map((d) => d.id));
    return new Set(state.devices === null ? ids : state.devices.filter((id) => ids.has(id)));
  }, [matching, state.devices]);

  const setDevicesExpanded = useCallback((ids: readonly string[], open: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (open) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const visibleExpanded = [...expanded].filter((id) => selected.has(id));
  /** Loads the expanded cards' data for a window and mode in one request (`network-only`: Refresh). */
  const loadExpanded = async (period: DashboardPeriod, mode: DashboardMode, fetchPolicy: 'network-only' | 'store-or-network') => {
    if (visibleExpanded.length === 0) return;
    const variables = { ids: visibleExpanded, ...cardInputs(period), analytics: mode === 'analytics', scheduling: mode === 'scheduling' };
    try {
      await fetchQuery<DashboardPageRefreshQuery>(environment, refreshQuery, variables, { fetchPolicy }).toPromise();
      // Kept from garbage collection until the next load, so the cards surely find it in the store.
      retained.current?.dispose();
      retained.current = environment.retain(createOperationDescriptor(getRequest(refreshQuery), variables));
    } catch (error) {
      // The cards then load, and show a failure, on their own.
      console.warn('dashboard cards', error);
    }
  };
  const refresh = () =>
    startRefresh(async () => {
      await loadExpanded(state.period, state.mode, 'network-only');
      startRefresh(() => setRefreshKey((k) => k + 1));
    });
  // A new window or mode for open cards: one request for all of them first, then the cards read it
  // from the store, instead of one request per card.
  const changeView = (patch: { period?: DashboardPeriod; mode?: DashboardMode }) =>
    startRefresh(async () => {
      await loadExpanded(patch.period ?? state.period, patch.mode ?? state.mode, 'store-or-network');
      startRefresh(() => setState(patch));
    });

  const applyFilter = (value: DashboardFilterValue) => setState({ ...value, devices: null });
  const clearFilter = () => setParams((current) => clearFilterParams(current));
  // A URL without owners shows the default owner the loader chose (and loaded).
  const owners = state.owners.length > 0 ? state.owners : [...queryRef.variables.organizationIds];
  const filterValue = { owners, types: state.types, models: state.models };

  return (
    <Stack gap="5" minW="0">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <PageHeader title={t`Dashboard`} description={t`Trends and service schedules of your organisations' devices.`} />
        <DashboardModeSwitch value={state.mode} onChange={(mode) => changeView({ mode })} />
      </HStack>
      <DashboardFilters
        organizations={data.organizations}
        deviceTypeCategories={data.deviceTypeCategories}
        deviceModels={data.deviceModels}
        value={filterValue}
        onApply={applyFilter}
        onClear={clearFilter}
      />
      <Card.Root size="sm" as="section" aria-label={t`Devices and period`}>
        <Card.Body>
          <Wrap gap="4" align="flex-end">
            <DevicePicker
              devices={matching}
              value={selected}
              onChange={(ids) => setState({ devices: ids.length === matching.length ? null : ids })}
            />
            <PeriodPicker value={state.period} maxDay={maxDay} onChange={(period) => changeView({ period })} />
            <Button size="sm" variant="outline" loading={refreshing} onClick={refresh}>
              <LuRefreshCw aria-hidden />
              <Trans>Refresh</Trans>
            </Button>
          </Wrap>
        </Card.Body>
      </Card.Root>
      {owners.length === 0 ? (
        <DashboardEmptyState title={t`No organisation selected`} description={t`Choose one or more owners in the filter and apply it.`} />
      ) : countersOnly && matching.length === 0 ? (
        <DashboardEmptyState
          title={t`No counters`}
          description={t`None of these devices counts events, so none has a service schedule. Counters are people counters, door sensors and cameras.`}
        />
      ) : selected.size === 0 ? (
        <DashboardEmptyState title={t`No devices selected`} description={t`Choose the devices to show in the device list.`} />
      ) : (
        data.analyticsOrganizations.map((organization) => (
          <DashboardOrganization
            key={organization.id}
            organization={organization}
            selected={selected}
            expanded={expanded}
            onExpandedChange={setDevicesExpanded}
            mode={state.mode}
            period={state.period}
            refs={data.analyticsRefs}
            refreshKey={refreshKey}
          />
        ))
      )}
    </Stack>
  );
}
