import { Alert, Badge, Button, Card, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, useState } from 'react';
import { PencilIcon, PowerIcon } from 'lucide-react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { ServiceCenterPageActiveMutation } from '../../../../__generated__/ServiceCenterPageActiveMutation.graphql';
import type { ServiceCenterPageQuery as ServiceCenterPageQueryType } from '../../../../__generated__/ServiceCenterPageQuery.graphql';
import type { ServiceCenterPageUpdateMutation } from '../../../../__generated__/ServiceCenterPageUpdateMutation.graphql';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSkeleton } from '../../../components/list/ListSkeleton';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { serviceCentersPath, serviceOrdersPath } from '../../../routing/paths';
import { useBreadcrumbs } from '../../../routing/useBreadcrumbs';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { mutationFailure } from '../mutationFailure';
import { FactGrid } from '../FactGrid';
import { GeoText } from '../GeoText';
import { CenterTechnicians } from './CenterTechnicians';
import { ServiceCenterForm } from './ServiceCenterForm';
import { addressOf, geoOf, type ServiceCenterFormValues } from './serviceCenterFormValues';

export const ServiceCenterPageQuery = graphql`
  # The technicians' page size as a variable: the gateway's cost limit multiplies literal ones.
  query ServiceCenterPageQuery($id: ID!, $technicians: Int = 100) {
    node(id: $id) {
      __typename
      ... on ServiceCenter {
        id
        name
        address
        isActive
        geo {
          lat
          lon
        }
        users {
          userNodeId
          firstName
          lastName
          email
        }
        organizations {
          id
          name
        }
        technicianCount
        openOrderCount
        createdAt
        ...CenterTechniciansFragment @alias
      }
    }
    organizations {
      id
      name
    }
    # Offered by CenterTechnicians' model pickers.
    deviceModels {
      id
      # eslint-disable-next-line relay/unused-fields -- see above
      title
    }
    viewer {
      id
      config {
        utcOffset
      }
    }
  }
`;

/** /orders/service-centers/{id}: a centre's facts, its edit form, activation and its technicians. */
export function ServiceCenterPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ServiceCenterPageQueryType>;
  return (
    <Suspense fallback={<ServiceCenterSkeleton />}>
      <ServiceCenterContent queryRef={queryRef} />
    </Suspense>
  );
}

function ServiceCenterSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="5" aria-busy="true" aria-label={t`Loading`} role="status">
      <Skeleton height="4" width="40" />
      <Skeleton height="8" width={{ base: '60%', md: '30%' }} />
      <Skeleton height="32" />
      <ListSkeleton rows={4} columns={5} />
    </Stack>
  );
}

function ServiceCenterContent({ queryRef }: { queryRef: PreloadedQuery<ServiceCenterPageQueryType> }) {
  const { t, i18n } = useLingui();
  const crumbs = useBreadcrumbs();
  const data = usePreloadedQuery<ServiceCenterPageQueryType>(ServiceCenterPageQuery, queryRef);
  const viewer = useContext(ViewerAccessContext);
  const canEdit = viewer !== null && viewer.ability.can('update', 'ServiceCenter');
  const [editing, setEditing] = useState(false);
  const [confirmActive, setConfirmActive] = useState(false);
  const [commitUpdate, saving] = useMutation<ServiceCenterPageUpdateMutation>(graphql`
    mutation ServiceCenterPageUpdateMutation($input: UpdateServiceCenterInput!) {
      updateServiceCenter(input: $input) {
        serviceCenter {
          id
          name
          address
          geo {
            lat
            lon
          }
          users {
            userNodeId
            firstName
            lastName
            email
          }
          organizations {
            id
            name
          }
          updatedAt
        }
      }
    }
  `);
  const [commitActive, switching] = useMutation<ServiceCenterPageActiveMutation>(graphql`
    mutation ServiceCenterPageActiveMutation($input: UpdateServiceCenterInput!) {
      updateServiceCenter(input: $input) {
        serviceCenter {
          id
          isActive
          updatedAt
        }
      }
    }
  `);
  const center = data.node?.__typename === 'ServiceCenter' ? data.node : null;
  if (!center) {
    return (
      <Stack gap="5">
        <Breadcrumbs items={crumbs} />
        <PageHeader title={t`Service centre`} />
        <Alert.Root status="warning" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>This service centre was not found</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>It may have been deleted, or you may not have access to it.</Trans>
            </Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={serviceCentersPath()}>
              <Trans>All service centres</Trans>
            </RouterLink>
          </Button>
        </Alert.Root>
      </Stack>
    );
  }
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const centerName = center.name;
  const initial: ServiceCenterFormValues = {
    name: center.name,
    address: center.address ?? '',
    lat: center.geo ? String(center.geo.lat) : '',
    lon: center.geo ? String(center.geo.lon) : '',
    organizationIds: center.organizations.map((o) => o.id),
    // The ids the users search gives, so that picking a staff member again finds them chosen.
    userIds: center.users.map((u) => u.userNodeId),
  };
  const save = (values: ServiceCenterFormValues) =>
    new Promise<Record<string, string>>((resolve) => {
      commitUpdate({
        variables: { input: { id: center.id, name: values.name.trim(), address: addressOf(values), geo: geoOf(values), organizationIds: values.organizationIds, userIds: values.userIds } },
        onCompleted: () => {
          resolve({});
          setEditing(false);
          toaster.create({ type: 'success', title: t`The service centre was saved` });
        },
        onError: (error) => {
          const failure = mutationFailure(error);
          resolve(failure.conflict ? { name: failure.description } : failure.fieldErrors);
          toaster.create({ type: 'error', title: t`The service centre could not be saved`, description: failure.description, closable: true });
        },
      });
    });
  const switchActive = () =>
    commitActive({
      variables: { input: { id: center.id, isActive: !center.isActive } },
      onCompleted: () => {
        setConfirmActive(false);
        toaster.create({ type: 'success', title: center.isActive ? t`${centerName} was deactivated` : t`${centerName} was activated` });
      },
      onError: (error) => {
        setConfirmActive(false);
        toaster.create({ type: 'error', title: t`The service centre could not be changed`, description: mutationFailure(error).description, closable: true });
      },
    });
  const staff = center.users.map((u) => `${u.firstName} ${u.lastName}`.trim() || u.email).join(', ');
  const served = center.organizations.map((o) => o.name).join(', ');
  const none = (
    <Text as="span" color="fg.muted">
      —
    </Text>
  );

  return (
    <Stack gap="5" minW="0">
      <Stack gap="3">
        <Breadcrumbs items={crumbs} />
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <HStack gap="3" align="center" wrap="wrap">
            <PageHeader title={center.name} />
            {center.isActive ? (
              <Badge colorPalette="green">
                <Trans>Active</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="gray">
                <Trans>Inactive</Trans>
              </Badge>
            )}
          </HStack>
          {canEdit && !editing && (
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <PencilIcon aria-hidden />
                <Trans>Edit</Trans>
              </Button>
              <Button size="sm" variant="outline" colorPalette={center.isActive ? 'red' : 'green'} onClick={() => setConfirmActive(true)}>
                <PowerIcon aria-hidden />
                {center.isActive ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
              </Button>
            </HStack>
          )}
        </HStack>
      </Stack>
      {!center.isActive && (
        <Alert.Root status="info" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>This centre is inactive: its technicians cannot be assigned orders. Its open orders stay.</Trans>
          </Alert.Description>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body>
          {editing ? (
            <ServiceCenterForm initial={initial} organizations={data.organizations} onSubmit={save} submitLabel={t`Save`} saving={saving} onCancel={() => setEditing(false)} />
          ) : (
            <FactGrid
              facts={[
                { label: t`Address`, value: center.address ?? none },
                { label: t`Position`, value: <GeoText geo={center.geo} /> },
                { label: t`Organisations served`, value: served || none },
                { label: t`Staff`, value: staff || none },
                { label: t`Technicians`, value: formatNumber(i18n, center.technicianCount) },
                {
                  label: t`Open orders`,
                  value: (
                    <Link asChild color="brand.fg">
                      <RouterLink to={`${serviceOrdersPath()}?${new URLSearchParams({ center: center.id }).toString()}`}>{formatNumber(i18n, center.openOrderCount)}</RouterLink>
                    </Link>
                  ),
                },
                { label: t`Created`, value: formatDateTime(i18n, center.createdAt, utcOffset) },
              ]}
            />
          )}
        </Card.Body>
      </Card.Root>
      {center.CenterTechniciansFragment && <CenterTechnicians center={center.CenterTechniciansFragment} deviceModels={data.deviceModels} />}
      {confirmActive && (
        <ConfirmDialog
          title={center.isActive ? t`Deactivate ${centerName}?` : t`Activate ${centerName}?`}
          confirmLabel={center.isActive ? t`Deactivate` : t`Activate`}
          onConfirm={switchActive}
          loading={switching}
          onClose={() => setConfirmActive(false)}
        >
          {center.isActive ? (
            <Trans>Its technicians can no longer be assigned orders. Its open orders stay, and you can activate it again.</Trans>
          ) : (
            <Trans>Its active technicians can be assigned orders again.</Trans>
          )}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
