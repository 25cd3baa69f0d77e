import { Alert, Button, Field, Fieldset, Heading, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ServiceOrderFormCreateMutation } from '../../../../__generated__/ServiceOrderFormCreateMutation.graphql';
import type { ServiceOrderFormLookups$key } from '../../../../__generated__/ServiceOrderFormLookups.graphql';
import type { ServiceOrderFormUpdateMutation } from '../../../../__generated__/ServiceOrderFormUpdateMutation.graphql';
import { StickyFormActions } from '../../../components/StickyFormActions';
import { toaster } from '../../../components/toaster';
import { todayAt } from '../../../i18n/format/calendarDay';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';
import { serviceOrderDetailsPath, serviceOrdersPath } from '../../../routing/paths';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { ChosenDeviceFacts, type ChosenDevice } from './ChosenDeviceFacts';
import { DueDateField } from './DueDateField';
import { LimitedTextarea } from './LimitedTextarea';
import { PendingAttachments, uploadPending } from './PendingAttachments';
import { ServiceOrderAttachments } from './ServiceOrderAttachments';
import { ServiceOrderDevicePicker } from './ServiceOrderDevicePicker';
import { refusalText } from './refusalText';
import { isOpenStatus } from './serviceOrderState';
import { TechnicianSelect } from './TechnicianSelect';

export type ServiceOrderFormValues = {
  /** The device's global id. */
  deviceId: string | null;
  serviceCenterId: string;
  technicianId: string;
  /** The due day, `YYYY-MM-DD` in the viewer's offset. */
  dueDate: string | null;
  serviceIssue: string;
  notes: string;
};

type EditedOrder = {
  id: string;
  orderId: string;
  statusSlug: string;
  statusName: string;
  technician: { id: string; name: string } | null | undefined;
};

type Props = {
  lookupsRef: ServiceOrderFormLookups$key;
  /** The order being edited; null for a new one. */
  order: EditedOrder | null;
  initial: ServiceOrderFormValues & { dueDate: string };
  utcOffset: number;
};

// The API's limits (api serviceOrderCreateSchema: service_issue text(2000), notes text(5000); the
// SDL's CreateServiceOrderInput says the same), counted after trimming as the API does.
export const SERVICE_ISSUE_MAX = 2000;
export const NOTES_MAX = 5000;

const servesOwner = (centre: { organizations: readonly { id: string }[] }, ownerId: string) => centre.organizations.some((o) => o.id === ownerId);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.panel" aria-label={title} minW="0">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The service order's form (spec part 2 §2, §5): the device through the advanced picker and its
 * facts, the centre and then one of its technicians, the due day (earlier days disabled), the issue
 * and notes. Save stays disabled until a centre and a technician are chosen; the API's field errors
 * land on their fields. A closed order (finished or archived) shows read-only.
 */
export function ServiceOrderForm({ lookupsRef, order, initial, utcOffset }: Props) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const navigate = useNavigate();
  const lookups = useFragment(
    graphql`
      fragment ServiceOrderFormLookups on Query {
        serviceCenters(filter: { isActive: true }, first: 100) {
          edges {
            node {
              id
              name
              # The owners it serves: the API refuses an order whose centre does not serve the device's owner.
              organizations {
                id
              }
            }
          }
        }
        ...ServiceOrderDevicePickerLookups
      }
    `,
    lookupsRef,
  );
  const [values, setValues] = useState(initial);
  const [device, setDevice] = useState<ChosenDevice | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // A new order's attachments, sent once it exists.
  const [pending, setPending] = useState<File[]>([]);
  const [attaching, setAttaching] = useState(false);
  const closed = order !== null && !isOpenStatus(order.statusSlug);
  // Order data is a dispatcher's (create Service); a technician sees it and works the attachments.
  const mayDispatch = useContext(ViewerAccessContext)?.ability.can('create', 'Service') ?? false;
  const readOnly = closed || !mayDispatch;

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K], ...alsoClears: string[]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of [key, ...alsoClears]) delete next[field];
      return next;
    });
  };

  // Stable (ChosenDeviceFacts calls it from an effect). Another owner's device: a centre chosen for
  // the previous one may not serve it, so the centre and its technician are cleared.
  const onDeviceResolved = useCallback(
    (resolved: ChosenDevice | null) => {
      setDevice(resolved);
      if (!resolved) return;
      setValues((current) => {
        const chosen = lookups.serviceCenters.edges.find((edge) => edge.node.id === current.serviceCenterId)?.node;
        return chosen && !servesOwner(chosen, resolved.ownerId) ? { ...current, serviceCenterId: '', technicianId: '' } : current;
      });
    },
    [lookups],
  );

  const [create, creating] = useMutation<ServiceOrderFormCreateMutation>(graphql`
    mutation ServiceOrderFormCreateMutation($input: CreateServiceOrderInput!) {
      createServiceOrder(input: $input) {
        serviceOrder {
          id
          orderId
          number
        }
      }
    }
  `);
  const [update, updating] = useMutation<ServiceOrderFormUpdateMutation>(graphql`
    mutation ServiceOrderFormUpdateMutation($input: UpdateServiceOrderInput!) {
      updateServiceOrder(input: $input) {
        serviceOrder {
          id
          orderId
          number
          serviceIssue
          notes
          dueDate
          serviceCenter {
            id
          }
          technician {
            id
            name
          }
        }
      }
    }
  `);
  const saving = creating || updating || attaching;

  const centreChosen = values.serviceCenterId !== '';
  const dueDateValid = values.dueDate !== '' && (values.dueDate >= todayAt(utcOffset) || (order !== null && values.dueDate === initial.dueDate));
  const ready = values.deviceId !== null && device !== null && centreChosen && values.technicianId !== '' && dueDateValid;
  const issueTooLong = values.serviceIssue.trim().length > SERVICE_ISSUE_MAX;
  const notesTooLong = values.notes.trim().length > NOTES_MAX;

  const onError = (error: Error) => {
    const fieldErrors = isGraphQLRequestError(error) ? error.fieldErrors : {};
    const { ownerId, ...rest } = fieldErrors;
    const placed = ownerId && !rest.deviceId ? { ...rest, deviceId: ownerId } : rest;
    if (Object.keys(placed).length > 0) setServerErrors(placed);
    toaster.create({
      type: 'error',
      title: order ? t`The service order could not be saved` : t`The service order could not be created`,
      description: Object.keys(placed).length > 0 ? t`Some fields are not filled in correctly.` : refusalText(error),
      closable: true,
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !device || readOnly || issueTooLong || notesTooLong) return;
    const text = (value: string) => (value.trim() === '' ? null : value.trim());
    if (order) {
      update({
        variables: {
          input: {
            id: order.id,
            deviceId: device.id,
            ownerId: device.ownerId,
            serviceCenterId: values.serviceCenterId,
            technicianId: values.technicianId,
            // An overdue order keeps its day: only a changed day is sent (the API refuses past days).
            ...(values.dueDate === initial.dueDate ? {} : { dueDate: values.dueDate }),
            serviceIssue: text(values.serviceIssue),
            notes: text(values.notes),
          },
        },
        onCompleted: ({ updateServiceOrder }) => {
          const number = updateServiceOrder.serviceOrder.number;
          toaster.create({ type: 'success', title: t`Service order ${number} was saved` });
          navigate(serviceOrderDetailsPath(updateServiceOrder.serviceOrder.orderId));
        },
        onError,
      });
      return;
    }
    create({
      variables: {
        input: {
          deviceId: device.id,
          ownerId: device.ownerId,
          serviceCenterId: values.serviceCenterId,
          technicianId: values.technicianId,
          dueDate: values.dueDate,
          serviceIssue: text(values.serviceIssue),
          notes: text(values.notes),
        },
      },
      onCompleted: ({ createServiceOrder }) => {
        const created = createServiceOrder.serviceOrder;
        const number = created.number;
        toaster.create({ type: 'success', title: t`Service order ${number} was created` });
        if (pending.length === 0) {
          navigate(serviceOrderDetailsPath(created.orderId));
          return;
        }
        setAttaching(true);
        void uploadPending(i18n, created.id, pending).then((failed) => {
          setAttaching(false);
          if (failed.length > 0) {
            toaster.create({ type: 'error', title: t`Some files could not be attached`, description: failed.join('\n'), duration: 12000, closable: true });
          }
          navigate(serviceOrderDetailsPath(created.orderId));
        });
      },
      onError,
    });
  };

  const allCentres = lookups.serviceCenters.edges.map((edge) => edge.node);
  // Once the device is known, only the centres serving its owner (the API refuses the rest).
  const centres = device ? allCentres.filter((centre) => servesOwner(centre, device.ownerId)) : allCentres;
  const statusName = order ? label('serviceOrderStatus', { slug: order.statusSlug, name: order.statusName }) : '';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={order ? t`Edit service order` : t`New service order`}>
      <Stack gap="5">
        {!closed && !mayDispatch && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>Only a dispatcher can change the order's data.</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        {closed && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>This order is {statusName} and can no longer be changed.</Trans>
              </Alert.Title>
              <Alert.Description>
                <Trans>Finished and archived orders are kept as a record.</Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Fieldset.Root disabled={readOnly || saving} minW="0">
          <Stack gap="5" minW="0">
            <Section title={t`Device`}>
              <ServiceOrderDevicePicker
                lookupsRef={lookups}
                value={values.deviceId}
                onChange={(id) => {
                  set('deviceId', id, 'ownerId');
                  if (id === null) setDevice(null);
                }}
                error={serverErrors.deviceId}
              />
              {values.deviceId && (
                <Suspense fallback={<Skeleton height="32" />}>
                  <ChosenDeviceFacts deviceId={values.deviceId} utcOffset={utcOffset} exceptOrderId={order?.id ?? null} onResolved={onDeviceResolved} />
                </Suspense>
              )}
            </Section>
            <Section title={t`Assignment`}>
              <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
                <Field.Root invalid={!!serverErrors.serviceCenterId} required flex="1" minW="0">
                  <Field.Label>
                    <Trans>Service centre</Trans>
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="serviceCenterId"
                      value={values.serviceCenterId}
                      onChange={(e) => {
                        setValues((current) => ({ ...current, serviceCenterId: e.target.value, technicianId: '' }));
                        setServerErrors(({ serviceCenterId: _c, technicianId: _t, ...rest }) => rest);
                      }}
                    >
                      <option value="">{t`Choose a service centre`}</option>
                      {centres.map((centre) => (
                        <option key={centre.id} value={centre.id}>
                          {centre.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {allCentres.length === 0 ? (
                    <Field.HelperText>
                      <Trans>No active service centre: create one under Service centres first.</Trans>
                    </Field.HelperText>
                  ) : (
                    centres.length === 0 && (
                      <Field.HelperText>
                        <Trans>No active service centre serves this device's owner: add the owner to a centre under Service centres.</Trans>
                      </Field.HelperText>
                    )
                  )}
                  <Field.ErrorText>{serverErrors.serviceCenterId}</Field.ErrorText>
                </Field.Root>
                {centreChosen ? (
                  <Suspense fallback={<Skeleton height="16" flex="1" alignSelf="stretch" />}>
                    <TechnicianSelect
                      serviceCenterId={values.serviceCenterId}
                      deviceModelId={device?.modelId ?? null}
                      value={values.technicianId}
                      current={order?.technician ?? null}
                      onChange={(id) => set('technicianId', id)}
                      error={serverErrors.technicianId}
                    />
                  </Suspense>
                ) : null}
                <DueDateField
                  value={values.dueDate}
                  onChange={(day) => set('dueDate', day)}
                  utcOffset={utcOffset}
                  keep={order ? initial.dueDate : undefined}
                  error={serverErrors.dueDate}
                />
              </Stack>
            </Section>
            <Section title={t`Description`}>
              <LimitedTextarea
                name="serviceIssue"
                label={t`Service issue`}
                helper={t`What is wrong, for the technician.`}
                value={values.serviceIssue}
                onChange={(value) => set('serviceIssue', value)}
                max={SERVICE_ISSUE_MAX}
                rows={5}
                error={serverErrors.serviceIssue}
              />
              <LimitedTextarea
                name="notes"
                label={t`Notes`}
                value={values.notes}
                onChange={(value) => set('notes', value)}
                max={NOTES_MAX}
                rows={4}
                error={serverErrors.notes}
              />
            </Section>
          </Stack>
        </Fieldset.Root>
        {values.technicianId !== '' &&
          (order ? (
            <Suspense fallback={<Skeleton height="32" />}>
              <ServiceOrderAttachments orderId={order.id} utcOffset={utcOffset} editable={!closed} />
            </Suspense>
          ) : (
            <PendingAttachments files={pending} onChange={setPending} />
          ))}
        <StickyFormActions>
          <Button
            variant="outline"
            onClick={() => navigate(order ? serviceOrderDetailsPath(order.orderId) : serviceOrdersPath())}
            disabled={saving}
          >
            {readOnly ? <Trans>Back</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {!readOnly && (
            <Button type="submit" colorPalette="brand" loading={saving} disabled={!ready || issueTooLong || notesTooLong}>
              {order ? <Trans>Save</Trans> : <Trans>Create service order</Trans>}
            </Button>
          )}
        </StickyFormActions>
      </Stack>
    </form>
  );
}
