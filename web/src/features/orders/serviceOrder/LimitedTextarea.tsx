import { Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

type Props = {
  name: string;
  label: string;
  helper?: string;
  value: string;
  onChange: (value: string) => void;
  /** The API's limit, in characters. */
  max: number;
  rows?: number;
  error?: string;
};

/** A textarea with the API's length limit: a counter shows from 80 % of it, and turns red past it. */
export function LimitedTextarea({ name, label, helper, value, onChange, max, rows = 4, error }: Props) {
  const { t } = useLingui();
  const length = value.trim().length;
  const over = length > max;
  const near = length >= max * 0.8;
  const counterId = `${name}-counter`;
  return (
    <Field.Root invalid={over || !!error}>
      <Field.Label>{label}</Field.Label>
      <Textarea name={name} value={value} onChange={(e) => onChange(e.target.value)} rows={rows} autoresize={false} aria-describedby={near ? counterId : undefined} />
      <HStack justify="space-between" w="full" gap="3" align="flex-start">
        {helper && !error && !over ? <Field.HelperText>{helper}</Field.HelperText> : <span />}
        {near && (
          <Text id={counterId} fontSize="xs" color={over ? 'fg.error' : 'fg.muted'} aria-live="polite" flexShrink={0}>
            {t`${length} of ${max} characters`}
          </Text>
        )}
      </HStack>
      <Field.ErrorText>{error ?? (over ? <Trans>At most {max} characters.</Trans> : null)}</Field.ErrorText>
    </Field.Root>
  );
}
