// Every table of the product, by domain. drizzle-kit reads this file to generate migrations.
export * from './identity.ts';
export * from './devices.ts';
export * from './monitoring.ts';
export * from './contracts.ts';
export * from './service.ts';
export * from './installation.ts';
export * from './tasks.ts';
export * from './attachments.ts';
export * from './alarmTrips.ts';
