import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LoginFormMutation } from '../../../__generated__/LoginFormMutation.graphql';
import { toaster } from '../../components/toaster';
import { describeError } from '../../relay/describeError';
import { GraphQLRequestError, isGraphQLRequestError } from '../../relay/GraphQLRequestError';
import type { AuthUser } from '../auth/authStore';

// The schema library is the largest part of the form's code: it loads while the page shows (and
// the visitor types) instead of holding up the first render. Pages after sign-in use it too.
const loadLoginSchema = () => import('./loginSchema').then((module) => module.loginSchema);

type Errors = Partial<Record<'email' | 'password', string>>;

/** E-mail and password sign-in. Server errors show as a toast that closes after 5 seconds. */
export function LoginForm({ onSignedIn }: { onSignedIn: (token: string, user: AuthUser) => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [commit, isInFlight] = useMutation<LoginFormMutation>(graphql`
    mutation LoginFormMutation($input: LoginInput!) {
      login(input: $input) {
        token
        user {
          id
          userId
          name
          email
        }
      }
    }
  `);

  const update = (field: keyof Errors) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  useEffect(() => {
    // Fetched now, so that a submit does not wait for it; a failure is reported on submit.
    loadLoginSchema().catch(() => undefined);
  }, []);

  const showFailure = (description: string) =>
    toaster.create({ type: 'error', title: t`Sign-in failed`, description, duration: 5000, closable: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let loginSchema: Awaited<ReturnType<typeof loadLoginSchema>>;
    try {
      loginSchema = await loadLoginSchema();
    } catch {
      showFailure(describeError(new GraphQLRequestError([{ message: 'Network error' }], 'NETWORK')));
      return;
    }
    const parsed = loginSchema().safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    commit({
      variables: { input: parsed.data },
      onCompleted: (response) => onSignedIn(response.login.token, response.login.user),
      onError: (error) => {
        if (isGraphQLRequestError(error) && error.code === 'BAD_USER_INPUT') {
          const fieldErrors = error.fieldErrors;
          setErrors({ email: fieldErrors['email'], password: fieldErrors['password'] });
        }
        // On a failed sign-in the server's own message says what is wrong (spec part 1 §8).
        const description =
          isGraphQLRequestError(error) && error.code === 'UNAUTHENTICATED' ? error.message : describeError(error);
        showFailure(description);
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Sign in`}>
      <Stack gap="5">
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>
            <Trans>E-mail</Trans>
          </Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={values.email}
            onChange={update('email')}
            placeholder={t`name@company.dk`}
            size="lg"
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>
            <Trans>Password</Trans>
          </Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={update('password')}
            size="lg"
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight} loadingText={t`Signing in…`}>
          <Trans>Sign in</Trans>
        </Button>
        <Link asChild color="brand.fg" alignSelf="center" fontSize="sm" fontWeight="medium">
          <RouterLink to="/password/reset">
            <Trans>Forgot your password?</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </form>
  );
}
