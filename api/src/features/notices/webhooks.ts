/**
 * What the providers post back, read without trusting it: WhatsApp's webhook is signed over its
 * raw body (`X-Hub-Signature-256: sha256=<HMAC-SHA256 with the app secret, hex>`) and carries
 * message statuses and incoming messages; MSG91's delivery report comes to a URL holding a secret
 * token. Both are checked in constant time before anything is read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Receipt, ReceiptStatus } from './repository';

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function whatsAppSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isSignedByWhatsApp(appSecret: string, rawBody: Buffer, header: unknown): boolean {
  return typeof header === 'string' && sameText(header, whatsAppSignature(appSecret, rawBody));
}

export function isMsg91Token(expected: string, given: unknown): boolean {
  return typeof given === 'string' && sameText(given, expected);
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const WHATSAPP_STATUSES: Record<string, ReceiptStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

/** An incoming message that asks to stop: "STOP" in English, or रोकें / बंद in Hindi. */
const STOP_WORDS = new Set(['STOP', 'रोकें', 'रोको', 'बंद']);

export interface WhatsAppEvents {
  receipts: Receipt[];
  /** Ten-digit numbers (India's) that wrote STOP. */
  stops: string[];
}

/** `entry[].changes[].value.statuses[]` and `.messages[]`, as the Cloud API's webhook reference shapes them. */
export function readWhatsAppWebhook(body: unknown): WhatsAppEvents {
  const events: WhatsAppEvents = { receipts: [], stops: [] };
  for (const entry of list(record(body)['entry'])) {
    for (const change of list(record(entry)['changes'])) {
      const value = record(record(change)['value']);
      for (const item of list(value['statuses'])) {
        const status = record(item);
        const mapped = WHATSAPP_STATUSES[str(status['status']) ?? ''];
        const id = str(status['id']);
        if (!mapped || !id) continue;
        const seconds = Number(str(status['timestamp']) ?? NaN);
        const firstError = record(list(status['errors'])[0]);
        events.receipts.push({
          providerId: id,
          sendKey: str(status['biz_opaque_callback_data']),
          status: mapped,
          at: Number.isFinite(seconds) ? new Date(seconds * 1000) : new Date(),
          error:
            mapped === 'failed'
              ? `${String(firstError['code'] ?? '')} ${str(firstError['title']) ?? ''}`.trim()
              : undefined,
        });
      }
      for (const item of list(value['messages'])) {
        const message = record(item);
        const text = str(record(message['text'])['body'])?.trim().toUpperCase();
        const button = str(record(message['button'])['text'])?.trim().toUpperCase();
        const from = str(message['from']) ?? '';
        if (![text, button].some((word) => word !== undefined && STOP_WORDS.has(word))) continue;
        if (/^91[6-9]\d{9}$/.test(from)) events.stops.push(from.slice(2));
      }
    }
  }
  return events;
}

/**
 * MSG91's delivery report: one report or a list (`data: [...]`), each with the `requestId` the
 * send was answered with and a `status`, a word or MSG91's number (1 delivered, 2 failed, 8 sent to
 * the operator, 9/16/17/25/26 refused: NDNC, rejected, blocked).
 */
export function readMsg91Report(body: unknown): Receipt[] {
  const items = Array.isArray(body) ? body : Array.isArray(record(body)['data']) ? list(record(body)['data']) : [body];
  const receipts: Receipt[] = [];
  for (const item of items) {
    const report = record(item);
    const id = str(report['requestId']) ?? str(report['request_id']);
    const raw = String(report['status'] ?? '').toLowerCase();
    const status: ReceiptStatus | undefined =
      raw === '1' || raw === 'delivered'
        ? 'delivered'
        : raw === '8' || raw === 'sent' || raw === 'submitted'
          ? 'sent'
          : ['2', '9', '16', '17', '25', '26', 'failed', 'rejected'].includes(raw)
            ? 'failed'
            : undefined;
    if (!id || !status) continue;
    receipts.push({
      providerId: id,
      status,
      at: new Date(),
      error: status === 'failed' ? `MSG91 status ${raw} ${str(report['desc']) ?? ''}`.trim() : undefined,
    });
  }
  return receipts;
}
