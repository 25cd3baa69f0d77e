import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { installationOrdersPath, serviceCentersPath, serviceOrdersPath, techniciansPath } from '../../routing/paths';
import { routeAccess, type AccessRule } from '../../routing/routeAccess';

export type OrdersTabId = 'installation' | 'service-orders' | 'technicians' | 'service-centers';

/** The four service areas of /orders (spec part 2 §2), in the order the tabs show them. */
export const ordersTabList: readonly { id: OrdersTabId; path: string; label: MessageDescriptor; access: AccessRule }[] = [
  { id: 'installation', path: installationOrdersPath(), label: msg`Installation orders`, access: routeAccess.installationOrders },
  { id: 'service-orders', path: serviceOrdersPath(), label: msg`Service orders`, access: routeAccess.orders },
  { id: 'technicians', path: techniciansPath(), label: msg`Technicians`, access: routeAccess.serviceCenters },
  { id: 'service-centers', path: serviceCentersPath(), label: msg`Service centres`, access: routeAccess.serviceCenters },
];
