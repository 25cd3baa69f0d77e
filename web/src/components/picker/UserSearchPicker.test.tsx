import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, type MockResolvers } from '../../test/createMockEnvironment';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UserSearchPicker } from './UserSearchPicker';

configure({ asyncUtilTimeout: 5_000 });

type UsersArgs = { filter?: { search?: string | null; organizationIds?: string[] | null; isActive?: boolean | null }; first: number; after?: string | null };

const people = ['Jens Hansen', 'Sofie Jensen', 'Mikkel Andersen', 'Ida Sørensen'].map((name, i) => ({
  __typename: 'User',
  id: `user-${i + 1}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  isActive: true,
}));

/** The users search as the gateway answers it: any part of the name or e-mail, any case. */
const usersSearch = () =>
  vi.fn((_: unknown, { filter, first, after }: UsersArgs) => {
    const needle = filter?.search?.toLowerCase() ?? '';
    const matching = people.filter((u) => u.name.toLowerCase().includes(needle) || u.email.includes(needle));
    const offset = after ? Number(after.slice(1)) + 1 : 0;
    const page = matching.slice(offset, offset + first);
    return {
      totalCount: matching.length,
      edges: page.map((node, i) => ({ cursor: `c${offset + i}`, node })),
      pageInfo: { hasNextPage: offset + page.length < matching.length, endCursor: page.length ? `c${offset + page.length - 1}` : null },
    };
  });

function renderPicker(resolvers: MockResolvers, { initial = [] as string[], language = 'da' as 'da' | 'en', organizationIds = [] as string[] } = {}) {
  const changes: string[][] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <UserSearchPicker
        value={value}
        organizationIds={organizationIds}
        onChange={(ids) => {
          changes.push(ids);
          setValue(ids);
        }}
      />
    );
  }
  renderWithProviders(
    <RelayEnvironmentProvider environment={createMockEnvironment(resolvers)}>
      <Harness />
    </RelayEnvironmentProvider>,
    language,
  );
  return { changes, user: userEvent.setup({ delay: null }) };
}

const searchBox = (name = 'Brugere') => screen.getByRole('combobox', { name });

describe('UserSearchPicker', () => {
  it('searches the server by part of a name, active users only by default, and picks one as a chip', async () => {
    const users = usersSearch();
    const { user, changes } = renderPicker({ Query: { users } });
    expect(users).not.toHaveBeenCalled();
    await user.click(searchBox());
    expect(await within(await screen.findByRole('listbox')).findByRole('option', { name: /Jens Hansen/ })).toBeInTheDocument();
    expect(users.mock.calls[0]![1]).toMatchObject({ filter: { search: null, organizationIds: null, isActive: true }, first: 20 });

    await user.type(searchBox(), 'ENSEN');
    await waitFor(() => expect(users.mock.calls.at(-1)![1]).toMatchObject({ filter: { search: 'ENSEN' } }));
    expect(await screen.findByText('2 af 2')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Sofie Jensen/ }));
    expect(changes.at(-1)).toEqual(['user-2']);
    expect(within(screen.getByRole('list', { name: 'Brugere: valgte' })).getByText('Sofie Jensen')).toBeInTheDocument();
  });

  it('names the chosen users by id in one request, and an id it cannot see as such', async () => {
    const nodes = vi.fn((_: unknown, { ids }: { ids: string[] }) => ids.map((id) => people.find((u) => u.id === id) ?? null));
    renderPicker({ Query: { users: usersSearch(), nodes } }, { initial: ['user-4', 'user-gone'] });
    const chips = screen.getByRole('list', { name: 'Brugere: valgte' });
    expect(await within(chips).findByText('Ida Sørensen')).toBeInTheDocument();
    expect(within(chips).getByText('En bruger, du ikke kan se')).toBeInTheDocument();
    expect(nodes).toHaveBeenCalledTimes(1);
  });

  it('searches within the organisations it is given, and speaks English', async () => {
    const users = usersSearch();
    const { user } = renderPicker({ Query: { users } }, { organizationIds: ['org-1'], language: 'en' });
    await user.click(searchBox('Users'));
    await waitFor(() => expect(users).toHaveBeenCalled());
    expect(users.mock.calls[0]![1]).toMatchObject({ filter: { organizationIds: ['org-1'] } });
    await user.type(searchBox('Users'), 'zzz');
    expect(await screen.findByText('No users match “zzz”')).toBeInTheDocument();
    expect(searchBox('Users')).toHaveAttribute('placeholder', 'Search by name or e-mail');
  });
});
