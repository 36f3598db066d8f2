import { directionsHref, HOSPITAL, hospitalAddressIn, telHref } from 'contract/hospital';
import { offlineMessagesEn } from './offlineMessages';
import type { OfflineMessages } from './offlineMessages';
import offlineMessagesHi from './offlineMessages.hi';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');

/** The facts in force when the page is saved (the emergency page saves it at each visit). */
const valuesIn = (language: 'en' | 'hi') => ({
  hospital: HOSPITAL.name,
  phone: HOSPITAL.emergencyPhone,
  hours: HOSPITAL.supportHours,
  address: hospitalAddressIn(language),
});

const section = (messages: OfflineMessages, language: 'en' | 'hi'): string => {
  const text = (key: keyof OfflineMessages, values: Record<string, string> = valuesIn(language)) =>
    escapeHtml(fill(messages[key], values));
  return `<section lang="${language}">
<h${language === 'en' ? 1 : 2}>${text('heading')}</h${language === 'en' ? 1 : 2}>
<p class="note">${text('offline')}</p>
<p><a class="call" href="${telHref(HOSPITAL.nationalEmergencyNumber)}">${text('call112')}</a></p>
<p><a class="call" href="${telHref(HOSPITAL.emergencyPhone)}">${text('callEmergency')}</a></p>
<p><a href="${telHref(HOSPITAL.ambulancePhone)}">${text('callAmbulance', { phone: HOSPITAL.ambulancePhone })}</a></p>
<p>${text('open')}</p>
<p>${text('address')}</p>
<p><a href="${escapeHtml(directionsHref())}">${text('directions')}</a></p>
</section>`;
};

/** The saved page's own policy: nothing but its inline CSS (it has no script and loads nothing). */
export const OFFLINE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/**
 * The emergency page as one self-contained document (inline CSS, no script, no remote), English and
 * Hindi together: what the service worker answers for /emergency/ when there is no connection.
 */
export const offlinePageHtml = (): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${OFFLINE_PAGE_POLICY}">
<title>${escapeHtml(fill(offlineMessagesEn.title, valuesIn('en')))}</title>
<style>
body{margin:0;padding:1rem;font:1rem/1.6 system-ui,sans-serif;color:#1d2733;background:#fff}
main{max-width:36rem;margin:0 auto}
h1,h2{color:#b42318;line-height:1.2}
section+section{margin-top:2rem;padding-top:1rem;border-top:1px solid #cfd8e0}
a{color:#0d2b45;font-weight:700}
.call{display:block;padding:.75rem 1rem;border-radius:8px;background:#b42318;color:#fff;text-decoration:none;text-align:center;font-size:1.125rem}
.note{color:#4a5866}
</style>
</head>
<body>
<main>
${section(offlineMessagesEn, 'en')}
${section(offlineMessagesHi, 'hi')}
</main>
</body>
</html>
`;
