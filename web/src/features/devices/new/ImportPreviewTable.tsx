import { Box, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ColumnKey } from './importColumns';

export type PreviewRow = { line: number; cells: Record<string, string>; errors: Record<string, string> };

const ROW_HEIGHT = 64;
const VIEW_HEIGHT = 480;
const OVERSCAN = 8;

type Props = {
  columns: readonly ColumnKey[];
  columnLabel: (key: ColumnKey) => string;
  rows: readonly PreviewRow[];
  label: string;
};

/**
 * The rows of an import file, each problem on its cell (red, with the reason under the value and in
 * its title). Windowed: only the rows in view are drawn, so 10,000 rows scroll smoothly. Problems
 * of the row as a whole show in the row-number cell.
 */
export function ImportPreviewTable({ columns, columnLabel, rows, label }: Props) {
  const [scrollTop, setScrollTop] = useState(0);
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(rows.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const shown = rows.slice(start, end);

  return (
    <Box
      overflow="auto"
      maxH={`${VIEW_HEIGHT}px`}
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      aria-label={label}
      role="region"
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <Table.Root size="sm" stickyHeader aria-rowcount={rows.length + 1}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="5rem">
              <Trans>Row</Trans>
            </Table.ColumnHeader>
            {columns.map((key) => (
              <Table.ColumnHeader key={key} whiteSpace="nowrap">
                {columnLabel(key)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {start > 0 && <Table.Row aria-hidden height={`${start * ROW_HEIGHT}px`} />}
          {shown.map((row, index) => {
            const rowProblem = row.errors.row ?? row.errors.properties;
            return (
              <Table.Row key={row.line} height={`${ROW_HEIGHT}px`} aria-rowindex={start + index + 2} data-line={row.line}>
                <Table.Cell {...problemProps(rowProblem)}>
                  {row.line}
                  {rowProblem && <Problem text={rowProblem} />}
                </Table.Cell>
                {columns.map((key) => (
                  <Table.Cell key={key} {...problemProps(row.errors[key])} maxW="16rem" minW={row.errors[key] ? '12rem' : undefined}>
                    <Text truncate title={row.cells[key]}>
                      {row.cells[key] ?? ''}
                    </Text>
                    {row.errors[key] && <Problem text={row.errors[key]} />}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
          {end < rows.length && <Table.Row aria-hidden height={`${(rows.length - end) * ROW_HEIGHT}px`} />}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const problemProps = (problem: string | undefined) =>
  problem ? { bg: 'red.subtle', 'aria-invalid': true as const, title: problem, 'data-problem': problem } : {};

function Problem({ text }: { text: string }) {
  return (
    <Text fontSize="xs" lineHeight="short" color="fg.error" lineClamp={2} whiteSpace="normal" title={text}>
      {text}
    </Text>
  );
}
