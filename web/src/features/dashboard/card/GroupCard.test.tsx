import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupCardTestQuery } from '../../../../__generated__/GroupCardTestQuery.graphql';
import { setLanguage } from '../../../i18n/i18n';
import { Providers } from '../../../Providers';
import { setEnvironmentFactory } from '../../../relay/environmentHolder';
import { createMockEnvironment } from '../../../test/createMockEnvironment';
import { resetApp } from '../../../test/renderApp';
import { buildExportTable } from '../export/buildExportTable';
import { TestDashboardView } from '../testDashboardView';
import { analyticsDevice, trend } from './deviceCardFixtures';
import { GroupCard } from './GroupCard';

vi.mock('../export/buildExportTable', async (importOriginal) => {
  const original = await importOriginal<typeof import('../export/buildExportTable')>();
  return { buildExportTable: vi.fn(original.buildExportTable) };
});

vi.setConfig({ testTimeout: 30_000 });

type Mode = 'analytics' | 'scheduling';

const days = Array.from({ length: 7 }, (_, i) => new Date(Date.parse('2026-11-14T23:00:00.000Z') + i * 86_400_000).toISOString());
const line = (deviceId: string | null, name: string, base: number) => ({ deviceId, name, points: days.map((ts, i) => ({ ts, v: base + i })) });

/** A group trend as the API answers: one series per device, then the group's combined series. */
function groupTrend(overrides: Record<string, unknown> = {}) {
  return trend({
    series: [line('rest-ad-1', 'Pumpe Nord', 10), line('rest-ad-2', 'Pumpe Syd', 20), line(null, 'Vestområdet', 15)],
    lastReading: { value: 17.25, time: '2026-11-20T08:30:00.000Z' },
    intervalSeconds: 3600,
    average: 17.5,
    ...overrides,
  });
}

function Harness({ mode, refreshedAt }: { mode: Mode; refreshedAt: number }) {
  const data = useLazyLoadQuery<GroupCardTestQuery>(
    graphql`
      query GroupCardTestQuery($id: ID!) {
        node(id: $id) {
          ...GroupCard_group @alias(as: "group")
        }
      }
    `,
    { id: 'ag-1' },
  );
  const [expanded, setExpanded] = useState(false);
  return (
    <TestDashboardView mode={mode} refreshedAt={refreshedAt}>
      <GroupCard group={data.node!.group!} expanded={expanded} onExpandedChange={(_ids, open) => setExpanded(open)} />
    </TestDashboardView>
  );
}

/** Renders the card of the group `ag-1` (two devices), whose trend comes from `groupTrend` unless overridden. */
async function renderCard({ mode = 'analytics', language = 'da', answer = () => groupTrend() }: { mode?: Mode; language?: 'da' | 'en'; answer?: (input: Record<string, unknown>) => unknown } = {}) {
  setLanguage(language);
  const trendResolver = vi.fn((args: { input: Record<string, unknown> }) => answer(args.input));
  const node = {
    __typename: 'AnalyticsGroup',
    id: 'ag-1',
    groupId: 'g1',
    organizationId: 'oa',
    name: 'Vestområdet',
    // The units of all its devices, each once, as the gateway answers them.
    deviceCount: 2,
    units: [...(analyticsDevice().units as { slug: string }[]), { slug: 'flow', name: 'Flow', unit: 'l/s', dataType: 'continuous' }],
    trend: trendResolver,
  };
  setEnvironmentFactory(() => ({ environment: createMockEnvironment({ Query: { node: () => node } }), dispose: () => undefined }));
  const user = userEvent.setup();
  const ui = (refreshedAt: number) => (
    <Providers>
      <MemoryRouter>
        <Suspense fallback="loading">
          <Harness mode={mode} refreshedAt={refreshedAt} />
        </Suspense>
      </MemoryRouter>
    </Providers>
  );
  const { rerender } = render(ui(0));
  await waitFor(() => expect(screen.queryByText('loading')).not.toBeInTheDocument());
  return { user, trendResolver, refresh: (refreshedAt: number) => rerender(ui(refreshedAt)) };
}

describe('GroupCard', () => {
  beforeEach(() => {
    resetApp();
    vi.mocked(buildExportTable).mockClear();
  });

  it('is collapsed at first, then draws only the group’s combined series with its summary, in Danish', async () => {
    const { user, trendResolver } = await renderCard();
    const card = screen.getByRole('region', { name: 'Gruppens udvikling: Vestområdet' });
    expect(within(card).getByText('Gruppens udvikling')).toBeInTheDocument();
    expect(within(card).getByText('Vestområdet · samlet serie for 2 enheder')).toBeInTheDocument();
    expect(trendResolver).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Udvid gruppens udvikling for Vestområdet' }));
    expect(await screen.findByText('17,25 cm')).toBeInTheDocument();
    expect(trendResolver.mock.calls[0]![0].input).toEqual({ period: 'week', ref: 'none' });
    expect(screen.getByText('20.11.2026, 09.30')).toBeInTheDocument();
    expect(screen.getByText('1 t.')).toBeInTheDocument();
    expect(screen.getByText('Gennemsnit').nextSibling).toHaveTextContent('17,5 cm');
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Graf for Vestområdet, 15.11.2026 – 21.11.2026' });
    await waitFor(() => expect(chart.querySelectorAll('svg path[data-series="main"]')).toHaveLength(1));
    expect(chart.querySelector('svg path[data-series="reference"]')).toBeNull();
    expect(within(chart.parentElement!).getByRole('button', { name: 'Eksportér' })).toBeInTheDocument();
    // The export holds exactly the plotted line: the group's, not its devices'.
    const [series, refSeries] = vi.mocked(buildExportTable).mock.calls.at(-1)!;
    expect(series.map((s) => s.name)).toEqual(['Vestområdet']);
    expect(refSeries).toEqual([]);
  });

  it('shows the summary in English and offers the units of all the group’s devices', async () => {
    const { user } = await renderCard({ language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Expand the group trend of Vestområdet' }));
    expect(await screen.findByText('17.25 cm')).toBeInTheDocument();
    expect(screen.getByText('Average').nextSibling).toHaveTextContent('17.5 cm');
    expect(screen.getByText('1 hr')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Chart of Vestområdet, 15/11/2026 – 21/11/2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More details' }));
    const units = screen.getByRole('combobox', { name: 'Unit' });
    expect(within(units).getAllByRole('option').map((o) => o.textContent)).toEqual(['Water level (cm)', 'Temperature (°C)', 'Flow (l/s)']);
  });

  it('draws the group’s reference series when one is chosen, and collapsing resets it', async () => {
    const { user, trendResolver } = await renderCard({
      answer: ({ ref }) => {
        if (ref === 'none') return groupTrend();
        const refSeries = [line('rest-ad-1', 'Pumpe Nord', 5), line('rest-ad-2', 'Pumpe Syd', 6), line(null, 'Vestområdet', 7)];
        return groupTrend({ ref, refFrom: '2026-11-07T23:00:00.000Z', refTo: '2026-11-14T23:00:00.000Z', refSeries });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Udvid gruppens udvikling for Vestområdet' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sammenlign med' }), 'previous_period');
    await waitFor(() => expect(trendResolver.mock.calls.at(-1)![0].input).toMatchObject({ ref: 'previous_period' }));
    const chart = await screen.findByRole('figure');
    await waitFor(() => expect(chart.querySelectorAll('svg path[data-series="reference"]')).toHaveLength(1));
    expect(chart.querySelectorAll('svg path[data-series="main"]')).toHaveLength(1);
    expect(screen.getByText('Vestområdet (Forrige periode)')).toBeInTheDocument();
    expect(screen.queryByText('Pumpe Nord (Forrige periode)')).not.toBeInTheDocument();
    const [series, refSeries] = vi.mocked(buildExportTable).mock.calls.at(-1)!;
    expect(series.map((s) => s.name)).toEqual(['Vestområdet']);
    expect(refSeries.map((s) => s.name)).toEqual(['Vestområdet']);

    await user.click(screen.getByRole('button', { name: 'Skjul gruppens udvikling for Vestområdet' }));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Udvid gruppens udvikling for Vestområdet' }));
    expect(await screen.findByRole('combobox', { name: 'Sammenlign med' })).toHaveValue('none');
  });

  it('says when the group has no data for the period', async () => {
    const empty = () =>
      groupTrend({
        series: [line('rest-ad-1', 'Pumpe Nord', 10), { deviceId: null, name: 'Vestområdet', points: days.map((ts) => ({ ts, v: null })) }],
        lastReading: null,
        total: null,
        intervalSeconds: null,
      });
    const { user } = await renderCard({ answer: empty });
    await user.click(screen.getByRole('button', { name: 'Udvid gruppens udvikling for Vestområdet' }));
    expect(await screen.findByText('Ingen data for denne periode')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('Seneste måling').nextSibling).toHaveTextContent('—');
  });

  it('toggles the big card', async () => {
    const { user } = await renderCard({ language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Bigger group trend card for Vestområdet' }));
    expect(screen.getByRole('button', { name: 'Smaller group trend card for Vestområdet' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves a default group trend to the page’s Refresh, and asks again itself with its own reference', async () => {
    const { user, trendResolver, refresh } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Udvid gruppens udvikling for Vestområdet' }));
    await screen.findByText('17,25 cm');
    expect(trendResolver).toHaveBeenCalledTimes(1);
    refresh(1);
    await screen.findByText('17,25 cm');
    expect(trendResolver).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sammenlign med' }), 'previous_year');
    await waitFor(() => expect(trendResolver).toHaveBeenCalledTimes(2));
    refresh(2);
    await waitFor(() => expect(trendResolver).toHaveBeenCalledTimes(3));
    expect(trendResolver.mock.calls[2]![0].input).toMatchObject({ ref: 'previous_year' });
  });

  it('is not shown in scheduling mode', async () => {
    const { trendResolver } = await renderCard({ mode: 'scheduling' });
    expect(screen.queryByRole('region', { name: /Gruppens udvikling/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Gruppens udvikling/)).not.toBeInTheDocument();
    expect(trendResolver).not.toHaveBeenCalled();
  });
});
