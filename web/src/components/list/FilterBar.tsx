import { Button, Card, Collapsible, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { FilterIcon, FilterXIcon } from 'lucide-react';
import * as z from 'zod/mini';
import { useStoredState } from './useStoredState';

/** The key under which a list's filter panel remembers being open. */
export const filtersOpenKey = (listId: string) => `fieldsense.${listId}.filtersOpen`;

type Props = {
  /** Names the list in this browser's storage (the panel's open state). */
  listId: string;
  /** The panel's fields, editing a draft (see useFilterDraft). */
  children: ReactNode;
  /** The draft differs from what the list shows. */
  dirty: boolean;
  onApply: () => void;
  /** False while a field holds something that cannot be applied (an invalid day): Apply waits. */
  canApply?: boolean;
  /** Throws away the draft's changes. */
  onReset: () => void;
  /** Something is filtered: Clear is offered. */
  canClear: boolean;
  onClear: () => void;
  /** Left of the toggles: a search, a count. */
  before?: ReactNode;
  /** Right of the toggles: column toggle, export. */
  after?: ReactNode;
};

/**
 * A list's filters: a toolbar (show/hide the advanced panel, clear every filter) and the panel,
 * whose changes apply together with Apply (or Enter), so ticking several boxes makes one request
 * and a half-made choice never reaches the list. Whether the panel is open is remembered per list.
 */
export function FilterBar({ listId, children, dirty, onApply, canApply = true, onReset, canClear, onClear, before, after }: Props) {
  const { t } = useLingui();
  // Open by default on wider screens; on a phone the panel would fill the screen before the first row.
  const [open, setOpen] = useStoredState(filtersOpenKey(listId), z.boolean(), () => window.matchMedia('(min-width: 48em)').matches);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && canApply) onApply();
  };
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap" flex="1" minW="0">
          {before}
          <Button size="sm" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={`${listId}-filters`}>
            <FilterIcon aria-hidden />
            {open ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear} disabled={!canClear}>
            <FilterXIcon aria-hidden />
            <Trans>Clear filters</Trans>
          </Button>
        </HStack>
        {after && <HStack gap="2">{after}</HStack>}
      </HStack>
      <Collapsible.Root open={open}>
        <Collapsible.Content>
          <Card.Root size="sm" as="section" aria-label={t`Filters`} id={`${listId}-filters`}>
            <Card.Body as="form" onSubmit={submit} gap="4">
              {children}
              <HStack gap="2" justify="flex-end">
                <Button size="sm" variant="ghost" onClick={onReset} disabled={!dirty}>
                  <Trans>Undo changes</Trans>
                </Button>
                <Button size="sm" type="submit" colorPalette="brand" disabled={!dirty || !canApply}>
                  <Trans>Apply filters</Trans>
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}
