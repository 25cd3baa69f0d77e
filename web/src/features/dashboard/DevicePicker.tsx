import { Box, Button, Checkbox, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import type { MatchingDevice } from './matchingDevices';

/** Spec part 1 §5: "select all" only for short lists, where ticking everything is a sensible choice. */
export const SELECT_ALL_MAX = 10;
const MAX_SHOWN = 100;

type Props = {
  devices: readonly MatchingDevice[];
  value: ReadonlySet<string>;
  onChange: (ids: string[]) => void;
};

/**
 * The matching devices as a checkbox list; cards show only the ticked ones. Unlike the filter's
 * multi-selects, nothing ticked means no device here, so the button says so.
 */
export function DevicePicker({ devices, value: applied, onChange: apply }: Props) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  // Ticks count from what the list shows, not from the URL: a navigation commits a moment after
  // the click, and a quick second tick must not undo the first.
  const appliedKey = [...applied].sort().join(',');
  const [ticked, setTicked] = useState({ basedOn: appliedKey, value: applied });
  let value = ticked.value;
  if (ticked.basedOn !== appliedKey) {
    // The applied devices changed (a tick landed, or the URL changed from elsewhere): the list shows
    // them from this very render. Set while rendering, not in an effect, and as a function of the
    // state it lands on, since the router lands the URL in a transition a tick may overtake.
    const follow = (current: typeof ticked) => (current.basedOn === appliedKey ? current : { basedOn: appliedKey, value: applied });
    value = follow(ticked).value;
    setTicked(follow);
  }
  const onChange = (ids: string[]) => {
    setTicked((current) => ({ ...current, value: new Set(ids) }));
    apply(ids);
  };
  const label = t`Devices`;
  const count = devices.filter((d) => value.has(d.id)).length;
  const summary =
    count === 0
      ? t`None`
      : count === 1
        ? (devices.find((d) => value.has(d.id))?.name ?? '')
        : count === devices.length
          ? t`All ${count}`
          : t`${count} selected`;

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? devices.filter((d) => d.name.toLowerCase().includes(needle) || d.networkId.includes(needle)) : devices;
  }, [devices, query]);

  const matchCount = shown.length;

  const toggle = (id: string, checked: boolean) => onChange(devices.filter((d) => (d.id === id ? checked : value.has(d.id))).map((d) => d.id));

  return (
    <Stack gap="1.5" minW="0" w={{ base: 'full', sm: '64' }}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <Button variant="outline" size="sm" justifyContent="space-between" w="full" fontWeight="normal" aria-label={`${label}: ${summary}`} disabled={devices.length === 0}>
            <Text as="span" truncate>
              {summary}
            </Text>
            <LuChevronDown aria-hidden />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="xs" maxW="calc(100vw - 2rem)">
              <Popover.Body p="3">
                <Stack gap="2">
                  {devices.length > 12 && (
                    <Input size="sm" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t`Search`} aria-label={t`Search ${label}`} />
                  )}
                  <Box maxH="64" overflowY="auto" role="group" aria-label={label}>
                    <Stack gap="1.5">
                      {shown.slice(0, MAX_SHOWN).map((device) => (
                        <Checkbox.Root key={device.id} size="sm" checked={value.has(device.id)} onCheckedChange={(e) => toggle(device.id, e.checked === true)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            {device.name}
                            <Text as="span" color="fg.muted" ms="1">
                              {device.networkId}
                            </Text>
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
                  <Stack direction="row" gap="2">
                    {devices.length <= SELECT_ALL_MAX && (
                      <Button size="xs" variant="ghost" onClick={() => onChange(devices.map((d) => d.id))} disabled={count === devices.length}>
                        <Trans>Select all</Trans>
                      </Button>
                    )}
                    {count > 0 && (
                      <Button size="xs" variant="ghost" onClick={() => onChange([])}>
                        <Trans>Clear selection</Trans>
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Stack>
  );
}
