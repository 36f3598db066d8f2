/**
 * Starts the MSG91 and WhatsApp stand-ins (src/stand-ins/providers.ts) for dev mode and prints the
 * settings that point the API at them:
 *   npm run stand-ins -w api            # on port 4090; then start the API with the printed settings
 * Every message the stand-ins accept is printed here; their receipts go to the API on API_URL
 * (default http://localhost:4000), signed as Meta signs them.
 */
import { ProviderStandIns } from '../src/stand-ins/providers';

const port = Number(process.env['STAND_INS_PORT'] ?? 4090);
const api = (process.env['API_URL'] ?? 'http://localhost:4000').replace(/\/+$/, '');
const keys = {
  whatsAppToken: 'dev-whatsapp-token',
  appSecret: 'dev-whatsapp-app-secret',
  phoneNumberId: '100000000000001',
  msg91AuthKey: 'dev-msg91-key',
};
const receiptToken = 'dev-report-token';
const templates = ['confirmation', 'reminder', 'change', 'cancellation', 'code'];
const each = (value: (name: string, language: string) => string) =>
  templates.flatMap((name) => ['en', 'hi'].map((language) => `${name}.${language}=${value(name, language)}`)).join(',');

const standIns = new ProviderStandIns({
  ...keys,
  whatsAppWebhookUrl: `${api}/api/notices/whatsapp/`,
  msg91ReportUrl: `${api}/api/notices/sms/receipts/?token=${receiptToken}`,
  autoReceipts: ['sent', 'delivered'],
});
await standIns.start(port);
const settings = {
  WHATSAPP_GRAPH_URL: standIns.whatsAppGraphUrl,
  WHATSAPP_ACCESS_TOKEN: keys.whatsAppToken,
  WHATSAPP_PHONE_NUMBER_ID: keys.phoneNumberId,
  WHATSAPP_APP_SECRET: keys.appSecret,
  WHATSAPP_VERIFY_TOKEN: 'dev-verify-token',
  MSG91_URL: standIns.msg91Url,
  MSG91_AUTH_KEY: keys.msg91AuthKey,
  MSG91_RECEIPT_TOKEN: receiptToken,
  SMS_SENDER_ID: 'ARVCAR',
  DLT_ENTITY_ID: '1101000000000000001',
  DLT_TEMPLATE_IDS: each((_name, language) => `dev-dlt-${language}`),
  MSG91_TEMPLATE_IDS: each((name, language) => `dev-${name}-${language}`),
};
console.info(`Stand-ins on ${standIns.url}. Start the API with:`);
console.info(
  Object.entries(settings)
    .map(([name, value]) => `${name}='${value}'`)
    .join(' \\\n'),
);
let shown = 0;
setInterval(() => {
  for (const message of standIns.accepted.slice(shown)) {
    console.info(
      `${message.channel} to ${message.to}: ${message.template} (${message.language}) ${JSON.stringify(message.variables)}`,
    );
  }
  shown = standIns.accepted.length;
}, 500);
