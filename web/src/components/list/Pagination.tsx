import { Button, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { PaginationFragment$key } from '../../../__generated__/PaginationFragment.graphql';

type Props = {
  cursors: PaginationFragment$key;
  /** Opens a page by its cursor (`null` for the first page) or its number, whichever the list keeps. */
  onPage: (cursor: string | null, page: number) => void;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  disabled?: boolean;
};

/**
 * Numbered pages over a connection's `pageCursors` (spec part 2 §2): with 5 or fewer pages all are
 * listed; otherwise the pages around the current one plus the first and last, with ellipses between;
 * previous and next are disabled at the ends. The server chooses the pages; this only draws them.
 */
export function Pagination({ cursors, onPage, pageSize, pageSizes, onPageSizeChange, disabled }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment PaginationFragment on PageCursors {
        first {
          cursor
          page
        }
        last {
          cursor
          page
        }
        previous {
          cursor
          page
        }
        next {
          cursor
          page
        }
        around {
          cursor
          page
          isCurrent
        }
      }
    `,
    cursors,
  );
  const around = data.around;
  const firstAround = around[0]?.page ?? 1;
  const lastAround = around[around.length - 1]?.page ?? 1;

  const pageButton = ({ cursor, page: number, isCurrent }: { cursor: string | null | undefined; page: number; isCurrent?: boolean }) => (
    <Button
      key={number}
      size="sm"
      minW="9"
      variant={isCurrent ? 'solid' : 'ghost'}
      colorPalette={isCurrent ? 'brand' : 'gray'}
      aria-current={isCurrent ? 'page' : undefined}
      aria-label={t`Page ${number}`}
      disabled={disabled}
      onClick={() => !isCurrent && onPage(cursor ?? null, number)}
    >
      {number}
    </Button>
  );
  const ellipsis = (key: string) => (
    <Text key={key} as="span" px="1" color="fg.muted" aria-hidden>
      …
    </Text>
  );

  return (
    <HStack justify="space-between" gap="3" wrap="wrap" w="full">
      <HStack as="nav" aria-label={t`Pages`} gap="1" wrap="wrap">
        <IconButton size="sm" variant="ghost" aria-label={t`Previous page`} disabled={disabled || !data.previous} onClick={() => data.previous && onPage(data.previous.cursor ?? null, data.previous.page)}>
          <ChevronLeftIcon />
        </IconButton>
        {data.first && pageButton(data.first)}
        {data.first && data.first.page < firstAround - 1 && ellipsis('start')}
        {around.map(pageButton)}
        {data.last && data.last.page > lastAround + 1 && ellipsis('end')}
        {data.last && pageButton(data.last)}
        <IconButton size="sm" variant="ghost" aria-label={t`Next page`} disabled={disabled || !data.next} onClick={() => data.next && onPage(data.next.cursor ?? null, data.next.page)}>
          <ChevronRightIcon />
        </IconButton>
      </HStack>
      {pageSizes && onPageSizeChange && (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-hidden>
            <Trans>Rows per page</Trans>
          </Text>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field aria-label={t`Rows per page`} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      )}
    </HStack>
  );
}
