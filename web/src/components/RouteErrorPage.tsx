import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Navigate, isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from 'react-router-dom';
import { describeError } from '../relay/describeError';
import { DocumentTitle } from './DocumentTitle';
import { isGraphQLRequestError } from '../relay/GraphQLRequestError';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { UnauthorizedPage } from '../features/errors/UnauthorizedPage';
import { loginPath } from '../routing/paths';

/** A route's error element: a clear message and a retry that runs the route's loader again. */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const revalidator = useRevalidator();
  const { t } = useLingui();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // The guards keep viewers off pages their rules forbid; should the server still refuse (rules
  // changed in between), the page says so instead of offering a retry that cannot succeed.
  if (isGraphQLRequestError(error) && error.code === 'FORBIDDEN') return <UnauthorizedPage />;
  if (isGraphQLRequestError(error) && error.code === 'UNAUTHENTICATED') {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (!isGraphQLRequestError(error)) console.error(error);

  return (
    <Center py="16" px="4">
      <DocumentTitle title={t`This page could not be shown`} />
      <Stack gap="4" align="center" textAlign="center" maxW="md" role="alert">
        <TriangleAlertIcon size="40" color="var(--chakra-colors-orange-500)" aria-hidden />
        <Heading as="h1" size="xl">
          <Trans>This page could not be shown</Trans>
        </Heading>
        <Text color="fg.muted">{describeError(error)}</Text>
        <Button
          colorPalette="brand"
          onClick={() => void revalidator.revalidate()}
          loading={revalidator.state === 'loading'}
          loadingText={t`Retrying…`}
        >
          <RefreshCwIcon aria-hidden /> <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
