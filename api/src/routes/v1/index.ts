import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoute } from './auth/login.ts';
import { logoutRoute } from './auth/logout.ts';
import { passwordNewRoute } from './auth/password/new.ts';
import { passwordResetRoute } from './auth/password/reset.ts';
import { deviceRoutes } from './devices/index.ts';
import { deviceTypeCategoriesGetAllRoute } from './devicetype-categories/getAll.ts';
import { deviceTypeCategoriesListRoute } from './devicetype-categories/list.ts';
import { eventsRoute } from './events/stream.ts';
import { ingestMessagesRoute } from './ingest/messages.ts';
import { monitoringRoutes } from './monitoring/index.ts';
import { markReadRoute } from './notify/markRead.ts';
import { newReleaseRoute } from './notify/newRelease.ts';
import { organizationRoutes } from './organizations/index.ts';
import { packagesListRoute } from './packages/list.ts';
import { releaseRoutes } from './releases/releaseRoutes.ts';
import { trendsRoute } from './analytics/trends.ts';
import { trendsOrganizationRoute } from './analytics/trendsOrganization.ts';
import { analyticsConstRoutes } from './const/analytics.ts';
import { serviceScheduleRoutes } from './organizations/serviceSchedule/serviceScheduleRoutes.ts';
import { serviceSchedulesRoute } from './analytics/serviceSchedules.ts';
import { serviceSchedulesOrganizationRoute } from './analytics/serviceSchedulesOrganization.ts';
import { roleAbilitiesRoute } from './roles/abilities.ts';
import { userAbilitiesRoute } from './users/abilities.ts';
import { userByIdRoute } from './users/byId.ts';
import { userConfigRoutes } from './users/config.ts';
import { usersListRoute } from './users/list.ts';
import { usersMeRoute } from './users/me.ts';
import { contractRoutes } from './contracts/index.ts';
import { installationRoutes } from './installation/index.ts';
import { serviceOrderRoutes } from './service-orders/index.ts';
import { serviceCentersRoutes } from './service-centers/index.ts';
import { taskRoutes } from './tasks/index.ts';
import { techniciansListRoute } from './technicians/list.ts';

/** Every /api/v1 route, by URL area (files mirror the paths). */
export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (auth) => {
      await auth.register(loginRoute);
      await auth.register(logoutRoute);
      await auth.register(passwordResetRoute);
      await auth.register(passwordNewRoute);
    },
    { prefix: '/auth' },
  );
  await app.register(
    async (users) => {
      await users.register(usersListRoute);
      await users.register(usersMeRoute);
      await users.register(userAbilitiesRoute);
      await users.register(userConfigRoutes);
      await users.register(userByIdRoute);
    },
    { prefix: '/users' },
  );
  await app.register(roleAbilitiesRoute, { prefix: '/roles' });
  await app.register(
    async (notify) => {
      await notify.register(newReleaseRoute);
      await notify.register(markReadRoute);
    },
    { prefix: '/notify' },
  );
  await app.register(releaseRoutes, { prefix: '/releases' });
  await app.register(eventsRoute, { prefix: '/events' });
  await app.register(organizationRoutes, { prefix: '/organizations' });
  await app.register(monitoringRoutes, { prefix: '/monitoring' });
  await app.register(deviceRoutes, { prefix: '/devices' });
  await app.register(packagesListRoute, { prefix: '/packages' });
  await app.register(deviceTypeCategoriesListRoute, { prefix: '/devicetype-categories' });
  await app.register(deviceTypeCategoriesGetAllRoute, { prefix: '/devicetype-categories' });
  await app.register(ingestMessagesRoute, { prefix: '/ingest' });
  await app.register(trendsRoute, { prefix: '/analytics/trends' });
  await app.register(trendsOrganizationRoute, { prefix: '/analytics/trends' });
  await app.register(analyticsConstRoutes, { prefix: '/const/analytics' });
  await app.register(serviceScheduleRoutes, { prefix: '/organizations' });
  await app.register(serviceSchedulesRoute, { prefix: '/analytics/service-schedules' });
  await app.register(serviceSchedulesOrganizationRoute, { prefix: '/analytics/service-schedules' });
  await app.register(contractRoutes, { prefix: '/contracts' });
  await app.register(serviceOrderRoutes, { prefix: '/service-orders' });
  await app.register(installationRoutes, { prefix: '/installation' });
  await app.register(serviceCentersRoutes, { prefix: '/service-centers' });
  await app.register(taskRoutes, { prefix: '/tasks' });
  await app.register(techniciansListRoute, { prefix: '/technicians' });
};
