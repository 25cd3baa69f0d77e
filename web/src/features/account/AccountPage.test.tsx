import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../../test/renderApp';

const user = {
  userId: 'user-1',
  name: 'Ada Admin',
  email: 'admin@example.com',
  roles: [
    { roleId: 'r1', name: 'Platform administrator', organizationId: null },
    { roleId: 'r2', name: 'Medlem', organizationId: 'org-1' },
  ],
  organizations: [{ organizationId: 'org-1', name: 'Aarhus Vand' }],
};

describe('AccountPage', () => {
  beforeEach(resetApp);

  it("shows the user's name, e-mail, roles and organisations", async () => {
    renderApp({ path: '/users/user-1', resolvers: { Viewer: { user: () => user } } });
    expect(await screen.findByRole('heading', { name: 'Min konto' })).toBeInTheDocument();
    expect(screen.getAllByText('admin@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Platform administrator')).toBeInTheDocument();
    expect(screen.getByText('Hele platformen')).toBeInTheDocument();
    expect(screen.getAllByText('Aarhus Vand').length).toBe(2);
  });

  it('saves the UTC offset and language and confirms with a toast', async () => {
    const updateUserConfig = vi.fn((_: unknown, { input }: { input: { language: string; utcOffset: number } }) => ({ config: input }));
    const u = userEvent.setup();
    renderApp({ path: '/users/user-1', resolvers: { Viewer: { user: () => user }, Mutation: { updateUserConfig } } });
    await u.selectOptions(await screen.findByLabelText('Tidszone (forskydning fra UTC)'), '3');
    await u.selectOptions(screen.getByLabelText('Sprog'), 'en');
    await u.click(screen.getByRole('button', { name: 'Gem indstillinger' }));
    await waitFor(() => expect(updateUserConfig).toHaveBeenCalled());
    expect(updateUserConfig.mock.calls[0]![1]).toEqual({ input: { language: 'en', utcOffset: 3 } });
    // The page switches to the saved language, and says so in it.
    expect(await screen.findByText('Your settings have been saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
  });

  it('shows an error toast and field errors when saving fails', async () => {
    const updateUserConfig = vi.fn(() => {
      throw new GraphQLError('invalid', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'utcOffset', message: 'Out of range' }] } });
    });
    const u = userEvent.setup();
    renderApp({ path: '/users/user-1', resolvers: { Viewer: { user: () => user }, Mutation: { updateUserConfig } } });
    await u.selectOptions(await screen.findByLabelText('Tidszone (forskydning fra UTC)'), '5');
    await u.click(screen.getByRole('button', { name: 'Gem indstillinger' }));
    expect(await screen.findByText('Dine indstillinger kunne ikke gemmes')).toBeInTheDocument();
    expect(screen.getByText('Out of range')).toBeInTheDocument();
  });
});
