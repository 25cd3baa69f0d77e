import { Box, Button, Card, Collapsible, HStack, SimpleGrid, Stack, useBreakpointValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { FilterIcon, FilterXIcon, SlidersHorizontalIcon } from 'lucide-react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { DashboardFilters_query$key } from '../../../__generated__/DashboardFilters_query.graphql';
import type { DashboardFiltersMatchQuery } from '../../../__generated__/DashboardFiltersMatchQuery.graphql';
import { useFilterDraft } from '../../components/list/useFilterDraft';
import { MultiSelect } from '../../components/MultiSelect';
import { toaster } from '../../components/toaster';
import { describeError } from '../../relay/describeError';

/** The filter toasts are short notes on what a click did (spec part 1 §9: 1.5 s). */
const FILTER_TOAST_MS = 1500;

/** How many devices a draft matches, counted by the server, to check it matches some before applying it. */
const matchQuery = graphql`
  query DashboardFiltersMatchQuery($organizationIds: [ID!]!, $deviceTypeCategoryIds: [ID!], $deviceModelIds: [ID!]) {
    deviceSearch(organizationIds: $organizationIds, deviceTypeCategoryIds: $deviceTypeCategoryIds, deviceModelIds: $deviceModelIds, first: 1) {
      totalCount
    }
  }
`;

export type DashboardFilterValue = { owners: string[]; types: string[]; models: string[] };

const filterKey = (value: DashboardFilterValue) => JSON.stringify([value.owners, value.types, value.models]);

type Props = {
  /** What the filter offers: the owners, device types and models. */
  query: DashboardFilters_query$key;
  /** The applied filter (from the URL). */
  value: DashboardFilterValue;
  onApply: (value: DashboardFilterValue) => void;
  onClear: () => void;
};

/** Owners, device types and models, applied with a button once they match some devices. */
export function DashboardFilters({ query, value, onApply, onClear }: Props) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const { organizations, deviceTypeCategories, deviceModels } = useFragment(
    graphql`
      fragment DashboardFilters_query on Query {
        organizations {
          id
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
      }
    `,
    query,
  );
  // The draft follows the applied filter (from the URL) when that changes from elsewhere (Clear,
  // the back button, a link); what is typed while an Apply lands stays.
  const { draft, setDraft, reset, submit } = useFilterDraft(value, filterKey);
  const [applying, setApplying] = useState(false);
  const [dropped, setDropped] = useState(0);
  const ownersBox = useRef<HTMLDivElement | null>(null);
  // Always open on wider screens; on a phone it would fill the screen before the first card, so
  // there it starts closed behind a toggle.
  const [open, setOpen] = useState(false);
  const wide = useBreakpointValue({ base: false, md: true }) ?? false;

  const options = useMemo(
    () => ({
      owners: organizations.map((o) => ({ value: o.id, label: o.name })),
      types: deviceTypeCategories.map((c) => ({ value: c.id, label: c.name })),
      models: deviceModels.map((m) => ({ value: m.id, label: m.title })),
    }),
    [organizations, deviceTypeCategories, deviceModels],
  );

  const toast = (type: 'success' | 'warning' | 'error', title: string, description?: string) =>
    toaster.create({ type, title, description, duration: FILTER_TOAST_MS });

  const setOwners = (ids: string[]) => {
    // An owner without devices can never match: say so and leave it out at once.
    const empty = ids.filter((id) => !draft.owners.includes(id)).map((id) => organizations.find((o) => o.id === id)).filter((o) => o?.deviceCount === 0);
    for (const organization of empty) {
      const name = organization!.name;
      toast('warning', t`${name} has no devices`);
    }
    setDraft((d) => ({ ...d, owners: ids.filter((id) => !empty.some((o) => o!.id === id)) }));
    if (empty.length > 0) {
      // The list is built anew, closed, so no ticked box (a native input the click already ticked)
      // is left behind and the list does not stay open over the page; the keyboard stays on its button.
      setDropped((n) => n + 1);
      requestAnimationFrame(() => ownersBox.current?.querySelector<HTMLButtonElement>('button')?.focus());
    }
  };

  const apply = async () => {
    if (draft.owners.length + draft.types.length + draft.models.length === 0) {
      toast('warning', t`No filters selected`);
      return;
    }
    if (draft.owners.length === 0) {
      toast('warning', t`Choose at least one owner`);
      return;
    }
    setApplying(true);
    try {
      const variables = {
        organizationIds: draft.owners,
        deviceTypeCategoryIds: draft.types.length > 0 ? draft.types : null,
        deviceModelIds: draft.models.length > 0 ? draft.models : null,
      };
      const result = await fetchQuery<DashboardFiltersMatchQuery>(environment, matchQuery, variables, { fetchPolicy: 'store-or-network' }).toPromise();
      if ((result?.deviceSearch.totalCount ?? 0) === 0) {
        toast('warning', t`No matching devices found`);
        return;
      }
      toast('success', t`Filter applied`);
      onApply(submit());
    } catch (error) {
      toaster.create({ type: 'error', title: t`The filter could not be applied`, description: describeError(error), duration: 5000, closable: true });
    } finally {
      setApplying(false);
    }
  };

  return (
    <Stack gap="3">
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen((v) => !v)} aria-expanded={open} hideFrom="md">
        <SlidersHorizontalIcon aria-hidden />
        {open ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
      </Button>
      <Collapsible.Root open={open || wide}>
        <Collapsible.Content>
          <Card.Root size="sm" as="section" aria-label={t`Filter`}>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end">
                <Box ref={ownersBox} display="contents">
                  <MultiSelect key={dropped} label={t`Owners`} options={options.owners} value={draft.owners} onChange={setOwners} />
                </Box>
                <MultiSelect label={t`Device types`} options={options.types} value={draft.types} onChange={(types) => setDraft((d) => ({ ...d, types }))} />
                <MultiSelect label={t`Device models`} options={options.models} value={draft.models} onChange={(models) => setDraft((d) => ({ ...d, models }))} />
                <HStack gap="2">
                  <Button size="sm" colorPalette="brand" onClick={apply} loading={applying}>
                    <FilterIcon aria-hidden />
                    <Trans>Apply</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      // Unapplied choices go too, also when the URL stays the same.
                      reset();
                      onClear();
                    }}
                  >
                    <FilterXIcon aria-hidden />
                    <Trans>Clear</Trans>
                  </Button>
                </HStack>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}
