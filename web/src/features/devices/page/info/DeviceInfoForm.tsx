import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type FormEvent } from 'react';
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
import { parseNumber, type DeviceFormValues } from './deviceFormSchema';
import { DeviceFormFields } from './DeviceFormFields';
import { useDeviceForm } from './useDeviceForm';
import { StickyFormActions } from '../../../../components/StickyFormActions';

/**
 * The Information tab's edit form: name, serial number, owner, package, place, position (typed or
 * picked on the map), notes and the settings of the device's type. Checked in the browser with the
 * API's rules; the server's field errors land on the same fields. Saves only what changed.
 */
export function DeviceInfoForm({ deviceRef }: { deviceRef: DeviceInfoFormFragment$key }) {
  const { t } = useLingui();
  const { setEditing } = useDevicePage();
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
  const { values, set, setProperty, errors, check, setServerErrors } = useDeviceForm(initial, fields);
  const ownerOptions = useMemo(() => device.ownerOptions.map(({ organization }) => organization), [device.ownerOptions]);

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
    if (!check()) return;
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

  return (
    <form onSubmit={onSubmit} noValidate data-device-form aria-label={t`Edit device`}>
      <Stack gap="6">
        <DeviceFormFields
          values={values}
          errors={errors}
          fields={fields}
          set={set}
          setProperty={setProperty}
          ownerOptions={ownerOptions}
          packages={lookups.packages}
        />

        <StickyFormActions>
          <Button variant="outline" onClick={() => setEditing(false)} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </StickyFormActions>
      </Stack>
    </form>
  );
}
