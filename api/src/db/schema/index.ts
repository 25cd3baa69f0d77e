// Every table of the product, by domain. drizzle-kit reads this file to generate migrations.
export * from './identity.ts';
