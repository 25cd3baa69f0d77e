import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { selectMenuItem } from '../../../test/selectMenuItem';
import { center, connection, ordersLookups, technician } from '../ordersFixtures';
import { longGlobalId } from '../../../relay/longGlobalId';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

type Input = Record<string, unknown>;

const dorte = { __typename: 'User', id: 'user-9', name: 'Dorte Disponent', email: 'dorte@example.com', isActive: true };

function renderCenter(mutations: Record<string, (input: Input) => unknown> = {}, path = '/orders/service-centers/c1') {
  const calls: Record<string, Input[]> = {};
  const Mutation = Object.fromEntries(
    Object.entries(mutations).map(([name, answer]) => [
      name,
      (_: unknown, { input }: { input: Input }) => {
        (calls[name] ??= []).push(input);
        return answer(input);
      },
    ]),
  );
  const node = vi.fn((_: unknown, { id }: { id: string }) => ([longGlobalId('ServiceCenter', 'c1'), 'sc-1'].includes(id) ? center(1, { technicians: () => connection([technician(1), technician(3, { isActive: false })]) }) : null));
  // The users search (Query.users): what the staff and add-technicians pickers ask the server as one
  // types. Dorte is the centre's staff member too, by the same id (the fixture's userNodeId).
  const all = [dorte, { __typename: 'User', id: 'user-7', name: 'Anders Andersen', email: 'anders@example.com', isActive: true }];
  const users = vi.fn((_: unknown, { filter }: { filter?: { search?: string | null } }) => {
    const search = filter?.search?.toLowerCase();
    return connection(search ? all.filter((u) => u.name.toLowerCase().includes(search) || u.email.includes(search)) : all);
  });
  // The chosen users' names by id (the picker's chips).
  const nodes = vi.fn((_: unknown, { ids }: { ids: string[] }) => ids.map((id) => all.find((u) => u.id === id) ?? null));
  const result = renderApp({ path, resolvers: { Query: { ...ordersLookups, node, nodes, users }, Mutation } });
  return { ...result, calls, node, users };
}

const heading = () => screen.findByRole('heading', { name: 'Servicecenter 1', level: 1 }, { timeout: 15_000 });
// Keys without a pause: the combobox writes its value back between them in jsdom (see DeviceSearchPicker.test).
const user = () => userEvent.setup({ delay: null });

describe('ServiceCenterPage', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });

  it("shows the centre's facts and its technicians with links", async () => {
    renderCenter();
    await heading();
    expect(screen.getAllByText('Aktiv').length).toBeGreaterThan(0);
    expect(screen.getByText('Aarhus Vand')).toBeInTheDocument();
    expect(screen.getByText('Dorte Disponent')).toBeInTheDocument();
    expect(screen.getByText('Adresse').nextElementSibling).toHaveTextContent('Værkmestergade 1, 8000 Aarhus C');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Tekniker 1' })).toHaveAttribute('href', '/orders/service-centers/c1/technicians/t1');
    expect(within(rows[0]!).getByText('Vandstandsmåler NB-IoT v2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inaktiv')).toBeInTheDocument();
  });

  it('says so for a centre that is not there', async () => {
    renderCenter({}, '/orders/service-centers/nope');
    expect(await screen.findByText('Servicecentret blev ikke fundet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle servicecentre' })).toHaveAttribute('href', '/orders/service-centers');
  });

  it('checks the form before saving, and shows the server’s field error on its field', async () => {
    const u = user();
    const { calls } = renderCenter({
      updateServiceCenter: () => {
        throw new GraphQLError('Nogle felter er ikke udfyldt korrekt.', {
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'geo.lat', message: 'Breddegraden er uden for Danmark.' }] },
        });
      },
    });
    await heading();
    await u.click(await screen.findByRole('button', { name: 'Redigér' }));
    const name = screen.getByRole('textbox', { name: /Navn/ });
    await u.clear(name);
    await u.clear(screen.getByRole('textbox', { name: 'Længdegrad' }));
    await u.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Giv centret et navn.')).toBeInTheDocument();
    expect(screen.getByText('Angiv begge koordinater eller ingen af dem.')).toBeInTheDocument();
    expect(calls.updateServiceCenter).toBeUndefined();

    await u.type(name, 'Servicecenter Nord');
    const address = screen.getByRole('textbox', { name: 'Adresse' });
    expect(address).toHaveValue('Værkmestergade 1, 8000 Aarhus C');
    await u.clear(address);
    await u.type(address, ' Søren Frichs Vej 38, 8230 Åbyhøj ');
    await u.type(screen.getByRole('textbox', { name: 'Længdegrad' }), '10,2');
    await u.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Breddegraden er uden for Danmark.')).toBeInTheDocument();
    expect(calls.updateServiceCenter![0]).toMatchObject({
      id: 'sc-1',
      name: 'Servicecenter Nord',
      address: 'Søren Frichs Vej 38, 8230 Åbyhøj',
      geo: { lat: 56.15, lon: 10.2 },
      organizationIds: ['org-1'],
      userIds: ['user-9'],
    });
    expect(await screen.findByText('Servicecentret kunne ikke gemmes')).toBeInTheDocument();
  });

  it('holds the staff by the ids the users search gives: a staff member found again is chosen once', async () => {
    const u = user();
    const { calls } = renderCenter({ updateServiceCenter: () => ({ serviceCenter: center(1) }) });
    await heading();
    await u.click(await screen.findByRole('button', { name: 'Redigér' }));
    const chosen = () => within(screen.getByRole('list', { name: 'Medarbejdere: valgte' })).getAllByRole('listitem');
    await waitFor(() => expect(chosen().map((item) => item.textContent)).toEqual(['Dorte Disponent']));
    await u.click(screen.getByRole('combobox', { name: 'Medarbejdere' }));
    // The search finds her as already chosen; choosing Anders adds him beside her.
    expect(await screen.findByRole('option', { name: /Dorte Disponent/ })).toHaveAttribute('aria-selected', 'true');
    await u.click(screen.getByRole('option', { name: /Anders Andersen/ }));
    await u.keyboard('{Escape}');
    await waitFor(() => expect(chosen()).toHaveLength(2));
    expect(chosen().map((item) => item.textContent)).toEqual(['Dorte Disponent', 'Anders Andersen']);
    await u.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(calls.updateServiceCenter?.[0]).toMatchObject({ userIds: ['user-9', 'user-7'] }));
  });

  it('deactivates the centre after asking', async () => {
    const u = user();
    const { calls } = renderCenter({ updateServiceCenter: (input) => ({ serviceCenter: { ...center(1), isActive: input.isActive } }) });
    await heading();
    await u.click(screen.getByRole('button', { name: 'Deaktivér' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deaktivér Servicecenter 1?' });
    await u.click(within(dialog).getByRole('button', { name: 'Deaktivér' }));
    await waitFor(() => expect(calls.updateServiceCenter).toEqual([{ id: 'sc-1', isActive: false }]));
    expect(await screen.findByText('Servicecenter 1 er deaktiveret')).toBeInTheDocument();
    expect(await screen.findByText(/Centret er inaktivt/)).toBeInTheDocument();
  });

  it('adds a user as a technician with the models they service', async () => {
    const u = user();
    const { calls, users } = renderCenter({ addTechnician: () => ({ technician: technician(9) }) });
    await heading();
    await u.click(screen.getByRole('button', { name: 'Tilføj teknikere' }));
    const dialog = await screen.findByRole('region', { name: 'Tilføj teknikere til Servicecenter 1' });
    await u.click(within(dialog).getByRole('button', { name: 'Tilføj' }));
    expect(await within(dialog).findByText('Vælg mindst én bruger.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('combobox', { name: 'Brugere' }));
    await u.click(await screen.findByRole('option', { name: /Dorte Disponent/ }));
    // The list came from the server's users search.
    expect(users).toHaveBeenCalled();
    await u.keyboard('{Escape}');
    await u.click(within(dialog).getByRole('button', { name: /^Enhedsmodeller, de servicerer/ }));
    await u.click(await screen.findByRole('checkbox', { name: 'Regnmåler Sigfox' }));
    await u.keyboard('{Escape}');
    await u.click(within(dialog).getByRole('button', { name: 'Tilføj' }));
    await waitFor(() => expect(calls.addTechnician).toEqual([{ serviceCenterId: 'sc-1', userId: 'user-9', deviceModelIds: ['model-2'] }]));
    expect(await screen.findByText('Tilføjet til Servicecenter 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tilføj teknikere til Servicecenter 1' })).not.toBeInTheDocument());
  });

  it("keeps a refused user chosen with the API's reason", async () => {
    const u = user();
    renderCenter({
      addTechnician: () => {
        throw new GraphQLError('Nogle felter er ikke udfyldt korrekt.', {
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'userId', message: 'Brugerens roller må ikke arbejde med serviceordrer.' }] },
        });
      },
    });
    await heading();
    await u.click(screen.getByRole('button', { name: 'Tilføj teknikere' }));
    const dialog = await screen.findByRole('region', { name: 'Tilføj teknikere til Servicecenter 1' });
    await u.click(within(dialog).getByRole('combobox', { name: 'Brugere' }));
    await u.click(await screen.findByRole('option', { name: /Dorte Disponent/ }));
    await u.keyboard('{Escape}');
    await u.click(within(dialog).getByRole('button', { name: 'Tilføj' }));
    expect(await within(dialog).findByText('Brugerens roller må ikke arbejde med serviceordrer.')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Brugere: valgte' })).toHaveTextContent('Dorte Disponent');
  });

  it('deactivates and removes a technician, each after asking', async () => {
    const u = user();
    const { calls } = renderCenter({
      updateTechnician: (input) => ({ technician: { ...technician(1), isActive: input.isActive } }),
      removeTechnician: () => ({ removedTechnicianId: 'tech-1', serviceCenter: center(1) }),
    });
    await heading();
    await u.click(screen.getByRole('button', { name: 'Handlinger for Tekniker 1' }));
    await selectMenuItem(u, await screen.findByRole('menuitem', { name: 'Deaktivér' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deaktivér Tekniker 1?' });
    await u.click(within(confirm).getByRole('button', { name: 'Deaktivér' }));
    await waitFor(() => expect(calls.updateTechnician).toEqual([{ id: 'tech-1', isActive: false }]));
    expect(await screen.findByText('Tekniker 1 er deaktiveret')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Handlinger for Tekniker 1' }));
    await selectMenuItem(u, await screen.findByRole('menuitem', { name: 'Fjern fra centret' }));
    const remove = await screen.findByRole('alertdialog', { name: 'Fjern Tekniker 1?' });
    await u.click(within(remove).getByRole('button', { name: 'Fjern' }));
    await waitFor(() => expect(calls.removeTechnician).toEqual([{ id: 'tech-1' }]));
    expect(await screen.findByText('Tekniker 1 er fjernet fra centret')).toBeInTheDocument();
  });
});
