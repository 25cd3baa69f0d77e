import { Alert, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { NewPasswordPageMutation } from '../../../__generated__/NewPasswordPageMutation.graphql';
import { PublicLayout } from '../../components/PublicLayout';
import { describeError } from '../../relay/describeError';
import { isGraphQLRequestError } from '../../relay/GraphQLRequestError';
import { newPasswordSchema } from './newPasswordSchema';

type Errors = Partial<Record<'password' | 'repeat', string>>;

/** Sets a new password with the one-time token of a reset link (`?token=`). */
export function NewPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'editing' | 'done' | 'invalidLink'>(token ? 'editing' : 'invalidLink');
  const [serverError, setServerError] = useState<string>();
  const [commit, isInFlight] = useMutation<NewPasswordPageMutation>(graphql`
    mutation NewPasswordPageMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        ok
      }
    }
  `);

  const update = (field: keyof Errors) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema().safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'password' || field === 'repeat') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setServerError(undefined);
    commit({
      variables: { input: { token, password: parsed.data.password } },
      onCompleted: (response) => setState(response.resetPassword.ok ? 'done' : 'invalidLink'),
      onError: (error) => {
        const passwordError = isGraphQLRequestError(error) ? error.fieldErrors['password'] : undefined;
        if (passwordError) setErrors({ password: passwordError });
        else if (isGraphQLRequestError(error) && ['BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(error.code))
          setState('invalidLink');
        else setServerError(describeError(error));
      },
    });
  };

  return (
    <PublicLayout title={t`Choose a new password`}>
      <Stack gap="6">
        <Heading as="h1" size="2xl" letterSpacing="-0.01em">
          <Trans>Choose a new password</Trans>
        </Heading>
        {state === 'done' && (
          <Stack gap="5">
            <Alert.Root status="success" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>Your password has been changed</Trans>
                </Alert.Title>
                <Alert.Description>
                  <Trans>You can now sign in with your new password.</Trans>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/login">
                <Trans>Go to sign in</Trans>
              </RouterLink>
            </Button>
          </Stack>
        )}
        {state === 'invalidLink' && (
          <Stack gap="5">
            <Alert.Root status="error" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>This link is invalid or has expired</Trans>
                </Alert.Title>
                <Alert.Description>
                  <Trans>Reset links can be used once and only for a limited time. Request a new link to continue.</Trans>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/password/reset">
                <Trans>Request a new link</Trans>
              </RouterLink>
            </Button>
          </Stack>
        )}
        {state === 'editing' && (
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <Text color="fg.muted">
                <Trans>Your new password must have at least 8 characters.</Trans>
              </Text>
              {serverError && (
                <Alert.Root status="error" borderRadius="l2">
                  <Alert.Indicator />
                  <Alert.Title>{serverError}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root invalid={!!errors.password} required>
                <Field.Label>
                  <Trans>New password</Trans>
                </Field.Label>
                <Input type="password" name="password" autoComplete="new-password" size="lg" value={values.password} onChange={update('password')} />
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.repeat} required>
                <Field.Label>
                  <Trans>Repeat the new password</Trans>
                </Field.Label>
                <Input type="password" name="repeat" autoComplete="new-password" size="lg" value={values.repeat} onChange={update('repeat')} />
                <Field.ErrorText>{errors.repeat}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight} loadingText={t`Saving…`}>
                <Trans>Save new password</Trans>
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
