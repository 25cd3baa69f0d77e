import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MonitoringFiltersFragment$key } from '../../../__generated__/MonitoringFiltersFragment.graphql';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { FilterBar } from '../../components/list/FilterBar';
import { useFilterDraft } from '../../components/list/useFilterDraft';
import { MultiSelect } from '../../components/MultiSelect';
import { DeviceSearchPicker } from '../../components/picker/DeviceSearchPicker';
import { useLookupLabel } from '../lookups/useLookupLabel';
import { todayAt } from '../../i18n/format/calendarDay';
import { isEmptyFilter, writeFilterState, type ListKey, type MonitoringFilterState } from './monitoringSearchParams';

type Props = {
  lookups: MonitoringFiltersFragment$key;
  /** The applied filter (the URL's). */
  value: MonitoringFilterState;
  /** Applies a filter. */
  onChange: (value: MonitoringFilterState) => void;
  onClear: () => void;
  utcOffset: number;
};

const filterKey = (state: MonitoringFilterState) => writeFilterState(state).toString();

/** The filter bar and its advanced panel: every lookup as a multi-select, devices searched, two day ranges, applied together. */
export function MonitoringFilters({ lookups, value, onChange, onClear, utcOffset }: Props) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const data = useFragment(
    graphql`
      fragment MonitoringFiltersFragment on Query {
        organizations {
          id
          name
        }
        deviceTypeCategories {
          id
          name
          slug
        }
        packages {
          id
          name
          slug
        }
        errorCodes {
          id
          name
          slug
        }
        statusCodes {
          id
          name
          slug
        }
      }
    `,
    lookups,
  );
  const { draft, setDraft, dirty, reset, submit } = useFilterDraft(value, filterKey);
  // Each date range says whether its fields hold a valid range; Apply waits for both.
  const [invalidRanges, setInvalidRanges] = useState({ error: false, seen: false });
  const errorRangeValidity = useCallback((valid: boolean) => setInvalidRanges((current) => ({ ...current, error: !valid })), []);
  const seenRangeValidity = useCallback((valid: boolean) => setInvalidRanges((current) => ({ ...current, seen: !valid })), []);

  const options = useMemo(
    () => ({
      owners: data.organizations.map((o) => ({ value: o.id, label: o.name })),
      types: data.deviceTypeCategories.map((c) => ({ value: c.id, label: label('deviceTypeCategory', { slug: c.slug, name: c.name }) })),
      packages: data.packages.map((p) => ({ value: p.id, label: label('package', { slug: p.slug, name: p.name }) })),
      errors: data.errorCodes.map((e) => ({ value: e.id, label: label('errorCode', { slug: e.slug, name: e.name }) })),
      statuses: data.statusCodes.map((s) => ({ value: s.id, label: label('statusCode', { slug: s.slug, name: s.name }) })),
    }),
    [data, label],
  );
  const today = todayAt(utcOffset);
  const list = (key: Exclude<ListKey, 'devices'>, label: string) => (
    <MultiSelect label={label} options={options[key]} value={draft[key]} onChange={(ids) => setDraft((d) => ({ ...d, [key]: ids }))} />
  );

  return (
    <FilterBar
      listId="monitoring"
      dirty={dirty}
      onApply={() => onChange(submit())}
      canApply={!invalidRanges.error && !invalidRanges.seen}
      onReset={reset}
      canClear={!isEmptyFilter(value)}
      onClear={onClear}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {list('owners', t`Owners`)}
        {/* Devices are too many to list: searched on the server, within the chosen owners. */}
        <DeviceSearchPicker
          value={draft.devices}
          onChange={(ids) => setDraft((d) => ({ ...d, devices: ids }))}
          organizationIds={draft.owners}
        />
        {list('types', t`Device type`)}
        {list('packages', t`Service level`)}
        {list('errors', t`Error code`)}
        {list('statuses', t`Status`)}
        <DateRangeFilter
          label={t`Error date`}
          from={draft.errorFrom}
          to={draft.errorTo}
          max={today}
          onChange={({ from, to }) => setDraft((d) => ({ ...d, errorFrom: from, errorTo: to }))}
          onValidityChange={errorRangeValidity}
        />
        <DateRangeFilter
          label={t`Last seen`}
          from={draft.seenFrom}
          to={draft.seenTo}
          max={today}
          onChange={({ from, to }) => setDraft((d) => ({ ...d, seenFrom: from, seenTo: to }))}
          onValidityChange={seenRangeValidity}
        />
      </SimpleGrid>
    </FilterBar>
  );
}
