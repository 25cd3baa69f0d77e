import type { MailMessage } from './mailer.ts';

/** The reset e-mail in the user's language. */
export function passwordResetMail(opts: { to: string; name: string; link: string; language: 'da' | 'en' }): MailMessage {
  const { to, name, link } = opts;
  if (opts.language === 'en') {
    return {
      to,
      subject: 'Reset your FieldSense password',
      text: [
        `Hello ${name || to},`,
        '',
        'We received a request to reset the password of your FieldSense account.',
        'Open this link within one hour to choose a new password (it works once):',
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Nulstil din adgangskode til FieldSense',
    text: [
      `Hej ${name || to},`,
      '',
      'Vi har modtaget en anmodning om at nulstille adgangskoden til din FieldSense-konto.',
      'Åbn dette link inden for en time for at vælge en ny adgangskode (det virker én gang):',
      '',
      link,
      '',
      'Hvis du ikke har bedt om det, kan du se bort fra denne e-mail; din adgangskode forbliver den samme.',
    ].join('\n'),
  };
}
