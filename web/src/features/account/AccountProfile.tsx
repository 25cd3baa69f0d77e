import { Avatar, Badge, Card, DataList, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AccountProfileFragment$key } from '../../../__generated__/AccountProfileFragment.graphql';

/** Who the user is: name, e-mail, roles (with where they apply) and organisations. */
export function AccountProfile({ user }: { user: AccountProfileFragment$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AccountProfileFragment on User {
        name
        email
        roles {
          roleId
          name
          organizationId
        }
        organizations {
          organizationId
          name
        }
      }
    `,
    user,
  );
  const orgName = new Map(data.organizations.map((o) => [o.organizationId, o.name]));

  return (
    <Card.Root>
      <Card.Header>
        <HStack gap="4">
          <Avatar.Root size="lg" colorPalette="brand" variant="solid">
            <Avatar.Fallback name={data.name} />
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" fontSize="lg" truncate>
              {data.name}
            </Text>
            <Text color="fg.muted" truncate>
              {data.email}
            </Text>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap="5">
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Name</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{data.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>E-mail</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{data.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Roles</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {data.roles.length === 0 ? (
                <Text color="fg.muted">
                  <Trans>No roles</Trans>
                </Text>
              ) : (
                <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
                  {data.roles.map((role) => (
                    <li key={`${role.roleId}:${role.organizationId ?? ''}`}>
                      <HStack gap="2" wrap="wrap">
                        <Badge colorPalette="brand" variant="subtle">
                          {role.name}
                        </Badge>
                        <Text fontSize="sm" color="fg.muted">
                          {role.organizationId ? (orgName.get(role.organizationId) ?? t`Organisation`) : t`Platform-wide`}
                        </Text>
                      </HStack>
                    </li>
                  ))}
                </Stack>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Organisations</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {data.organizations.length === 0 ? (
                <Text color="fg.muted">
                  <Trans>Not a member of any organisation</Trans>
                </Text>
              ) : (
                <Wrap gap="2">
                  {data.organizations.map((org) => (
                    <Badge key={org.organizationId} variant="outline">
                      {org.name}
                    </Badge>
                  ))}
                </Wrap>
              )}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
