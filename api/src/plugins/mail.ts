import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { createFileMailer, createMemoryMailer, createSmtpMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function mailerFromConfig(config: AppConfig): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.dataDir === 'memory') return createMemoryMailer(config.mailFrom);
  return createFileMailer(path.join(config.dataDir, 'mail'), config.mailFrom);
}

export const mailPlugin = fp(
  async function mailPlugin(app: FastifyInstance, opts: { mailer: Mailer }) {
    app.decorate('mailer', opts.mailer);
  },
  { name: 'mailPlugin' },
);
