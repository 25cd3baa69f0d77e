import { Button, Card, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ChevronDownIcon, ChevronUpIcon, Maximize2Icon, Minimize2Icon } from 'lucide-react';
import { CardSkeleton } from './CardSkeleton';

type Props = {
  /** A device card is an article; a group's trend a labelled section (the page's articles are its devices). */
  as: 'article' | 'section';
  /** The card's accessible name: the element id of its title, or the name itself. */
  labelledBy?: string;
  label?: string;
  /** Its heading lines: the title first, then what identifies it. */
  heading: ReactNode;
  /** The name the buttons' labels use ("Expand Pumpe Nord"). */
  name: string;
  /** Button labels: expand, collapse, bigger, smaller (defaults name the device). */
  labels?: { expand: string; collapse: string; bigger: string; smaller: string };
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** What shows below the heading while collapsed (a scheduling card's count and target). */
  collapsedSummary?: ReactNode;
  /** The body's data is not here yet: a skeleton. */
  loading: boolean;
  /** A new view is on its way: the body dims, keeping its numbers. */
  busy: boolean;
  children?: ReactNode;
  testId?: string;
};

/**
 * The frame every dashboard card shares: heading, big-card toggle, expand and collapse, and the
 * body (a skeleton until its data is in, dimmed while a new view loads). The big toggle lives here,
 * so a card keeps its size while its data changes.
 */
export function DashboardCard({ as, labelledBy, label, heading, name, labels, expanded, onExpandedChange, collapsedSummary, loading, busy, children, testId }: Props) {
  const { t } = useLingui();
  const [big, setBig] = useState(false);
  const text = labels ?? {
    expand: t`Expand ${name}`,
    collapse: t`Collapse ${name}`,
    bigger: t`Bigger card for ${name}`,
    smaller: t`Smaller card for ${name}`,
  };
  return (
    <Card.Root
      size="sm"
      gridColumn={big ? '1 / -1' : undefined}
      as={as}
      aria-labelledby={labelledBy}
      aria-label={label}
      data-expanded={expanded || undefined}
      data-testid={testId}
    >
      <Card.Header pb={expanded ? '0' : undefined}>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            {heading}
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={big ? text.smaller : text.bigger}
              aria-pressed={big}
              title={big ? t`Smaller card` : t`Bigger card`}
              onClick={() => setBig((v) => !v)}
            >
              {big ? <Minimize2Icon /> : <Maximize2Icon />}
            </IconButton>
            <Button
              size="xs"
              variant={expanded ? 'subtle' : 'outline'}
              colorPalette="brand"
              aria-expanded={expanded}
              aria-label={expanded ? text.collapse : text.expand}
              onClick={() => onExpandedChange(!expanded)}
            >
              {expanded ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
              {expanded ? <Trans>Collapse</Trans> : <Trans>Expand</Trans>}
            </Button>
          </HStack>
        </HStack>
        {!expanded && collapsedSummary}
      </Card.Header>
      {expanded && (
        <Card.Body opacity={busy ? 0.6 : 1} transition="opacity 0.2s" aria-busy={busy || loading || undefined}>
          {loading ? <CardSkeleton /> : children}
        </Card.Body>
      )}
    </Card.Root>
  );
}
