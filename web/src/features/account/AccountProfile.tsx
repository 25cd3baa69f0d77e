import { Avatar, Badge, Box, Card, Grid, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
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
        <Stack as="dl" gap="5" m="0">
          <Grid templateColumns={{ base: '1fr', md: '10rem 1fr' }} gap={{ base: '1', md: '4' }} alignItems="baseline">
            <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
              <Trans>Name</Trans>
            </Text>
            <Box as="dd" m="0" minW="0">{data.name}</Box>
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '10rem 1fr' }} gap={{ base: '1', md: '4' }} alignItems="baseline">
            <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
              <Trans>E-mail</Trans>
            </Text>
            <Box as="dd" m="0" minW="0">{data.email}</Box>
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '10rem 1fr' }} gap={{ base: '1', md: '4' }} alignItems="baseline">
            <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
              <Trans>Roles</Trans>
            </Text>
            <Box as="dd" m="0" minW="0">
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
            </Box>
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '10rem 1fr' }} gap={{ base: '1', md: '4' }} alignItems="baseline">
            <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
              <Trans>Organisations</Trans>
            </Text>
            <Box as="dd" m="0" minW="0">
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
            </Box>
          </Grid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
