import { Checkbox, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ServiceOrdersFiltersFragment$key } from '../../../../__generated__/ServiceOrdersFiltersFragment.graphql';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { FilterBar } from '../../../components/list/FilterBar';
import { SearchInput } from '../../../components/list/SearchInput';
import { useFilterDraft } from '../../../components/list/useFilterDraft';
import { MultiSelect } from '../../../components/MultiSelect';
import { addDays, todayAt } from '../../../i18n/format/calendarDay';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { isEmptyFilter, writeFilterState, type ServiceOrdersFilterState } from './serviceOrdersSearchParams';

type Props = {
  lookups: ServiceOrdersFiltersFragment$key;
  /** The applied filter (the URL's). */
  value: ServiceOrdersFilterState;
  onChange: (value: ServiceOrdersFilterState) => void;
  onClear: () => void;
  utcOffset: number;
  /** The viewer is a technician somewhere: "only mine" is offered. */
  canFilterMine: boolean;
  /** Right of the toolbar. */
  after?: React.ReactNode;
};

// The search applies as the user types (debounced), the panel with Apply.
const panelKey = (state: ServiceOrdersFilterState) => writeFilterState({ ...state, search: '' }).toString();

/** The search, the filter toolbar and its panel: status, owner, centre, technician (or only mine) and the due days. */
export function ServiceOrdersFilters({ lookups, value, onChange, onClear, utcOffset, canFilterMine, after }: Props) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const data = useFragment(
    graphql`
      fragment ServiceOrdersFiltersFragment on Query {
        serviceOrderStatuses {
          slug
          name
        }
        organizations {
          id
          name
        }
        # $centers and $technicians: the setup query's page sizes.
        serviceCenters(first: $centers) {
          edges {
            node {
              id
              name
            }
          }
        }
        technicians(first: $technicians) {
          edges {
            node {
              id
              name
              serviceCenter {
                id
                name
              }
            }
          }
        }
      }
    `,
    lookups,
  );
  const { draft, setDraft, dirty, reset, submit } = useFilterDraft(value, panelKey);
  const [rangeValid, setRangeValid] = useState(true);
  const options = useMemo(() => {
    const centers = data.serviceCenters.edges.map((edge) => edge.node);
    const technicians = data.technicians.edges.map((edge) => edge.node);
    return {
      statuses: data.serviceOrderStatuses.map((s) => ({ value: s.slug, label: label('serviceOrderStatus', s) })),
      owners: data.organizations.map((o) => ({ value: o.id, label: o.name })),
      centers: centers.map((c) => ({ value: c.id, label: c.name })),
      technicians: technicians.map((tech) => ({ value: tech.id, label: tech.name, center: tech.serviceCenter.id, centerName: tech.serviceCenter.name })),
    };
  }, [data, label]);
  // The technicians of the chosen centres (all when none is chosen), by name.
  const technicians = options.technicians
    .filter((tech) => draft.centers.length === 0 || draft.centers.includes(tech.center))
    .sort((a, b) => a.label.localeCompare(b.label));
  const today = todayAt(utcOffset);

  return (
    <FilterBar
      listId="serviceOrders"
      dirty={dirty}
      onApply={() => onChange({ ...submit(), search: value.search })}
      canApply={rangeValid}
      onReset={reset}
      canClear={!isEmptyFilter(value)}
      onClear={onClear}
      before={
        <SearchInput
          value={value.search}
          onSearch={(search) => onChange({ ...value, search })}
          label={t`Search device name, network id, issue or notes`}
          placeholder={t`Search service orders`}
        />
      }
      after={after}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" alignItems="start">
        <MultiSelect label={t`Status`} options={options.statuses} value={draft.statuses} onChange={(statuses) => setDraft((d) => ({ ...d, statuses }))} />
        <MultiSelect label={t`Owners`} options={options.owners} value={draft.owners} onChange={(owners) => setDraft((d) => ({ ...d, owners }))} />
        <MultiSelect label={t`Service centres`} options={options.centers} value={draft.centers} onChange={(centers) => setDraft((d) => ({ ...d, centers }))} />
        <Stack gap="1.5">
          <Field.Root disabled={draft.mine}>
          <Field.Label>
            <Trans>Technician</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={draft.mine ? '' : draft.technician} onChange={(e) => setDraft((d) => ({ ...d, technician: e.currentTarget.value }))}>
              <option value="">{t`All technicians`}</option>
              {technicians.map((tech) => (
                <option key={tech.value} value={tech.value}>
                  {draft.centers.length === 1 ? tech.label : `${tech.label} (${tech.centerName})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          </Field.Root>
        </Stack>
        <Stack>
          <DateRangeFilter
            label={t`Due date`}
            from={draft.dueFrom}
            to={draft.dueTo}
            max={addDays(today, 3650)}
            onChange={({ from, to }) => setDraft((d) => ({ ...d, dueFrom: from, dueTo: to }))}
            onValidityChange={setRangeValid}
          />
        </Stack>
        <Stack pt={{ base: '0', sm: '8' }}>
          {canFilterMine && (
            <Checkbox.Root size="sm" checked={draft.mine} onCheckedChange={(e) => setDraft((d) => ({ ...d, mine: e.checked === true, technician: '' }))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Only orders assigned to me</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      </SimpleGrid>
    </FilterBar>
  );
}
