/**
 * The notifier each channel sends through: MSG91's Flow API (DLT SMS) or the WhatsApp Business Cloud
 * API when their keys are set, else a file in `<data dir>/outbox/` beside the e-mails' `.eml` files.
 * Request and answer shapes follow the providers' published pages (docs/notices.md says which).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsSettings, WhatsAppSettings } from '../../config';
import type { NoticeChannel } from '../../db/schema';
import type { Language, TemplateName } from './templates';

export interface OutgoingNotice {
  id: number;
  channel: NoticeChannel;
  reference: string;
  /** Ten digits; the adapters add India's code. */
  phone: string;
  template: TemplateName;
  language: Language;
  variables: string[];
  /** The registered text with the variables filled: what the patient reads. */
  text: string;
  /** Stored before the call; rides in the request where the provider echoes it (WhatsApp's receipts). */
  sendKey: string;
}

export interface SendResult {
  providerId: string;
  /** True when handing it over is its delivery (a file): no receipt will come. */
  delivered: boolean;
}

export interface Notifier {
  readonly channel: NoticeChannel;
  send(notice: OutgoingNotice): Promise<SendResult>;
}

/**
 * A provider's refusal or silence, with what it said (never the message's text). `ambiguous`: no
 * answer came (a timeout, a connection cut mid-request), so it may have been accepted.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    message: string,
    readonly ambiguous = false,
  ) {
    super(message);
  }
}

/** Connection errors after which the request may have reached the provider. */
const CUT_MID_REQUEST = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // Read by name, not `instanceof`: the timeout's DOMException may come from another realm.
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
    const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
    if (timedOut) throw new ProviderError(`no answer within ${timeoutMs} ms`, true);
    throw new ProviderError(`not reached: ${code || String(error)}`, CUT_MID_REQUEST.has(code));
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // An HTML error page from a proxy: the status says enough.
  }
  return { status: response.status, json };
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/**
 * MSG91's Flow API: `POST /api/v5/flow` with the `authkey` header, the panel's template id, the DLT
 * header (sender) and each recipient's number with its variables (`VAR1`…). It answers
 * `{"type":"success","message":"<request id>"}`; the delivery report names that request id.
 */
export class Msg91Sms implements Notifier {
  readonly channel = 'sms';

  constructor(
    private readonly settings: SmsSettings,
    private readonly timeoutMs: number,
  ) {}

  async send(notice: OutgoingNotice): Promise<SendResult> {
    const key = `${notice.template}.${notice.language}`;
    const recipient: Record<string, string> = { mobiles: `91${notice.phone}` };
    notice.variables.forEach((value, index) => {
      recipient[`VAR${index + 1}`] = value;
    });
    const { status, json } = await postJson(
      this.settings.url,
      { authkey: this.settings.authKey },
      {
        template_id: this.settings.templateIds[key],
        sender: this.settings.sender,
        DLT_TE_ID: this.settings.dltTemplateIds[key],
        PE_ID: this.settings.entityId,
        short_url: '0',
        unicode: notice.language === 'hi' ? 1 : 0,
        recipients: [recipient],
      },
      this.timeoutMs,
    );
    const requestId = field(json, 'message');
    if (status !== 200 || field(json, 'type') !== 'success' || typeof requestId !== 'string') {
      throw new ProviderError(`MSG91 answered ${status}: ${String(field(json, 'message') ?? '').slice(0, 200)}`);
    }
    return { providerId: requestId, delivered: false };
  }
}

/**
 * The Cloud API: `POST /<phone number id>/messages` with a bearer token, an approved template by
 * name and language, its body's parameters in order, and `biz_opaque_callback_data` (our send key,
 * which every status webhook of the message echoes). It answers `messages[0].id` (a `wamid`).
 */
export class WhatsAppCloud implements Notifier {
  readonly channel = 'whatsapp';

  constructor(
    private readonly settings: WhatsAppSettings,
    private readonly timeoutMs: number,
  ) {}

  async send(notice: OutgoingNotice): Promise<SendResult> {
    const { status, json } = await postJson(
      `${this.settings.url}/${this.settings.phoneNumberId}/messages`,
      { authorization: `Bearer ${this.settings.accessToken}` },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${notice.phone}`,
        type: 'template',
        template: {
          name: this.settings.templateNames[notice.template],
          language: { code: notice.language },
          components: [{ type: 'body', parameters: notice.variables.map((text) => ({ type: 'text', text })) }],
        },
        biz_opaque_callback_data: notice.sendKey,
      },
      this.timeoutMs,
    );
    const messages = field(json, 'messages');
    const id = Array.isArray(messages) ? field(messages[0], 'id') : undefined;
    if (status !== 200 || typeof id !== 'string') {
      const error = field(json, 'error');
      throw new ProviderError(
        `WhatsApp answered ${status}: ${String(field(error, 'code') ?? '')} ${String(field(error, 'message') ?? '').slice(0, 200)}`.trim(),
      );
    }
    return { providerId: id, delivered: false };
  }
}

/** A channel without keys: the message as a text file, readable by the API's user only. */
export class NoticeFiles implements Notifier {
  constructor(
    readonly channel: NoticeChannel,
    private readonly dataDir: string,
    /** The template id the file names, as the provider would be given it. */
    private readonly templateId: (template: TemplateName, language: Language) => string,
  ) {}

  async send(notice: OutgoingNotice): Promise<SendResult> {
    const folder = join(this.dataDir, 'outbox');
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const body = [
      `To: +91${notice.phone}`,
      `Channel: ${notice.channel}`,
      `Template: ${this.templateId(notice.template, notice.language)} (${notice.language})`,
      '',
      notice.text,
      '',
    ].join('\n');
    await writeFile(join(folder, `${notice.reference}-${notice.id}.${notice.channel}.txt`), body, { mode: 0o600 });
    return { providerId: `file:${notice.channel}:${notice.id}`, delivered: true };
  }
}
