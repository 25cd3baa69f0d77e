import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The opened database (its lifetime belongs to whoever opened it, not to the app). */
    database: Database;
    db: Db;
  }
}

export const dbPlugin = fp(async function dbPlugin(app: FastifyInstance, opts: { database: Database }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
}, { name: 'dbPlugin' });
