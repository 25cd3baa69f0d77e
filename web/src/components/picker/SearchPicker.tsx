import { Box, Button, Combobox, HStack, Portal, Spinner, Stack, Tag, Text, Wrap, createListCollection } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { describeError } from '../../relay/describeError';
import type { PickerSource } from './PickerSource';
import { useItemLabels } from './useItemLabels';
import { useSearchResults } from './useSearchResults';

/** The API's limit on a search text. */
const MAX_SEARCH_LENGTH = 200;

type Props = {
  label: string;
  /** Where the items come from: the kind of thing's own queries (see DeviceSearchPicker). */
  source: PickerSource;
  /** The chosen ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** What the search field says while empty, e.g. "Search by name or network id". */
  placeholder: string;
  /** Said when nothing matches the text ('' when nothing exists at all). */
  noMatches: (text: string) => string;
  /** The chip of a chosen id that names nothing the viewer can see (deleted, another tenant's). */
  unknownLabel: string;
};

/**
 * The one searching multi-picker: the server searches as the user types (debounced, a page at a
 * time, "show more" or arrow down past the last item for the next page), the chosen items show
 * as chips with their names resolved by id, each with its own remove button. Every kind of thing
 * uses this one with its own `source`; none loads the whole list.
 */
export function SearchPicker({ label, source, value, onChange, placeholder, noMatches, unknownLabel }: Props) {
  const { t } = useLingui();
  const [input, setInput] = useState('');
  // Nothing is asked for before the list is first opened; after that, the results are kept.
  const [active, setActive] = useState(false);
  const labels = useItemLabels(source, value);
  const results = useSearchResults(source, input, active, labels.remember);
  const collection = useMemo(
    () => createListCollection({ items: results.items, itemToValue: (item) => item.value, itemToString: (item) => item.label }),
    [results.items],
  );
  const remove = (id: string) => onChange(value.filter((v) => v !== id));
  const shown = results.items.length;
  const total = results.totalCount;
  const searchError = results.error != null ? describeError(results.error) : null;
  const labelsError = labels.error != null ? describeError(labels.error) : null;

  const searching = (
    <HStack gap="2" p="2" color="fg.muted" fontSize="sm" role="status">
      <Spinner size="xs" />
      <Trans>Searching…</Trans>
    </HStack>
  );
  const status = searchError ? (
    <Stack gap="2" p="2" role="alert">
      <Text fontSize="sm" color="fg.error">
        <Trans>The search failed: {searchError}</Trans>
      </Text>
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={results.retry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  ) : results.loading ? (
    searching
  ) : (
    <Text fontSize="sm" color="fg.muted" p="2">
      {noMatches(results.text)}
    </Text>
  );

  return (
    <Combobox.Root
      multiple
      size="sm"
      minW="0"
      collection={collection}
      value={[...value]}
      onValueChange={(details) => onChange(details.value)}
      // The input is the combobox's own (uncontrolled): a controlled value lags a render behind fast
      // typing, and the combobox writes that stale value back when results arrive.
      onInputValueChange={(details) => setInput(details.inputValue)}
      onOpenChange={(details) => details.open && setActive(true)}
      // The keyboard's way to the next page: arrow down onto the last item loads more.
      onHighlightChange={(details) => {
        if (details.highlightedValue && details.highlightedValue === results.items.at(-1)?.value) results.loadMore();
      }}
      openOnClick
      closeOnSelect={false}
      // The list is drawn when opened, not kept hidden in the page: fewer elements for the page's
      // first layout, and the combobox no longer scrolls a hidden list (forcing that layout early).
      lazyMount
      unmountOnExit
      translations={{ triggerLabel: t`${label}: open the list` }}
    >
      <Combobox.Label fontWeight="medium">{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder} maxLength={MAX_SEARCH_LENGTH} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {value.length > 0 && (
        <Wrap gap="1.5" as="ul" aria-label={t`${label}: chosen`}>
          {value.map((id) => {
            const item = labels.known.get(id);
            const name = item === undefined ? t`Loading…` : item === null ? unknownLabel : item.label;
            return (
              <Box as="li" key={id} listStyleType="none" minW="0">
                <Tag.Root size="md" variant={item === null ? 'outline' : 'subtle'} maxW="full" title={item?.hint ? `${item.label} (${item.hint})` : undefined}>
                  <Tag.Label>{name}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={t`Remove ${name}`} onClick={() => remove(id)} />
                  </Tag.EndElement>
                </Tag.Root>
              </Box>
            );
          })}
        </Wrap>
      )}
      {labelsError && (
        <HStack gap="2" role="alert">
          <Text fontSize="xs" color="fg.error">
            <Trans>The names of the chosen items could not be loaded: {labelsError}</Trans>
          </Text>
          <Button size="2xs" variant="outline" onClick={labels.retry}>
            <Trans>Try again</Trans>
          </Button>
        </HStack>
      )}
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content minW="xs" maxW="calc(100vw - 2rem)">
            {/* What the list says besides its items. Without items it must sit in Combobox.Empty:
                the theme hides an empty list that has no such part. */}
            {shown === 0 ? <Combobox.Empty p="0">{status}</Combobox.Empty> : searchError && status}
            {results.items.map((item) => (
              <Combobox.Item key={item.value} item={item}>
                <Combobox.ItemText truncate>
                  {item.label}
                  {item.hint && (
                    <Text as="span" color="fg.muted" ms="1.5">
                      {item.hint}
                    </Text>
                  )}
                </Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {results.loading && shown > 0 && searching}
            {shown > 0 && (
              <HStack justify="space-between" gap="2" p="2" fontSize="xs" color="fg.muted">
                <Text aria-live="polite">
                  <Trans>
                    {shown} of {total}
                  </Trans>
                </Text>
                {results.hasNextPage && (
                  <Button size="2xs" variant="ghost" onClick={results.loadMore} disabled={results.loading}>
                    <Trans>Show more</Trans>
                  </Button>
                )}
              </HStack>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
