import { Button, Card, HStack, Stack, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useMemo, useState, useTransition } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { graphql, useFragment, useLazyLoadQuery, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { DashboardPage_schedules$key } from '../../../__generated__/DashboardPage_schedules.graphql';
import type { DashboardPageCardsQuery as DashboardPageCardsQueryType } from '../../../__generated__/DashboardPageCardsQuery.graphql';
import type { DashboardPageQuery as DashboardPageQueryType } from '../../../__generated__/DashboardPageQuery.graphql';
import type { DashboardPageSchedulesQuery } from '../../../__generated__/DashboardPageSchedulesQuery.graphql';
import type { DeviceCardSchedule_device$key } from '../../../__generated__/DeviceCardSchedule_device.graphql';
import { PageHeader } from '../../components/PageHeader';
import { buildAbility } from '../shell/buildAbility';
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
import { type DashboardView, DashboardViewContext } from './DashboardView';
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
      # Read once for the page: every card decides its actions from these.
      abilities {
        action
        subject
        conditions
        fields
        inverted
        reason
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

/** Scheduling mode: every counter's schedule, for the collapsed cards (no request in analytics mode). */
const schedulesFragment = graphql`
  fragment DashboardPage_schedules on Query @argumentDefinitions(scheduling: { type: "Boolean!" }) {
    schedules: analyticsOrganizations(organizationIds: $organizationIds) @include(if: $scheduling) {
      groups {
        devices {
          id
          ...DeviceCardSchedule_device
        }
      }
      ungroupedDevices {
        id
        ...DeviceCardSchedule_device
      }
    }
  }
`;

const schedulesQuery = graphql`
  query DashboardPageSchedulesQuery($organizationIds: [ID!]!, $scheduling: Boolean!) {
    ...DashboardPage_schedules @arguments(scheduling: $scheduling)
  }
`;

/**
 * The open cards' data for a view in one request, with exactly the fields and arguments the cards'
 * own refetchable fragments read: each card then answers from the store (retained here until the
 * next load) instead of asking for itself. Refresh, a new period or mode, and Expand all use it.
 */
const cardsQuery = graphql`
  query DashboardPageCardsQuery(
    $organizationIds: [ID!]!
    $deviceIds: [ID!]!
    $groupIds: [ID!]!
    $trendInput: TrendInput!
    $schedulingInput: SchedulingInput!
    $analytics: Boolean!
    $scheduling: Boolean!
    $summaries: Boolean!
  ) {
    devices: nodes(ids: $deviceIds) {
      id
      ...DeviceCard_device @arguments(trendInput: $trendInput, schedulingInput: $schedulingInput, analytics: $analytics, scheduling: $scheduling) @alias(as: "card")
    }
    groups: nodes(ids: $groupIds) {
      id
      ...GroupCard_group @arguments(trendInput: $trendInput, analytics: $analytics) @alias(as: "card")
    }
    ...DashboardPage_schedules @arguments(scheduling: $summaries)
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

/** Waits for a load of the open cards: rendered inside a transition, it keeps the old view up meanwhile. */
function CardsLoad({ queryRef }: { queryRef: PreloadedQuery<DashboardPageCardsQueryType> }) {
  usePreloadedQuery<DashboardPageCardsQueryType>(cardsQuery, queryRef);
  return null;
}

function DashboardContent({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<DashboardPageQueryType>(DashboardPageQuery, queryRef);
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const abilityRules = data.viewer?.abilities;
  const ability = useMemo(() => buildAbility(abilityRules ?? []), [abilityRules]);
  const maxDay = tomorrowIn(utcOffset);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readDashboardState(params, maxDay), [params, maxDay]);
  const organizationIds = queryRef.variables.organizationIds;
  // Expanded cards (devices and group trends) live here, not in the URL: a period or mode change keeps them open.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [refreshedAt, setRefreshedAt] = useState(0);
  const [cardsRef, loadCards] = useQueryLoader<DashboardPageCardsQueryType>(cardsQuery);
  // Pending while a load for every open card runs: the cards dim and keep their numbers meanwhile.
  const [loading, startLoading] = useTransition();
  const schedules = useLazyLoadQuery<DashboardPageSchedulesQuery>(schedulesQuery, { organizationIds, scheduling: state.mode === 'scheduling' });
  const scheduleData = useFragment<DashboardPage_schedules$key>(schedulesFragment, schedules);

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
  const groupIds = useMemo(() => new Set(data.analyticsOrganizations.flatMap((o) => o.groups.map((g) => g.id))), [data.analyticsOrganizations]);
  const scheduleSummaries = useMemo(() => {
    const byId = new Map<string, DeviceCardSchedule_device$key>();
    for (const organization of scheduleData.schedules ?? []) {
      for (const device of [...organization.groups.flatMap((g) => g.devices), ...organization.ungroupedDevices]) byId.set(device.id, device);
    }
    return byId;
  }, [scheduleData.schedules]);

  /** One request for these cards (those on screen) in a view; with `summaries`, the collapsed cards' schedules too. */
  const load = (open: Iterable<string>, period: DashboardPeriod, mode: DashboardMode, fetchPolicy: 'network-only' | 'store-or-network') => {
    const ids = [...open];
    const deviceIds = ids.filter((id) => selected.has(id));
    const groups = mode === 'analytics' ? ids.filter((id) => groupIds.has(id)) : [];
    const summaries = mode === 'scheduling';
    if (deviceIds.length + groups.length === 0 && !summaries) return;
    loadCards({ organizationIds, deviceIds, groupIds: groups, summaries, ...cardInputs(period, mode) }, { fetchPolicy });
  };
  // A new window or mode: one request for every open card first, then the cards read it from the store.
  const changeView = (patch: { period?: DashboardPeriod; mode?: DashboardMode }) =>
    startLoading(() => {
      load(expanded, patch.period ?? state.period, patch.mode ?? state.mode, 'store-or-network');
      setState(patch);
    });
  const refresh = () =>
    startLoading(() => {
      load(expanded, state.period, state.mode, 'network-only');
      setRefreshedAt(Date.now());
    });
  const setCardsExpanded = (ids: readonly string[], open: boolean) => {
    const next = new Set(expanded);
    for (const id of ids) {
      if (open) next.add(id);
      else next.delete(id);
    }
    // One card asks for itself; a whole group is loaded in one request before it opens.
    if (open && ids.length > 1) {
      startLoading(() => {
        load(
          ids.filter((id) => !expanded.has(id)),
          state.period,
          state.mode,
          'store-or-network',
        );
        setExpanded(next);
      });
    } else setExpanded(next);
  };

  const applyFilter = (value: DashboardFilterValue) => setState({ ...value, devices: null });
  const clearFilter = () => setParams((current) => clearFilterParams(current));
  // A URL without owners shows the default owner the loader chose (and loaded).
  const owners = state.owners.length > 0 ? state.owners : [...organizationIds];
  const filterValue = { owners, types: state.types, models: state.models };
  const view: DashboardView = {
    mode: state.mode,
    period: state.period,
    refs: data.analyticsRefs,
    utcOffset,
    ability,
    loading,
    refreshedAt,
    scheduleSummaries,
  };

  if (data.organizations.length === 0) {
    return (
      <Stack gap="5" minW="0">
        <PageHeader title={t`Dashboard`} description={t`Trends and service schedules of your organisations' devices.`} />
        <DashboardEmptyState
          title={t`No organisations to show`}
          description={t`Your account does not give access to any organisation's devices yet, so there is nothing to draw. Ask an administrator to add you to an organisation, or to link your service centre to the organisations it serves.`}
        />
      </Stack>
    );
  }

  return (
    <DashboardViewContext.Provider value={view}>
      {cardsRef && <CardsLoad queryRef={cardsRef} />}
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
              <Button size="sm" variant="outline" loading={loading} onClick={refresh}>
                <LuRefreshCw aria-hidden />
                <Trans>Refresh</Trans>
              </Button>
            </Wrap>
          </Card.Body>
        </Card.Root>
        {owners.length === 0 ? (
          data.organizations.every((o) => o.deviceCount === 0) ? (
            <DashboardEmptyState
              title={t`No devices yet`}
              description={t`None of the organisations you can see has devices, so there is nothing to draw. Devices appear here once they are added to an organisation.`}
            />
          ) : (
            <DashboardEmptyState title={t`No organisation selected`} description={t`Choose one or more owners in the filter and apply it.`} />
          )
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
              onExpandedChange={setCardsExpanded}
            />
          ))
        )}
      </Stack>
    </DashboardViewContext.Provider>
  );
}
