/**
 * Prints every SMS and WhatsApp text a hospital registers (DLT portal, MSG91's panel, WhatsApp
 * Manager) with its own addresses written in, as the API will send them:
 *   SITE_URL=https://www.example.in API_PUBLIC_URL=https://api.example.in npx tsx scripts/notice-templates.ts
 * WHATSAPP_TEMPLATES, when set, names the WhatsApp templates. docs/notices.md, "Setting it up".
 */
import { loadConfig } from '../src/config';
import { templateSheet } from '../src/features/notices/templates';

const config = loadConfig(process.env);
const names = config.notices.whatsapp?.templateNames ?? {};
console.info(templateSheet({ siteUrl: config.siteUrl, apiUrl: config.notices.apiPublicUrl }, names));
