import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { SearchXIcon } from 'lucide-react';

type Props = { title: string; description: string; onClear?: () => void };

/** A list with nothing to show under its filters, and the way out (clearing them). */
export function ListEmptyState({ title, description, onClear }: Props) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchXIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {onClear && (
          <Button size="sm" variant="outline" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
