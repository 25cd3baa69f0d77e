import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../../test/renderApp';

const notification = (n: number, releaseVersion: string | null) => ({
  id: `notification-node-${n}`,
  notificationId: `notification-${n}`,
  releaseVersion,
  createdAt: '2026-11-20T08:30:00.000Z',
});

const withNotifications = (list: ReturnType<typeof notification>[], markNotificationRead = vi.fn()) =>
  renderApp({
    path: '/counters',
    resolvers: { Viewer: { newReleaseNotifications: () => list }, Mutation: { markNotificationRead } },
  });

describe('ReleaseBanner', () => {
  beforeEach(resetApp);

  it('announces the version of the latest notification, linking to /release', async () => {
    withNotifications([notification(2, '1.49.3'), notification(1, '1.48.0')]);
    const banner = await screen.findByRole('region', { name: 'Ny version' });
    expect(banner).toHaveTextContent('Ny version 1.49.3 er udgivet.');
    expect(screen.getByRole('link', { name: 'Se hvad der er nyt' })).toHaveAttribute('href', '/release');
  });

  it('shows a generic message when the version is unknown', async () => {
    withNotifications([notification(1, null)]);
    expect(await screen.findByRole('region', { name: 'Ny version' })).toHaveTextContent('En ny version af FieldSense er tilgængelig.');
  });

  it('is hidden when there are no notifications', async () => {
    withNotifications([]);
    await screen.findByRole('navigation', { name: 'Hovednavigation', hidden: true });
    expect(screen.queryByRole('region', { name: 'Ny version' })).not.toBeInTheDocument();
  });

  it('marks the latest notification read on close and hides itself', async () => {
    // The server's state: marking one read removes it from the viewer's list.
    let unread = [notification(2, '1.49.3'), notification(1, '1.48.0')];
    let answer: () => void = () => undefined;
    const markNotificationRead = vi.fn(
      (_: unknown, { input }: { input: { notificationId: string } }) =>
        new Promise((resolve) => {
          answer = () => {
            unread = [];
            resolve({ notificationId: input.notificationId, viewer: { id: 'viewer-1' } });
          };
        }),
    );
    renderApp({
      path: '/counters',
      resolvers: { Viewer: { newReleaseNotifications: () => unread }, Mutation: { markNotificationRead } },
    });
    await screen.findByRole('region', { name: 'Ny version' });
    await userEvent.click(screen.getByRole('button', { name: 'Luk meddelelsen om den nye version' }));

    await waitFor(() => expect(markNotificationRead).toHaveBeenCalled());
    expect(markNotificationRead.mock.calls[0]![1].input).toEqual({ notificationId: 'notification-2' });
    // Optimistically, the next notification shows before the server answers...
    expect(screen.getByRole('region', { name: 'Ny version' })).toHaveTextContent('1.48.0');
    // ...and the server's remaining list (empty here) wins once it answers.
    answer();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ny version' })).not.toBeInTheDocument());
  });
});
