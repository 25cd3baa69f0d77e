import { Alert, Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { DashboardOrganizationFragment$key } from '../../../__generated__/DashboardOrganizationFragment.graphql';
import type { DashboardCardsProps } from './DashboardCardsProps';
import { DashboardGroup } from './DashboardGroup';
import { DashboardUngrouped } from './DashboardUngrouped';

type Props = DashboardCardsProps & { organization: DashboardOrganizationFragment$key };

/** One selected organisation: its groups, then its devices in no group, each a page of cards at a time. */
export function DashboardOrganization({ organization, ...cards }: Props) {
  const data = useFragment(
    graphql`
      fragment DashboardOrganizationFragment on AnalyticsOrganization
      @argumentDefinitions(filter: { type: "AnalyticsDeviceFilter" }, scheduling: { type: "Boolean", defaultValue: false }) {
        organization {
          name
        }
        groups {
          id
          ...DashboardGroupFragment @arguments(filter: $filter, scheduling: $scheduling, first: $first)
        }
        ...DashboardUngroupedFragment @arguments(filter: $filter, scheduling: $scheduling, first: $first)
      }
    `,
    organization,
  );
  const name = data.organization.name;

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
      <DashboardUngrouped organization={data} noGroups={data.groups.length === 0} {...cards} />
    </Stack>
  );
}
