import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { PublicLayout } from '../../components/PublicLayout';
import { useAuth } from '../auth/useAuth';

export function NotFoundPage() {
  const { isLoggedIn } = useAuth();
  const { t } = useLingui();
  return (
    <PublicLayout title={t`Page not found`}>
      <Stack gap="4" textAlign="center" align="center">
        <Text fontSize="5xl" fontWeight="800" color="brand.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          <Trans>Page not found</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
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
