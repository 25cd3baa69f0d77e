import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Language } from '../i18n/Language.ts';
import { translate } from '../i18n/translate.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { ServiceOrder } from './serviceOrderSchema.ts';

const locales = { da: 'da-DK', en: 'en-GB' } as const;

/** The "you have been given an order" e-mail, in the technician's language and on their clock. */
export function serviceOrderAssignedMail(opts: {
  to: string;
  name: string;
  language: Language;
  utcOffset: number;
  order: ServiceOrder;
  link: string;
}): MailMessage {
  const { order, language } = opts;
  const due = order.dueDate
    ? new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.parse(order.dueDate) + opts.utcOffset * 3_600_000))
    : '–';
  const params = {
    number: order.number,
    name: opts.name,
    device: `${order.device.name} (${order.device.device})`,
    owner: order.owner.name,
    center: order.service_center?.name ?? '–',
    issue: order.service_issue ?? '–',
    due,
    notes: order.notes ?? '–',
    link: opts.link,
  };
  return {
    to: opts.to,
    subject: translate(language, 'serviceOrder.mail.assignedSubject', params),
    text: translate(language, 'serviceOrder.mail.assignedBody', params),
  };
}

/**
 * E-mails the order's technician (after the assignment committed). A failure is logged, not
 * answered: the order is assigned either way, and the technician sees it in their list.
 */
export async function sendServiceOrderAssignedMail(app: FastifyInstance, order: ServiceOrder): Promise<void> {
  if (!order.technician) return;
  try {
    const { rows } = await app.db.execute<{ email: string; name: string; language: Language; utc_offset: number }>(sql`
      select email, trim(first_name || ' ' || last_name) as name, language, utc_offset from users
      where id = ${order.technician.userId} and is_active`);
    const user = rows[0];
    if (!user) return;
    const link = `${app.appConfig.publicWebUrl.replace(/\/$/, '')}/orders/service-orders/${order._id}`;
    await app.mailer.send(serviceOrderAssignedMail({ to: user.email, name: user.name || order.technician.name, language: user.language, utcOffset: user.utc_offset, order, link }));
  } catch (error) {
    app.log.error({ err: error, serviceOrderId: order._id }, 'the service order assignment e-mail failed');
  }
}
