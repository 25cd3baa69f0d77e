import { msg } from '@lingui/core/macro';
import { devicePages, devicesListPage, newDevicePage } from '../../routing/devicePages';
import type { AreaPages } from '../../routing/PageNode';
import { routeAccess } from '../../routing/routeAccess';

/**
 * /organizations: an organisation and what belongs to it (spec part 1 §2's breadcrumb paths). Its
 * page titles are in the organizations catalog, which loads with this module (shellPages). Each tab's
 * node is one block, so that the tabs built on other branches merge without touching their neighbours.
 */
export const organizationsArea: AreaPages = {
  children: [
    { path: 'new', title: msg`New organisation`, access: routeAccess.newOrganization },
    {
      path: ':orgId',
      title: msg`Organisation`,
      children: [
        { path: 'integrations', title: msg`Integrations` },
        {
          path: 'members',
          title: msg`Members`,
          children: [{ path: ':userId', title: msg`Member`, children: [{ path: 'edit', title: msg`Edit member` }] }],
        },
        { path: 'devices', title: msg`Devices`, access: routeAccess.devices, page: devicesListPage, children: [newDevicePage, ...devicePages] },
        { path: 'contracts', title: msg`Contracts`, children: [{ path: ':contractId', title: msg`Contract` }] },
        { path: 'roles', title: msg`Roles` },
        { path: 'keys', title: msg`API keys` },
        { path: 'groups', title: msg`Groups` },
      ],
    },
  ],
};
