import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceOrderFacts_order$data, ServiceOrderFacts_order$key } from '../../../../__generated__/ServiceOrderFacts_order.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { devicePath, serviceCenterPath } from '../../../routing/paths';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { FactList } from './FactList';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.panel" aria-label={title} minW="0">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

type Replacement = NonNullable<ServiceOrderFacts_order$data['replacement']>;

/** The device replacement made in the wizard: the order still names the old device, so say which one is there now. */
function ReplacementFacts({ replacement, when }: { replacement: Replacement; when: (iso: string | null | undefined) => string }) {
  const { t } = useLingui();
  const deviceLink = (device: Replacement['oldDevice']) =>
    device ? (
      <Link asChild color="brand.fg">
        <RouterLink to={devicePath(device.deviceId)}>{device.name}</RouterLink>
      </Link>
    ) : (
      '—'
    );
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3" data-testid="order-replacement">
      <Heading as="h3" size="sm">
        {t`Replacement`}
      </Heading>
      <FactList
        label={t`Replacement`}
        items={[
          { label: t`Taken down`, value: deviceLink(replacement.oldDevice) },
          { label: t`Installed instead`, value: deviceLink(replacement.newDevice) },
          { label: t`Replaced`, value: replacement.createdByName ? `${when(replacement.createdAt)} · ${replacement.createdByName}` : when(replacement.createdAt) },
          ...(replacement.note ? [{ label: t`Note`, value: <Text as="span" whiteSpace="pre-wrap">{replacement.note}</Text> }] : []),
        ]}
      />
    </Stack>
  );
}

/** The order's facts: the device (a link), owner, centre and technician, dates, issue and notes, and the service done. */
export function ServiceOrderFacts({ orderRef, utcOffset }: { orderRef: ServiceOrderFacts_order$key; utcOffset: number }) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const order = useFragment(
    graphql`
      fragment ServiceOrderFacts_order on ServiceOrder {
        deviceFacts {
          deviceId
          name
          networkId
          serialNumber
          deviceModelTitle
        }
        owner {
          name
        }
        serviceCenter {
          serviceCenterId
          name
        }
        technician {
          name
        }
        serviceIssue
        notes
        dueDate
        createdAt
        startedAt
        completedAt
        solutions {
          slug
          name
        }
        cause {
          slug
          name
        }
        comment
        replacement {
          note
          createdAt
          createdByName
          oldDevice {
            deviceId
            name
          }
          newDevice {
            deviceId
            name
          }
        }
      }
    `,
    orderRef,
  );
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(i18n, iso, utcOffset) : '—');
  const device = order.deviceFacts;
  const text = (value: string | null | undefined) =>
    value?.trim() ? (
      <Text whiteSpace="pre-wrap" as="span">
        {value}
      </Text>
    ) : (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  const serviced = order.solutions.length > 0 || order.cause !== null || !!order.comment;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" minW="0">
      <Card title={t`Order`}>
        <FactList
          label={t`Order`}
          items={[
            { label: t`Service centre`, value: order.serviceCenter ? (
              <Link asChild color="brand.fg">
                <RouterLink to={serviceCenterPath(order.serviceCenter.serviceCenterId)}>{order.serviceCenter.name}</RouterLink>
              </Link>
            ) : '—' },
            { label: t`Technician`, value: order.technician?.name ?? t`Not assigned` },
            { label: t`Due date`, value: order.dueDate ? formatDateTime(i18n, order.dueDate, utcOffset, 'date') : '—' },
            { label: t`Created`, value: when(order.createdAt) },
            { label: t`Started`, value: when(order.startedAt) },
            { label: t`Finished`, value: when(order.completedAt) },
          ]}
        />
      </Card>
      <Card title={t`Device`}>
        <FactList
          label={t`Device`}
          items={[
            { label: t`Name`, value: (
              <Link asChild color="brand.fg">
                <RouterLink to={devicePath(device.deviceId)}>{device.name}</RouterLink>
              </Link>
            ) },
            { label: t`Network id`, value: device.networkId },
            { label: t`Serial number`, value: device.serialNumber ?? '—' },
            { label: t`Model`, value: device.deviceModelTitle },
            { label: t`Owner`, value: order.owner.name },
          ]}
        />
        {order.replacement && <ReplacementFacts replacement={order.replacement} when={when} />}
      </Card>
      <Card title={t`Description`}>
        <FactList
          label={t`Description`}
          items={[
            { label: t`Service issue`, value: text(order.serviceIssue) },
            { label: t`Notes`, value: text(order.notes) },
          ]}
        />
      </Card>
      <Card title={t`Service`}>
        {serviced ? (
          <FactList
            label={t`Service`}
            items={[
              { label: t`Solutions`, value: order.solutions.length > 0 ? order.solutions.map((s) => label('serviceSolution', { slug: s.slug, name: s.name })).join(', ') : '—' },
              { label: t`Cause`, value: order.cause ? label('serviceCause', { slug: order.cause.slug, name: order.cause.name }) : '—' },
              { label: t`Comment`, value: text(order.comment) },
            ]}
          />
        ) : (
          <Text color="fg.muted">{t`Nothing recorded yet: the technician records the solution and cause in the service wizard.`}</Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
