import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuShieldAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PublicLayout } from '../../components/PublicLayout';
import { useAuth } from '../auth/useAuth';

export function UnauthorizedPage() {
  const { isLoggedIn } = useAuth();
  const { t } = useLingui();
  return (
    <PublicLayout title={t`No access`}>
      <Stack gap="4" textAlign="center" align="center">
        <LuShieldAlert size="44" color="var(--chakra-colors-brand-700)" aria-hidden />
        <Heading as="h1" size="xl">
          <Trans>No access</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>You do not have permission to see this page. Ask an administrator if you need access.</Trans>
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={isLoggedIn ? '/dashboard' : '/login'}>
            {isLoggedIn ? <Trans>Go to the dashboard</Trans> : <Trans>Go to sign in</Trans>}
          </RouterLink>
        </Button>
      </Stack>
    </PublicLayout>
  );
}
