import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DevicesFiltersFragment$key } from '../../../../__generated__/DevicesFiltersFragment.graphql';
import { FilterBar } from '../../../components/list/FilterBar';
import { SearchInput } from '../../../components/list/SearchInput';
import { useFilterDraft } from '../../../components/list/useFilterDraft';
import { MultiSelect } from '../../../components/MultiSelect';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { isEmptyFilter, LIFECYCLE_PARAMS, writeFilterState, type DevicesFilterState, type DevicesListKey, type LifecycleParam } from './devicesSearchParams';
import { lifecycleLabels, type DeviceLifecycleValue } from './lifecycleLabels';

type Props = {
  lookups: DevicesFiltersFragment$key;
  /** The applied filter (the URL's). */
  value: DevicesFilterState;
  /** Applies a filter. */
  onChange: (value: DevicesFilterState) => void;
  onClear: () => void;
  /** Under an organisation the owner is the route's: no owner choice. */
  fixedOwner: boolean;
  /** Whether the viewer may see deleted devices (those who may delete them). */
  canSeeDeleted: boolean;
  /** Right of the toolbar: view switch, new device. */
  after?: React.ReactNode;
};

const lifecycleValue: Record<LifecycleParam, DeviceLifecycleValue> = { in_stock: 'IN_STOCK', installed: 'INSTALLED', taken_down: 'TAKEN_DOWN' };

// The search applies as the user types (debounced), the panel with Apply: the panel's draft leaves
// the search out, so a search never throws away ticks not applied yet.
const panelKey = (state: DevicesFilterState) => writeFilterState({ ...state, search: '' }).toString();

/** The search, the filter toolbar and its panel: owners, device types, models, lifecycle and deleted devices. */
export function DevicesFilters({ lookups, value, onChange, onClear, fixedOwner, canSeeDeleted, after }: Props) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const data = useFragment(
    graphql`
      fragment DevicesFiltersFragment on Query {
        organizations {
          id
          name
        }
        deviceTypeCategories {
          id
          name
          slug
        }
        deviceModels {
          id
          title
        }
      }
    `,
    lookups,
  );
  const { draft, setDraft, dirty, reset, submit } = useFilterDraft(value, panelKey);

  const options = useMemo(
    () => ({
      owners: data.organizations.map((o) => ({ value: o.id, label: o.name })),
      types: data.deviceTypeCategories.map((c) => ({ value: c.id, label: label('deviceTypeCategory', { slug: c.slug, name: c.name }) })),
      models: data.deviceModels.map((m) => ({ value: m.id, label: m.title })),
    }),
    [data, label],
  );
  const lifecycleOptions = LIFECYCLE_PARAMS.map((state) => ({ value: state, label: i18n._(lifecycleLabels[lifecycleValue[state]]) }));
  const list = (key: DevicesListKey, name: string) => (
    <MultiSelect label={name} options={options[key]} value={draft[key]} onChange={(ids) => setDraft((d) => ({ ...d, [key]: ids }))} />
  );

  return (
    <FilterBar
      listId="devices"
      dirty={dirty}
      onApply={() => onChange({ ...submit(), search: value.search })}
      onReset={reset}
      canClear={!isEmptyFilter(fixedOwner ? { ...value, owners: [] } : value)}
      onClear={onClear}
      before={<SearchInput value={value.search} onSearch={(search) => onChange({ ...value, search })} label={t`Search name, network id or serial number`} placeholder={t`Search devices`} />}
      after={after}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {!fixedOwner && list('owners', t`Owners`)}
        {list('types', t`Device type`)}
        {list('models', t`Model`)}
        <MultiSelect
          label={t`Lifecycle`}
          options={lifecycleOptions}
          value={draft.lifecycles}
          onChange={(states) => setDraft((d) => ({ ...d, lifecycles: LIFECYCLE_PARAMS.filter((s) => states.includes(s)) }))}
        />
        {canSeeDeleted && (
          <Stack gap="1.5" justify="flex-end">
            <Checkbox.Root size="sm" checked={draft.deleted} onCheckedChange={(e) => setDraft((d) => ({ ...d, deleted: e.checked === true }))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Only deleted devices</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="xs" color="fg.muted">
              <Trans>Deleted devices stay readable but cannot be changed.</Trans>
            </Text>
          </Stack>
        )}
      </SimpleGrid>
    </FilterBar>
  );
}
