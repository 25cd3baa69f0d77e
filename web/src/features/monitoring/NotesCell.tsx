import { Button, Field, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { describeError } from '../../relay/describeError';
import { isGraphQLRequestError } from '../../relay/GraphQLRequestError';
import { NOTES_MAX_LENGTH } from './notesMaxLength';
import { useUpdateMonitoringRecord } from './useUpdateMonitoringRecord';

type Props = { recordId: string; deviceName: string; notes: string | null | undefined };

/** The counter shows from this share of the limit on, so it is there before the limit is. */
const COUNTER_FROM = 0.9;

/**
 * Notes, edited inline: click to edit; Enter or leaving the field saves (trimmed); Escape cancels.
 * The editor stays open until the server has the text: a refused edit (too long, no permission)
 * keeps the user's text in the field and says why, in their language. There is no `maxLength`
 * attribute: it would silently cut a paste short — the user's text lost another way — so the field
 * counts instead, and refuses to save past the limit.
 */
export function NotesCell({ recordId, deviceName, notes }: Props) {
  const { t, i18n } = useLingui();
  const [update, saving] = useUpdateMonitoringRecord();
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const length = draft?.trim().length ?? 0;
  const tooLong = length > NOTES_MAX_LENGTH;
  const maximum = i18n.number(NOTES_MAX_LENGTH);
  const count = i18n.number(length);

  const save = () => {
    if (draft === null || saving) return;
    const next = draft.trim();
    if (next === (notes ?? '')) {
      setDraft(null);
      return;
    }
    if (tooLong) return;
    update(recordId, { notes: next }, {
      onCompleted: () => {
        setDraft(null);
        setRefusal(null);
      },
      onError: (error) => {
        // The field's own message (which limit, in the user's language) before a general one.
        const fieldMessage = isGraphQLRequestError(error) ? error.fieldErrors['input.notes'] : undefined;
        setRefusal(fieldMessage ?? describeError(error));
      },
    });
  };
  const cancel = () => {
    setDraft(null);
    setRefusal(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') cancel();
  };

  if (draft !== null) {
    const error = tooLong ? t`Notes can be at most ${maximum} characters.` : refusal;
    return (
      <Field.Root invalid={error !== null} minW="40" maxW={{ base: 'full', md: '56' }}>
        <HStack gap="1" w="full">
          <Input
            size="xs"
            autoFocus
            value={draft}
            aria-label={t`Notes for ${deviceName}`}
            readOnly={saving}
            onChange={(e) => {
              setDraft(e.target.value);
              setRefusal(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={save}
          />
          {saving && <Spinner size="xs" aria-label={t`Saving`} />}
        </HStack>
        {length >= NOTES_MAX_LENGTH * COUNTER_FROM && (
          <Field.HelperText color={tooLong ? 'fg.error' : 'fg.muted'} aria-live="polite">
            {t`${count} of ${maximum} characters`}
          </Field.HelperText>
        )}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    );
  }
  return (
    <Button
      size="xs"
      variant="ghost"
      fontWeight="normal"
      justifyContent="flex-start"
      w="full"
      maxW={{ base: 'full', md: '20' }}
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
