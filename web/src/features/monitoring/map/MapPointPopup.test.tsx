import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n';
import { Providers } from '../../../Providers';
import { setEnvironmentFactory } from '../../../relay/environmentHolder';
import { createMockEnvironment, type MockResolvers } from '../../../test/createMockEnvironment';
import { resetApp } from '../../../test/renderApp';
import { MapPointPopup } from './MapPointPopup';

const device = {
  __typename: 'Device',
  id: 'dev-1',
  name: 'Vandstand Aarhus Å',
  latestMessage: { time: '2026-11-20T08:30:00.000Z' },
  latestReadings: [
    { slug: 'water_level', name: 'Vandstand', unit: 'cm', value: 123.456 },
    { slug: 'battery', name: 'Batteri', unit: 'V', value: null },
  ],
};

function renderPopup(resolvers: MockResolvers, onClose = vi.fn()) {
  setEnvironmentFactory(() => ({ environment: createMockEnvironment(resolvers), dispose: () => undefined }));
  render(
    <Providers>
      <MemoryRouter>
        <MapPointPopup deviceId="dev-1" deviceRestId="d 1" name="Vandstand Aarhus Å" onClose={onClose} />
      </MemoryRouter>
    </Providers>,
  );
  return onClose;
}

const withDevice = (node: unknown, utcOffset = 2): MockResolvers => ({
  Query: { node: () => node },
  Viewer: { config: () => ({ language: 'da', utcOffset }) },
});

describe('MapPointPopup', () => {
  beforeEach(resetApp);

  it('shows a spinner, then every unit with its latest value or "no value", the message time and a link', async () => {
    renderPopup(withDevice(device));
    expect(screen.getByText('Henter målinger…')).toBeInTheDocument();
    expect(await screen.findByText('123,46 cm')).toBeInTheDocument();
    expect(screen.getByText('Vandstand')).toBeInTheDocument();
    expect(screen.getByText('Batteri')).toBeInTheDocument();
    expect(screen.getByText('Ingen værdi')).toBeInTheDocument();
    // 08:30 UTC in the user's UTC+2.
    expect(screen.getByText("Seneste besked 20.11.2026, 10.30")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til enhed' })).toHaveAttribute('href', '/devices/d%201');
  });

  it('speaks English too', async () => {
    setLanguage('en');
    renderPopup(withDevice(device, 0));
    expect(await screen.findByText('123.46 cm')).toBeInTheDocument();
    expect(screen.getByText('No value')).toBeInTheDocument();
    expect(screen.getByText("Latest message 20/11/2026, 08:30")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to device' })).toBeInTheDocument();
  });

  it('says so when the device has sent nothing yet', async () => {
    renderPopup(withDevice({ ...device, latestMessage: null, latestReadings: [{ slug: 'water_level', name: 'Vandstand', unit: 'cm', value: null }] }));
    expect(await screen.findByText('Ingen beskeder endnu')).toBeInTheDocument();
    expect(screen.getByText('Ingen værdi')).toBeInTheDocument();
  });

  it('says so when the device is gone', async () => {
    renderPopup(withDevice(null));
    expect(await screen.findByText('Enheden blev ikke fundet.')).toBeInTheDocument();
  });

  it('shows a translated error with a retry that fetches again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    let calls = 0;
    renderPopup({
      Query: {
        node: () => {
          calls += 1;
          if (calls === 1) throw new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
          return device;
        },
      },
    });
    expect(await screen.findByText('Tjenesten er ikke tilgængelig lige nu. Prøv igen.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByText('123,46 cm')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('closes with the close button and with Escape, and takes focus when it opens', async () => {
    const u = userEvent.setup();
    const onClose = renderPopup(withDevice(device));
    const dialog = screen.getByRole('dialog', { name: 'Enhed Vandstand Aarhus Å' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await u.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await u.click(screen.getByRole('button', { name: 'Luk' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
