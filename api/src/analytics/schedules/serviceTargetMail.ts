import type { MailMessage } from '../../mail/mailer.ts';

/** The "service target reached" e-mail, in the organisation's language. */
export function serviceTargetMail(opts: {
  to: string[];
  deviceName: string;
  target: number;
  total: number;
  language: 'da' | 'en';
}): MailMessage {
  const { deviceName, target, total } = opts;
  const to = opts.to.join(', ');
  if (opts.language === 'en') {
    return {
      to,
      subject: `Service due: ${deviceName}`,
      text: [
        `The device "${deviceName}" has reached its service target of ${target} (counted since the last reset: ${total}).`,
        '',
        'Plan the service and reset the schedule in FieldSense when it is done.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Service påkrævet: ${deviceName}`,
    text: [
      `Enheden "${deviceName}" har nået sit servicemål på ${target} (talt siden seneste nulstilling: ${total}).`,
      '',
      'Planlæg servicen, og nulstil serviceplanen i FieldSense, når den er udført.',
    ].join('\n'),
  };
}
