import { Box, Button, Checkbox, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';

export type MultiSelectOption = { value: string; label: string; hint?: string };

type Props = {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Lists longer than this get a search box and show at most this many matches (devices: thousands). */
  searchFrom?: number;
};

const MAX_SHOWN = 100;

/** A button that opens a checkbox list; the button names what is chosen. */
export function MultiSelect({ label, options, value, onChange, searchFrom = 12 }: Props) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const searchable = options.length > searchFrom;
  const selected = useMemo(() => new Set(value), [value]);
  const count = value.length;
  const summary =
    count === 0
      ? t`All`
      : count === 1
        ? (options.find((o) => o.value === value[0])?.label ?? t`1 selected`)
        : t`${count} selected`;

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matches = needle
      ? options.filter((o) => o.label.toLowerCase().includes(needle) || o.hint?.toLowerCase().includes(needle))
      : options;
    // Chosen items first, so they can be unticked without searching for them.
    return [...matches.filter((o) => selected.has(o.value)), ...matches.filter((o) => !selected.has(o.value))];
  }, [options, query, selected]);
  const matchCount = shown.length;

  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((v) => v !== id));

  return (
    <Stack gap="1.5" minW="0">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <Button variant="outline" size="sm" justifyContent="space-between" w="full" fontWeight="normal" aria-label={`${label}: ${summary}`}>
            <Text as="span" truncate>
              {summary}
            </Text>
            <ChevronDownIcon aria-hidden />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="xs" maxW="calc(100vw - 2rem)">
              <Popover.Body p="3">
                <Stack gap="2">
                  {searchable && (
                    <Input size="sm" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t`Search`} aria-label={t`Search ${label}`} />
                  )}
                  <Box maxH="64" overflowY="auto" role="group" aria-label={label}>
                    <Stack gap="1.5">
                      {shown.slice(0, MAX_SHOWN).map((option) => (
                        <Checkbox.Root
                          key={option.value}
                          size="sm"
                          checked={selected.has(option.value)}
                          onCheckedChange={(e) => toggle(option.value, e.checked === true)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            {option.label}
                            {option.hint && (
                              <Text as="span" color="fg.muted" ms="1">
                                {option.hint}
                              </Text>
                            )}
                          </Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                      {shown.length === 0 && (
                        <Text fontSize="sm" color="fg.muted">
                          <Trans>No matches</Trans>
                        </Text>
                      )}
                      {shown.length > MAX_SHOWN && (
                        <Text fontSize="xs" color="fg.muted">
                          <Trans>Showing {MAX_SHOWN} of {matchCount}. Search to narrow the list.</Trans>
                        </Text>
                      )}
                    </Stack>
                  </Box>
                  {value.length > 0 && (
                    <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => onChange([])}>
                      <Trans>Clear selection</Trans>
                    </Button>
                  )}
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Stack>
  );
}
