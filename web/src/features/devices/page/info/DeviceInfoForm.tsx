import { Button, Field, Grid, Heading, HStack, Input, InputGroup, NativeSelect, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import type { DeviceInfoFormFragment$key } from '../../../../../__generated__/DeviceInfoFormFragment.graphql';
import type { DeviceInfoFormLookupsQuery } from '../../../../../__generated__/DeviceInfoFormLookupsQuery.graphql';
import type { DeviceInfoFormMutation, UpdateDeviceInput } from '../../../../../__generated__/DeviceInfoFormMutation.graphql';
import { toaster } from '../../../../components/toaster';
import { describeError } from '../../../../relay/describeError';
import { isGraphQLRequestError } from '../../../../relay/GraphQLRequestError';
import { upstreamCodeOf } from '../upstreamCodeOf';
import { useDevicePage } from '../useDevicePage';
import { propertyFieldsOf } from './deviceCategoryFields';
import { parseNumber, validateDeviceForm, type DeviceFormValues } from './deviceFormSchema';
import { usePropertyLabel } from './usePropertyLabel';

// maplibre is hundreds of kB: it loads with the edit form, not the page.
const GeoPickerMap = lazy(() => import('./GeoPickerMap').then((m) => ({ default: m.GeoPickerMap })));

/**
 * The Information tab's edit form: name, serial number, owner, package, place, position (typed or
 * picked on the map), notes and the settings of the device's type. Checked in the browser with the
 * API's rules; the server's field errors land on the same fields. Saves only what changed.
 */
export function DeviceInfoForm({ deviceRef }: { deviceRef: DeviceInfoFormFragment$key }) {
  const { t, i18n } = useLingui();
  const { setEditing } = useDevicePage();
  const propertyLabel = usePropertyLabel();
  const device = useFragment(
    graphql`
      fragment DeviceInfoFormFragment on Device {
        id
        name
        serialNumber
        placeName
        notes
        geo {
          lat
          lon
        }
        owner {
          id
        }
        package {
          id
        }
        deviceTypeCategory {
          slug
        }
        properties {
          json
        }
        ownerOptions {
          organization {
            id
            name
          }
        }
      }
    `,
    deviceRef,
  );
  const lookups = useLazyLoadQuery<DeviceInfoFormLookupsQuery>(
    graphql`
      query DeviceInfoFormLookupsQuery {
        packages {
          id
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [commit, saving] = useMutation<DeviceInfoFormMutation>(graphql`
    mutation DeviceInfoFormMutation($input: UpdateDeviceInput!) {
      updateDevice(input: $input) {
        device {
          id
          name
          serialNumber
          placeName
          notes
          updatedAt
          geo {
            lat
            lon
          }
          owner {
            id
            organizationId
            name
          }
          package {
            id
            name
          }
          properties {
            json
          }
          ownerOptions {
            organization {
              id
              name
            }
          }
        }
      }
    }
  `);

  const fields = useMemo(() => propertyFieldsOf(device.deviceTypeCategory.slug), [device.deviceTypeCategory.slug]);
  const json = (device.properties.json ?? {}) as Record<string, unknown>;
  const initial = useMemo<DeviceFormValues>(
    () => ({
      name: device.name,
      serialNumber: device.serialNumber ?? '',
      placeName: device.placeName ?? '',
      notes: device.notes ?? '',
      ownerId: device.owner.id,
      packageId: device.package?.id ?? '',
      lat: device.geo ? String(device.geo.lat) : '',
      lon: device.geo ? String(device.geo.lon) : '',
      properties: Object.fromEntries(fields.map((field) => [field.key, json[field.key] == null ? '' : String(json[field.key])])),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form starts from the device as it was when opened
    [],
  );
  const [values, setValues] = useState<DeviceFormValues>(initial);
  // Problems show once the user has tried to save; the server's stay until the field changes.
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const clientErrors = useMemo(() => validateDeviceForm(i18n, fields, values), [i18n, fields, values]);
  const errors = { ...(submitted ? clientErrors : {}), ...serverErrors };

  const set = (key: keyof DeviceFormValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => {
      const { [key === 'lat' ? 'geo.lat' : key === 'lon' ? 'geo.lon' : key]: _dropped, ...rest } = current;
      return key === 'lat' || key === 'lon' ? Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'geo')) : rest;
    });
  };
  const setProperty = (key: string, value: string) => {
    setValues((current) => ({ ...current, properties: { ...current.properties, [key]: value } }));
    setServerErrors(({ [`properties.${key}`]: _dropped, ...rest }) => rest);
  };

  const changes = (): Omit<UpdateDeviceInput, 'id'> => {
    const input: Record<string, unknown> = {};
    const trimmedOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
    if (values.name.trim() !== initial.name) input.name = values.name.trim();
    for (const key of ['serialNumber', 'placeName'] as const) if (values[key].trim() !== initial[key]) input[key] = trimmedOrNull(values[key]);
    if (values.notes !== initial.notes) input.notes = trimmedOrNull(values.notes);
    if (values.ownerId !== initial.ownerId) input.ownerId = values.ownerId;
    if (values.packageId !== initial.packageId) input.packageId = values.packageId || null;
    if (values.lat !== initial.lat || values.lon !== initial.lon) {
      const lat = parseNumber(values.lat);
      const lon = parseNumber(values.lon);
      input.geo = lat !== null && lon !== null ? { lat, lon } : null;
    }
    const properties: Record<string, unknown> = {};
    for (const field of fields) {
      const text = values.properties[field.key] ?? '';
      if (text === initial.properties[field.key]) continue;
      properties[field.key] = text.trim() === '' ? null : field.kind === 'text' ? text.trim() : parseNumber(text);
    }
    if (Object.keys(properties).length > 0) input.properties = properties;
    return input as Omit<UpdateDeviceInput, 'id'>;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      // Focus the first problem, so a keyboard or screen-reader user hears what to fix.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-device-form] [aria-invalid="true"]')?.focus());
      return;
    }
    const input = changes();
    if (Object.keys(input).length === 0) {
      setEditing(false);
      return;
    }
    commit({
      variables: { input: { id: device.id, ...input } },
      onCompleted: () => {
        toaster.create({ type: 'success', title: t`The device was saved` });
        setEditing(false);
      },
      onError: (error) => {
        const fieldErrors = isGraphQLRequestError(error) ? error.fieldErrors : {};
        if (Object.keys(fieldErrors).length > 0) setServerErrors(fieldErrors);
        toaster.create({
          type: 'error',
          title: t`The device could not be saved`,
          description:
            upstreamCodeOf(error) === 'DEVICE_DELETED'
              ? t`The device is deleted and can no longer be changed.`
              : Object.keys(fieldErrors).length > 0
                ? t`Some fields are not filled in correctly.`
                : describeError(error),
          closable: true,
        });
      },
    });
  };

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
    <form onSubmit={onSubmit} noValidate data-device-form aria-label={t`Edit device`}>
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {textField('name', t`Name`, true)}
          {textField('serialNumber', t`Serial number`)}
          <Field.Root invalid={!!errors.ownerId} required>
            <Field.Label>
              <Trans>Owner</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.ownerId} onChange={(e) => set('ownerId', e.target.value)} name="ownerId">
                {device.ownerOptions.map((option) => (
                  <option key={option.organization.id} value={option.organization.id}>
                    {option.organization.name}
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
                {lookups.packages.map((pkg) => (
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

        {fields.length > 0 && (
          <Stack gap="3">
            <Heading as="h2" size="sm">
              <Trans>Settings</Trans>
            </Heading>
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
          </Stack>
        )}

        <Field.Root invalid={!!errors.notes}>
          <Field.Label>
            <Trans>Notes</Trans>
          </Field.Label>
          <Textarea value={values.notes} onChange={(e) => set('notes', e.target.value)} rows={4} name="notes" />
          <Field.ErrorText>{errors.notes}</Field.ErrorText>
        </Field.Root>

        <HStack gap="3" justify="flex-end" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
          <Button variant="outline" onClick={() => setEditing(false)} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
