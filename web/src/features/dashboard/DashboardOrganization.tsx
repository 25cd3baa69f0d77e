import { Alert, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuChevronsDown, LuChevronsUp } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import type { DashboardOrganizationFragment$key } from '../../../__generated__/DashboardOrganizationFragment.graphql';
import { DeviceCard } from './card/DeviceCard';
import type { DashboardCardsProps } from './DashboardCardsProps';
import { DashboardDeviceGrid } from './DashboardDeviceGrid';
import { DashboardGroup } from './DashboardGroup';

type Props = DashboardCardsProps & { organization: DashboardOrganizationFragment$key };

/** One selected organisation: its groups, then its devices in no group. */
export function DashboardOrganization({ organization, ...cards }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment DashboardOrganizationFragment on AnalyticsOrganization {
        organization {
          name
        }
        groups {
          id
          ...DashboardGroupFragment
        }
        ungroupedDevices {
          id
          ...DeviceCard_device
        }
      }
    `,
    organization,
  );
  const { selected, expanded, onExpandedChange } = cards;
  const name = data.organization.name;
  const ungrouped = data.ungroupedDevices.filter((d) => selected.has(d.id));
  const ungroupedIds = ungrouped.map((d) => d.id);
  const allExpanded = ungroupedIds.every((id) => expanded.has(id));

  return (
    <Stack gap="4" as="section" aria-label={name}>
      <Heading as="h2" size="lg" borderBottomWidth="1px" pb="2">
        {name}
      </Heading>
      {data.groups.length === 0 && (
        <Alert.Root status="info" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>{name} has no groups</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {data.groups.map((group) => (
        <DashboardGroup key={group.id} group={group} {...cards} />
      ))}
      {ungrouped.length > 0 && (
        <Stack gap="3" as="section" aria-label={t`Devices in no group`}>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Heading as="h3" size="md">
              {data.groups.length === 0 ? <Trans>Devices</Trans> : <Trans>Devices in no group</Trans>}
            </Heading>
            <Button size="xs" variant="outline" onClick={() => onExpandedChange(ungroupedIds, !allExpanded)}>
              {allExpanded ? <LuChevronsUp aria-hidden /> : <LuChevronsDown aria-hidden />}
              {allExpanded ? <Trans>Collapse all</Trans> : <Trans>Expand all</Trans>}
            </Button>
          </HStack>
          <DashboardDeviceGrid>
            {ungrouped.map((device) => (
              <DeviceCard key={device.id} device={device} expanded={expanded.has(device.id)} onExpandedChange={onExpandedChange} />
            ))}
          </DashboardDeviceGrid>
        </Stack>
      )}
    </Stack>
  );
}
