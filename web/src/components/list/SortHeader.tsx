import { Button, Table, type TableColumnHeaderProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDownIcon, ArrowUpIcon, ArrowUpDownIcon } from 'lucide-react';
import type { ListSort } from './ListSort';

type Props = TableColumnHeaderProps & {
  label: string;
  /** The server's key for this column. */
  sortKey: string;
  sort: ListSort;
  /** Opens the list sorted by this column: the other direction when it already is, else its usual one. */
  onSort: (sort: ListSort) => void;
  /** The direction a first click takes (newest first for times, A–Z for names). */
  firstOrder?: 'asc' | 'desc';
};

/**
 * A column header that sorts the list: a button inside the header cell, whose `aria-sort` tells
 * assistive technology how the list is ordered (only the sorted column carries it).
 */
export function SortHeader({ label, sortKey, sort, onSort, firstOrder = 'asc', ...cell }: Props) {
  const { t } = useLingui();
  const active = sort.key === sortKey;
  const next = active ? (sort.order === 'asc' ? 'desc' : 'asc') : firstOrder;
  const Icon = !active ? ArrowUpDownIcon : sort.order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined} {...cell}>
      <Button
        variant="plain"
        size="xs"
        px="0"
        h="auto"
        minW="0"
        fontWeight="inherit"
        fontSize="inherit"
        whiteSpace="normal"
        textAlign="start"
        color={active ? 'fg' : 'inherit'}
        title={next === 'asc' ? t`Sort ascending` : t`Sort descending`}
        onClick={() => onSort({ key: sortKey, order: next })}
      >
        {label}
        <Icon aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
      </Button>
    </Table.ColumnHeader>
  );
}
