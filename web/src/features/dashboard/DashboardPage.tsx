import { Box, Button, Card, HStack, Stack, Wrap } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { RefreshCwIcon } from 'lucide-react';
import { fetchQuery, graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { DashboardPageCardsQuery as DashboardPageCardsQueryType } from '../../../__generated__/DashboardPageCardsQuery.graphql';
import type { DashboardPageQuery as DashboardPageQueryType } from '../../../__generated__/DashboardPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { DeviceSearchPicker } from '../../components/picker/DeviceSearchPicker';
import { useStableHandler } from '../../components/useStableHandler';
import { readViewerAccess } from '../../routing/readViewerAccess';
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
import { PeriodPicker } from './PeriodPicker';

export const DashboardPageQuery = graphql`
  query DashboardPageQuery($organizationIds: [ID!]!, $filter: AnalyticsDeviceFilter, $scheduling: Boolean!, $first: Int!) {
    viewer {
      id
      config {
        utcOffset
      }
      # Read once for the page, as the shell reads them: every card decides its actions from these.
      ...readViewerAccessFragment
    }
    organizations {
      id
      deviceCount
    }
    ...DashboardFilters_query
    analyticsRefs {
      key
      name
    }
    analyticsOrganizations(organizationIds: $organizationIds) {
      id
      # How many devices match in all (the same first pages the sections show: no extra request).
      groups {
        id
        deviceCards(first: $first, filter: $filter) {
          totalCount
        }
      }
      ungroupedDeviceCards(first: $first, filter: $filter) {
        totalCount
      }
      ...DashboardOrganizationFragment @arguments(filter: $filter, scheduling: $scheduling)
    }
  }
`;

/** The device picker's value while every matching device shows (one array, not a new one each render). */
const NO_DEVICES: readonly string[] = [];

/** The gateway answers at most this many ids per `nodes`: Expand all loads the first ones, the rest load themselves. */
const MAX_CARDS_PER_LOAD = 100;

/**
 * The open cards' data for a view in one request, with exactly the fields and arguments the cards'
 * own refetchable fragments read: each card then answers from the store (retained here until the
 * next load) instead of asking for itself. Refresh, a new period or mode, and Expand all use it.
 */
const cardsQuery = graphql`
  query DashboardPageCardsQuery(
    $deviceIds: [ID!]!
    $groupIds: [ID!]!
    $trendInput: TrendInput!
    $schedulingInput: SchedulingInput!
    $analytics: Boolean!
    $scheduling: Boolean!
  ) {
    # The page renders none of these cards and reads none of this: it only fills the store for the
    # cards' own refetchable fragments, which then read it there (see useCardRefetch).
    devices: nodes(ids: $deviceIds) {
      id
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- loaded for DeviceCard, see above
      ...DeviceCard_device @arguments(trendInput: $trendInput, schedulingInput: $schedulingInput, analytics: $analytics, scheduling: $scheduling) @alias(as: "card")
    }
    groups: nodes(ids: $groupIds) {
      id
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- loaded for GroupCard, see above
      ...GroupCard_group @arguments(trendInput: $trendInput, analytics: $analytics) @alias(as: "card")
    }
  }
`;

type CardsVariables = DashboardPageCardsQueryType['variables'];
type ViewPatch = { period?: DashboardPeriod; mode?: DashboardMode };

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
  const ability = useMemo(() => (data.viewer ? readViewerAccess(data.viewer).ability : buildAbility([])), [data.viewer]);
  // The reference series a trend may be compared with, as the cards' choice lists them.
  const refs = useMemo(() => data.analyticsRefs.map(({ key, name }) => ({ key, name })), [data.analyticsRefs]);
  const maxDay = tomorrowIn(utcOffset);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readDashboardState(params, maxDay), [params, maxDay]);
  const organizationIds = queryRef.variables.organizationIds;
  // Expanded cards (devices and group trends) live here, not in the URL: a period or mode change keeps them open.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [refreshedAt, setRefreshedAt] = useState(0);
  const [cardsRef, loadCards] = useQueryLoader<DashboardPageCardsQueryType>(cardsQuery);
  const environment = useRelayEnvironment();
  // A period or mode change waiting for its cards' data (see changeView), and the URL it will be written into.
  const pendingView = useRef<{ patch: ViewPatch } | null>(null);
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  // Leaving the page drops a change still loading: its navigation would bring the user back.
  useEffect(
    () => () => {
      pendingView.current = null;
    },
    [],
  );
  // Pending while a load for every open card runs: the cards dim and keep their numbers meanwhile.
  const [loading, startLoading] = useTransition();

  const setState = (patch: Partial<DashboardState>) => setParams((current) => writeDashboardState(patch, current));
  // Scheduling concerns counters only (as the API's service-schedule lists do): the server leaves the others out.
  const countersOnly = state.mode === 'scheduling';
  const groupIds = useMemo(() => new Set(data.analyticsOrganizations.flatMap((o) => o.groups.map((g) => g.id))), [data.analyticsOrganizations]);
  // What matches in all, whatever is loaded: the server counts it with the first pages.
  const matchCount = data.analyticsOrganizations.reduce(
    (sum, o) => sum + o.ungroupedDeviceCards.totalCount + o.groups.reduce((n, g) => n + g.deviceCards.totalCount, 0),
    0,
  );

  /** One request for these cards (those open) in a view. */
  const cardsVariables = (open: Iterable<string>, period: DashboardPeriod, mode: DashboardMode): CardsVariables | null => {
    const ids = [...open];
    const deviceIds = ids.filter((id) => !groupIds.has(id)).slice(0, MAX_CARDS_PER_LOAD);
    const groups = mode === 'analytics' ? ids.filter((id) => groupIds.has(id)).slice(0, MAX_CARDS_PER_LOAD) : [];
    if (deviceIds.length + groups.length === 0) return null;
    return { deviceIds, groupIds: groups, ...cardInputs(period, mode) };
  };
  const load = (open: Iterable<string>, period: DashboardPeriod, mode: DashboardMode, fetchPolicy: 'network-only' | 'store-or-network') => {
    const variables = cardsVariables(open, period, mode);
    if (variables) loadCards(variables, { fetchPolicy });
  };
  /**
   * A new window or mode: one request for every open card (and, for scheduling, the collapsed
   * cards' schedules, which come with the page query) lands in the store first, and only then does the URL change. The page and
   * every card read the view from the URL, and the router commits a navigation in a transition of
   * its own, which does not wait for a load started here: the cards would see the new view before
   * its data and each ask for itself (and the schedules would be asked for apart). Changes made
   * while one loads are merged into it, and only the last one navigates.
   */
  const changeView = (patch: ViewPatch) => {
    const next = { ...pendingView.current?.patch, ...patch };
    const change = { patch: next };
    pendingView.current = change;
    const variables = cardsVariables(expanded, next.period ?? state.period, next.mode ?? state.mode);
    startLoading(async () => {
      let loaded = false;
      if (variables) {
        try {
          await fetchQuery<DashboardPageCardsQueryType>(environment, cardsQuery, variables, { fetchPolicy: 'store-or-network' }).toPromise();
          loaded = true;
        } catch (error) {
          // The cards then load, and show the failure, on their own.
          console.warn('dashboard cards', error);
        }
      }
      if (pendingView.current !== change) return;
      pendingView.current = null;
      startLoading(() => {
        // Answered from the store, and kept there (retained) until the next load.
        if (variables && loaded) loadCards(variables, { fetchPolicy: 'store-or-network' });
        // Written into the URL as it is now (a device ticked meanwhile stays), not as this render saw it.
        setParams(writeDashboardState(next, latestParams.current));
      });
    });
  };
  const refresh = () =>
    startLoading(() => {
      load(expanded, state.period, state.mode, 'network-only');
      setRefreshedAt(Date.now());
    });
  // The same function on every render: the cards are memoised, and only the one toggled renders.
  const setCardsExpanded = useStableHandler((ids: readonly string[], open: boolean) => {
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
  });

  // The same functions on every render, so that the controls below are not drawn again when a card opens.
  const onApply = useStableHandler((value: DashboardFilterValue) => setState({ ...value, devices: null }));
  const onClear = useStableHandler(() => setParams((current) => clearFilterParams(current)));
  const onModeChange = useStableHandler((mode: DashboardMode) => changeView({ mode }));
  const onPeriodChange = useStableHandler((period: DashboardPeriod) => changeView({ period }));
  const onRefresh = useStableHandler(refresh);
  const onDevicesChange = useStableHandler((ids: string[]) => setState({ devices: ids.length === 0 ? null : ids }));
  const onShowAllDevices = useStableHandler(() => setState({ devices: null }));
  // A URL without owners shows the default owner the loader chose (and loaded).
  const owners = useMemo(() => (state.owners.length > 0 ? state.owners : [...organizationIds]), [state.owners, organizationIds]);
  const filterValue = useMemo(() => ({ owners, types: state.types, models: state.models }), [owners, state.types, state.models]);
  /**
   * The header, filter and toolbar, made again only when what they show changes: opening or
   * closing a card (the page's `expanded`) leaves them as they are, so a click re-renders the cards only.
   */
  const controls = useMemo(
    () => (
      <>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <PageHeader title={t`Dashboard`} description={t`Trends and service schedules of your organisations' devices.`} />
          <DashboardModeSwitch value={state.mode} onChange={onModeChange} />
        </HStack>
        <DashboardFilters
          query={data}
          value={filterValue}
          onApply={onApply}
          onClear={onClear}
        />
        <Card.Root size="sm" as="section" aria-label={t`Devices and period`}>
          <Card.Body>
            <Wrap gap="4" align="flex-end">
              <Box w={{ base: 'full', sm: '80' }} minW="0">
                {/* Searched on the server among the owners' devices of the chosen types and models:
                    nothing chosen shows every matching device. */}
                <DeviceSearchPicker
                  label={t`Devices`}
                  placeholder={
                    matchCount > 0
                      ? t({ message: plural(matchCount, { one: 'The one matching device', other: 'All # matching devices' }) })
                      : t`Search by name or network id`
                  }
                  organizationIds={owners}
                  deviceTypeCategoryIds={state.types}
                  deviceModelIds={state.models}
                  value={state.devices ?? NO_DEVICES}
                  onChange={onDevicesChange}
                />
              </Box>
              {/* The way back to every matching device (the old list's "select all") in one click. */}
              {state.devices !== null && (
                <Button size="sm" variant="ghost" onClick={onShowAllDevices}>
                  <Trans>Show all devices</Trans>
                </Button>
              )}
              <PeriodPicker value={state.period} maxDay={maxDay} onChange={onPeriodChange} />
              <Button size="sm" variant="outline" loading={loading} onClick={onRefresh}>
                <RefreshCwIcon aria-hidden />
                <Trans>Refresh</Trans>
              </Button>
            </Wrap>
          </Card.Body>
        </Card.Root>
      </>
    ),
    [t, state, data, owners, filterValue, matchCount, maxDay, loading, onApply, onClear, onModeChange, onPeriodChange, onRefresh, onDevicesChange, onShowAllDevices],
  );
  // A new object only when something in it changes: every card reads it.
  const { mode, period } = state;
  const view: DashboardView = useMemo(
    () => ({ mode, period, refs, utcOffset, ability, loading, refreshedAt }),
    [mode, period, refs, utcOffset, ability, loading, refreshedAt],
  );

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
        {controls}
        {owners.length === 0 ? (
          data.organizations.every((o) => o.deviceCount === 0) ? (
            <DashboardEmptyState
              title={t`No devices yet`}
              description={t`None of the organisations you can see has devices, so there is nothing to draw. Devices appear here once they are added to an organisation.`}
            />
          ) : (
            <DashboardEmptyState title={t`No organisation selected`} description={t`Choose one or more owners in the filter and apply it.`} />
          )
        ) : state.devices !== null && state.devices.length === 0 ? (
          <DashboardEmptyState title={t`No devices selected`} description={t`Choose the devices to show in the device list.`} />
        ) : countersOnly && matchCount === 0 ? (
          <DashboardEmptyState
            title={t`No counters`}
            description={t`None of these devices counts events, so none has a service schedule. Counters are people counters, door sensors and cameras.`}
          />
        ) : matchCount === 0 ? (
          <DashboardEmptyState title={t`No matching devices`} description={t`No device of these owners matches the filter. Change or clear the filter.`} />
        ) : (
          data.analyticsOrganizations.map((organization) => (
            <DashboardOrganization
              key={organization.id}
              organization={organization}
              expanded={expanded}
              onExpandedChange={setCardsExpanded}
            />
          ))
        )}
      </Stack>
    </DashboardViewContext.Provider>
  );
}
