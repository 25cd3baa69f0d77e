import { msg } from '@lingui/core/macro';
import type { AreaPages } from '../PageNode';

/** /roles: the roles and their rules. */
export const rolesArea: AreaPages = {
  children: [{ path: ':roleId', title: msg`Role` }],
};
