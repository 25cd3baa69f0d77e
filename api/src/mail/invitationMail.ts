import type { MailMessage } from './mailer.ts';

/** How long an invitation's link works: a week, for people who read their mail on Mondays. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The invitation to an organisation, with the one-time link to choose a password, in the invitee's language. */
export function invitationMail(opts: { to: string; name: string; organization: string; invitedBy: string; link: string; language: 'da' | 'en' }): MailMessage {
  const { to, name, organization, invitedBy, link } = opts;
  if (opts.language === 'en') {
    return {
      to,
      subject: `You are invited to ${organization} on FieldSense`,
      text: [
        `Hello ${name || to},`,
        '',
        `${invitedBy} has invited you to ${organization} on FieldSense, where you can follow its sensors and their service.`,
        'Open this link within 7 days to choose your password (it works once):',
        '',
        link,
        '',
        'Then sign in with this e-mail address. If you did not expect this invitation, you can ignore this e-mail.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Du er inviteret til ${organization} i FieldSense`,
    text: [
      `Hej ${name || to},`,
      '',
      `${invitedBy} har inviteret dig til ${organization} i FieldSense, hvor du kan følge organisationens sensorer og deres service.`,
      'Åbn dette link inden for 7 dage for at vælge din adgangskode (det virker én gang):',
      '',
      link,
      '',
      'Log derefter ind med denne e-mailadresse. Hvis du ikke ventede invitationen, kan du se bort fra denne e-mail.',
    ].join('\n'),
  };
}
