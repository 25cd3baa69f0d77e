import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../i18n/i18n';
import { renderApp, resetApp } from '../../../../test/renderApp';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const restId = '0a18ad20-3cb5-49e2-9435-7c978bfd693f';

const entry = (n: number, overrides: Record<string, unknown> = {}) => ({
  entryId: String(n),
  at: '2026-11-24T09:30:00.000Z',
  actorName: 'Mette Nielsen',
  actorId: 'u1',
  action: 'device.update',
  changes: [],
  ...overrides,
});

/** A page of audit entries as the connection answers it; `total` beyond the page gives more pages. */
const page = (nodes: ReturnType<typeof entry>[], total = nodes.length, current = 1) => {
  const totalPages = Math.max(1, Math.ceil(total / 20));
  return {
    totalCount: total,
    edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
    pageInfo: { hasNextPage: current < totalPages, hasPreviousPage: current > 1, endCursor: null, startCursor: null },
    pageCursors: {
      totalPages,
      around: Array.from({ length: totalPages }, (_, i) => ({ cursor: i === 0 ? null : `p${i + 1}`, page: i + 1, isCurrent: i + 1 === current })),
      first: null,
      last: null,
      previous: current > 1 ? { cursor: null, page: current - 1, isCurrent: false } : null,
      next: current < totalPages ? { cursor: `p${current + 1}`, page: current + 1, isCurrent: false } : null,
    },
  };
};

const device = (auditEntries: (args: { after?: string | null }) => unknown) => ({
  __typename: 'Device',
  id: 'dev-1',
  deviceId: restId,
  name: 'Vandstand Østergade 79',
  networkId: 'F6634593',
  lastSeenAt: null,
  lifecycle: 'IN_STOCK',
  deleted: false,
  deletedAt: null,
  downlinkSupported: false,
  networkStrengthAvailable: false,
  geo: null,
  latestMessage: null,
  properties: { json: {} },
  owner: { id: 'org-g-1', organizationId: 'org-1', name: 'Aarhus Kommune' },
  deviceModel: { id: 'model-1', title: 'Vestlys WL-20 Sigfox', networkType: 'sigfox', networkProtocol: 'sigfox' },
  auditEntries: (args?: { after?: string | null }) => auditEntries(args ?? {}),
});

const render = (auditEntries: (args: { after?: string | null }) => unknown, language = 'da') =>
  renderApp({
    path: `/devices/${restId}?tab=audit`,
    resolvers: { Query: { node: () => device(auditEntries), viewer: () => ({ id: 'viewer-1', config: { language, utcOffset: 1 } }) } },
  });

describe('DeviceAuditTab', () => {
  beforeEach(resetApp);

  it('says who changed what and when, each field by its name and each value in words', async () => {
    render(() =>
      page([
        entry(3, {
          changes: [
            { field: 'name', before: 'Vandstand Østergade 79', after: 'Vandstand Østergade 79b' },
            { field: 'ownerId', before: { _id: 'o1', name: 'Vejle Forsyning' }, after: { _id: 'o2', name: 'Aarhus Kommune' } },
            { field: 'geo', before: null, after: { lat: 56.1, lon: 10.2 } },
            { field: 'lifecycle', before: 'in_stock', after: 'installed' },
            { field: 'properties.elevation', before: 51.6, after: 52.25 },
            { field: 'somethingNew', before: null, after: true },
          ],
        }),
        entry(2, { action: 'device.image.add', actorName: null, changes: [{ field: 'images', before: null, after: { _id: 'i1', name: 'skab.jpg', size: 1536, mimeType: 'image/jpeg' } }] }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Ændringer af enheden' });
    const [changed, image] = within(list).getAllByRole('listitem');
    expect(within(changed!).getByText('Ændret')).toBeInTheDocument();
    expect(within(changed!).getByText('Mette Nielsen')).toBeInTheDocument();
    expect(within(changed!).getByText('24.11.2026, 10.30')).toBeInTheDocument();
    const row = (label: string) => within(changed!).getByText(label).closest('dt')!.nextElementSibling!.textContent;
    expect(row('Navn')).toBe('Vandstand Østergade 79→Vandstand Østergade 79b');
    expect(row('Ejer')).toBe('Vejle Forsyning→Aarhus Kommune');
    expect(row('Position')).toBe('—→56.10000, 10.20000');
    expect(row('Livscyklus')).toBe('På lager→Installeret');
    expect(row('Kote (DVR90)')).toBe('51,6→52,25');
    // A field this client does not know yet is shown as the API names it, never hidden.
    expect(row('somethingNew')).toBe('—→Ja');
    expect(within(image!).getByText('Billede tilføjet')).toBeInTheDocument();
    expect(within(image!).getByText('System')).toBeInTheDocument();
    expect(within(image!).getByText('Billede').nextElementSibling!.textContent).toBe('—→skab.jpg (1,5 KB)');
    expect(screen.getByText('2 ændringer i alt')).toBeInTheDocument();
  });

  it('says what a device replacement did, naming the other device and the order with links', async () => {
    const order = { serviceOrder: 'b99aa64e-9e97-4fdc-a55c-0527c7f7a6c4', number: 19, task: 't1', note: 'Fugt i kablet' };
    render(() =>
      page([
        entry(5, {
          action: 'device.replacement',
          changes: [
            { field: 'lifecycle', before: 'in_stock', after: 'installed' },
            { field: 'placeName', before: null, after: 'Åbrinken 4' },
            { field: 'replaces', before: null, after: { _id: 'a0dae650-2800-44b5-9338-04d9b7c21bcc', name: 'Vandstand Gudenåen', device: 'WZ1A' } },
            { field: 'monitoringRecord', before: null, after: 'rec-1' },
            { field: 'serviceOrder', before: null, after: order },
          ],
        }),
        entry(4, {
          action: 'device.replaced',
          changes: [
            { field: 'lifecycle', before: 'installed', after: 'taken_down' },
            { field: 'replacedBy', before: null, after: { _id: 'f6598caa-900e-4f5c-8f60-5497e1332030', name: 'Vandstand lager', device: 'WZ1B' } },
            { field: 'serviceOrder', before: null, after: { ...order, note: null } },
          ],
        }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Ændringer af enheden' });
    const [installed, replaced] = within(list).getAllByRole('listitem');
    expect(within(installed!).getByText('Installeret som erstatning')).toBeInTheDocument();
    expect(installed).toHaveTextContent('Installeret i stedet for Vandstand Gudenåen i serviceordre 19.');
    expect(within(installed!).getByRole('link', { name: 'Vandstand Gudenåen' })).toHaveAttribute('href', '/devices/a0dae650-2800-44b5-9338-04d9b7c21bcc');
    expect(within(installed!).getByRole('link', { name: 'serviceordre 19' })).toHaveAttribute('href', `/orders/service-orders/${order.serviceOrder}/details`);
    expect(installed).toHaveTextContent('Dens overvågning (status, noter og fejl) er flyttet hertil.');
    expect(installed).toHaveTextContent('Note: Fugt i kablet');
    // The sentence says the other device and the order; the list keeps the lifecycle and the place.
    expect(within(installed!).getByText('Livscyklus').nextElementSibling!.textContent).toBe('På lager→Installeret');
    expect(within(installed!).queryByText('replaces')).not.toBeInTheDocument();
    expect(within(installed!).queryByText('serviceOrder')).not.toBeInTheDocument();
    expect(within(replaced!).getByText('Nedtaget og erstattet')).toBeInTheDocument();
    expect(replaced).toHaveTextContent('Erstattet af Vandstand lager i serviceordre 19.');
    expect(within(replaced!).getByRole('link', { name: 'Vandstand lager' })).toHaveAttribute('href', '/devices/f6598caa-900e-4f5c-8f60-5497e1332030');
    expect(replaced).not.toHaveTextContent('Note:');
  });

  it('counts one change in the singular, in English too', async () => {
    setLanguage('en');
    render(() => page([entry(1, { action: 'device.create', changes: [{ field: 'name', before: null, after: 'Ny' }] })]), 'en');
    expect(await screen.findByText('1 change in all')).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.getByText('Name')).toBeInTheDocument();
  });

  it('pages through a long trail', async () => {
    const user = userEvent.setup();
    const asked: (string | null | undefined)[] = [];
    render(({ after }) => {
      asked.push(after);
      return after === 'p2' ? page([entry(21, { actorName: 'Side to' })], 21, 2) : page(Array.from({ length: 20 }, (_, i) => entry(i + 1)), 21, 1);
    });
    expect(await screen.findByText('21 ændringer i alt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^(Side 2|Gå til side 2|2)$/ }));
    expect(await screen.findByText('Side to')).toBeInTheDocument();
    expect(asked).toContain('p2');
  });

  it('says when nothing is recorded yet', async () => {
    render(() => page([]));
    expect(await screen.findByText('Ingen ændringer registreret endnu')).toBeInTheDocument();
  });
});
