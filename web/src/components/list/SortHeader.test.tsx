import { Table } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListSort } from './ListSort';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SortHeader } from './SortHeader';

function renderHeaders(sort: ListSort, onSort = vi.fn()) {
  renderWithProviders(
    <Table.Root>
      <Table.Header>
        <Table.Row>
          <SortHeader label="Navn" sortKey="name" sort={sort} onSort={onSort} />
          <SortHeader label="Seneste fejl" sortKey="lastError" sort={sort} onSort={onSort} firstOrder="desc" />
        </Table.Row>
      </Table.Header>
    </Table.Root>,
  );
  return onSort;
}

describe('SortHeader', () => {
  it('marks only the sorted column with aria-sort', () => {
    renderHeaders({ key: 'lastError', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Seneste fejl/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Navn/ })).not.toHaveAttribute('aria-sort');
  });

  it('sorts a new column its usual way first, the sorted one the other way', async () => {
    const u = userEvent.setup();
    const onSort = renderHeaders({ key: 'name', order: 'asc' });
    await u.click(screen.getByRole('button', { name: /Navn/ }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', order: 'desc' });
    await u.click(screen.getByRole('button', { name: /Seneste fejl/ }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'lastError', order: 'desc' });
  });
});
