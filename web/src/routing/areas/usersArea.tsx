import { msg } from '@lingui/core/macro';
// Loaders import the queries' generated artifacts, not the pages: the pages load lazily, and the
// artifacts are small, so each query starts at once while its page's code downloads.
import AccountPageQuery, { type AccountPageQuery as AccountPageQueryType } from '../../../__generated__/AccountPageQuery.graphql';
import { preload } from '../../relay/preload';
import { lazyPage } from '../lazyPage';
import type { AreaPages } from '../PageNode';
import { routeAccess } from '../routeAccess';

/** /users: the platform's users, and each user's page (their own account page for themselves). */
export const usersArea: AreaPages = {
  children: [
    {
      path: ':userId',
      title: msg`User`,
      // A user's own account page is open to them, whoever may manage users.
      access: routeAccess.user,
      page: {
        loader: () => preload<AccountPageQueryType>(AccountPageQuery),
        lazy: lazyPage(() => import('../../features/account/AccountPage').then((m) => m.AccountPage)),
      },
      children: [{ path: 'edit', title: msg`Edit user` }],
    },
  ],
};
