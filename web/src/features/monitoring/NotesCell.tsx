import { Button, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { useUpdateMonitoringRecord } from './useUpdateMonitoringRecord';

type Props = { recordId: string; deviceName: string; notes: string | null | undefined };

/** Notes, edited inline: click to edit; Enter or leaving the field saves (trimmed); Escape cancels. */
export function NotesCell({ recordId, deviceName, notes }: Props) {
  const { t } = useLingui();
  const [update] = useUpdateMonitoringRecord();
  const [draft, setDraft] = useState<string | null>(null);

  const save = () => {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (next !== (notes ?? '')) update(recordId, { notes: next });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') setDraft(null);
  };

  if (draft !== null) {
    return (
      <Input
        size="xs"
        minW="40"
        autoFocus
        value={draft}
        aria-label={t`Notes for ${deviceName}`}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={save}
      />
    );
  }
  return (
    <Button
      size="xs"
      variant="ghost"
      fontWeight="normal"
      justifyContent="flex-start"
      maxW="56"
      px="1.5"
      aria-label={t`Edit notes for ${deviceName}`}
      title={notes ?? undefined}
      onClick={() => setDraft(notes ?? '')}
    >
      <Text as="span" truncate color={notes ? 'fg' : 'fg.subtle'}>
        {notes || t`Add a note`}
      </Text>
    </Button>
  );
}
