/**
 * Run-time configuration: read from the environment and validated once, at start-up, so a wrong value stops the server with a clear message instead of
 * failing on the first request.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';

export interface AppConfig {
  port: number;
  host: string;
  /** Origins allowed by CORS, exactly as the browser sends them (`scheme://host[:port]`). */
  siteOrigins: string[];
  /** Embedded database (`db/`), uploads (`uploads/`) and the e-mail outbox (`outbox/`). */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | null;
  /** Confirmation e-mails are sent through this server when set, written as `.eml` files otherwise. */
  smtpUrl: string | null;
  /**
   * `smtp://` sends only after STARTTLS unless this is set (`SMTP_ALLOW_PLAINTEXT=true`), for a relay
   * on the same host or network that offers no TLS. `smtps://` is encrypted from the first byte.
   */
  smtpAllowPlaintext: boolean;
  /** POSTs per minute per client. */
  rateLimitPerMinute: number;
  /** Booking look-ups and cancellations per client per `MANAGE_RATE_WINDOW_MINUTES`. */
  manageRateLimit: number;
  /** Speed beacons per client per minute (`API_VITALS_RATE_LIMIT`), an allowance of their own. */
  vitalsRateLimit: number;
  /**
   * The key of booking-access codes, grants and links (`API_SECRET`, 32 characters or more); when
   * unset, one is made on first start and kept in the database, so every instance shares it.
   */
  apiSecret: string | null;
  /** The site's public address (no trailing slash), for links in e-mails: `${siteUrl}/manage-booking`. */
  siteUrl: string;
  /**
   * Which proxies' `X-Forwarded-For` to believe (Fastify's `trustProxy`): behind a load balancer the
   * rate limits must count clients, not the balancer. None by default: a client could forge it.
   */
  trustProxy: false | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Seeded images served under `/media/`: files shipped in the repo, never uploads. */
  mediaDir: string;
  /**
   * How long a password check may wait for its turn and run before it is refused with 429
   * (`API_PASSWORD_HASH_BUDGET_MS`): the bound that keeps sign-ins answered within 2 s under a crowd.
   */
  passwordHashBudgetMs: number;
  /**
   * scrypt's N for new password hashes, as log2 N (`API_PASSWORD_SCRYPT_COST`): 17 (OWASP's N=2^17,
   * 128 MiB a hash) unless set. Tests set the lowest, 14: the cost of hashes made before issue 21, which
   * the API still accepts, so no setting can make a hash weaker than ones already stored.
   */
  passwordScryptCost: number;
  /** Caps on the future bookings a contact and a network hold (`API_HOLDS_*`, docs/decisions/0014). */
  bookingHolds: BookingHoldLimits;
  /** The OpenAPI document at `/api/docs/json`: everywhere but production (`NODE_ENV=production`). */
  serveApiDocs: boolean;
  /**
   * The networks (CIDR ranges) the staff's desk may be used from (`STAFF_ALLOWED_NETWORKS`): every
   * `/api/staff/*` request from elsewhere is refused with 403. Null (unset): from anywhere.
   */
  staffAllowedNetworks: string[] | null;
  desk: DeskSettings;
  /** SMS and WhatsApp (issue 49): each channel writes files in `<data dir>/outbox/` while its keys are unset. */
  notices: NoticeSettings;
}

/** MSG91's Flow API (DLT SMS): the keys and ids from the hospital's MSG91 panel and DLT registration. */
export interface SmsSettings {
  /** `MSG91_URL`: MSG91's Flow endpoint, or the stand-in's. */
  url: string;
  authKey: string;
  /** The DLT-registered header (sender id), 6 letters. */
  sender: string;
  /** The hospital's DLT principal entity id. */
  entityId: string;
  /** `template.language` → the DLT template id, for every template and language (sent as `DLT_TE_ID`). */
  dltTemplateIds: Record<string, string>;
  /** `template.language` → the template's id in MSG91's panel, where it was created with that DLT id. */
  templateIds: Record<string, string>;
  /** The secret in the delivery-report URL given to MSG91: a report without it is refused. */
  receiptToken: string;
}

/** The WhatsApp Business Cloud API: the app's and the number's ids and keys from Meta's dashboard. */
export interface WhatsAppSettings {
  /** `WHATSAPP_GRAPH_URL`: `https://graph.facebook.com/v21.0`, or the stand-in's. */
  url: string;
  phoneNumberId: string;
  accessToken: string;
  /** Signs every webhook (`X-Hub-Signature-256`). */
  appSecret: string;
  /** What the webhook's subscription check must echo. */
  verifyToken: string;
  /** Template → the approved template's name (one name, both languages). */
  templateNames: Record<string, string>;
}

export interface NoticeSettings {
  /** `API_PUBLIC_URL`: the API as patients reach it, for the stop link in every message. */
  apiPublicUrl: string;
  sms: SmsSettings | null;
  whatsapp: WhatsAppSettings | null;
  /** How long a provider may take to answer a send (`NOTICE_REQUEST_TIMEOUT_MS`). */
  requestTimeoutMs: number;
  /**
   * How long a claim keeps other instances off a message (`NOTICE_CLAIM_MS`, 10 minutes): after it a
   * stopped instance's message is settled by another. At least 2 minutes and 4 request timeouts.
   */
  claimMs: number;
}

/** The front desk's rules (issue 47). */
export interface DeskSettings {
  /** Booked rows still unmarked this long after their sitting ends become no-shows (`DESK_NO_SHOW_AFTER_MINUTES`). */
  noShowAfterMinutes: number;
  /** Free slots of each sitting the site may not book, kept for the counter (`DESK_COUNTER_QUOTA`, 0: none). */
  counterQuota: number;
}

/** Future bookings (booked, today or later) one contact or network may hold; defaults in loadConfig. */
export interface BookingHoldLimits {
  /** A contact's (e-mail or phone) holds without proof of the contact: past these, a code is asked. */
  unprovenPerContact: number;
  /** A contact's holds in all, and with one doctor on one day, proof or not. */
  perContact: number;
  perContactDoctorDay: number;
  /** A network's unproven holds (past these a code is asked), and its holds in all. */
  unprovenPerNetwork: number;
  perNetwork: number;
  /** Unproven holds of one doctor's day, in percent of its slots (at least one): past these, a code is asked. */
  unprovenDoctorDayPercent: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * `src/config.ts` and the bundled `dist/server.js` both sit one level below the package folder, so
 * the same relative step finds it from either.
 */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The window of `API_MANAGE_RATE_LIMIT`: longer than a minute, as looking bookings up needs few tries. */
export const MANAGE_RATE_WINDOW_MINUTES = 15;

/** `API_PASSWORD_SCRYPT_COST` (log2 of scrypt's N): its default and bounds; 2^20 takes 1 GiB a hash. */
export const PASSWORD_SCRYPT_COST = { default: 17, min: 14, max: 20 } as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function origins(env: Env): string[] {
  const raw = text(env, 'SITE_ORIGINS') ?? 'http://localhost:3000';
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(`SITE_ORIGINS has "${entry}", which is not an origin like http://localhost:3000`);
      }
      if (url.origin !== entry.replace(/\/$/, '')) {
        throw new ConfigError(`SITE_ORIGINS has "${entry}"; write only scheme, host and port, like ${url.origin}`);
      }
      return url.origin;
    });
}

function urlSetting(env: Env, name: string, protocols: string[]): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`);
  }
  return raw;
}

function flag(env: Env, name: string): boolean {
  const raw = text(env, name);
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/**
 * Nodemailer reads options from the URL's query and lets them win over the API's own, so a
 * `requireTLS` or `ignoreTLS` there could quietly undo the STARTTLS requirement.
 */
function smtpUrl(env: Env): string | null {
  const raw = urlSetting(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  if (raw === null) return null;
  const names = [...new URL(raw).searchParams.keys()].map((name) => name.toLowerCase());
  if (names.includes('requiretls') || names.includes('ignoretls')) {
    throw new ConfigError(
      'SMTP_URL must not set requireTLS or ignoreTLS; for a relay without TLS set SMTP_ALLOW_PLAINTEXT=true',
    );
  }
  return raw;
}

/** An http(s) address without query or fragment; a path is kept (a site served under a prefix). */
function siteUrl(env: Env): string {
  const raw = text(env, 'SITE_URL') ?? 'http://localhost:3000';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`SITE_URL is "${raw}", which is not an address like https://www.example.in`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError('SITE_URL must start with http: or https:');
  }
  if (parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new ConfigError("SITE_URL must be the site's address only, without a query, fragment or credentials");
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/** proxy-addr's names for the private ranges a proxy on the same host or network sits in. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  if (!entry.includes('/')) return ipaddr.isValid(entry);
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * The proxies' addresses (IPs, CIDR ranges, or `loopback`/`linklocal`/`uniquelocal`): a client's
 * address is then the last one in `X-Forwarded-For` that is not one of them. `true` is refused:
 * it believes the first address of the header, which a client writes itself whenever the proxy
 * appends to what came (nginx's `$proxy_add_x_forwarded_for`, most load balancers), so every
 * request could claim a new address and every limit counted by address would be void. A warning
 * would be missed in the logs while the limits silently stopped working; a refusal at start names
 * the fix.
 */
function trustProxy(env: Env): AppConfig['trustProxy'] {
  const raw = text(env, 'API_TRUST_PROXY');
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') {
    throw new ConfigError(
      "API_TRUST_PROXY=true would believe any X-Forwarded-For a visitor sends; list the proxies' addresses instead, like 127.0.0.1 or 10.0.0.0/16",
    );
  }
  const addresses = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const wrong = addresses.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined || addresses.length === 0) {
    throw new ConfigError(
      `API_TRUST_PROXY has "${wrong ?? raw}"; write the proxies' addresses or ranges, like 127.0.0.1,10.1.0.0/16`,
    );
  }
  return addresses;
}

/**
 * `STAFF_ALLOWED_NETWORKS`: comma-separated CIDR ranges (`10.20.0.0/16,2001:db8:5::/48`); a bare
 * address is that address alone. Written back in ipaddr.js's form, so the check parses them as given.
 */
function staffAllowedNetworks(env: Env): string[] | null {
  const raw = text(env, 'STAFF_ALLOWED_NETWORKS');
  if (raw === null) return null;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) throw new ConfigError('STAFF_ALLOWED_NETWORKS has no network in it');
  return entries.map((entry) => {
    try {
      if (entry.includes('/')) {
        const [address, bits] = ipaddr.parseCIDR(entry);
        return `${address.toString()}/${bits}`;
      }
      const address = ipaddr.parse(entry);
      return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
    } catch {
      throw new ConfigError(
        `STAFF_ALLOWED_NETWORKS has "${entry}"; write networks in CIDR form, like 10.20.0.0/16,2001:db8:5::/48`,
      );
    }
  });
}

function logLevel(env: Env): AppConfig['logLevel'] {
  const raw = text(env, 'LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

/** The default is `api/.data/` wherever the server is started from; a given relative path is the shell's. */
function dataDir(env: Env): string {
  const raw = text(env, 'API_DATA_DIR');
  if (raw === null) return resolve(PACKAGE_DIR, '.data');
  return isAbsolute(raw) ? raw : resolve(process.cwd(), raw);
}

function secret(env: Env, name: string): string | null {
  const raw = text(env, name);
  if (raw !== null && raw.length < 32) {
    throw new ConfigError(`${name} must be at least 32 characters, like the output of: openssl rand -hex 32`);
  }
  return raw;
}

export function loadConfig(env: Env = process.env): AppConfig {
  return {
    port: integer(env, 'API_PORT', 4000, 0, 65_535),
    host: text(env, 'API_HOST') ?? '0.0.0.0',
    siteOrigins: origins(env),
    dataDir: dataDir(env),
    databaseUrl: urlSetting(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: smtpUrl(env),
    smtpAllowPlaintext: flag(env, 'SMTP_ALLOW_PLAINTEXT'),
    rateLimitPerMinute: integer(env, 'API_RATE_LIMIT', 20, 1, 100_000),
    manageRateLimit: integer(env, 'API_MANAGE_RATE_LIMIT', 10, 1, 100_000),
    vitalsRateLimit: integer(env, 'API_VITALS_RATE_LIMIT', 30, 1, 100_000),
    apiSecret: secret(env, 'API_SECRET'),
    siteUrl: siteUrl(env),
    trustProxy: trustProxy(env),
    logLevel: logLevel(env),
    mediaDir: resolve(PACKAGE_DIR, 'media'),
    passwordHashBudgetMs: integer(env, 'API_PASSWORD_HASH_BUDGET_MS', 1_500, 500, 60_000),
    passwordScryptCost: integer(
      env,
      'API_PASSWORD_SCRYPT_COST',
      PASSWORD_SCRYPT_COST.default,
      PASSWORD_SCRYPT_COST.min,
      PASSWORD_SCRYPT_COST.max,
    ),
    bookingHolds: {
      unprovenPerContact: integer(env, 'API_HOLDS_UNPROVEN_PER_CONTACT', 1, 1, 100_000),
      perContact: integer(env, 'API_HOLDS_PER_CONTACT', 6, 1, 100_000),
      perContactDoctorDay: integer(env, 'API_HOLDS_PER_CONTACT_DOCTOR_DAY', 2, 1, 100_000),
      unprovenPerNetwork: integer(env, 'API_HOLDS_UNPROVEN_PER_NETWORK', 3, 1, 100_000),
      perNetwork: integer(env, 'API_HOLDS_PER_NETWORK', 20, 1, 100_000),
      unprovenDoctorDayPercent: integer(env, 'API_HOLDS_UNPROVEN_DOCTOR_DAY_PERCENT', 10, 1, 100),
    },
    serveApiDocs: env['NODE_ENV'] !== 'production',
    staffAllowedNetworks: staffAllowedNetworks(env),
    desk: {
      noShowAfterMinutes: integer(env, 'DESK_NO_SHOW_AFTER_MINUTES', 60, 0, 24 * 60),
      counterQuota: integer(env, 'DESK_COUNTER_QUOTA', 0, 0, 100),
    },
    notices: notices(env),
  };
}

const NOTICE_TEMPLATES = ['confirmation', 'reminder', 'change', 'cancellation', 'code', 'unavailable', 'joining'];
const EACH_TEMPLATE_LANGUAGE = NOTICE_TEMPLATES.flatMap((name) => [`${name}.en`, `${name}.hi`]);

/** `name=value,name=value` as a record; every name in `required` must be there. */
function pairs(
  env: Env,
  name: string,
  keys: string[],
  fallback: (key: string) => string | null,
): Record<string, string> {
  const given = Object.fromEntries(
    (text(env, name) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0)
      .map((entry) => {
        const [key = '', value = ''] = entry.split('=').map((part) => part.trim());
        if (!key || !value) throw new ConfigError(`${name} must be a list like confirmation.en=1107…, got "${entry}"`);
        return [key, value];
      }),
  );
  for (const key of keys) {
    given[key] ??= fallback(key) ?? '';
    if (!given[key]) throw new ConfigError(`${name} has no ${key}`);
  }
  return given;
}

function requiredText(env: Env, name: string, because: string): string {
  const value = text(env, name);
  if (value === null) throw new ConfigError(`${name} must be set when ${because} is`);
  return value;
}

/** A claim never below 2 minutes: 30 s gave 12 duplicate sends in 1,000 on a loaded machine, 2 minutes none. */
export const NOTICE_CLAIM_MIN_MS = 120_000;
/** …nor below this many provider timeouts: a send is its request plus the database waits around it. */
const CLAIM_PER_REQUEST_TIMEOUT = 4;

/**
 * `NOTICE_CLAIM_MS`: a claim that runs out while its send is still going lets another instance send
 * the same message again, so one shorter than the slowest whole send stops the server at start.
 */
function claimSetting(env: Env, requestTimeoutMs: number): number {
  const claimMs = integer(env, 'NOTICE_CLAIM_MS', 600_000, 0, 3_600_000);
  const floor = Math.max(NOTICE_CLAIM_MIN_MS, CLAIM_PER_REQUEST_TIMEOUT * requestTimeoutMs);
  if (claimMs < floor) {
    throw new ConfigError(
      `NOTICE_CLAIM_MS must be at least ${floor} (2 minutes, and ${CLAIM_PER_REQUEST_TIMEOUT} × NOTICE_REQUEST_TIMEOUT_MS), ` +
        `got "${claimMs}": a claim that runs out while its message is still being sent lets another ` +
        'instance send it again (docs/notices.md, "Measured")',
    );
  }
  return claimMs;
}

function notices(env: Env): NoticeSettings {
  const authKey = text(env, 'MSG91_AUTH_KEY');
  const accessToken = text(env, 'WHATSAPP_ACCESS_TOKEN');
  const apiPublicUrl = (urlSetting(env, 'API_PUBLIC_URL', ['http:', 'https:']) ?? 'http://localhost:4000').replace(
    /\/+$/,
    '',
  );
  const requestTimeoutMs = integer(env, 'NOTICE_REQUEST_TIMEOUT_MS', 15_000, 100, 120_000);
  return {
    apiPublicUrl,
    requestTimeoutMs,
    claimMs: claimSetting(env, requestTimeoutMs),
    sms: authKey
      ? {
          url: urlSetting(env, 'MSG91_URL', ['http:', 'https:']) ?? 'https://control.msg91.com/api/v5/flow',
          authKey,
          sender: requiredText(env, 'SMS_SENDER_ID', 'MSG91_AUTH_KEY'),
          entityId: requiredText(env, 'DLT_ENTITY_ID', 'MSG91_AUTH_KEY'),
          dltTemplateIds: pairs(env, 'DLT_TEMPLATE_IDS', EACH_TEMPLATE_LANGUAGE, () => null),
          templateIds: pairs(env, 'MSG91_TEMPLATE_IDS', EACH_TEMPLATE_LANGUAGE, () => null),
          receiptToken: requiredText(env, 'MSG91_RECEIPT_TOKEN', 'MSG91_AUTH_KEY'),
        }
      : null,
    whatsapp: accessToken
      ? {
          url: urlSetting(env, 'WHATSAPP_GRAPH_URL', ['http:', 'https:']) ?? 'https://graph.facebook.com/v21.0',
          phoneNumberId: requiredText(env, 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'),
          accessToken,
          appSecret: requiredText(env, 'WHATSAPP_APP_SECRET', 'WHATSAPP_ACCESS_TOKEN'),
          verifyToken: requiredText(env, 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_ACCESS_TOKEN'),
          templateNames: pairs(env, 'WHATSAPP_TEMPLATES', NOTICE_TEMPLATES, (key) => `booking_${key}`),
        }
      : null,
  };
}
