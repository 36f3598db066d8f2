/**
 * Builds the notices' channels from the configuration (a provider where its keys are set, files in
 * the data folder where not), decorates the app with them, and delivers: after each booking, at
 * start, and every minute (reminders fall due, retries, a WhatsApp message's fallback).
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { NoticeChannel } from '../../db/schema';
import { Msg91Sms, NoticeFiles, WhatsAppCloud } from './channels';
import type { Notifier } from './channels';
import { NoticeDispatcher } from './dispatcher';
import type { DispatcherHooks } from './dispatcher';
import { NoticeService } from './service';
import type { TemplateAddresses } from './templates';

const SWEEP_EVERY_MS = 60_000;

export interface NoticesOptions {
  config: AppConfig;
  /** The notices' clock (reminders, quiet hours, fallback); tests move it instead of waiting. */
  now?: () => Date;
  hooks?: DispatcherHooks;
}

export interface Notices {
  service: NoticeService;
  dispatcher: NoticeDispatcher;
  addresses: TemplateAddresses;
  /** The notices' clock: a stop's time, a fallback's due time. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
}

export function notifiersFor(config: AppConfig): Record<NoticeChannel, Notifier> {
  const { sms, whatsapp, requestTimeoutMs } = config.notices;
  return {
    sms: sms
      ? new Msg91Sms(sms, requestTimeoutMs)
      : new NoticeFiles('sms', config.dataDir, (template, language) => `DLT template ${template}.${language}`),
    whatsapp: whatsapp
      ? new WhatsAppCloud(whatsapp, requestTimeoutMs)
      : new NoticeFiles('whatsapp', config.dataDir, (template) => `booking_${template}`),
  };
}

export default fp<NoticesOptions>(
  async (app, { config, now = () => new Date(), hooks = {} }) => {
    const addresses = { siteUrl: config.siteUrl, apiUrl: config.notices.apiPublicUrl };
    const dispatcher = new NoticeDispatcher(
      app.db,
      notifiersFor(config),
      addresses,
      app.log,
      now,
      hooks,
      config.notices.claimMs,
    );
    const service = new NoticeService(now, () => dispatcher.kick());
    app.decorate('notices', { service, dispatcher, addresses, now });
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      dispatcher.kick();
      sweeper = setInterval(() => dispatcher.kick(), SWEEP_EVERY_MS);
      sweeper.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      await dispatcher.idle();
    });
  },
  { name: 'notices', dependencies: ['database'] },
);
