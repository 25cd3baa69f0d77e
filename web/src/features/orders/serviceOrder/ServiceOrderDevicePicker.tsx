import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ServiceOrderDevicePickerLookups$key } from '../../../../__generated__/ServiceOrderDevicePickerLookups.graphql';
import { DeviceSearchPicker } from '../../../components/picker/DeviceSearchPicker';

type Props = {
  lookupsRef: ServiceOrderDevicePickerLookups$key;
  /** The chosen device's global id. */
  value: string | null;
  onChange: (deviceId: string | null) => void;
  error?: string;
};

/**
 * The advanced device picker of the order form (spec part 2 §2): owner, type category and model
 * narrow the shared DeviceSearchPicker's server search; one device is chosen (a new pick replaces
 * the chip). Owners are those the viewer may create orders for.
 */
export function ServiceOrderDevicePicker({ lookupsRef, value, onChange, error }: Props) {
  const { t, i18n } = useLingui();
  const lookups = useFragment(
    graphql`
      fragment ServiceOrderDevicePickerLookups on Query {
        serviceOrderOwners @include(if: $mayDispatch) {
          id
          name
        }
        deviceTypeCategories {
          id
          name
        }
        deviceModels {
          id
          title
          deviceTypeCategory {
            id
          }
        }
      }
    `,
    lookupsRef,
  );
  // Not asked for a viewer who may not create orders (FORBIDDEN): the form is read-only for them.
  const ownerOptions = lookups.serviceOrderOwners ?? [];
  const [ownerId, setOwnerId] = useState('');
  const [typeId, setTypeId] = useState('');
  const [modelId, setModelId] = useState('');
  const models = useMemo(
    () =>
      lookups.deviceModels
        .filter((model) => typeId === '' || model.deviceTypeCategory.id === typeId)
        .sort((a, b) => a.title.localeCompare(b.title, i18n.locale)),
    [lookups.deviceModels, typeId, i18n.locale],
  );
  const types = useMemo(() => [...lookups.deviceTypeCategories].sort((a, b) => a.name.localeCompare(b.name, i18n.locale)), [lookups.deviceTypeCategories, i18n.locale]);
  // Without an owner filter the search still covers only the owners orders can be created for.
  const owners = ownerId ? [ownerId] : ownerOptions.map((owner) => owner.id);

  const select = (name: string, label: string, current: string, onPick: (value: string) => void, options: { id: string; name: string }[], any: string) => (
    <Field.Root minW="0">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={current} onChange={(e) => onPick(e.target.value)}>
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Stack gap="4" minW="0">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {select('ownerFilter', t`Owner`, ownerId, setOwnerId, ownerOptions.map((o) => ({ id: o.id, name: o.name })), t`All owners`)}
        {select(
          'typeFilter',
          t`Device type`,
          typeId,
          (id) => {
            setTypeId(id);
            setModelId('');
          },
          types,
          t`All types`,
        )}
        {select('modelFilter', t`Model`, modelId, setModelId, models.map((m) => ({ id: m.id, name: m.title })), t`All models`)}
      </SimpleGrid>
      <Field.Root invalid={!!error} required>
        <DeviceSearchPicker
          label={t`Device to service`}
          value={value ? [value] : []}
          onChange={(ids) => onChange(ids.filter((id) => id !== value).at(-1) ?? (ids.includes(value ?? '') ? value : null))}
          organizationIds={owners}
          deviceTypeCategoryIds={typeId ? [typeId] : []}
          deviceModelIds={modelId ? [modelId] : []}
        />
        {!value && !error && (
          <Field.HelperText>
            <Trans>Narrow the search by owner, type or model, then search by name or network id.</Trans>
          </Field.HelperText>
        )}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
