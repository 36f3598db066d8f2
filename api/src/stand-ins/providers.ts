/**
 * Local stand-ins for MSG91 (DLT SMS) and the WhatsApp Business Cloud API, for dev mode
 * (`npm run stand-ins -w api`) and the tests. One small HTTP server answers both as their published
 * references shape the requests and answers (docs/notices.md lists which page each part was checked
 * against), records every message it accepted, and posts receipts back signed as Meta signs them
 * (`X-Hub-Signature-256`, HMAC-SHA256 of the raw body with the app secret) or, for MSG91, to the
 * report URL with its token. It can be told to hang, to answer 500, or to accept and then report
 * the message failed.
 *
 * Like the real ones it sends each request it accepts; unlike them it never delivers anything.
 * A receipt that cannot be posted is tried again (Meta retries webhooks for days; this, for seconds).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'ok' | 'hang' | 'error500' | 'ack-then-fail';

export interface StandInOptions {
  /** What the WhatsApp requests must carry (`Authorization: Bearer …`) and what signs its webhooks. */
  whatsAppToken: string;
  appSecret: string;
  phoneNumberId: string;
  /** What MSG91 requests must carry (`authkey`). */
  msg91AuthKey: string;
  /** Where receipts go: the API's webhook and report URLs (the report URL with its `?token=`). */
  whatsAppWebhookUrl?: string;
  msg91ReportUrl?: string;
  /** Receipts posted on their own after each accepted message, in order (none by default). */
  autoReceipts?: ('sent' | 'delivered' | 'read')[];
}

export interface AcceptedMessage {
  channel: 'sms' | 'whatsapp';
  id: string;
  /** 91XXXXXXXXXX. */
  to: string;
  template: string;
  language: string;
  variables: string[];
  /** WhatsApp's `biz_opaque_callback_data`, echoed in each receipt. */
  callbackData: string | null;
  /** The whole request body, as sent. */
  body: Record<string, unknown>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export class ProviderStandIns {
  mode: StandInMode = 'ok';
  readonly accepted: AcceptedMessage[] = [];
  /** Requests that reached the stand-in, accepted or not. */
  requests = 0;
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();
  private readonly posting = new Set<Promise<void>>();
  private closed = false;

  constructor(readonly options: StandInOptions) {}

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => json(response, 500, { error: String(error) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(port, host, resolve));
    return this.url;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('The stand-ins are not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  /** The base URLs the API is configured with: `WHATSAPP_GRAPH_URL`, `MSG91_URL`. */
  get whatsAppGraphUrl(): string {
    return `${this.url}/v21.0`;
  }

  get msg91Url(): string {
    return `${this.url}/api/v5/flow`;
  }

  setReceiptUrls(urls: { whatsApp?: string; msg91?: string }): void {
    if (urls.whatsApp) this.options.whatsAppWebhookUrl = urls.whatsApp;
    if (urls.msg91) this.options.msg91ReportUrl = urls.msg91;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const response of this.hanging) response.destroy();
    await Promise.allSettled(this.posting);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Resolves when every receipt posted so far has been taken (or given up). */
  async receiptsPosted(): Promise<void> {
    while (this.posting.size > 0) await Promise.allSettled(this.posting);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const raw = await readBody(request);
    if (request.method === 'POST' && path === `/v21.0/${this.options.phoneNumberId}/messages`) {
      return this.whatsApp(request, response, raw);
    }
    if (request.method === 'POST' && path === '/api/v5/flow') return this.msg91(request, response, raw);
    json(response, 404, { error: { message: 'Unknown path', code: 404 } });
  }

  /** Hang, 500, or go on: the failure modes the tests ask for. */
  private misbehaves(response: ServerResponse): boolean {
    if (this.mode === 'hang') {
      this.hanging.add(response);
      response.on('close', () => this.hanging.delete(response));
      return true;
    }
    if (this.mode === 'error500') {
      json(response, 500, { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1 } });
      return true;
    }
    return false;
  }

  private whatsApp(request: IncomingMessage, response: ServerResponse, raw: string): void {
    this.requests += 1;
    if (this.misbehaves(response)) return;
    if (request.headers.authorization !== `Bearer ${this.options.whatsAppToken}`) {
      json(response, 401, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190, fbtrace_id: 'standin' },
      });
      return;
    }
    const body = record(JSON.parse(raw || '{}'));
    const template = record(body['template']);
    const to = String(body['to'] ?? '');
    const components = Array.isArray(template['components']) ? template['components'] : [];
    const parameters = record(components[0])['parameters'];
    if (
      body['messaging_product'] !== 'whatsapp' ||
      body['type'] !== 'template' ||
      !/^\d{8,15}$/.test(to) ||
      typeof template['name'] !== 'string' ||
      typeof record(template['language'])['code'] !== 'string' ||
      !Array.isArray(parameters)
    ) {
      json(response, 400, {
        error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100, fbtrace_id: 'standin' },
      });
      return;
    }
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    const message: AcceptedMessage = {
      channel: 'whatsapp',
      id,
      to,
      template: template['name'],
      language: String(record(template['language'])['code']),
      variables: parameters.map((parameter) => String(record(parameter)['text'] ?? '')),
      callbackData: typeof body['biz_opaque_callback_data'] === 'string' ? body['biz_opaque_callback_data'] : null,
      body,
    };
    this.accepted.push(message);
    json(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id }],
    });
    this.afterAccept(message);
  }

  private msg91(request: IncomingMessage, response: ServerResponse, raw: string): void {
    this.requests += 1;
    if (this.misbehaves(response)) return;
    if (request.headers['authkey'] !== this.options.msg91AuthKey) {
      json(response, 401, { type: 'error', message: 'Authentication failure' });
      return;
    }
    const body = record(JSON.parse(raw || '{}'));
    const recipients = Array.isArray(body['recipients']) ? body['recipients'] : [];
    const recipient = record(recipients[0]);
    const to = String(recipient['mobiles'] ?? '');
    if (typeof body['template_id'] !== 'string' || !/^91\d{10}$/.test(to) || typeof body['sender'] !== 'string') {
      json(response, 400, { type: 'error', message: 'Invalid template_id, sender or mobiles' });
      return;
    }
    const id = randomBytes(12).toString('hex');
    const variables = Object.keys(recipient)
      .filter((key) => /^VAR\d+$/.test(key))
      .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
      .map((key) => String(recipient[key]));
    const message: AcceptedMessage = {
      channel: 'sms',
      id,
      to,
      template: body['template_id'],
      language: body['unicode'] === 1 ? 'hi' : 'en',
      variables,
      callbackData: null,
      body,
    };
    this.accepted.push(message);
    json(response, 200, { type: 'success', message: id });
    this.afterAccept(message);
  }

  private afterAccept(message: AcceptedMessage): void {
    if (this.mode === 'ack-then-fail') {
      this.receipt(message, 'failed');
      return;
    }
    for (const status of this.options.autoReceipts ?? []) this.receipt(message, status);
  }

  /** Posts a receipt for an accepted message (in the order called; the tests call it out of order). */
  receipt(message: AcceptedMessage, status: 'sent' | 'delivered' | 'read' | 'failed'): Promise<void> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    if (message.channel === 'sms') {
      const code = { sent: 8, delivered: 1, read: 1, failed: 2 }[status];
      return this.post(this.options.msg91ReportUrl, {
        data: [{ requestId: message.id, number: message.to, status: code, desc: status, date: timestamp }],
      });
    }
    return this.postSigned({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WHATSAPP_BUSINESS_ACCOUNT_ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '911294000000', phone_number_id: this.options.phoneNumberId },
                statuses: [
                  {
                    id: message.id,
                    status,
                    timestamp,
                    recipient_id: message.to,
                    ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
                    ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  }

  /** An incoming WhatsApp text from `from` (91XXXXXXXXXX), as a patient's reply arrives. */
  incoming(from: string, text: string): Promise<void> {
    return this.postSigned({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WHATSAPP_BUSINESS_ACCOUNT_ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '911294000000', phone_number_id: this.options.phoneNumberId },
                contacts: [{ profile: { name: 'Patient' }, wa_id: from }],
                messages: [
                  {
                    from,
                    id: `wamid.${randomBytes(18).toString('base64url')}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: text },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  }

  private postSigned(payload: unknown): Promise<void> {
    const raw = JSON.stringify(payload);
    const signature = `sha256=${createHmac('sha256', this.options.appSecret).update(raw).digest('hex')}`;
    return this.post(this.options.whatsAppWebhookUrl, raw, { 'x-hub-signature-256': signature });
  }

  private post(url: string | undefined, payload: unknown, headers: Record<string, string> = {}): Promise<void> {
    if (!url) return Promise.resolve();
    const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const work = (async () => {
      for (let attempt = 1; attempt <= 50 && !this.closed; attempt += 1) {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: raw,
            signal: AbortSignal.timeout(5_000),
          });
          if (response.ok) return;
        } catch {
          // The API may be down (restarting after a crash): try again shortly, as Meta does.
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * Math.min(attempt, 10)));
      }
    })();
    this.posting.add(work);
    void work.finally(() => this.posting.delete(work));
    return work;
  }
}

/** The keys the stand-ins expect and sign with in dev mode and the browser journeys: not secrets, never a provider's. */
const DEV_KEYS = {
  whatsAppToken: 'dev-whatsapp-token',
  appSecret: 'dev-whatsapp-app-secret',
  phoneNumberId: '100000000000001',
  msg91AuthKey: 'dev-msg91-key',
};
const DEV_RECEIPT_TOKEN = 'dev-report-token';
const DEV_TEMPLATES = ['confirmation', 'reminder', 'change', 'cancellation', 'code', 'unavailable', 'joining'];

/**
 * Stand-ins for an API at `apiUrl`: they accept its requests with the dev keys, and post receipts
 * ('sent' then 'delivered' for each message) back to its webhooks, the WhatsApp ones signed.
 */
export function devStandIns(apiUrl: string): ProviderStandIns {
  const api = apiUrl.replace(/\/+$/, '');
  return new ProviderStandIns({
    ...DEV_KEYS,
    whatsAppWebhookUrl: `${api}/api/notices/whatsapp/`,
    msg91ReportUrl: `${api}/api/notices/sms/receipts/?token=${DEV_RECEIPT_TOKEN}`,
    autoReceipts: ['sent', 'delivered'],
  });
}

/** `<name>.<language>=<value>` for every template and language, as the API's template settings take them. */
const eachTemplate = (value: (name: string, language: string) => string) =>
  DEV_TEMPLATES.flatMap((name) => ['en', 'hi'].map((language) => `${name}.${language}=${value(name, language)}`)).join(
    ',',
  );

/**
 * The API's environment that sends every SMS and WhatsApp message through these started stand-ins
 * (templates `<name>.<language>` → `dev-<name>-<language>`). It replaces any keys: in dev a real
 * key would reach real patients.
 */
export function devStandInSettings(standIns: ProviderStandIns): Record<string, string> {
  return {
    WHATSAPP_GRAPH_URL: standIns.whatsAppGraphUrl,
    WHATSAPP_ACCESS_TOKEN: DEV_KEYS.whatsAppToken,
    WHATSAPP_PHONE_NUMBER_ID: DEV_KEYS.phoneNumberId,
    WHATSAPP_APP_SECRET: DEV_KEYS.appSecret,
    WHATSAPP_VERIFY_TOKEN: 'dev-verify-token',
    MSG91_URL: standIns.msg91Url,
    MSG91_AUTH_KEY: DEV_KEYS.msg91AuthKey,
    MSG91_RECEIPT_TOKEN: DEV_RECEIPT_TOKEN,
    SMS_SENDER_ID: 'ARVCAR',
    DLT_ENTITY_ID: '1101000000000000001',
    DLT_TEMPLATE_IDS: eachTemplate((_name, language) => `dev-dlt-${language}`),
    MSG91_TEMPLATE_IDS: eachTemplate((name, language) => `dev-${name}-${language}`),
  };
}
