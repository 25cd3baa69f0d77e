import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IconType } from 'react-icons';
import { LuBuilding2, LuCpu, LuGauge, LuLayoutDashboard, LuMap, LuMonitorDot, LuShieldCheck, LuUsers, LuWrench } from 'react-icons/lu';
import {
  countersPath,
  dashboardPath,
  devicesPath,
  mapPath,
  monitoringPath,
  ordersPath,
  organizationsPath,
  rolesPath,
  usersPath,
} from '../../routing/paths';
import { routeAccess, type AccessRule } from '../../routing/routeAccess';

export type NavItem = {
  key: string;
  path: string;
  label: MessageDescriptor;
  icon: IconType;
  /** Who sees the item: the same rule that guards its pages (spec part 1 §6). */
  access: AccessRule;
};

/** The sidebar, in the spec's rank order. */
export const navItems: NavItem[] = [
  { key: 'dashboard', path: dashboardPath(), label: msg`Dashboard`, icon: LuLayoutDashboard, access: routeAccess.dashboard },
  { key: 'users', path: usersPath(), label: msg`Users`, icon: LuUsers, access: routeAccess.users },
  { key: 'roles', path: rolesPath(), label: msg`Roles`, icon: LuShieldCheck, access: routeAccess.roles },
  { key: 'organizations', path: organizationsPath(), label: msg`Organisations`, icon: LuBuilding2, access: routeAccess.organizations },
  { key: 'devices', path: devicesPath(), label: msg`Devices`, icon: LuCpu, access: routeAccess.devices },
  { key: 'counters', path: countersPath(), label: msg`Counters`, icon: LuGauge, access: routeAccess.counters },
  { key: 'map', path: mapPath(), label: msg`Map`, icon: LuMap, access: routeAccess.map },
  { key: 'monitoring', path: monitoringPath(), label: msg`Monitoring`, icon: LuMonitorDot, access: routeAccess.monitoring },
  { key: 'orders', path: ordersPath(), label: msg`Orders`, icon: LuWrench, access: routeAccess.orders },
];
