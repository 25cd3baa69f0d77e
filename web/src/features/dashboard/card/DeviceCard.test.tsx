import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { Environment, RecordSource, Store } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceCardTestQuery } from '../../../../__generated__/DeviceCardTestQuery.graphql';
import { setLanguage } from '../../../i18n/i18n';
import { toaster } from '../../../components/toaster';
import { Providers } from '../../../Providers';
import { setEnvironmentFactory } from '../../../relay/environmentHolder';
import { createMockEnvironment, type MockResolvers } from '../../../test/createMockEnvironment';
import { resetApp } from '../../../test/renderApp';
import { TestDashboardView } from '../testDashboardView';
import { DeviceCard } from './DeviceCard';
import { analyticsDevice, cameraTrend, scheduling, trend } from './deviceCardFixtures';

vi.setConfig({ testTimeout: 30_000 });

type Mode = 'analytics' | 'scheduling';
type View = { mode?: Mode; period?: { period: 'week' | 'day' }; refreshedAt?: number; rules?: Parameters<typeof TestDashboardView>[0]['rules'] };

function Harness({ view, expanded: initiallyExpanded }: { view: View; expanded: boolean }) {
  const data = useLazyLoadQuery<DeviceCardTestQuery>(
    graphql`
      query DeviceCardTestQuery($id: ID!) {
        node(id: $id) {
          ...DeviceCard_device @alias(as: "device")
          ...DeviceCardSchedule_device @alias(as: "schedule")
        }
      }
    `,
    { id: 'ad-1' },
  );
  const [expanded, setExpanded] = useState(initiallyExpanded);
  // What the page gives a collapsed card in scheduling mode.
  const schedule = data.node?.schedule ?? undefined;
  return (
    <TestDashboardView {...view}>
      <DeviceCard device={data.node!.device!} summary={schedule} expanded={expanded} onExpandedChange={(_ids, open) => setExpanded(open)} />
    </TestDashboardView>
  );
}

type Options = { mode?: Mode; expanded?: boolean; device?: Record<string, unknown>; resolvers?: MockResolvers; language?: 'da' | 'en'; rules?: View['rules'] };

/** Renders one card for the device `ad-1`; its trend and scheduling come from the fixtures unless overridden. */
async function renderCard({ mode = 'analytics', expanded = true, device = {}, resolvers = {}, language = 'da', rules }: Options = {}) {
  setLanguage(language);
  const trendResolver = vi.fn((_args: { input: Record<string, unknown> }) => trend());
  const schedulingResolver = vi.fn((_args: { input: Record<string, unknown> }) => scheduling());
  const node = analyticsDevice({ trend: trendResolver, scheduling: schedulingResolver, ...device });
  const requests: string[] = [];
  setEnvironmentFactory(() => {
    const mock = createMockEnvironment({ ...resolvers, Query: { node: () => node, ...resolvers.Query } });
    const network = mock.getNetwork();
    const environment = new Environment({
      network: {
        execute: (request, variables, cacheConfig, uploadables) => {
          requests.push(request.name);
          return network.execute(request, variables, cacheConfig, uploadables);
        },
      },
      store: new Store(new RecordSource()),
    });
    return { environment, dispose: () => undefined };
  });
  const user = userEvent.setup();
  const ui = (view: View) => (
    <Providers>
      <MemoryRouter>
        <Suspense fallback="loading">
          <Harness view={{ mode, rules, ...view }} expanded={expanded} />
        </Suspense>
      </MemoryRouter>
    </Providers>
  );
  const { rerender } = render(ui({}));
  await screen.findByText('Pumpe Nord');
  return {
    user,
    trendResolver,
    schedulingResolver,
    requests,
    /** The page's Refresh: a new `refreshedAt`. */
    refresh: (refreshedAt: number) => rerender(ui({ refreshedAt })),
    changePeriod: (period: 'week' | 'day') => rerender(ui({ period: { period } })),
  };
}

describe('DeviceCard', () => {
  beforeEach(() => {
    resetApp();
    // Toasts of an earlier test outlive its unmounted toaster.
    toaster.remove();
  });

  it('shows the device when collapsed, expands on request and toggles the big card', async () => {
    const { user, trendResolver } = await renderCard({ expanded: false });
    expect(screen.getByRole('link', { name: 'Åbn enheden Pumpe Nord' })).toHaveAttribute('href', '/devices/rest-ad-1');
    expect(screen.getByText('350000001')).toBeInTheDocument();
    expect(screen.getByText('Vandstand · Vandstandsmåler NB-IoT v2')).toBeInTheDocument();
    expect(trendResolver).not.toHaveBeenCalled();

    const big = screen.getByRole('button', { name: 'Større kort for Pumpe Nord' });
    await user.click(big);
    expect(screen.getByRole('button', { name: 'Mindre kort for Pumpe Nord' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Udvid Pumpe Nord' }));
    expect(await screen.findByText('12,5 cm')).toBeInTheDocument();
    // No aggregation: the unit's default is the API's to choose.
    expect(trendResolver.mock.calls[0]![0].input).toEqual({ period: 'week', ref: 'none' });
    await user.click(screen.getByRole('button', { name: 'Skjul Pumpe Nord' }));
    expect(screen.queryByText('12,5 cm')).not.toBeInTheDocument();
  });

  it('shows the analytics summary and the chart in Danish', async () => {
    await renderCard();
    expect(await screen.findByText('12,5 cm')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026, 09.30')).toBeInTheDocument();
    expect(screen.getByText('15 min.')).toBeInTheDocument();
    // A water level is averaged, never summed.
    expect(screen.getByText('Gennemsnit').nextSibling).toHaveTextContent('11,75 cm');
    expect(screen.getByText('Minimum').nextSibling).toHaveTextContent('10 cm');
    expect(screen.getByText('Maksimum').nextSibling).toHaveTextContent('16 cm');
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Graf for Pumpe Nord, 15.11.2026 – 21.11.2026' });
    await waitFor(() => expect(chart.querySelector('svg path[data-series="main"]')).not.toBeNull());
    expect(within(chart.parentElement!).getByRole('button', { name: 'Eksportér' })).toBeInTheDocument();
  });

  it('shows the analytics summary in English', async () => {
    await renderCard({ language: 'en' });
    expect(await screen.findByText('12.5 cm')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026, 09:30')).toBeInTheDocument();
    expect(screen.getByText('15 mins')).toBeInTheDocument();
    expect(screen.getByText('Average').nextSibling).toHaveTextContent('11.75 cm');
    expect(screen.getByText('Minimum').nextSibling).toHaveTextContent('10 cm');
    expect(screen.getByText('Maximum').nextSibling).toHaveTextContent('16 cm');
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Chart of Pumpe Nord, 15/11/2026 – 21/11/2026' })).toBeInTheDocument();
  });

  it('leaves a default card to the page’s Refresh, and asks again itself with its own reference', async () => {
    const { user, trendResolver, refresh, requests } = await renderCard();
    await screen.findByText('12,5 cm');
    expect(requests).toEqual(['DeviceCardTestQuery', 'DeviceCardRefetchQuery']);
    // The page's one request refreshes what a default card shows: the card asks nothing itself.
    refresh(1);
    await screen.findByText('12,5 cm');
    expect(trendResolver).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sammenlign med' }), 'previous_year');
    await waitFor(() => expect(trendResolver).toHaveBeenCalledTimes(2));
    refresh(2);
    await waitFor(() => expect(trendResolver).toHaveBeenCalledTimes(3));
    expect(trendResolver.mock.calls[2]![0].input).toMatchObject({ ref: 'previous_year' });
    expect(screen.getByText('12,5 cm')).toBeInTheDocument();
    expect(requests.filter((name) => name === 'DeviceCardRefetchQuery')).toHaveLength(3);
  });

  it('starts from the default reference again after collapsing', async () => {
    const { user, trendResolver } = await renderCard();
    await screen.findByText('12,5 cm');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sammenlign med' }), 'previous_year');
    await waitFor(() => expect(trendResolver.mock.calls.at(-1)![0].input).toMatchObject({ ref: 'previous_year' }));
    await user.click(screen.getByRole('button', { name: 'Skjul Pumpe Nord' }));
    await user.click(screen.getByRole('button', { name: 'Udvid Pumpe Nord' }));
    expect(await screen.findByRole('combobox', { name: 'Sammenlign med' })).toHaveValue('none');
  });

  it('keeps the numbers on screen while a new period loads', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { trendResolver, changePeriod } = await renderCard();
    await screen.findByText('12,5 cm');
    trendResolver.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never);
    changePeriod('day');
    await waitFor(() => expect(trendResolver.mock.calls.at(-1)![0].input).toMatchObject({ period: 'day' }));
    expect(screen.getByText('12,5 cm')).toBeInTheDocument();
    answer(trend({ period: 'day', bucket: 'hour', lastReading: { value: 8.25, time: '2026-11-20T08:30:00.000Z' } }));
    expect(await screen.findByText('8,25 cm')).toBeInTheDocument();
  });

  it('says when the period has no data', async () => {
    const empty = trend({ series: [{ deviceId: 'rest-ad-1', name: 'Pumpe Nord', points: [{ ts: '2026-11-15T23:00:00.000Z', v: null }] }], lastReading: null, total: null, intervalSeconds: null });
    await renderCard({ device: { trend: () => empty } });
    expect(await screen.findByText('Ingen data for denne periode')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('Seneste måling').nextSibling).toHaveTextContent('—');
  });

  it("shows a camera's images per bucket and their total, without a unit word or an average", async () => {
    await renderCard({ device: { trend: () => cameraTrend() } });
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent(/^1\.001$/);
    expect(screen.getByText('Seneste måling').nextSibling).toHaveTextContent(/^183\.422$/);
    expect(screen.queryByText('Gennemsnit')).not.toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: /^Graf for Pumpe Nord/ });
    await waitFor(() => expect(chart.querySelector('svg path[data-series="main"]')).not.toBeNull());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Flere detaljer' }));
    // A count has one aggregation: it is named, not offered as a choice.
    expect(screen.queryByRole('combobox', { name: 'Sammenlægning' })).not.toBeInTheDocument();
    expect(screen.getByText('Sammenlægning').nextSibling).toHaveTextContent('Total');
  });

  it('shows more details, changes the aggregation and the reference, and hides the details', async () => {
    const { user, trendResolver } = await renderCard({ language: 'en' });
    await screen.findByText('12.5 cm');
    await user.click(screen.getByRole('button', { name: 'More details' }));
    expect(screen.getByText('15/11/2026 – 21/11/2026')).toBeInTheDocument();
    expect(screen.getByText('One day')).toBeInTheDocument();
    // The unit is worded by its slug in the user's language, whatever name the model has.
    expect(screen.getByText('Water level (cm)')).toBeInTheDocument();
    const aggregation = screen.getByRole('combobox', { name: 'Aggregation' });
    // The unit's aggregations only: a water level has no total.
    expect(within(aggregation).getAllByRole('option').map((o) => o.textContent)).toEqual(['Average', 'Minimum', 'Maximum']);
    await user.selectOptions(aggregation, 'maximum');
    await waitFor(() => expect(trendResolver.mock.calls.at(-1)![0].input).toMatchObject({ aggregation: 'maximum' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), 'previous_period');
    await waitFor(() => expect(trendResolver.mock.calls.at(-1)![0].input).toMatchObject({ aggregation: 'maximum', ref: 'previous_period' }));
    // Another unit starts from its own default aggregation.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'temperature');
    await waitFor(() => expect(trendResolver.mock.calls.at(-1)![0].input).toEqual({ period: 'week', ref: 'previous_period', unit: 'temperature' }));
    await user.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByRole('combobox', { name: 'Aggregation' })).not.toBeInTheDocument();
  });

  it('shows the scheduling values in Danish', async () => {
    await renderCard({ mode: 'scheduling' });
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('01.11.2026, 08.00')).toBeInTheDocument();
    expect(screen.getByText('5.000')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Talte hændelser for Pumpe Nord, 15.11.2026 – 21.11.2026' })).toBeInTheDocument();
  });

  it('shows the count, the target and that service is due on the collapsed card, in both languages', async () => {
    const due = { ...scheduling().serviceSchedule, totalCountSinceLastReset: 5200 };
    await renderCard({ mode: 'scheduling', expanded: false, device: { serviceSchedule: due } });
    const summary = await screen.findByTestId('schedule-summary');
    expect(within(summary).getByText('Antal siden sidste nulstilling').nextSibling).toHaveTextContent('5.200');
    expect(within(summary).getByText('Servicemål').nextSibling).toHaveTextContent('5.000');
    expect(within(summary).getByText('Service påkrævet')).toBeInTheDocument();
    cleanup();
    await renderCard({ mode: 'scheduling', expanded: false, language: 'en' });
    const notDue = await screen.findByTestId('schedule-summary');
    expect(within(notDue).getByText('Count since last reset').nextSibling).toHaveTextContent('1,234');
    expect(within(notDue).getByText('Service target').nextSibling).toHaveTextContent('5,000');
    expect(within(notDue).queryByText('Service due')).not.toBeInTheDocument();
    cleanup();
    await renderCard({ mode: 'scheduling', expanded: false, language: 'en', device: { serviceSchedule: null } });
    expect(await screen.findByText('No target set')).toBeInTheDocument();
  });

  it('shows no schedule on a collapsed card in analytics mode', async () => {
    await renderCard({ expanded: false });
    expect(screen.queryByTestId('schedule-summary')).not.toBeInTheDocument();
  });

  it('shows that no target is set, in English', async () => {
    await renderCard({ mode: 'scheduling', language: 'en', device: { scheduling: () => scheduling({ serviceSchedule: null }) } });
    expect(await screen.findByText('No target set')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset service' })).toBeDisabled();
  });

  it('shows the numbers but no threshold or reset to someone who may only read the owner’s analytics', async () => {
    const readOnly = [{ action: ['read'], subject: ['Analytics'], conditions: { organizationId: 'oa' }, fields: null, inverted: false, reason: null }];
    await renderCard({ mode: 'scheduling', rules: readOnly });
    expect(await screen.findByText('5.000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sæt tærskel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nulstil service' })).not.toBeInTheDocument();
  });

  it('offers threshold and reset to who may update the owner’s analytics', async () => {
    const orgAdmin = [{ action: ['read', 'update'], subject: ['Analytics'], conditions: { organizationId: 'oa' }, fields: null, inverted: false, reason: null }];
    await renderCard({ mode: 'scheduling', rules: orgAdmin });
    expect(await screen.findByRole('button', { name: 'Sæt tærskel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nulstil service' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fjern mål' })).toBeEnabled();
  });

  it('says that a device without a counter has no schedule', async () => {
    const { schedulingResolver } = await renderCard({ mode: 'scheduling', device: { hasCounter: false } });
    expect(await screen.findByText('Enheden tæller ikke hændelser og har derfor ingen serviceplan.')).toBeInTheDocument();
    expect(schedulingResolver).not.toHaveBeenCalled();
  });

  it('sets a threshold: negative input ignored, Apply disabled at 0, the mutation gets the input', async () => {
    const setServiceSchedule = vi.fn((_: unknown, { input }: { input: { serviceTargetCount: number; notificationEmail: string } }) => ({
      serviceSchedule: { ...scheduling().serviceSchedule, serviceTargetCount: input.serviceTargetCount },
      device: analyticsDevice({
        serviceSchedule: { ...scheduling().serviceSchedule, serviceTargetCount: input.serviceTargetCount },
        scheduling: () => scheduling({ serviceSchedule: { ...scheduling().serviceSchedule, serviceTargetCount: input.serviceTargetCount } }),
      }),
    }));
    const { user } = await renderCard({ mode: 'scheduling', resolvers: { Mutation: { setServiceSchedule } } });
    await user.click(await screen.findByRole('button', { name: 'Sæt tærskel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sæt tærskel: Pumpe Nord' });
    const target = within(dialog).getByRole('spinbutton', { name: /Servicemål/ });
    expect(target).toHaveValue(5000);
    fireEvent.change(target, { target: { value: '-3' } });
    expect(target).toHaveValue(5000);
    await user.clear(target);
    await user.type(target, '-5');
    expect(target).not.toHaveValue(-5);
    await user.clear(target);
    await user.type(target, '0');
    expect(within(dialog).getByRole('button', { name: 'Anvend' })).toBeDisabled();
    await user.clear(target);
    await user.type(target, '7500');
    const emails = within(dialog).getByRole('textbox', { name: 'E-mails til besked' });
    expect(emails).toHaveAttribute('type', 'text');
    expect(within(dialog).getByText('Adskil flere adresser med semikolon.')).toBeInTheDocument();
    await user.clear(emails);
    await user.type(emails, 'a@x.dk; b@y.dk');
    await user.click(within(dialog).getByRole('button', { name: 'Anvend' }));
    await waitFor(() => expect(setServiceSchedule).toHaveBeenCalled());
    expect(setServiceSchedule.mock.calls[0]![1]).toEqual({ input: { deviceId: 'ad-1', serviceTargetCount: 7500, notificationEmail: 'a@x.dk; b@y.dk' } });
    expect(await screen.findByText('Tærskel sat')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('7.500')).toBeInTheDocument();
  });

  it('shows the server’s words when the threshold cannot be set, keeping the form open', async () => {
    const setServiceSchedule = vi.fn(() => {
      throw new GraphQLError('Nogle felter er ikke udfyldt korrekt.', {
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'notificationEmail', message: '"nej" er ikke en gyldig e-mailadresse' }] },
      });
    });
    const { user } = await renderCard({ mode: 'scheduling', language: 'en', resolvers: { Mutation: { setServiceSchedule } } });
    await user.click(await screen.findByRole('button', { name: 'Set threshold' }));
    const dialog = await screen.findByRole('dialog');
    const emails = within(dialog).getByRole('textbox', { name: 'Notification e-mails' });
    await user.clear(emails);
    await user.type(emails, 'nej');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('"nej" er ikke en gyldig e-mailadresse')).toBeInTheDocument();
    expect(screen.getByText('The threshold could not be set')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes the target after confirmation, with a toast, and not after cancel', async () => {
    const deleteServiceSchedule = vi.fn(() => ({
      deletedServiceScheduleId: 'ss-1',
      device: analyticsDevice({ serviceSchedule: null, scheduling: () => scheduling({ serviceSchedule: null }) }),
    }));
    const { user } = await renderCard({ mode: 'scheduling', resolvers: { Mutation: { deleteServiceSchedule } } });
    await user.click(await screen.findByRole('button', { name: 'Fjern mål' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Fjern mål: Pumpe Nord' });
    expect(within(dialog).getByText(/Servicemålet på 5\.000 og dets e-mailadresser fjernes/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annullér' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteServiceSchedule).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Fjern mål' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Fjern mål' }));
    await waitFor(() => expect(deleteServiceSchedule).toHaveBeenCalled());
    expect((deleteServiceSchedule.mock.calls[0] as unknown[])[1]).toEqual({ input: { deviceId: 'ad-1', serviceScheduleId: 'ss-1' } });
    expect(await screen.findByText('Målet er fjernet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Intet mål sat')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fjern mål' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nulstil service' })).toBeDisabled();
  });

  it('says so in English when the target cannot be removed, keeping the dialog open', async () => {
    const deleteServiceSchedule = vi.fn(() => {
      throw new GraphQLError('The service schedule does not exist.', { extensions: { code: 'NOT_FOUND' } });
    });
    const { user } = await renderCard({ mode: 'scheduling', language: 'en', resolvers: { Mutation: { deleteServiceSchedule } } });
    await user.click(await screen.findByRole('button', { name: 'Remove target' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove target: Pumpe Nord' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove target' }));
    expect(await screen.findByText('The target could not be removed')).toBeInTheDocument();
    expect(screen.getByText('The service schedule does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('resets the service after confirmation, and not after cancel', async () => {
    const resetServiceSchedule = vi.fn(() => ({
      serviceSchedule: { ...scheduling().serviceSchedule, totalCountSinceLastReset: 0 },
      device: analyticsDevice({
        serviceSchedule: { ...scheduling().serviceSchedule, totalCountSinceLastReset: 0, lastResetAt: '2026-11-22T05:00:00.000Z' },
        scheduling: () => scheduling({ serviceSchedule: { ...scheduling().serviceSchedule, totalCountSinceLastReset: 0, lastResetAt: '2026-11-22T05:00:00.000Z' } }),
      }),
    }));
    const { user } = await renderCard({ mode: 'scheduling', resolvers: { Mutation: { resetServiceSchedule } } });
    await user.click(await screen.findByRole('button', { name: 'Nulstil service' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Nulstil service: Pumpe Nord' });
    await user.click(within(dialog).getByRole('button', { name: 'Annullér' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(resetServiceSchedule).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Nulstil service' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Nulstil service' }));
    await waitFor(() => expect(resetServiceSchedule).toHaveBeenCalled());
    expect((resetServiceSchedule.mock.calls[0] as unknown[])[1]).toEqual({ input: { deviceId: 'ad-1', serviceScheduleId: 'ss-1' } });
    expect(await screen.findByText('Service nulstillet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('22.11.2026, 06.00')).toBeInTheDocument();
  });
});
