import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { centre, device, DEVICE_REST_ID, lookups } from './serviceOrderFixtures';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

/** A centre serving another owner than the device's. */
const west = { ...centre, id: 'sc-g-2', serviceCenterId: 'sc-2', name: 'Servicecenter Vest', organizations: [{ id: 'org-g-2' }] };

function renderForm(centres: unknown[], mutations: Record<string, unknown> = {}) {
  return renderApp({
    path: `/orders/service-orders/new-order?device=${DEVICE_REST_ID}`,
    resolvers: {
      Query: {
        ...lookups,
        serviceCenters: () => ({ edges: centres.map((node) => ({ node })) }),
        node: (_: unknown, { id }: { id: string }) => (id === centre.id ? centre : device),
        nodes: () => [device],
        monitoringRecords: () => ({ edges: [] }),
      },
      Mutation: mutations,
    },
  });
}

const centreSelect = (page: HTMLElement) => within(page).getByRole('combobox', { name: /Servicecenter/ });
const fieldOf = (element: HTMLElement) => element.closest('[data-part="root"], .chakra-field__root') as HTMLElement;

describe('ServiceOrderForm centre choice', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers only the centres serving the device’s owner', async () => {
    renderForm([centre, west]);
    const page = await screen.findByRole('form', {}, { timeout: 20_000 });
    await within(page).findByText('IMEI-350457');
    await waitFor(() => expect(within(centreSelect(page)).queryByRole('option', { name: 'Servicecenter Vest' })).not.toBeInTheDocument());
    expect(within(centreSelect(page)).getByRole('option', { name: 'Servicecenter Øst' })).toBeInTheDocument();
  });

  it('says so when no active centre serves the owner', async () => {
    renderForm([west]);
    const page = await screen.findByRole('form', {}, { timeout: 20_000 });
    await within(page).findByText('IMEI-350457');
    expect(await within(page).findByText(/Intet aktivt servicecenter servicerer enhedens ejer/)).toBeInTheDocument();
    expect(within(centreSelect(page)).getAllByRole('option')).toHaveLength(1);
  });

  it('shows the API’s refusal of the centre on the centre field', async () => {
    const user = userEvent.setup();
    const refusal = 'Servicecenteret Servicecenter Øst servicerer ikke enheder fra Aarhus Vand. Vælg et servicecenter, der servicerer ejeren.';
    const createServiceOrder = vi.fn(() => {
      throw new GraphQLError('Invalid', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'serviceCenterId', message: refusal }] } });
    });
    renderForm([centre], { createServiceOrder });
    const page = await screen.findByRole('form', {}, { timeout: 20_000 });
    await within(page).findByText('IMEI-350457');
    await user.selectOptions(centreSelect(page), centre.id);
    await user.selectOptions(await within(page).findByRole('combobox', { name: /Tekniker/ }), 'tech-g-1');
    await user.click(within(page).getByRole('button', { name: 'Opret serviceordre' }));
    expect(await within(fieldOf(centreSelect(page))).findByText(refusal)).toBeInTheDocument();
    expect(createServiceOrder).toHaveBeenCalledTimes(1);
  });
});
