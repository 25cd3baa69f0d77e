import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSubscriptions, pushSubscription } from '../../../test/createMockEnvironment';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { device, order, type OrderOverrides } from '../serviceOrder/serviceOrderFixtures';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const ORDER = '0b9a1c52-5c43-4f55-9a57-0a0a0a0a0a77';
const wizard = (step?: string) => `/orders/service-orders/${ORDER}/wizard${step ? `/${step}` : ''}`;

const solutions = [
  { solutionId: 'sol-1', slug: 'restart', name: 'Restart' },
  { solutionId: 'sol-2', slug: 'replace_battery', name: 'Replace battery' },
];
const causes = [{ causeId: 'cause-1', slug: 'vandalism', name: 'Vandalism' }];

const wizardDevice = {
  ...device,
  __typename: 'Device',
  latestMessage: { time: '2026-11-20T08:30:00.000Z' },
  latestReadings: [{ slug: 'water_level', name: 'Water level', unit: 'cm', value: 42.5 }],
};

const wizardOrder = (overrides: OrderOverrides = {}) =>
  order({
    activeWizardStep: null,
    replacementAllowed: null,
    replacement: null,
    beforeImages: [],
    afterImages: [],
    deviceFacts: { deviceId: device.deviceId, name: device.name, networkId: device.networkId, serialNumber: 'SN-1', deviceModelTitle: 'Vandstandsmåler NB-IoT v2', geo: device.geo },
    device: wizardDevice,
    ...overrides,
  });

function renderWizard(path: string, options: { node?: () => unknown; mutations?: Record<string, unknown>; queries?: Record<string, unknown> } = {}) {
  const updateServiceOrder = vi.fn((_: unknown, { input }: { input: Record<string, unknown> }) => ({ serviceOrder: wizardOrder({ activeWizardStep: input.activeWizardStep ?? null }) }));
  const rendered = renderApp({
    path,
    resolvers: {
      // The check-data step reads the device by its id; everything else is the order.
      Query: { node: (_: unknown, { id }: { id: string }) => (id === 'dev-g-1' ? wizardDevice : (options.node ?? (() => wizardOrder()))()), serviceSolutions: () => solutions, serviceCauses: () => causes, ...options.queries },
      Mutation: { updateServiceOrder, ...options.mutations },
    },
  });
  return { ...rendered, updateServiceOrder };
}

const savedSteps = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map((call) => (call[1] as { input: { activeWizardStep?: string } }).input.activeWizardStep).filter(Boolean);

describe('ServiceWizardPage', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(390);
  });
  afterEach(() => vi.restoreAllMocks());

  it('resumes at the saved step, saves every step it shows, and goes back and forth', async () => {
    const user = userEvent.setup();
    const { router, updateServiceOrder } = renderWizard(wizard(), { node: () => wizardOrder({ activeWizardStep: 'INFORMATION' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('info')));
    expect(await screen.findByText('Trin 2 af 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Information' })).toBeInTheDocument();
    // Already saved there: nothing to save.
    expect(savedSteps(updateServiceOrder)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Tilbage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('location')));
    expect(await screen.findByText('Trin 1 af 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Placering' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Åbn i kort/ })).toHaveAttribute('href', expect.stringContaining('mlat=56.15'));
    // The way out of the wizard: the order's details.
    expect(screen.getByRole('link', { name: /^Serviceordre \d+$/ })).toHaveAttribute('href', expect.stringMatching(/^\/orders\/service-orders\/[0-9a-f-]+\/details$/));
    await waitFor(() => expect(savedSteps(updateServiceOrder)).toEqual(['LOCATION']));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('info')));
    await waitFor(() => expect(savedSteps(updateServiceOrder)).toEqual(['LOCATION', 'INFORMATION']));
    // Every step is in the step list; the current one is marked.
    const steps = screen.getByRole('navigation', { name: 'Guidens trin' });
    expect(within(steps).getAllByRole('link')).toHaveLength(9);
    expect(within(steps).getByRole('link', { name: '2. Information' })).toHaveAttribute('aria-current', 'step');
  });

  it('refuses Next without an uploaded picture', async () => {
    const user = userEvent.setup();
    const { router } = renderWizard(wizard('before-service'));
    expect(await screen.findByText('Ingen billeder endnu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du skal uploade mindst ét billede');
    expect(router.state.location.pathname).toBe(wizard('before-service'));
  });

  it('warns of chosen pictures that are not uploaded, and discards them on request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container, router } = renderWizard(wizard('after-service'), {
      node: () => wizardOrder({ afterImages: [{ id: 'img-1', name: 'efter.jpg', size: 2048, url: '/files/x' }] }),
    });
    await screen.findByText('Uploadede billeder (1)');
    // A file the browser refuses (not an image) stays in the queue, unuploaded.
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'noter.txt', { type: 'text/plain' }));
    await screen.findByText('noter.txt');
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fandt billeder, der ikke er uploadet' });
    await user.click(within(dialog).getByRole('button', { name: 'Kassér dem' }));
    await waitFor(() => expect(screen.queryByText('noter.txt')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('check-data')));
  });

  it('saves the solutions and the replacement answer on Next', async () => {
    const user = userEvent.setup();
    const { router, updateServiceOrder } = renderWizard(wizard('device-service'));
    await user.click(await screen.findByText('Genstart'));
    await user.click(screen.getByRole('radio', { name: 'Nej' }));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('replacement')));
    const saved = updateServiceOrder.mock.calls.map((call) => (call[1] as { input: Record<string, unknown> }).input).find((input) => 'solutionIds' in input);
    expect(saved).toEqual({ id: 'so-g-1', solutionIds: ['sol-1'], replacementAllowed: false });
  });

  it('refuses Next until the device is replaced, and offers Replace only once a stock device is chosen', async () => {
    const user = userEvent.setup();
    const current = wizardOrder({ replacementAllowed: true });
    const { router } = renderWizard(wizard('replacement'), { node: () => current });
    // Next is refused until the device is replaced.
    await screen.findByRole('heading', { name: 'Udskift enheden' });
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(router.state.location.pathname).toBe(wizard('replacement'));
    expect(screen.getByRole('button', { name: 'Udskift enhed' })).toBeDisabled();
  });

  it('waits for a new reading live, and finishes the order', async () => {
    const user = userEvent.setup();
    const finishServiceOrder = vi.fn(() => ({ serviceOrder: wizardOrder({ status: { slug: 'sos_completed', name: 'Completed' } }) }));
    const { router } = renderWizard(wizard('check-data'), { mutations: { finishServiceOrder } });
    expect(await screen.findByTestId('check-data-status')).toHaveTextContent('Venter på en ny måling…');
    expect(screen.getByText('42,5 cm')).toBeInTheDocument();
    // The API's English name, in the user's language (as the device page's Data tab names it).
    expect(screen.getByRole('cell', { name: 'Vandstand' })).toBeInTheDocument();
    expect(screen.queryByText('Water level')).not.toBeInTheDocument();
    await waitFor(() => expect(openSubscriptions('CheckDataStepSubscription')).toBe(1));
    await act(async () =>
      pushSubscription('CheckDataStepSubscription', {
        deviceChanged: {
          kind: 'UPDATED',
          devices: [{ __typename: 'Device', id: 'dev-g-1', name: device.name, lifecycle: 'INSTALLED', latestMessage: { time: '2026-11-21T11:00:00.000Z' }, latestReadings: [{ slug: 'water_level', name: 'Water level', unit: 'cm', value: 40 }] }],
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('check-data-status')).toHaveTextContent('Ny måling modtaget'));
    expect(screen.getByText('40 cm')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('finish')));
    await user.click(await screen.findByRole('button', { name: 'Afslut som udført' }));
    await waitFor(() => expect(finishServiceOrder).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/service-orders/${ORDER}/details`));
  });

  it('replaces the device by a chosen stock device after confirming, then shows old → new and lets Next go on', async () => {
    const user = userEvent.setup({ delay: null });
    const stock = { __typename: 'Device', id: 'dev-g-9', name: 'Vandstand Reserve 9', networkId: '350000009' };
    const deviceSearch = vi.fn(() => ({ totalCount: 1, edges: [{ cursor: 'c0', node: stock }], pageInfo: { hasNextPage: false, endCursor: 'c0' } }));
    const replaced = {
      taskId: 'task-1',
      createdAt: '2026-11-21T10:00:00.000Z',
      createdByName: 'Tina Tekniker',
      note: 'Vand i huset',
      oldDevice: { id: 'dev-g-1', deviceId: device.deviceId, name: device.name, networkId: device.networkId },
      newDevice: { ...stock, deviceId: 'rest-9', serialNumber: 'SN-9', placeName: null, geo: device.geo },
    };
    const replaceServiceOrderDevice = vi.fn(() => ({ serviceOrder: { id: 'so-g-1', replacement: replaced } }));
    const { router } = renderWizard(wizard('replacement'), {
      node: () => wizardOrder({ replacementAllowed: true }),
      queries: { deviceSearch, nodes: (_: unknown, { ids }: { ids: string[] }) => ids.map((id) => (id === stock.id ? stock : null)) },
      mutations: { replaceServiceOrderDevice },
    });
    await screen.findByRole('heading', { name: 'Udskift enheden' });
    // Only the owner's stock devices of the same model are offered.
    await user.click(screen.getByRole('combobox', { name: 'Ny enhed' }));
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /Vandstand Reserve 9/ }));
    expect((deviceSearch.mock.calls[0] as unknown[])[1]).toMatchObject({ organizationIds: ['org-g-1'], deviceModelIds: ['model-g-1'], lifecycles: ['IN_STOCK'] });
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: /Hvorfor/ }), 'Vand i huset');
    await user.click(screen.getByRole('button', { name: 'Udskift enhed' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Udskift ${device.name}?` });
    // Nothing happens before the confirmation.
    expect(replaceServiceOrderDevice).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Udskift enhed' }));
    await waitFor(() => expect(replaceServiceOrderDevice).toHaveBeenCalledTimes(1));
    expect((replaceServiceOrderDevice.mock.calls[0] as unknown[])[1]).toEqual({ input: { serviceOrderId: 'so-g-1', newDeviceId: 'dev-g-9', note: 'Vand i huset' } });
    // Old → new, and it cannot be made again.
    const done = await screen.findByTestId('replacement-done');
    expect(within(done).getByText(device.name)).toBeInTheDocument();
    expect(within(done).getByText('Vandstand Reserve 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enheden blev udskiftet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Udskift enhed' })).not.toBeInTheDocument();
    // The header names the new device from now on, and Next goes on.
    expect(screen.getByRole('link', { name: /^Serviceordre \d+$/ }).parentElement).toHaveTextContent(/^Serviceordre \d+ · Vandstand Reserve 9$/);
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('issue')));
  });

  it('shows the refusal of a replacement on the step, and keeps Next refused', async () => {
    const user = userEvent.setup({ delay: null });
    const stock = { __typename: 'Device', id: 'dev-g-9', name: 'Vandstand Reserve 9', networkId: '350000009' };
    const { router } = renderWizard(wizard('replacement'), {
      node: () => wizardOrder({ replacementAllowed: true }),
      queries: {
        deviceSearch: () => ({ totalCount: 1, edges: [{ cursor: 'c0', node: stock }], pageInfo: { hasNextPage: false, endCursor: 'c0' } }),
        nodes: (_: unknown, { ids }: { ids: string[] }) => ids.map((id) => (id === stock.id ? stock : null)),
      },
      mutations: {
        replaceServiceOrderDevice: () => {
          throw new GraphQLError('Den nye enhed er ikke på lager (installeret).', { extensions: { code: 'CONFLICT' } });
        },
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Ny enhed' }));
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /Vandstand Reserve 9/ }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Udskift enhed' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Udskift enhed' }));
    expect(await screen.findByText('Enheden kunne ikke udskiftes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(router.state.location.pathname).toBe(wizard('replacement'));
  });

  it('opened from the step list without the earlier steps, Finish says plainly what is missing, links each to its step, and still finishes', async () => {
    const user = userEvent.setup();
    const finishServiceOrder = vi.fn(() => ({ serviceOrder: wizardOrder({ status: { slug: 'sos_completed', name: 'Completed' } }) }));
    const { router } = renderWizard(wizard('finish'), { node: () => wizardOrder({ replacementAllowed: true }), mutations: { finishServiceOrder } });
    const missing = await screen.findByTestId('finish-missing');
    expect(within(missing).getByText('Mangler i denne service')).toBeInTheDocument();
    expect(within(missing).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Ingen billeder før servicen',
      'Ingen løsning valgt',
      'Enheden skulle udskiftes, men blev det ikke',
      'Ingen årsag valgt',
      'Ingen billeder efter servicen',
    ]);
    await user.click(within(missing).getByRole('link', { name: 'Ingen løsning valgt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(wizard('device-service')));
    await user.click(screen.getByRole('link', { name: '9. Afslut' }));
    await user.click(await screen.findByRole('button', { name: 'Afslut som udført' }));
    await waitFor(() => expect(finishServiceOrder).toHaveBeenCalledTimes(1));
  });

  it('says nothing is missing when the service is complete', async () => {
    const images = [{ id: 'img-1', name: 'a.jpg', size: 2048, url: '/files/x' }];
    renderWizard(wizard('finish'), {
      node: () => wizardOrder({ beforeImages: images, afterImages: images, solutions: [solutions[0]], cause: causes[0], replacementAllowed: false }),
    });
    expect(await screen.findByRole('button', { name: 'Afslut som udført' })).toBeInTheDocument();
    expect(screen.getByText('Genstart')).toBeInTheDocument();
    expect(screen.queryByTestId('finish-missing')).not.toBeInTheDocument();
  });

  it('sends a finished order to its details page', async () => {
    const { router } = renderWizard(wizard('info'), { node: () => wizardOrder({ status: { slug: 'sos_completed', name: 'Completed' } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/service-orders/${ORDER}/details`));
  });
});
