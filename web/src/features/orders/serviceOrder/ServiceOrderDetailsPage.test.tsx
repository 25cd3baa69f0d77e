import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSubscription } from '../../../test/createMockEnvironment';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { order } from './serviceOrderFixtures';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

function renderDetails(options: { node?: () => unknown; mutations?: Record<string, unknown> } = {}) {
  return renderApp({
    path: '/orders/service-orders/order-1/details',
    resolvers: { Query: { node: options.node ?? (() => order()) }, Mutation: { ...options.mutations } },
  });
}

const heading = () => screen.findByRole('heading', { name: 'Serviceordre 1042', level: 1 }, { timeout: 20_000 });

describe('ServiceOrderDetailsPage', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the order, its links and its history', async () => {
    renderDetails();
    await heading();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Ny');
    expect(screen.getByRole('link', { name: 'Vandstand Ådalen' })).toHaveAttribute('href', '/devices/7f1c9c52-5c43-4f55-9a57-0a0a0a0a0a01');
    expect(screen.getByRole('link', { name: 'Servicecenter Øst' })).toHaveAttribute('href', '/orders/service-centers/sc-1');
    expect(screen.getByRole('link', { name: /Redigér/ })).toHaveAttribute('href', '/orders/service-orders/0b9a1c52-5c43-4f55-9a57-0a0a0a0a0a77/edit');
    expect(screen.getByRole('link', { name: /Åbn serviceguiden/ })).toHaveAttribute('href', '/orders/service-orders/0b9a1c52-5c43-4f55-9a57-0a0a0a0a0a77/wizard');

    const entries = screen.getAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Ada Admin · Ændrede ordren');
    expect(entries[0]).toHaveTextContent('Tekniker ændret');
    expect(entries[0]).toHaveTextContent('Noter: — → Nøgle hos viceværten');
    expect(entries[1]).toHaveTextContent('Oprettede ordren');
  });

  it('finishes the order after confirmation, and updates live', async () => {
    const user = userEvent.setup();
    let current = order();
    const finishServiceOrder = vi.fn((_: unknown, { input }: { input: { outcome: string } }) => {
      current = order({ status: { slug: input.outcome === 'FAILED' ? 'sos_failed' : 'sos_completed', name: 'x' } });
      return { serviceOrder: current };
    });
    renderDetails({ node: () => current, mutations: { finishServiceOrder } });
    await heading();
    const actions = screen.getByRole('group', { name: 'Ordrehandlinger' });
    // A new order may be finished, archived (cancelled) or deleted.
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Afslut', 'Arkivér', 'Slet']);
    await user.click(within(actions).getByRole('button', { name: 'Afslut' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Afslut serviceordre 1042?' });
    expect(finishServiceOrder).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Afslut ordre' }));
    await waitFor(() => expect(finishServiceOrder).toHaveBeenCalledTimes(1));
    expect(finishServiceOrder.mock.calls[0]![1]).toEqual({ input: { id: 'so-g-1', outcome: 'COMPLETED' } });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Afsluttet'));
    // Closed: no edit, no wizard; only archiving is left.
    expect(screen.queryByRole('link', { name: /Redigér/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Ordrehandlinger' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Arkivér']);

    // Another user archives it: the subscription refetches the page's query.
    current = order({ status: { slug: 'sos_archived', name: 'Archived' } });
    await act(async () => pushSubscription('useOrderDetailsLiveSubscription', { serviceOrderChanged: { kind: 'ARCHIVED', orderId: 'so-g-1' } }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Arkiveret'));
  });

  it('shows the API’s refusal of a transition on the page', async () => {
    const user = userEvent.setup();
    const deleteServiceOrder = vi.fn(() => {
      throw new GraphQLError('Ordren kan ikke slettes, fordi den er i gang.', { extensions: { code: 'CONFLICT' } });
    });
    const { router } = renderDetails({ mutations: { deleteServiceOrder } });
    await heading();
    await user.click(within(screen.getByRole('group', { name: 'Ordrehandlinger' })).getByRole('button', { name: 'Slet' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Slet ordre' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ordren kunne ikke ændres');
    expect(alert).toHaveTextContent('Ordren kan ikke slettes, fordi den er i gang.');
    expect(router.state.location.pathname).toBe('/orders/service-orders/order-1/details');
  });

  it('lists the attachments with download, a corrupted one, and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const deleteAttachment = vi.fn((_parent: unknown, _args: { input: { id: string } }) => ({ deletedAttachmentId: 'att-g-1', serviceOrder: order() }));
    renderDetails({ mutations: { deleteAttachment } });
    await heading();
    expect(await screen.findByRole('region', { name: 'Vedhæftede filer' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Filer på ordren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hent rapport.pdf' })).toHaveAttribute('href', '/files/service-order-files/ticket-1?download=true');
    expect(screen.getByText('Beskadiget fil')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hent skadet.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Slet rapport.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Slet rapport.pdf?' });
    expect(deleteAttachment).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Slet fil' }));
    await waitFor(() => expect(deleteAttachment).toHaveBeenCalledTimes(1));
    expect(deleteAttachment.mock.calls[0]![1]).toEqual({ input: { id: 'att-g-1' } });
  });

  it('says when an order has no attachments', async () => {
    renderDetails({ node: () => order({ attachments: { edges: [] } }) });
    await heading();
    expect(await screen.findByText('Ingen vedhæftede filer')).toBeInTheDocument();
  });
});
