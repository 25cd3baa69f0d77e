import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

const lookups = {
  organizations: () => [
    { id: 'org-g-1', organizationId: 'org-1', name: 'Aarhus Vand' },
    { id: 'org-g-2', organizationId: 'org-2', name: 'Billund Kommune' },
  ],
  deviceModels: () => [
    { id: 'model-g-1', modelId: 'model-1', title: 'Vandstandsmåler NB-IoT v2', deviceTypeCategory: { slug: 'water_level', name: 'Vandstand' } },
    { id: 'model-g-2', modelId: 'model-2', title: 'Regnmåler', deviceTypeCategory: { slug: 'rain', name: 'Regn' } },
  ],
  packages: () => [{ id: 'pkg-g-1', packageId: 'pkg-1', slug: 'basic', name: 'Basis' }],
};

type Row = { name: string; networkId: string; owner: string; deviceModel: string };
type ImportArgs = { input: { rows: Row[] } };

function renderNew(options: { path?: string; mutations?: Record<string, unknown> } = {}) {
  return renderApp({ path: options.path ?? '/devices/new', resolvers: { Query: lookups, Mutation: { ...options.mutations } } });
}

const fileInput = () => screen.getByTestId('import-file').querySelector<HTMLInputElement>('input[type="file"]')!;
const heading = () => screen.findByRole('heading', { name: 'Ny enhed' }, { timeout: 20_000 });

function csvFile(lines: string[], name = 'enheder.csv') {
  return new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
}

/** 50 rows: row 11 (file line 12) has a bad network id, row 31 (line 32) an unknown model; the rest are good. */
function fiftyRows() {
  const lines = ['name;networkId;owner;deviceModel;lat;lon;mmPerTip'];
  for (let i = 1; i <= 50; i++) {
    const id = i === 11 ? 'bad id!' : `IMEI-${i}`;
    const model = i === 31 ? 'Ukendt model' : i % 2 === 0 ? 'Regnmåler' : 'vandstandsmåler nb-iot v2';
    lines.push(`Enhed ${i};${id};Aarhus Vand;${model};56,1;10,2;${i % 2 === 0 ? '0,2' : ''}`);
  }
  return csvFile(lines);
}

describe('NewDevicePage', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('creates a device with the form and opens its page', async () => {
    const user = userEvent.setup();
    const createDevice = vi.fn((_: unknown, { input }: { input: Record<string, unknown> }) => ({
      device: { id: 'dev-g-9', deviceId: '7f1c9c52-5c43-4f55-9a57-0a0a0a0a0a09', name: input.name },
    }));
    const { router } = renderNew({ mutations: { createDevice } });
    await heading();
    const form = screen.getByRole('form', { name: 'Ny enhed' });

    // Nothing filled in: the browser says what is missing, the API's rule words the network id.
    await user.click(within(form).getByRole('button', { name: 'Opret enhed' }));
    expect(await within(form).findByText('Skriv et navn')).toBeInTheDocument();
    expect(within(form).getByText('Vælg en model', { selector: '.chakra-field__errorText, [data-part="error-text"]' })).toBeInTheDocument();
    expect(createDevice).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: /Netværks-id/ }), 'bad id!');
    expect(await within(form).findByText(/Netværks-id må kun indeholde bogstaver/)).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /Netværks-id/ }));
    await user.type(within(form).getByRole('textbox', { name: /Netværks-id/ }), 'IMEI-900');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Model/ }), 'model-g-2');
    // The model's type decides the settings asked for.
    expect(await within(form).findByRole('textbox', { name: 'Regn pr. vip' })).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Navn/ }), 'Regnmåler Syd');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Ejer/ }), 'org-g-2');
    await user.type(within(form).getByRole('textbox', { name: 'Regn pr. vip' }), '0,2');
    await user.click(within(form).getByRole('button', { name: 'Opret enhed' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/7f1c9c52-5c43-4f55-9a57-0a0a0a0a0a09'));
    expect(createDevice.mock.calls[0]![1].input).toEqual({
      name: 'Regnmåler Syd',
      networkId: 'IMEI-900',
      ownerId: 'org-g-2',
      deviceModelId: 'model-g-2',
      packageId: null,
      serialNumber: null,
      placeName: null,
      notes: null,
      geo: null,
      lifecycle: 'IN_STOCK',
      properties: { mmPerTip: 0.2 },
    });
  });

  it("shows the server's field error on its field and stays on the form", async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toaster, 'create');
    const createDevice = vi.fn(() => {
      throw new GraphQLError('Invalid', {
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'networkId', message: 'Netværks-id IMEI-1 bruges allerede af en anden enhed.' }] },
      });
    });
    const { router } = renderNew({ mutations: { createDevice } });
    await heading();
    const form = screen.getByRole('form', { name: 'Ny enhed' });
    await user.type(within(form).getByRole('textbox', { name: /Netværks-id/ }), 'IMEI-1');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Model/ }), 'model-g-1');
    await user.type(within(form).getByRole('textbox', { name: /Navn/ }), 'Pumpe');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Ejer/ }), 'org-g-1');
    await user.click(within(form).getByRole('button', { name: 'Opret enhed' }));

    expect(await within(form).findByText('Netværks-id IMEI-1 bruges allerede af en anden enhed.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Netværks-id/ })).toHaveAttribute('aria-invalid', 'true');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Enheden kunne ikke oprettes' }));
    expect(router.state.location.pathname).toBe('/devices/new');
  });

  it('checks a file in the browser, shows each problem on its cell, imports the good rows and sums up', async () => {
    const user = userEvent.setup();
    const importDevices = vi.fn((_: unknown, { input }: ImportArgs) => {
      const rows = input.rows.map((row, index) =>
        row.networkId === 'IMEI-20'
          ? {
              row: index + 1,
              created: false,
              deviceId: null,
              errors: [{ field: 'networkId', code: 'device.networkIdTaken', message: 'Netværks-id IMEI-20 bruges allerede af en anden enhed.' }],
            }
          : { row: index + 1, created: true, deviceId: `dev-${row.networkId}`, errors: [] },
      );
      return { createdCount: rows.filter((r) => r.created).length, failedCount: rows.filter((r) => !r.created).length, rows };
    });
    renderNew({ path: '/devices/new?mode=import', mutations: { importDevices } });
    await heading();
    expect(screen.getByText(/Ingen fil valgt endnu/)).toBeInTheDocument();
    await user.upload(fileInput(), fiftyRows());

    expect(await screen.findByText('2 rækker har fejl')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Kun rækker med fejl' }));
    const table = screen.getByRole('region', { name: 'Filens rækker' });
    const badId = within(table).getByText('bad id!').closest('td')!;
    expect(badId).toHaveAttribute('aria-invalid', 'true');
    expect(within(badId).getByText(/Netværks-id må kun indeholde bogstaver/)).toBeInTheDocument();
    expect(within(table).getByText('Enhedsmodellen "Ukendt model" findes ikke.')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Importér 48 rækker' }));
    expect(await screen.findByTestId('import-created')).toHaveTextContent('47');
    expect(screen.getByTestId('import-failed')).toHaveTextContent('3');
    expect(importDevices).toHaveBeenCalledTimes(1);
    const sent = importDevices.mock.calls[0]![1].input.rows;
    expect(sent).toHaveLength(48);
    expect(sent[1]).toEqual({ name: 'Enhed 2', networkId: 'IMEI-2', owner: 'Aarhus Vand', deviceModel: 'Regnmåler', lat: 56.1, lon: 10.2, lifecycle: 'IN_STOCK', properties: { mmPerTip: 0.2 } });
    const failing = screen.getByRole('region', { name: 'Rækker, der ikke blev importeret' });
    // The server's reason on the row the file numbers 21, the browser's on the two others.
    const taken = within(failing).getByText('Netværks-id IMEI-20 bruges allerede af en anden enhed.').closest('tr')!;
    expect(within(taken).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(within(failing).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Hent de fejlede rækker (CSV)' })).toBeInTheDocument();
  });

  it('sends a large file in chunks with a progress bar, and a failed request stops with the rows not sent named', async () => {
    const user = userEvent.setup();
    const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const importDevices = vi.fn(
      (_: unknown, { input }: ImportArgs) =>
        new Promise((resolve, reject) => {
          const rows = input.rows.map((_row, index) => ({ row: index + 1, created: true, deviceId: null, errors: [] }));
          answers.push({ resolve: () => resolve({ createdCount: rows.length, failedCount: 0, rows }), reject });
        }),
    );
    renderNew({ path: '/devices/new?mode=import', mutations: { importDevices } });
    await heading();
    const lines = ['name,networkId,owner,deviceModel'];
    for (let i = 1; i <= 1200; i++) lines.push(`Enhed ${i},N-${i},org-1,model-1`);
    await user.upload(fileInput(), csvFile(lines));
    expect(await screen.findByText('Alle rækker er klar til import.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importér 1.200 rækker' }));

    expect(await screen.findByText('Importerer 0 af 1.200 rækker …')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(importDevices.mock.calls[0]![1].input.rows).toHaveLength(500);
    await act(async () => answers[0]!.resolve());
    expect(await screen.findByText('Importerer 500 af 1.200 rækker …')).toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.reject(new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })));

    expect(await screen.findByTestId('import-created')).toHaveTextContent('500');
    expect(screen.getByTestId('import-failed')).toHaveTextContent('700');
    expect(screen.getByText(/Række 502–1201 blev ikke sendt/)).toBeInTheDocument();
    expect(importDevices).toHaveBeenCalledTimes(2);
  });

  it('says what is wrong with a file it cannot import', async () => {
    const user = userEvent.setup();
    renderNew({ path: '/devices/new?mode=import' });
    await heading();
    await user.upload(fileInput(), csvFile(['name;colour', 'A;red']));
    expect(await screen.findByText(/Filen mangler kolonnerne networkId, owner, deviceModel/)).toBeInTheDocument();
    await user.upload(fileInput(), csvFile(['name;networkId;owner;deviceModel']));
    expect(await screen.findByText('Filen har ingen rækker under overskriftsrækken.')).toBeInTheDocument();
    await user.upload(fileInput(), csvFile(['name;networkId;owner;deviceModel;farve', 'A;N-1;Aarhus Vand;Regnmåler;rød']));
    expect(await screen.findByText('Nogle kolonner kendes ikke af importen og udelades: farve')).toBeInTheDocument();
  });

  it('under an organisation the owner is that organisation', async () => {
    renderNew({ path: '/organizations/org-2/devices/new' });
    expect(await screen.findByRole('heading', { name: 'Ny enhed til Billund Kommune' }, { timeout: 20_000 })).toBeInTheDocument();
    const owner = screen.getByRole('combobox', { name: /Ejer/ });
    expect(owner).toHaveValue('org-g-2');
    expect(owner).toBeDisabled();
  });
});
