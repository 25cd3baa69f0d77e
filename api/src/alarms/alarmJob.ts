import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { evaluateAlarms } from './evaluateAlarms.ts';
import { sendAlarmMails } from './sendAlarmMails.ts';
import { ALARM_EVALUATION_CHANNEL, type AlarmEvaluationWake } from './wakeAlarmEvaluation.ts';

/** Past this many devices waiting, one pass over every device is cheaper than naming them. */
const MAX_NAMED_DEVICES = 5000;

/**
 * The alarm evaluation job. Every instance LISTENs for wakes (ingestion and alarm writes send the
 * devices they touched, on commit) and evaluates those devices at once, which keeps a trip within
 * milliseconds of its reading; every `intervalMs` it also passes over every device, which catches a
 * wake nobody heard, ends trips of deactivated alarms or deleted devices, and sends e-mails whose
 * notification hours opened or that failed before. evaluateAlarms' advisory lock lets one instance
 * evaluate at a time; the others drop their wake, which the lock holder heard too (every instance
 * listens) and handles in its next run. Runs never overlap within an instance: wakes that arrive
 * during a run are gathered for the next.
 */
export const alarmJobPlugin = fp(
  async function alarmJobPlugin(app: FastifyInstance, opts: { intervalMs: number }) {
    const waiting = new Set<string>();
    let everyDevice = false;
    let running: Promise<void> | undefined;
    let closed = false;

    const run = async () => {
      const all = everyDevice || waiting.size > MAX_NAMED_DEVICES;
      const deviceIds = all ? undefined : [...waiting];
      everyDevice = false;
      waiting.clear();
      const started = Date.now();
      const evaluation = await evaluateAlarms(app.db, { deviceIds });
      if (evaluation.changes.length > 0) {
        app.log.info({ changes: evaluation.changes.length, evaluated: evaluation.evaluated, ms: Date.now() - started }, 'alarms: trips recorded or ended');
      }
      if (evaluation.more) everyDevice = true;
      const mails = await sendAlarmMails(app.db, app.mailer, {
        publicWebUrl: app.appConfig.publicWebUrl,
        log: (error, tripId) => app.log.error({ err: error, tripId }, 'alarms: could not send a trip e-mail'),
      });
      if (mails.sent.length > 0) app.log.info({ sent: mails.sent.length }, 'alarms: trip e-mails sent');
    };

    const kick = () => {
      if (running || closed) return;
      running = run()
        .catch((error: unknown) => app.log.error({ err: error }, 'alarm evaluation failed'))
        .finally(() => {
          running = undefined;
          if (everyDevice || waiting.size > 0) kick();
        });
    };

    const unlisten = await app.database.listen(ALARM_EVALUATION_CHANNEL, (payload) => {
      try {
        const wake = JSON.parse(payload) as AlarmEvaluationWake;
        if (Array.isArray(wake.deviceIds)) {
          for (const id of wake.deviceIds) if (typeof id === 'string') waiting.add(id);
        } else {
          everyDevice = true;
        }
      } catch {
        everyDevice = true;
      }
      kick();
    });

    const timer = setInterval(() => {
      everyDevice = true;
      kick();
    }, opts.intervalMs);
    timer.unref();
    app.addHook('onReady', async () => {
      everyDevice = true;
      kick();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await unlisten().catch(() => undefined);
      await running;
    });
  },
  { name: 'alarmJobPlugin', dependencies: ['dbPlugin', 'mailPlugin'] },
);
