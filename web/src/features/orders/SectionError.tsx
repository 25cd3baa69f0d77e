import { Alert, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FallbackProps } from 'react-error-boundary';
import { describeError } from '../../relay/describeError';

/** A list that failed to load says so (in the user's language) and offers a retry; the filters keep working. */
export function SectionError({ error, resetErrorBoundary, title }: FallbackProps & { title: string }) {
  return (
    <Alert.Root status="error" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{describeError(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={resetErrorBoundary}>
        <Trans>Try again</Trans>
      </Button>
    </Alert.Root>
  );
}
