import { Field, Grid, Heading, Input, InputGroup, NativeSelect, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { PropertyField } from './deviceCategoryFields';
import { parseNumber, type DeviceFormValues } from './deviceFormSchema';
import type { DeviceFormKey } from './useDeviceForm';
import { usePropertyLabel } from './usePropertyLabel';

// maplibre is hundreds of kB: it loads with the form, not the page.
const GeoPickerMap = lazy(() => import('../../../../components/GeoPickerMap').then((m) => ({ default: m.GeoPickerMap })));

type Option = { id: string; name: string };

type Props = {
  values: DeviceFormValues;
  errors: Record<string, string>;
  /** The settings of the device's type category (propertyFieldsOf). */
  fields: readonly PropertyField[];
  set: (key: DeviceFormKey, value: string) => void;
  setProperty: (key: string, value: string) => void;
  /** The organisations the device may belong to; a single fixed one shows as a read-only field. */
  ownerOptions: readonly Option[];
  /** An empty first choice ("Choose an owner") when no owner is chosen yet. */
  ownerPlaceholder?: string;
  /** The owner is the page's (a new device under an organisation): shown, not changed. */
  ownerFixed?: boolean;
  packages: readonly Option[];
  /** Fields the caller adds at the start of the first grid (the new-device form's network id and model). */
  leading?: ReactNode;
  /** Fields after the owner and package (the new-device form's lifecycle). */
  trailing?: ReactNode;
  /** Said where the settings would be when the type has none of its own yet (no model chosen). */
  noSettings?: string;
};

/**
 * The fields of a device form, shared by the Information tab's edit form and the new-device form:
 * name, serial number, owner, package, place, position (typed or picked on the map), the settings
 * of the device's type category and notes. Errors are keyed by the API's field names (`name`,
 * `geo.lat`, `properties.elevation`), so the server's field errors land on the same inputs.
 */
export function DeviceFormFields({ values, errors, fields, set, setProperty, ownerOptions, ownerPlaceholder, ownerFixed = false, packages, leading, trailing, noSettings }: Props) {
  const { t } = useLingui();
  const propertyLabel = usePropertyLabel();
  const geo = (() => {
    const lat = parseNumber(values.lat);
    const lon = parseNumber(values.lon);
    return lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
  })();
  const textField = (key: 'name' | 'serialNumber' | 'placeName', label: string, required = false) => (
    <Field.Root invalid={!!errors[key]} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input value={values[key]} onChange={(e) => set(key, e.target.value)} name={key} />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {leading}
        {textField('name', t`Name`, true)}
        {textField('serialNumber', t`Serial number`)}
        <Field.Root invalid={!!errors.ownerId} required disabled={ownerFixed}>
          <Field.Label>
            <Trans>Owner</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.ownerId} onChange={(e) => set('ownerId', e.target.value)} name="ownerId">
              {ownerPlaceholder && <option value="">{ownerPlaceholder}</option>}
              {ownerOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.ownerId}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.packageId}>
          <Field.Label>
            <Trans>Package</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.packageId} onChange={(e) => set('packageId', e.target.value)} name="packageId">
              <option value="">{t`No package`}</option>
              {packages.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {pkg.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.packageId}</Field.ErrorText>
        </Field.Root>
        {textField('placeName', t`Place`)}
        {trailing}
      </Grid>

      <Stack gap="3">
        <Heading as="h2" size="sm">
          <Trans>Position</Trans>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Type the coordinates, or click the map to place the device.</Trans>
        </Text>
        <Grid templateColumns={{ base: '1fr 1fr', md: '12rem 12rem' }} gap="3">
          <Field.Root invalid={!!(errors['geo.lat'] ?? errors.geo)}>
            <Field.Label>
              <Trans>Latitude</Trans>
            </Field.Label>
            <Input value={values.lat} onChange={(e) => set('lat', e.target.value)} inputMode="decimal" name="lat" />
            <Field.ErrorText>{errors['geo.lat'] ?? errors.geo}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors['geo.lon']}>
            <Field.Label>
              <Trans>Longitude</Trans>
            </Field.Label>
            <Input value={values.lon} onChange={(e) => set('lon', e.target.value)} inputMode="decimal" name="lon" />
            <Field.ErrorText>{errors['geo.lon']}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <ErrorBoundary fallback={<Text color="fg.muted">{t`The map could not be loaded; type the coordinates instead.`}</Text>}>
          <Suspense fallback={<Skeleton height={{ base: '240px', md: '300px' }} />}>
            <GeoPickerMap
              value={geo}
              label={t`Map for picking the position`}
              onPick={({ lat, lon }) => {
                set('lat', String(lat));
                set('lon', String(lon));
              }}
            />
          </Suspense>
        </ErrorBoundary>
      </Stack>

      {(fields.length > 0 || noSettings) && (
        <Stack gap="3">
          <Heading as="h2" size="sm">
            <Trans>Settings</Trans>
          </Heading>
          {fields.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {noSettings}
            </Text>
          ) : (
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {fields.map((field) => {
                const path = `properties.${field.key}`;
                const input = (
                  <Input
                    value={values.properties[field.key] ?? ''}
                    onChange={(e) => setProperty(field.key, e.target.value)}
                    inputMode={field.kind === 'text' ? 'text' : 'decimal'}
                    name={path}
                  />
                );
                return (
                  <Field.Root key={field.key} invalid={!!errors[path]}>
                    <Field.Label>{propertyLabel(field.key)}</Field.Label>
                    {field.unit ? <InputGroup endAddon={field.unit}>{input}</InputGroup> : input}
                    <Field.ErrorText>{errors[path]}</Field.ErrorText>
                  </Field.Root>
                );
              })}
            </Grid>
          )}
        </Stack>
      )}

      <Field.Root invalid={!!errors.notes}>
        <Field.Label>
          <Trans>Notes</Trans>
        </Field.Label>
        <Textarea value={values.notes} onChange={(e) => set('notes', e.target.value)} rows={4} name="notes" />
        <Field.ErrorText>{errors.notes}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
