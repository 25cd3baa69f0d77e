import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminRules, memberRules, technicianRules } from '../../test/createMockEnvironment';
import { renderApp, resetApp } from '../../test/renderApp';

const itemsFor = async (abilities: unknown[]) => {
  // A light page (no charts to load), so the test is about the sidebar alone.
  renderApp({ path: '/counters', resolvers: { Viewer: { abilities: () => abilities } } });
  const nav = await screen.findByRole('navigation', { name: 'Hovednavigation', hidden: true });
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);
};

describe('Sidebar', () => {
  beforeEach(resetApp);

  it('shows everything, in rank order, to a platform administrator', async () => {
    expect(await itemsFor(adminRules)).toEqual(['Dashboard', 'Brugere', 'Roller', 'Organisationer', 'Enheder', 'Tællere', 'Kort', 'Overvågning', 'Ordrer']);
  });

  it('shows an organisation member devices but not orders or admin items', async () => {
    expect(await itemsFor(memberRules)).toEqual(['Dashboard', 'Organisationer', 'Enheder', 'Tællere', 'Kort']);
  });

  it('shows a technician devices and orders', async () => {
    expect(await itemsFor(technicianRules)).toEqual(['Dashboard', 'Organisationer', 'Enheder', 'Tællere', 'Kort', 'Ordrer']);
  });

  it('shows only the items for everyone without rules', async () => {
    expect(await itemsFor([])).toEqual(['Dashboard', 'Organisationer', 'Tællere', 'Kort']);
  });

  it('respects an inverted rule', async () => {
    const rules = [...technicianRules, { action: ['read'], subject: ['Service'], conditions: null, fields: null, inverted: true, reason: null }];
    expect(await itemsFor(rules)).toEqual(['Dashboard', 'Organisationer', 'Enheder', 'Tællere', 'Kort']);
  });
});

describe('Sidebar updates', () => {
  beforeEach(resetApp);

  it('follows new ability rules from the viewerChanged subscription', async () => {
    const { openSubscriptions, pushSubscription } = await import('../../test/createMockEnvironment');
    const { act, waitFor } = await import('@testing-library/react');
    expect(await itemsFor(memberRules)).not.toContain('Ordrer');
    // The shell subscribes in an effect, which may run after the sidebar shows.
    await waitFor(() => expect(openSubscriptions('useViewerChangedSubscription')).toBe(1));
    act(() =>
      pushSubscription('useViewerChangedSubscription', {
        viewerChanged: {
          __typename: 'Viewer',
          id: 'viewer-1',
          config: { language: 'da', utcOffset: 1 },
          abilities: technicianRules,
          newReleaseNotifications: [],
          user: { id: 'user-node-1', userId: 'user-1', name: 'Ada Admin', email: 'admin@example.com' },
        },
      }),
    );
    const nav = screen.getByRole('navigation', { name: 'Hovednavigation', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Ordrer', hidden: true })).toBeInTheDocument();
  });
});
