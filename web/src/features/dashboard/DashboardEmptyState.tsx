import { EmptyState } from '@chakra-ui/react';
import { LayoutDashboardIcon } from 'lucide-react';

/** A section with nothing to show says why and what to do. */
export function DashboardEmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LayoutDashboardIcon />
        </EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        {description && <EmptyState.Description textAlign="center">{description}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
