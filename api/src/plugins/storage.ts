import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { FileStorage } from '../storage/FileStorage.ts';
import { storageFromConfig } from '../storage/storageFromConfig.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (images, attachments): DATA_DIR/files or an S3-compatible store. */
    storage: FileStorage;
  }
}

export const storagePlugin = fp(
  async function storagePlugin(app: FastifyInstance, opts: { storage?: FileStorage; config: Pick<AppConfig, 'dataDir' | 's3'> }) {
    const chosen = opts.storage ? { storage: opts.storage } : storageFromConfig(opts.config);
    app.decorate('storage', chosen.storage);
    if (chosen.dispose) app.addHook('onClose', async () => chosen.dispose!());
  },
  { name: 'storagePlugin' },
);
