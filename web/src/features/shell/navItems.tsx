import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import { Building2Icon, CpuIcon, GaugeIcon, LayoutDashboardIcon, MapIcon, MonitorDotIcon, ShieldCheckIcon, UsersIcon, WrenchIcon } from 'lucide-react';
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
  icon: LucideIcon;
  /** Who sees the item: the same rule that guards its pages (spec part 1 §6). */
  access: AccessRule;
};

/** The sidebar, in the spec's rank order. */
export const navItems: NavItem[] = [
  { key: 'dashboard', path: dashboardPath(), label: msg`Dashboard`, icon: LayoutDashboardIcon, access: routeAccess.dashboard },
  { key: 'users', path: usersPath(), label: msg`Users`, icon: UsersIcon, access: routeAccess.users },
  { key: 'roles', path: rolesPath(), label: msg`Roles`, icon: ShieldCheckIcon, access: routeAccess.roles },
  { key: 'organizations', path: organizationsPath(), label: msg`Organisations`, icon: Building2Icon, access: routeAccess.organizations },
  { key: 'devices', path: devicesPath(), label: msg`Devices`, icon: CpuIcon, access: routeAccess.devices },
  { key: 'counters', path: countersPath(), label: msg`Counters`, icon: GaugeIcon, access: routeAccess.counters },
  { key: 'map', path: mapPath(), label: msg`Map`, icon: MapIcon, access: routeAccess.map },
  { key: 'monitoring', path: monitoringPath(), label: msg`Monitoring`, icon: MonitorDotIcon, access: routeAccess.monitoring },
  { key: 'orders', path: ordersPath(), label: msg`Orders`, icon: WrenchIcon, access: routeAccess.orders },
];
