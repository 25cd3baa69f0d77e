import { Button, Card, Collapsible, HStack, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { LuFilter, LuFilterX } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import type { MonitoringFiltersFragment$key } from '../../../__generated__/MonitoringFiltersFragment.graphql';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { MultiSelect } from '../../components/MultiSelect';
import { useLookupLabel } from '../lookups/useLookupLabel';
import { todayIn, writeFilterState, type ListKey, type MonitoringFilterState } from './monitoringSearchParams';

/** Filters apply this long after the last change, so ticking several boxes makes one request. */
export const FILTER_DEBOUNCE_MS = 400;

type Props = {
  lookups: MonitoringFiltersFragment$key;
  value: MonitoringFilterState;
  onChange: (value: MonitoringFilterState) => void;
  open: boolean;
  utcOffset: number;
};

/** The advanced filter panel: every lookup as a multi-select and two day ranges. */
export function MonitoringFilters({ lookups, value, onChange, open, utcOffset }: Props) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const data = useFragment(
    graphql`
      fragment MonitoringFiltersFragment on Query {
        organizations {
          id
          name
        }
        deviceOptions {
          nodeId
          name
          networkId
        }
        deviceTypeCategories {
          id
          name
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
  const [draft, setDraft] = useState(value);
  const valueKey = writeFilterState(value).toString();
  const draftKey = writeFilterState(draft).toString();

  // The URL changed from elsewhere (Clear, back button, a link): show it.
  useEffect(() => setDraft(value), [valueKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (draftKey === valueKey) return;
    const timer = setTimeout(() => onChange(draft), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const options = useMemo(
    () => ({
      owners: data.organizations.map((o) => ({ value: o.id, label: o.name })),
      devices: data.deviceOptions.map((d) => ({ value: d.nodeId, label: d.name, hint: d.networkId })),
      types: data.deviceTypeCategories.map((c) => ({ value: c.id, label: c.name })),
      packages: data.packages.map((p) => ({ value: p.id, label: label('package', p) })),
      errors: data.errorCodes.map((e) => ({ value: e.id, label: label('errorCode', e) })),
      statuses: data.statusCodes.map((s) => ({ value: s.id, label: label('statusCode', s) })),
    }),
    [data, label],
  );
  const today = todayIn(utcOffset);
  const list = (key: ListKey, label: string) => (
    <MultiSelect label={label} options={options[key]} value={draft[key]} onChange={(ids) => setDraft((d) => ({ ...d, [key]: ids }))} />
  );

  return (
    <Collapsible.Root open={open}>
      <Collapsible.Content>
        <Card.Root size="sm" as="section" aria-label={t`Filters`}>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {list('owners', t`Owners`)}
              {list('devices', t`Devices`)}
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
              />
              <DateRangeFilter
                label={t`Last seen`}
                from={draft.seenFrom}
                to={draft.seenTo}
                max={today}
                onChange={({ from, to }) => setDraft((d) => ({ ...d, seenFrom: from, seenTo: to }))}
              />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The panel's toolbar buttons: hide/show and clear. */
export function FilterToggles({ open, onToggle, onClear, canClear }: { open: boolean; onToggle: () => void; onClear: () => void; canClear: boolean }) {
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" onClick={onToggle} aria-expanded={open}>
        <LuFilter aria-hidden />
        {open ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={!canClear}>
        <LuFilterX aria-hidden />
        <Trans>Clear filters</Trans>
      </Button>
    </HStack>
  );
}
