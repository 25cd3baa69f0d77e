import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IconType } from 'react-icons';
import { LuBuilding2, LuCpu, LuGauge, LuLayoutDashboard, LuMap, LuMonitorDot, LuShieldCheck, LuUsers, LuWrench } from 'react-icons/lu';
import type { AppAbility } from './buildAbility';

export type NavItem = {
  key: string;
  path: string;
  label: MessageDescriptor;
  icon: IconType;
  /** Who sees the item (spec part 1 §6). */
  visible: (ability: AppAbility) => boolean;
};

const everyone = () => true;
const managesAll = (ability: AppAbility) => ability.can('manage', 'all');

/** The sidebar, in the spec's rank order. */
export const navItems: NavItem[] = [
  { key: 'dashboard', path: '/dashboard', label: msg`Dashboard`, icon: LuLayoutDashboard, visible: everyone },
  { key: 'users', path: '/users', label: msg`Users`, icon: LuUsers, visible: managesAll },
  { key: 'roles', path: '/roles', label: msg`Roles`, icon: LuShieldCheck, visible: managesAll },
  { key: 'organizations', path: '/organizations', label: msg`Organisations`, icon: LuBuilding2, visible: everyone },
  { key: 'devices', path: '/devices', label: msg`Devices`, icon: LuCpu, visible: (a) => a.can('read', 'Device') },
  { key: 'counters', path: '/counters', label: msg`Counters`, icon: LuGauge, visible: everyone },
  { key: 'map', path: '/map', label: msg`Map`, icon: LuMap, visible: everyone },
  { key: 'monitoring', path: '/monitoring', label: msg`Monitoring`, icon: LuMonitorDot, visible: managesAll },
  { key: 'orders', path: '/orders', label: msg`Orders`, icon: LuWrench, visible: (a) => a.can('read', 'Service') },
];
