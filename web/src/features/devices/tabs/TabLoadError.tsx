import { Alert, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FallbackProps } from 'react-error-boundary';
import { describeError } from '../../../relay/describeError';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';

type Props = FallbackProps & { title: string };

/** A tab whose data could not be loaded: why, in the user's language, and a way to try again. */
export function TabLoadError({ error, resetErrorBoundary, title }: Props) {
  // Nothing to retry when the viewer may not see it: the answer would be the same.
  const forbidden = isGraphQLRequestError(error) && error.code === 'FORBIDDEN';
  return (
    <Alert.Root status={forbidden ? 'info' : 'error'} borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{describeError(error)}</Alert.Description>
      </Alert.Content>
      {!forbidden && (
        <Button size="sm" variant="outline" onClick={resetErrorBoundary} alignSelf="center">
          <Trans>Try again</Trans>
        </Button>
      )}
    </Alert.Root>
  );
}
