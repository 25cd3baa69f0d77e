import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createDeviceSchema } from 'api/devices/deviceInputSchema';
import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { CreateDeviceInput, NewDeviceFormMutation } from '../../../../__generated__/NewDeviceFormMutation.graphql';
import { toaster } from '../../../components/toaster';
import { describeError } from '../../../relay/describeError';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';
import { devicePath, devicesPath, organizationDevicePath, organizationDevicesPath } from '../../../routing/paths';
import { useLifecycleLabel } from '../page/useLifecycleLabel';
import { propertyFieldsOf } from '../page/info/deviceCategoryFields';
import { parseNumber, type DeviceFormValues } from '../page/info/deviceFormSchema';
import { DeviceFormFields } from '../page/info/DeviceFormFields';
import { useDeviceForm } from '../page/info/useDeviceForm';
import { wordIssue } from './checkImportRows';
import { languageOf } from './languageOf';
import type { NewDeviceLookups } from './NewDevicePage';
import { StickyFormActions } from '../../../components/StickyFormActions';

type Owner = NewDeviceLookups['organizations'][number];
type Lifecycle = 'IN_STOCK' | 'INSTALLED' | 'TAKEN_DOWN';

type Props = { lookups: NewDeviceLookups; owners: readonly Owner[]; fixedOwner: Owner | null };

/**
 * A new device: the network id and model first (the model decides which settings the form asks
 * for), then the fields the Information tab edits (DeviceFormFields) and the starting lifecycle. The
 * network id is checked with the API's own rule; on success the device's page opens.
 */
export function NewDeviceForm({ lookups, owners, fixedOwner }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { orgId } = useParams();
  const lifecycleLabel = useLifecycleLabel();
  const [networkId, setNetworkId] = useState('');
  const [modelId, setModelId] = useState('');
  const [lifecycle, setLifecycle] = useState<Lifecycle>('IN_STOCK');
  const model = lookups.deviceModels.find((m) => m.id === modelId) ?? null;
  const fields = useMemo(() => (model ? propertyFieldsOf(model.deviceTypeCategory.slug) : []), [model]);
  const initial = useMemo<DeviceFormValues>(
    () => ({
      name: '',
      serialNumber: '',
      placeName: '',
      notes: '',
      ownerId: fixedOwner?.id ?? (owners.length === 1 ? owners[0]!.id : ''),
      packageId: '',
      lat: '',
      lon: '',
      properties: {},
    }),
    // The form starts once; the owners do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [],
  );

  const extraErrors: Record<string, string> = {};
  const networkIdCheck = createDeviceSchema.shape.device.safeParse(networkId, { reportInput: true });
  if (!networkIdCheck.success) extraErrors.networkId = wordIssue(languageOf(i18n), networkIdCheck.error.issues[0]!);
  if (!model) extraErrors.deviceModelId = t`Choose a model`;
  const { values, set, setProperty, errors, check, setServerErrors } = useDeviceForm(initial, fields, extraErrors);
  const clearServerError = (key: string) => setServerErrors(({ [key]: _dropped, ...rest }) => rest);

  const models = (() => {
    const groups = new Map<string, { name: string; models: NewDeviceLookups['deviceModels'][number][] }>();
    for (const m of [...lookups.deviceModels].sort((a, b) => a.title.localeCompare(b.title, i18n.locale))) {
      const group = groups.get(m.deviceTypeCategory.slug) ?? { name: m.deviceTypeCategory.name, models: [] };
      group.models.push(m);
      groups.set(m.deviceTypeCategory.slug, group);
    }
    return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  })();

  const [commit, saving] = useMutation<NewDeviceFormMutation>(graphql`
    mutation NewDeviceFormMutation($input: CreateDeviceInput!) {
      createDevice(input: $input) {
        device {
          id
          deviceId
          name
        }
      }
    }
  `);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!check() || !model) return;
    const text = (value: string) => (value.trim() === '' ? null : value.trim());
    const lat = parseNumber(values.lat);
    const lon = parseNumber(values.lon);
    const properties: Record<string, unknown> = {};
    for (const field of fields) {
      const value = values.properties[field.key] ?? '';
      if (value.trim() !== '') properties[field.key] = field.kind === 'text' ? value.trim() : parseNumber(value);
    }
    const input: CreateDeviceInput = {
      name: values.name.trim(),
      networkId: networkId.trim(),
      ownerId: values.ownerId,
      deviceModelId: model.id,
      packageId: values.packageId || null,
      serialNumber: text(values.serialNumber),
      placeName: text(values.placeName),
      notes: text(values.notes),
      geo: lat !== null && lon !== null ? { lat, lon } : null,
      lifecycle,
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
    };
    commit({
      variables: { input },
      onCompleted: ({ createDevice }) => {
        const name = createDevice.device.name;
        toaster.create({ type: 'success', title: t`The device ${name} was created` });
        const id = createDevice.device.deviceId;
        navigate(orgId === undefined ? devicePath(id) : organizationDevicePath(orgId, id));
      },
      onError: (error) => {
        const fieldErrors = isGraphQLRequestError(error) ? error.fieldErrors : {};
        if (Object.keys(fieldErrors).length > 0) setServerErrors(fieldErrors);
        toaster.create({
          type: 'error',
          title: t`The device could not be created`,
          description: Object.keys(fieldErrors).length > 0 ? t`Some fields are not filled in correctly.` : describeError(error),
          closable: true,
        });
      },
    });
  };

  const leading = (
    <>
      <Field.Root invalid={!!errors.networkId} required>
        <Field.Label>
          <Trans>Network id</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={networkId}
          onChange={(e) => {
            setNetworkId(e.target.value);
            clearServerError('networkId');
          }}
          name="networkId"
          autoComplete="off"
          spellCheck={false}
        />
        <Field.HelperText>
          <Trans>IMEI, Sigfox id or MQTT client id; unique across all devices.</Trans>
        </Field.HelperText>
        <Field.ErrorText>{errors.networkId}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.deviceModelId} required>
        <Field.Label>
          <Trans>Model</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={modelId}
            onChange={(e) => {
              setModelId(e.target.value);
              clearServerError('deviceModelId');
            }}
            name="deviceModelId"
          >
            <option value="">{t`Choose a model`}</option>
            {models.map((group) => (
              <optgroup key={group.name} label={group.name}>
                {group.models.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          <Trans>The model decides which settings the device has.</Trans>
        </Field.HelperText>
        <Field.ErrorText>{errors.deviceModelId}</Field.ErrorText>
      </Field.Root>
    </>
  );
  const trailing = (
    <Field.Root invalid={!!errors.lifecycle}>
      <Field.Label>
        <Trans>Lifecycle</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={lifecycle} onChange={(e) => setLifecycle(e.target.value as Lifecycle)} name="lifecycle">
          {(['IN_STOCK', 'INSTALLED', 'TAKEN_DOWN'] as const).map((state) => (
            <option key={state} value={state}>
              {lifecycleLabel(state)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errors.lifecycle}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={onSubmit} noValidate data-device-form aria-label={t`New device`}>
      <Stack gap="6">
        <DeviceFormFields
          values={values}
          errors={errors}
          fields={fields}
          set={set}
          setProperty={setProperty}
          ownerOptions={owners}
          ownerPlaceholder={fixedOwner || owners.length === 1 ? undefined : t`Choose an owner`}
          ownerFixed={fixedOwner !== null}
          packages={lookups.packages}
          leading={leading}
          trailing={trailing}
          noSettings={t`Choose a model to see the settings of its type.`}
        />
        <StickyFormActions>
          <Button variant="outline" onClick={() => navigate(orgId === undefined ? devicesPath() : organizationDevicesPath(orgId))} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            <Trans>Create device</Trans>
          </Button>
        </StickyFormActions>
      </Stack>
    </form>
  );
}
