import { Button, Field, Grid, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { MultiSelect } from '../../../components/MultiSelect';
import { SearchPicker } from '../../../components/picker/SearchPicker';
import { StickyFormActions } from '../../../components/StickyFormActions';
import { geoOf, MAX_ADDRESS_LENGTH, validateServiceCenterForm, type ServiceCenterFormValues } from './serviceCenterFormValues';
import { useUserPickerSource } from '../../../components/picker/useUserPickerSource';

// maplibre is hundreds of kB: it loads with the form, not the page.
const GeoPickerMap = lazy(() => import('../../../components/GeoPickerMap').then((m) => ({ default: m.GeoPickerMap })));

type Props = {
  initial: ServiceCenterFormValues;
  organizations: readonly { id: string; name: string }[];
  /** Saves; resolves to the server's field errors (empty when saved). */
  onSubmit: (values: ServiceCenterFormValues) => Promise<Record<string, string>>;
  submitLabel: string;
  saving: boolean;
  onCancel?: () => void;
};

/**
 * The service centre's form, to create one and to edit it: name, address, position (typed or picked
 * on the map), the organisations it serves and its staff. Errors are keyed by the API's field names, so
 * the server's field errors land on their inputs and stay until the field changes.
 */
export function ServiceCenterForm({ initial, organizations, onSubmit, submitLabel, saving, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const clientErrors = useMemo(() => validateServiceCenterForm(i18n, values), [i18n, values]);
  const errors = { ...(submitted ? clientErrors : {}), ...serverErrors };
  // The server's users search (Query.users), a page at a time; chosen users named by id.
  const users = useUserPickerSource();
  const set = <K extends keyof ServiceCenterFormValues>(key: K, value: ServiceCenterFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const fields = key === 'lat' || key === 'lon' ? [`geo.${key}`, 'geo'] : [key === 'userIds' ? 'userIds' : key];
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-center-form] [aria-invalid="true"]')?.focus());
      return;
    }
    setServerErrors(await onSubmit(values));
  };
  const geo = geoOf(values);
  const organizationOptions = useMemo(() => organizations.map((o) => ({ value: o.id, label: o.name })), [organizations]);

  return (
    <form onSubmit={submit} noValidate data-center-form="">
      <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Field.Root invalid={!!errors.name} required>
          <Field.Label>
            <Trans>Name</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input name="name" value={values.name} maxLength={200} onChange={(e) => set('name', e.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.address}>
          <Field.Label>
            <Trans>Address</Trans>
          </Field.Label>
          <Input
            name="address"
            autoComplete="street-address"
            placeholder={t`Street, postcode and town`}
            value={values.address}
            maxLength={MAX_ADDRESS_LENGTH}
            onChange={(e) => set('address', e.target.value)}
          />
          <Field.HelperText>
            <Trans>Where technicians and parts go.</Trans>
          </Field.HelperText>
          <Field.ErrorText>{errors.address}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.organizationIds}>
          <MultiSelect label={t`Organisations served`} options={organizationOptions} value={values.organizationIds} onChange={(ids) => set('organizationIds', ids)} />
          <Field.HelperText>
            <Trans>The centre services these organisations' devices.</Trans>
          </Field.HelperText>
          <Field.ErrorText>{errors.organizationIds}</Field.ErrorText>
        </Field.Root>
      </Grid>
      <Field.Root invalid={!!errors.userIds}>
        <SearchPicker
          label={t`Staff`}
          source={users}
          value={values.userIds}
          onChange={(ids) => set('userIds', ids)}
          placeholder={t`Search by name or e-mail`}
          noMatches={(text) => (text ? t`No users match "${text}".` : t`No users to choose from.`)}
          unknownLabel={t`A user you cannot see`}
        />
        <Field.HelperText>
          <Trans>Staff see and dispatch the centre's orders.</Trans>
        </Field.HelperText>
        <Field.ErrorText>{errors.userIds}</Field.ErrorText>
      </Field.Root>
      <Stack gap="3">
        <Heading as="h2" size="sm">
          <Trans>Position</Trans>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Type the coordinates, or click the map to place the centre.</Trans>
        </Text>
        <Grid templateColumns={{ base: '1fr 1fr', md: '12rem 12rem' }} gap="3">
          <Field.Root invalid={!!(errors['geo.lat'] ?? errors.geo)}>
            <Field.Label>
              <Trans>Latitude</Trans>
            </Field.Label>
            <Input name="lat" inputMode="decimal" value={values.lat} onChange={(e) => set('lat', e.target.value)} />
            <Field.ErrorText>{errors['geo.lat'] ?? errors.geo}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors['geo.lon']}>
            <Field.Label>
              <Trans>Longitude</Trans>
            </Field.Label>
            <Input name="lon" inputMode="decimal" value={values.lon} onChange={(e) => set('lon', e.target.value)} />
            <Field.ErrorText>{errors['geo.lon']}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <ErrorBoundary fallback={<Text color="fg.muted">{t`The map could not be loaded; type the coordinates instead.`}</Text>}>
          <Suspense fallback={<Skeleton height={{ base: '240px', md: '300px' }} />}>
            <GeoPickerMap
              value={geo}
              label={t`Map for picking the centre's position`}
              onPick={({ lat, lon }) => {
                set('lat', String(lat));
                set('lon', String(lon));
              }}
            />
          </Suspense>
        </ErrorBoundary>
      </Stack>
      <StickyFormActions>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" colorPalette="brand" loading={saving}>
          {submitLabel}
        </Button>
      </StickyFormActions>
      </Stack>
    </form>
  );
}
