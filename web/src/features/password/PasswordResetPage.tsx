import { Alert, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import * as z from 'zod/mini';
import type { PasswordResetPageMutation } from '../../../__generated__/PasswordResetPageMutation.graphql';
import { PublicLayout } from '../../components/PublicLayout';
import { currentLanguage } from '../../i18n/i18n';
import { describeError } from '../../relay/describeError';

/** Starts a password reset. The answer is the same whether or not the account exists. */
export function PasswordResetPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [commit, isInFlight] = useMutation<PasswordResetPageMutation>(graphql`
    mutation PasswordResetPageMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        ok
      }
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(t`Enter a valid e-mail address.`)).safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setServerError(undefined);
    commit({
      variables: { input: { email: parsed.data, language: currentLanguage() } },
      onCompleted: () => setSent(true),
      onError: (e) => setServerError(describeError(e)),
    });
  };

  return (
    <PublicLayout title={t`Reset your password`}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl" letterSpacing="-0.01em">
            <Trans>Reset your password</Trans>
          </Heading>
          {!sent && (
            <Text color="fg.muted">
              <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
            </Text>
          )}
        </Stack>
        {sent ? (
          <Alert.Root status="success" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>Check your e-mail</Trans>
              </Alert.Title>
              <Alert.Description>
                <Trans>If an account exists for that address, we have sent it a link to reset the password. The link can be used once.</Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              {serverError && (
                <Alert.Root status="error" borderRadius="l2">
                  <Alert.Indicator />
                  <Alert.Title>{serverError}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root invalid={!!error} required>
                <Field.Label>
                  <Trans>E-mail</Trans>
                </Field.Label>
                <Input
                  type="email"
                  name="email"
                  autoComplete="username"
                  size="lg"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setError(undefined);
                  }}
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight} loadingText={t`Sending…`}>
                <Trans>Send reset link</Trans>
              </Button>
            </Stack>
          </form>
        )}
        <Link asChild color="brand.fg" alignSelf="center" fontSize="sm" fontWeight="medium">
          <RouterLink to="/login">
            <Trans>Back to sign in</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </PublicLayout>
  );
}
