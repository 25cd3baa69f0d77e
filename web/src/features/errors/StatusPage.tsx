import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useContext, type ReactNode } from 'react';
import { LayoutDashboardIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentTitle } from '../../components/DocumentTitle';
import { PublicLayout } from '../../components/PublicLayout';
import { dashboardPath, loginPath } from '../../routing/paths';
import { ViewerAccessContext } from '../../routing/ViewerAccessContext';

type Props = { mark: ReactNode; title: string; text: ReactNode };

/**
 * A page that says why there is nothing to show (no access, not found), with the way on: inside
 * the shell, with its sidebar, for a signed-in viewer; on its own, with sign-in, for anyone else.
 */
export function StatusPage({ mark, title, text }: Props) {
  const signedIn = useContext(ViewerAccessContext) !== null;
  const body = (
    <Stack gap="4" textAlign="center" align="center">
      {mark}
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      <Button asChild colorPalette="brand">
        {signedIn ? (
          <RouterLink to={dashboardPath()}>
            <LayoutDashboardIcon aria-hidden /> <Trans>Go to the dashboard</Trans>
          </RouterLink>
        ) : (
          <RouterLink to={loginPath()}>
            <Trans>Go to sign in</Trans>
          </RouterLink>
        )}
      </Button>
    </Stack>
  );

  if (!signedIn) return <PublicLayout title={title}>{body}</PublicLayout>;
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" px={{ base: '6', md: '10' }} py={{ base: '8', md: '12' }}>
      <DocumentTitle title={title} />
      {body}
    </Box>
  );
}
