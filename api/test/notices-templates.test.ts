/** The sheet a hospital registers its SMS and WhatsApp templates from (scripts/notice-templates.ts). */
import { registeredText, templateSheet, whatsAppBody } from '../src/features/notices/templates';

const ADDRESSES = { siteUrl: 'https://www.hospital.example', apiUrl: 'https://api.hospital.example' };

test('names every template in both languages with its DLT text, WhatsApp name and body, and variables', () => {
  const sheet = templateSheet(ADDRESSES, { reminder: 'aravali_reminder' });
  for (const name of ['confirmation', 'reminder', 'change', 'cancellation', 'code'] as const) {
    for (const language of ['en', 'hi'] as const) {
      expect(sheet).toContain(`## ${name}.${language}\n`);
      expect(sheet).toContain(`\n${registeredText(name, language, ADDRESSES)}\n`);
      expect(sheet).toContain(`\n${whatsAppBody(name, language, ADDRESSES)}\n`);
    }
  }
  expect(sheet).toContain('WhatsApp "utility" template "aravali_reminder", language hi');
  expect(sheet).toContain('WhatsApp "utility" template "booking_code", language en');
  expect(sheet).toContain('https://api.hospital.example/api/notices/stop/{#var#}');
  expect(sheet).toContain('Variables, in order (each at most 30 characters): name, when, reference, stop');
});
