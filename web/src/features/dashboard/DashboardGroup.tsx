import { Badge, Button, Heading, HStack, Link, Stack, Wrap } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LuChevronsDown, LuChevronsUp } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardGroupFragment$key } from '../../../__generated__/DashboardGroupFragment.graphql';
import { DeviceCard } from './card/DeviceCard';
import { GroupCard } from './card/GroupCard';
import { DashboardDeviceGrid } from './DashboardDeviceGrid';
import type { DashboardCardsProps } from './DashboardCardsProps';
import { organizationDevicesPath, organizationGroupsPath } from '../../routing/paths';
import { useDashboardView } from './useDashboardView';

type Props = DashboardCardsProps & { group: DashboardGroupFragment$key };

/** A group's header (name, count, links, expand/collapse all), its trend card and its selected devices' cards. */
export function DashboardGroup({ group, selected, expanded, onExpandedChange }: Props) {
  const { t } = useLingui();
  const { loading } = useDashboardView();
  const data = useFragment(
    graphql`
      fragment DashboardGroupFragment on AnalyticsGroup {
        id
        organizationId
        name
        devices {
          id
          ...DeviceCard_device
        }
        ...GroupCard_group
      }
    `,
    group,
  );

  const devices = data.devices.filter((d) => selected.has(d.id));
  if (devices.length === 0) return null;
  const { name } = data;
  const ids = devices.map((d) => d.id);
  const allExpanded = ids.every((id) => expanded.has(id));

  return (
    <Stack gap="3" as="section" aria-label={name}>
      <Wrap justify="space-between" align="center" gap="2">
        <HStack gap="2" minW="0">
          <Heading as="h3" size="md" truncate>
            {name}
          </Heading>
          <Badge variant="subtle">
            <Plural value={devices.length} one="# device" other="# devices" />
          </Badge>
        </HStack>
        <Wrap gap="3" align="center">
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={organizationGroupsPath(data.organizationId)}>
              <Trans>Groups</Trans>
            </RouterLink>
          </Link>
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={organizationDevicesPath(data.organizationId)}>
              <Trans>Devices</Trans>
            </RouterLink>
          </Link>
          {allExpanded ? (
            <Button size="xs" variant="outline" onClick={() => onExpandedChange(ids, false)} aria-label={t`Collapse all in ${name}`}>
              <LuChevronsUp aria-hidden />
              <Trans>Collapse all</Trans>
            </Button>
          ) : (
            // Every card of the group in one request: the page loads them, then opens them.
            <Button size="xs" variant="outline" onClick={() => onExpandedChange(ids, true)} loading={loading} aria-label={t`Expand all in ${name}`}>
              <LuChevronsDown aria-hidden />
              <Trans>Expand all</Trans>
            </Button>
          )}
        </Wrap>
      </Wrap>
      <DashboardDeviceGrid>
        {/* First in the grid, so its big-card toggle spans the row like a device card's. */}
        <GroupCard group={data} expanded={expanded.has(data.id)} onExpandedChange={onExpandedChange} />
        {devices.map((device) => (
          <DeviceCard key={device.id} device={device} expanded={expanded.has(device.id)} onExpandedChange={onExpandedChange} />
        ))}
      </DashboardDeviceGrid>
    </Stack>
  );
}
