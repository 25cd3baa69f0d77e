import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, type MockResolvers } from '../../test/createMockEnvironment';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DeviceSearchPicker } from './DeviceSearchPicker';

configure({ asyncUtilTimeout: 5_000 });

type SearchArgs = { search?: string | null; organizationIds?: string[] | null; first: number; after?: string | null };

const device = (n: number) => ({ __typename: 'Device', id: `dev-${n}`, name: `Pumpe ${n}`, networkId: `35000000${n}` });

/** A fleet of `count` devices named "Pumpe n", searched by name and paged like the gateway. */
function fleet(count: number) {
  const all = Array.from({ length: count }, (_, i) => device(i + 1));
  return vi.fn((_: unknown, { search, first, after }: SearchArgs) => {
    const matching = all.filter((d) => !search || d.name.toLowerCase().includes(search.toLowerCase()));
    const offset = after ? Number(after.slice(1)) + 1 : 0;
    const page = matching.slice(offset, offset + first);
    return {
      totalCount: matching.length,
      edges: page.map((node, i) => ({ cursor: `c${offset + i}`, node })),
      pageInfo: { hasNextPage: offset + page.length < matching.length, endCursor: page.length ? `c${offset + page.length - 1}` : null },
    };
  });
}

const nodesOf = (known: ReturnType<typeof device>[]) =>
  vi.fn((_: unknown, { ids }: { ids: string[] }) => ids.map((id) => known.find((d) => d.id === id) ?? null));

function renderPicker(
  resolvers: MockResolvers,
  { initial = [] as string[], language = 'da' as 'da' | 'en', organizationIds = [] as string[], deviceTypeCategoryIds = [] as string[], deviceModelIds = [] as string[] } = {},
) {
  const changes: string[][] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DeviceSearchPicker
        value={value}
        organizationIds={organizationIds}
        deviceTypeCategoryIds={deviceTypeCategoryIds}
        deviceModelIds={deviceModelIds}
        onChange={(ids) => {
          changes.push(ids);
          setValue(ids);
        }}
      />
    );
  }
  const environment = createMockEnvironment(resolvers);
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Harness />
    </RelayEnvironmentProvider>,
    language,
  );
  // Keys without a pause between them: in jsdom, user-event's own tracking of the input's value
  // loses keys when the combobox writes the value back between them (Chromium does not; see e2e).
  return { changes, user: userEvent.setup({ delay: null }) };
}

const searchBox = (name = 'Enheder') => screen.getByRole('combobox', { name });
const listbox = () => screen.findByRole('listbox');

describe('DeviceSearchPicker', () => {
  it('asks the server only once opened, then once per pause in typing, and lists the page it answers', async () => {
    const deviceSearch = fleet(30);
    const { user } = renderPicker({ Query: { deviceSearch } });
    expect(deviceSearch).not.toHaveBeenCalled();

    await user.click(searchBox());
    expect(await within(await listbox()).findByRole('option', { name: /^Pumpe 1 ?350000001$/ })).toBeInTheDocument();
    expect(deviceSearch).toHaveBeenCalledTimes(1);
    expect(deviceSearch.mock.calls[0]![1]).toMatchObject({ search: null, first: 20, after: null });
    expect(screen.getByText('20 af 30')).toBeInTheDocument();

    await user.type(searchBox(), 'pumpe 2');
    expect(await screen.findByText('11 af 11')).toBeInTheDocument();
    // One search for the whole word, not one per keystroke.
    expect(deviceSearch).toHaveBeenCalledTimes(2);
    expect(deviceSearch.mock.calls[1]![1]).toMatchObject({ search: 'pumpe 2' });
    expect(within(await listbox()).getAllByRole('option').map((o) => o.textContent)).toContain('Pumpe 2350000002');
  });

  it('picks a device as a chip with its name, and removes it again', async () => {
    const deviceSearch = fleet(5);
    const { user, changes } = renderPicker({ Query: { deviceSearch } });
    await user.click(searchBox());
    await user.click(await within(await listbox()).findByRole('option', { name: /Pumpe 3/ }));
    expect(changes.at(-1)).toEqual(['dev-3']);
    const chips = screen.getByRole('list', { name: 'Enheder: valgte' });
    expect(within(chips).getByText('Pumpe 3')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Pumpe 3/ })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Fjern Pumpe 3' }));
    expect(changes.at(-1)).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Enheder: valgte' })).not.toBeInTheDocument();
  });

  it('picks with the keyboard alone', async () => {
    const deviceSearch = fleet(5);
    const { user, changes } = renderPicker({ Query: { deviceSearch } });
    await user.tab();
    expect(searchBox()).toHaveFocus();
    await user.keyboard('Pumpe 4');
    await waitFor(() => expect(deviceSearch.mock.calls.at(-1)![1]).toMatchObject({ search: 'Pumpe 4' }));
    expect(await screen.findByText('1 af 1')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes.at(-1)).toEqual(['dev-4']);
  });

  it('shows the names of chosen ids before any search, in one request', async () => {
    const deviceSearch = fleet(5);
    const nodes = nodesOf([device(7), device(9)]);
    renderPicker({ Query: { deviceSearch, nodes } }, { initial: ['dev-7', 'dev-9', 'dev-gone'] });
    const chips = screen.getByRole('list', { name: 'Enheder: valgte' });
    expect(await within(chips).findByText('Pumpe 7')).toBeInTheDocument();
    expect(within(chips).getByText('Pumpe 9')).toBeInTheDocument();
    // An id that names nothing the viewer can see stays removable.
    expect(within(chips).getByText('Ukendt enhed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fjern Ukendt enhed' })).toBeInTheDocument();
    expect(nodes).toHaveBeenCalledTimes(1);
    expect(nodes.mock.calls[0]![1]).toEqual({ ids: ['dev-7', 'dev-9', 'dev-gone'] });
    expect(deviceSearch).not.toHaveBeenCalled();
  });

  it('shows more on request, the next page after the last', async () => {
    const deviceSearch = fleet(45);
    const { user } = renderPicker({ Query: { deviceSearch } });
    await user.click(searchBox());
    expect(await screen.findByText('20 af 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByText('40 af 45')).toBeInTheDocument();
    expect(deviceSearch.mock.calls.at(-1)![1]).toMatchObject({ after: 'c19', first: 20 });
    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByText('45 af 45')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
  });

  it('searches within the owners it is given', async () => {
    const deviceSearch = fleet(3);
    const { user } = renderPicker({ Query: { deviceSearch } }, { organizationIds: ['org-1', 'org-2'] });
    await user.click(searchBox());
    await waitFor(() => expect(deviceSearch).toHaveBeenCalled());
    expect(deviceSearch.mock.calls[0]![1]).toMatchObject({ organizationIds: ['org-1', 'org-2'] });
  });

  it('searches only devices of the types and models it is given', async () => {
    const deviceSearch = fleet(3);
    const { user } = renderPicker({ Query: { deviceSearch } }, { organizationIds: ['org-1'], deviceTypeCategoryIds: ['cat-1'], deviceModelIds: ['model-1', 'model-2'] });
    await user.click(searchBox());
    await waitFor(() => expect(deviceSearch).toHaveBeenCalled());
    expect(deviceSearch.mock.calls[0]![1]).toMatchObject({ organizationIds: ['org-1'], deviceTypeCategoryIds: ['cat-1'], deviceModelIds: ['model-1', 'model-2'] });
  });

  it('searches every type and model when given none', async () => {
    const deviceSearch = fleet(3);
    const { user } = renderPicker({ Query: { deviceSearch } });
    await user.click(searchBox());
    await waitFor(() => expect(deviceSearch).toHaveBeenCalled());
    expect(deviceSearch.mock.calls[0]![1]).toMatchObject({ organizationIds: null, deviceTypeCategoryIds: null, deviceModelIds: null });
  });

  it('says when nothing matches, in Danish', async () => {
    const da = renderPicker({ Query: { deviceSearch: fleet(3) } });
    await da.user.click(searchBox());
    await da.user.type(searchBox(), 'xyz');
    expect(await screen.findByText('Ingen enheder matcher “xyz”')).toBeInTheDocument();
  });

  it('says when nothing matches in English', async () => {
    const en = renderPicker({ Query: { deviceSearch: fleet(3) } }, { language: 'en' });
    await en.user.click(searchBox('Devices'));
    await en.user.type(searchBox('Devices'), 'xyz');
    expect(await screen.findByText('No devices match “xyz”')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Devices' })).toHaveAttribute('placeholder', 'Search by name or network id');
  });

  it('says when the search fails, and tries again on request', async () => {
    let failing = true;
    const working = fleet(3);
    const deviceSearch = vi.fn((parent: unknown, args: SearchArgs) => {
      if (failing) throw new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
      return working(parent, args);
    });
    const { user } = renderPicker({ Query: { deviceSearch } });
    await user.click(searchBox());
    expect(await screen.findByText(/^Søgningen mislykkedes:/)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('option', { name: /Pumpe 1/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Søgningen mislykkedes:/)).not.toBeInTheDocument();
  });

  it('says in English when the search fails', async () => {
    const deviceSearch = vi.fn(() => {
      throw new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    });
    const { user } = renderPicker({ Query: { deviceSearch } }, { language: 'en' });
    await user.click(searchBox('Devices'));
    expect(await screen.findByText(/^The search failed:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
