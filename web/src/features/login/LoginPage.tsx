import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '../../components/toaster';
import { PublicLayout } from '../../components/PublicLayout';
import { authStore } from '../auth/authStore';
import { safeReturnPath } from './safeReturnPath';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return (
    <PublicLayout title={t`Sign in`}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl" letterSpacing="-0.01em">
            <Trans>Sign in</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Welcome back. Sign in to monitor your devices and field service.</Trans>
          </Text>
        </Stack>
        <LoginForm
          onSignedIn={(token, user) => {
            // A failed attempt's toast must not linger over the signed-in app.
            toaster.dismiss();
            authStore.signIn(token, user);
            navigate(safeReturnPath(params.get('from')), { replace: true });
          }}
        />
      </Stack>
    </PublicLayout>
  );
}
