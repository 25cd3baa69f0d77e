import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { technicianRules } from '../../../test/createMockEnvironment';
import { renderApp, resetApp } from '../../../test/renderApp';
import { centre, device, DEVICE_REST_ID, lookups, order, tomorrow } from './serviceOrderFixtures';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

const byId = (target: Record<string, unknown>) => (_: unknown, { id }: { id: string }) => (id === centre.id ? centre : id === device.id ? device : target);

const record = {
  status: { slug: 'error', name: 'Fejl' },
  notes: 'Batteri lavt',
  errorCodes: [{ count: 3, errorCode: { slug: 'E12', name: 'E12' } }],
  device: { notes: 'Står i brønd' },
};

function renderForm(
  path: string,
  { node = byId(device), mutations = {}, resolvers = {} }: { node?: unknown; mutations?: Record<string, unknown>; resolvers?: Record<string, Record<string, unknown>> } = {},
) {
  return renderApp({
    path,
    resolvers: {
      ...resolvers,
      Query: { ...lookups, node, nodes: () => [device], monitoringRecords: () => ({ edges: [{ node: record }] }), ...resolvers.Query },
      Mutation: mutations,
    },
  });
}

const form = () => screen.findByRole('form', {}, { timeout: 20_000 });

describe('ServiceOrderFormPage', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts from ?device= with its facts and issue, keeps Save disabled until centre and technician, and creates the order', async () => {
    const user = userEvent.setup();
    const createServiceOrder = vi.fn((_parent: unknown, _args: { input: unknown }) => ({ serviceOrder: { id: 'so-g-9', orderId: 'order-9', number: 1099 } }));
    const { router } = renderForm(`/orders/service-orders/new-order?device=${DEVICE_REST_ID}`, { mutations: { createServiceOrder } });
    const page = await form();
    expect(await screen.findByRole('heading', { name: 'Ny serviceordre', level: 1 })).toBeInTheDocument();

    // The device's facts and its monitoring record, as text the dispatcher can edit.
    expect(await within(page).findByText('IMEI-350457')).toBeInTheDocument();
    expect(within(page).getByText('Aarhus Vand', { selector: 'dd *, dd' })).toBeInTheDocument();
    const issue = within(page).getByRole('textbox', { name: 'Serviceproblem' });
    expect(issue).toHaveValue('Status: Fejl\nFejlkoder: E12 (3)\nNoter: Batteri lavt · Står i brønd');

    const save = within(page).getByRole('button', { name: 'Opret serviceordre' });
    expect(save).toBeDisabled();
    // The technician is asked for only once a centre is chosen.
    expect(within(page).queryByRole('combobox', { name: /Tekniker/ })).not.toBeInTheDocument();
    await user.selectOptions(within(page).getByRole('combobox', { name: /Servicecenter/ }), centre.id);
    const technician = await within(page).findByRole('combobox', { name: /Tekniker/ });
    expect(save).toBeDisabled();
    // Those who service the device's model come first.
    expect(within(technician).getByRole('group', { name: 'Servicerer denne model' })).toHaveTextContent('Tina Tekniker');
    await user.selectOptions(technician, 'tech-g-1');
    await waitFor(() => expect(save).toBeEnabled());
    await user.type(issue, '\nRing først');
    await user.click(save);

    await waitFor(() => expect(createServiceOrder).toHaveBeenCalledTimes(1));
    expect(createServiceOrder.mock.calls[0]![1]).toEqual({
      input: {
        deviceId: 'dev-g-1',
        ownerId: 'org-g-1',
        serviceCenterId: centre.id,
        technicianId: 'tech-g-1',
        dueDate: tomorrow(),
        serviceIssue: 'Status: Fejl\nFejlkoder: E12 (3)\nNoter: Batteri lavt · Står i brønd\nRing først',
        notes: null,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/service-orders/order-9/details'));
  });

  it('defaults the due date to tomorrow and disables earlier days', async () => {
    const user = userEvent.setup();
    renderForm('/orders/service-orders/new-order');
    const page = await form();
    await user.click(within(page).getByRole('button', { name: 'Forfaldsdato: vælg i en kalender' }));
    // The chosen day is tomorrow (the saved input says so in the first test); every day before today is unavailable.
    expect(await screen.findAllByRole('button', { name: /, valgt$/ })).toHaveLength(1);
    const day = Number(tomorrow().slice(8));
    const unavailable = screen.queryAllByRole('button', { name: /, kan ikke vælges$/ });
    for (const cell of unavailable) expect(cell).toHaveAttribute('aria-disabled', 'true');
    if (day > 2) expect(unavailable.length).toBeGreaterThanOrEqual(day - 2);
  });

  it('puts the API’s field errors on their fields', async () => {
    const user = userEvent.setup();
    const createServiceOrder = vi.fn(() => {
      throw new GraphQLError('Invalid', {
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'technicianId', message: 'Teknikeren er ikke aktiv i centret.' }] },
      });
    });
    renderForm(`/orders/service-orders/new-order?device=${DEVICE_REST_ID}`, { mutations: { createServiceOrder } });
    const page = await form();
    await within(page).findByText('IMEI-350457');
    await user.selectOptions(within(page).getByRole('combobox', { name: /Servicecenter/ }), centre.id);
    await user.selectOptions(await within(page).findByRole('combobox', { name: /Tekniker/ }), 'tech-g-2');
    await user.click(within(page).getByRole('button', { name: 'Opret serviceordre' }));
    const technicianField = (await within(page).findByRole('combobox', { name: /Tekniker/ })).closest('[data-part="root"], .chakra-field__root') as HTMLElement;
    expect(await within(technicianField).findByText('Teknikeren er ikke aktiv i centret.')).toBeInTheDocument();
    expect(createServiceOrder).toHaveBeenCalledTimes(1);
  });

  it('shows a finished order read-only', async () => {
    renderForm(`/orders/service-orders/order-1/edit`, { node: byId(order({ status: { slug: 'sos_completed', name: 'Completed' } })) });
    const page = await form();
    expect(await within(page).findByText(/kan ikke længere ændres/)).toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Gem' })).not.toBeInTheDocument();
    expect(within(page).getByRole('textbox', { name: 'Serviceproblem' })).toBeDisabled();
  });

  it('edits an open order and saves the changed fields', async () => {
    const user = userEvent.setup();
    const updateServiceOrder = vi.fn((_parent: unknown, _args: { input: unknown }) => ({ serviceOrder: { ...order(), orderId: 'order-1' } }));
    const { router } = renderForm(`/orders/service-orders/order-1/edit`, { node: byId(order()), mutations: { updateServiceOrder } });
    const page = await form();
    expect(await screen.findByRole('heading', { name: 'Redigér serviceordre 1042', level: 1 })).toBeInTheDocument();
    const notes = within(page).getByRole('textbox', { name: 'Noter' });
    expect(notes).toHaveValue('Nøgle hos viceværten');
    await user.clear(notes);
    await user.type(notes, 'Ring til viceværten');
    const save = within(page).getByRole('button', { name: 'Gem' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(updateServiceOrder).toHaveBeenCalledTimes(1));
    expect(updateServiceOrder.mock.calls[0]![1]).toMatchObject({ input: { id: 'so-g-1', technicianId: 'tech-g-1', notes: 'Ring til viceværten' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/service-orders/order-1/details'));
  });

  it('returns to the list when the order does not exist', async () => {
    const { router } = renderForm(`/orders/service-orders/missing/edit`, { node: () => null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/service-orders'), { timeout: 20_000 });
  });

  it('shows a technician the order without letting them change its data', async () => {
    renderForm('/orders/service-orders/order-1/edit', {
      node: byId(order()),
      resolvers: {
        Viewer: { abilities: () => technicianRules },
        Query: {
          serviceOrderOwners: () => {
            throw new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
          },
        },
      },
    });
    const page = await form();
    expect(await within(page).findByText('Kun en disponent kan ændre ordrens data.')).toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Gem' })).not.toBeInTheDocument();
    expect(within(page).getByRole('textbox', { name: 'Noter' })).toBeDisabled();
  });

  it('says so when ?device= names no device, without asking the monitoring filter for it', async () => {
    const monitoringRecords = vi.fn(() => ({ edges: [] }));
    renderForm('/orders/service-orders/new-order?device=dev-1', { node: () => null, resolvers: { Query: { monitoringRecords } } });
    const page = await form();
    expect(await within(page).findByText(/Enheden blev ikke fundet/)).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Opret serviceordre' })).toBeDisabled();
    expect(monitoringRecords).not.toHaveBeenCalled();
  });
});
