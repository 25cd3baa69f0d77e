import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { socketState } from '../../relay/socketState';
import { openSubscriptions, pushSubscription } from '../../test/createMockEnvironment';
import { renderApp, resetApp } from '../../test/renderApp';
import { connection, lookups, record } from './monitoringFixtures';

const operation = 'useMonitoringRecordChangedSubscription';
/** Sends the gateway's status value to the page's subscription, once it is open. */
async function push(kind: string) {
  await waitFor(() => expect(openSubscriptions(operation)).toBe(1));
  act(() => pushSubscription(operation, { monitoringRecordChanged: { kind, monitoringRecord: null } }));
}

function renderMonitoring(language: 'da' | 'en' = 'da') {
  const monitoringRecords = vi.fn(() => connection([record(1), record(2)]));
  renderApp({
    path: '/monitoring',
    resolvers: { Query: { ...lookups, monitoringRecords }, UserConfig: { language: () => language, utcOffset: () => 1 } },
  });
  return { monitoringRecords };
}

// Whole-app renders against the mocked schema are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

describe('the monitoring page’s live status', () => {
  beforeEach(() => {
    resetApp();
    socketState.set('connected');
  });

  it('says whether changes arrive by themselves, and refetches the page whenever it becomes live', async () => {
    const { monitoringRecords } = renderMonitoring();
    await screen.findByRole('link', { name: '350000001' }, { timeout: 15_000 });
    expect(screen.getByText('Opretter forbindelse…').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(monitoringRecords).toHaveBeenCalledTimes(1);

    // Live: changes made between loading the page and subscribing may have been missed.
    await push('LIVE');
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await waitFor(() => expect(monitoringRecords).toHaveBeenCalledTimes(2));

    await push('RECONNECTING');
    expect(await screen.findByText('Genopretter forbindelsen…')).toBeInTheDocument();
    await push('LIVE');
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await waitFor(() => expect(monitoringRecords).toHaveBeenCalledTimes(3));

    // The socket itself dropped: nothing arrives until graphql-ws reconnects and the gateway says LIVE.
    act(() => socketState.set('closed'));
    expect(await screen.findByText('Genopretter forbindelsen…')).toBeInTheDocument();
    act(() => socketState.set('connected'));
    await push('LIVE');
    expect(await screen.findByText('Live')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderMonitoring('en');
    expect(await screen.findByText('Connecting…', {}, { timeout: 15_000 })).toBeInTheDocument();
    await push('RECONNECTING');
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    await push('LIVE');
    expect(await screen.findByText('Live')).toBeInTheDocument();
  });
});
