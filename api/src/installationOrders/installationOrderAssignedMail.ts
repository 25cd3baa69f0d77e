import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Language } from '../i18n/Language.ts';
import { translate } from '../i18n/translate.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { InstallationOrder } from './installationOrderSchema.ts';

const locales = { da: 'da-DK', en: 'en-GB' } as const;

/** The "you have been given an installation order" e-mail, in the technician's language and on their clock. */
export function installationOrderAssignedMail(opts: {
  to: string;
  technician: string;
  language: Language;
  utcOffset: number;
  order: InstallationOrder;
  link: string;
}): MailMessage {
  const { order, language } = opts;
  const due = order.dueDate
    ? new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.parse(order.dueDate) + opts.utcOffset * 3_600_000))
    : '–';
  const params = {
    name: order.name,
    technician: opts.technician,
    owner: order.owner.name,
    center: order.serviceCenter?.name ?? '–',
    devices: new Intl.NumberFormat(locales[language]).format(order.devicesCount),
    due,
    note: order.note ?? '–',
    link: opts.link,
  };
  return {
    to: opts.to,
    subject: translate(language, 'installation.mail.assignedSubject', params),
    text: translate(language, 'installation.mail.assignedBody', params),
  };
}

/**
 * E-mails the order's technician (after the assignment committed). A failure is logged, not
 * answered: the order is assigned either way, and the technician sees it in their list.
 */
export async function sendInstallationOrderAssignedMail(app: FastifyInstance, order: InstallationOrder): Promise<void> {
  if (!order.technician) return;
  try {
    const { rows } = await app.db.execute<{ email: string; name: string; language: Language; utc_offset: number }>(sql`
      select email, trim(first_name || ' ' || last_name) as name, language, utc_offset from users
      where id = ${order.technician.userId} and is_active`);
    const user = rows[0];
    if (!user) return;
    const link = `${app.appConfig.publicWebUrl.replace(/\/$/, '')}/orders/installation/${order._id}`;
    await app.mailer.send(
      installationOrderAssignedMail({ to: user.email, technician: user.name || order.technician.name, language: user.language, utcOffset: user.utc_offset, order, link }),
    );
  } catch (error) {
    app.log.error({ err: error, installationOrderId: order._id }, 'the installation order assignment e-mail failed');
  }
}
