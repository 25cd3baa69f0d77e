import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLookupLabel } from '../lookups/useLookupLabel';
import { useUpdateMonitoringRecord } from './useUpdateMonitoringRecord';

export type StatusOption = { readonly id: string; readonly name: string; readonly slug: string; readonly color: string };

/** Status colours of spec part 2 §9, as Chakra palettes. */
const palette: Record<string, string> = { default: 'gray', danger: 'red', warning: 'orange', good: 'green', active: 'blue' };

type Props = { recordId: string; deviceName: string; status: StatusOption; options: readonly StatusOption[] };

/** The record's status, edited in place: the new value shows at once and is saved in the background. */
export function StatusSelect({ recordId, deviceName, status, options }: Props) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const [update] = useUpdateMonitoringRecord();
  const color = palette[status.color] ?? 'gray';
  return (
    <NativeSelect.Root size="xs" width="28" colorPalette={color}>
      <NativeSelect.Field
        aria-label={t`Status of ${deviceName}`}
        value={status.id}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        borderColor="colorPalette.muted"
        fontWeight="medium"
        onChange={(e) => e.target.value !== status.id && update(recordId, { statusId: e.target.value })}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {label('statusCode', option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
