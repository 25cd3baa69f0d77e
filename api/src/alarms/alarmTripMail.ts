import type { alarmAggregations } from '../db/schema/index.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { type AlarmOperator, operatorSymbols } from './alarmCondition.ts';
import { NOTIFICATION_TIME_ZONE } from './notificationHours.ts';

export interface AlarmTripMailFacts {
  to: string[];
  language: 'da' | 'en';
  deviceName: string;
  /** The data model's name of the unit (`Water level`) and its measure (`cm`). */
  unitName: string;
  unitValue: string;
  value: number;
  operator: AlarmOperator;
  threshold: number;
  aggregation: (typeof alarmAggregations)[number] | null;
  /** Minutes an aggregation covers. */
  windowMinutes: number;
  readingTime: Date;
  /** The device's alerts page: `<PUBLIC_WEB_URL>/devices/<id>/alerts`. */
  link: string;
}

const aggregationWords = {
  da: { average: 'gennemsnit', minimum: 'minimum', maximum: 'maksimum', total: 'i alt' },
  en: { average: 'average', minimum: 'minimum', maximum: 'maximum', total: 'total' },
} as const;

const locales = { da: 'da-DK', en: 'en-GB' } as const;

/** The "alarm tripped" e-mail, in one language; the times on the Danish clock the notification hours use. */
export function alarmTripMail(facts: AlarmTripMailFacts): MailMessage {
  const { language, deviceName, unitName, unitValue, operator, aggregation, windowMinutes, link } = facts;
  const number = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 3 });
  const time = new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeStyle: 'short', timeZone: NOTIFICATION_TIME_ZONE }).format(facts.readingTime);
  const measured = `${number.format(facts.value)} ${unitValue}`.trim();
  const limit = `${operatorSymbols[operator]} ${number.format(facts.threshold)} ${unitValue}`.trim();
  const over = aggregation ? ` (${aggregationWords[language][aggregation]}, ${windowMinutes} min)` : '';
  const to = facts.to.join(', ');
  if (language === 'en') {
    return {
      to,
      subject: `Alarm: ${deviceName} – ${unitName} ${limit}`,
      text: [
        `The alarm on the device "${deviceName}" has tripped.`,
        '',
        `${unitName}: ${measured}${over}`,
        `Alarm limit: ${limit}`,
        `Reading time: ${time} (Danish time)`,
        '',
        `See the device's alarms: ${link}`,
        '',
        'You receive this e-mail because your address is on the alarm\'s notification list in FieldSense.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Alarm: ${deviceName} – ${unitName} ${limit}`,
    text: [
      `Alarmen på enheden "${deviceName}" er udløst.`,
      '',
      `${unitName}: ${measured}${over}`,
      `Alarmgrænse: ${limit}`,
      `Målt: ${time}`,
      '',
      `Se enhedens alarmer: ${link}`,
      '',
      'Du modtager denne e-mail, fordi din adresse står på alarmens modtagerliste i FieldSense.',
    ].join('\n'),
  };
}
