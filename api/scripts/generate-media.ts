/**
 * Draws the seeded images in `media/` (doctor portraits, service banners and hero images) as small
 * SVG illustrations in the hospital's palette. Run it again after adding a doctor or a service:
 * `npx tsx scripts/generate-media.ts`. The output is committed; the server only serves it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { departments } from '../src/db/seed/doctors';
import { services } from '../src/db/seed/services';

const MEDIA_DIR = new URL('../media/', import.meta.url).pathname;
const NAVY = '#0b3954';
const TEAL = '#0f766e';
const TEAL_LIGHT = '#5eead4';
const MIST = '#e6f4f1';
const ACCENT = '#e8562a';

/** One pictogram per service, drawn in a 100 x 100 box; `ink` fills, `mark` is the contrast detail. */
const ICONS: Record<string, (ink: string, mark: string) => string> = {
  'accident-and-emergency': (ink, mark) =>
    `<path fill="${ink}" d="M38 12h24v26h26v24H62v26H38V62H12V38h26z"/><path fill="none" stroke="${mark}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" d="M20 50h16l6-12 10 24 6-12h22"/>`,
  cardiology: (ink, mark) =>
    `<path fill="${ink}" d="M50 88 16 52C4 38 12 14 32 14c10 0 16 6 18 11 2-5 8-11 18-11 20 0 28 24 16 38z"/><path fill="none" stroke="${mark}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" d="M18 48h18l6-12 9 24 6-12h25"/>`,
  orthopaedics: (ink, mark) =>
    `<g fill="${ink}" transform="rotate(-40 50 50)"><rect x="22" y="42" width="56" height="16" rx="4"/><circle cx="22" cy="41" r="11"/><circle cx="22" cy="59" r="11"/><circle cx="78" cy="41" r="11"/><circle cx="78" cy="59" r="11"/></g><circle cx="78" cy="78" r="9" fill="${mark}"/>`,
  'diabetes-and-endocrinology': (ink, mark) =>
    `<path fill="${ink}" d="M50 10S20 46 20 64a30 30 0 0 0 60 0C80 46 50 10 50 10z"/><path fill="${mark}" d="M46 52h8v10h10v8H54v10h-8V70H36v-8h10z"/>`,
  'full-body-health-checkup': (ink, mark) =>
    `<rect x="22" y="16" width="56" height="72" rx="7" fill="${ink}"/><rect x="37" y="9" width="26" height="14" rx="4" fill="${mark}"/><path fill="none" stroke="${mark}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="M35 56l10 10 20-22"/>`,
  'home-care': (ink, mark) =>
    `<path fill="${ink}" d="M50 12 10 46h12v40h56V46h12z"/><path fill="${mark}" d="M45 50h10v10h10v10H55v10H45V70H35V60h10z"/>`,
  'dental-medicine': (ink, mark) =>
    `<path fill="${ink}" d="M30 16c-13 0-18 15-13 30 4 12 6 24 10 36 2 7 9 7 11 0l6-20c2-6 10-6 12 0l6 20c2 7 9 7 11 0 4-12 6-24 10-36 5-15 0-30-13-30-8 0-12 4-20 4s-12-4-20-4z"/><path fill="none" stroke="${mark}" stroke-width="4" stroke-linecap="round" d="M30 30c4-4 10-4 14 0"/>`,
  'bariatric-surgery': (ink, mark) =>
    `<rect x="16" y="20" width="68" height="66" rx="16" fill="${ink}"/><path fill="none" stroke="${mark}" stroke-width="6" stroke-linecap="round" d="M32 46a18 18 0 0 1 36 0"/><path stroke="${mark}" stroke-width="5" stroke-linecap="round" d="M50 46l8-10"/>`,
};

function write(relativePath: string, svg: string): void {
  const path = join(MEDIA_DIR, relativePath);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, svg.replace(/\n\s*/g, ''));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function icon(slug: string, ink: string, mark: string): string {
  const draw = ICONS[slug];
  if (!draw) throw new Error(`No pictogram for the service "${slug}": add one to ICONS`);
  return draw(ink, mark);
}

function banner(slug: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" role="img" aria-label="${escapeXml(name)}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>
    <rect width="800" height="400" fill="url(#g)"/>
    <circle cx="640" cy="200" r="210" fill="#fff" opacity=".06"/>
    <circle cx="640" cy="200" r="150" fill="#fff" opacity=".08"/>
    <circle cx="640" cy="200" r="112" fill="#fff"/>
    <g transform="translate(570 130) scale(1.4)">${icon(slug, TEAL, ACCENT)}</g>
    <rect x="56" y="276" width="64" height="6" rx="3" fill="${ACCENT}"/>
    <text x="56" y="330" fill="#fff" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="40" font-weight="700">${escapeXml(name)}</text>
    <text x="56" y="364" fill="${TEAL_LIGHT}" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="20">Aravali Care Hospital, Faridabad</text>
  </svg>`;
}

/** The first hero image: the pictogram on a light panel scattered with plus signs. */
function heroLight(slug: string, name: string): string {
  const pluses = [
    [70, 80],
    [520, 60],
    [90, 360],
    [540, 380],
    [300, 40],
  ]
    .map(([x, y]) => `<path fill="${TEAL_LIGHT}" opacity=".5" d="M${x} ${y}h8v12h12v8h-12v12h-8v-12h-12v-8h12z"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450" role="img" aria-label="${escapeXml(name)}">
    <rect width="600" height="450" rx="24" fill="${MIST}"/>${pluses}
    <circle cx="300" cy="225" r="150" fill="#fff"/>
    <circle cx="300" cy="225" r="150" fill="none" stroke="${TEAL}" stroke-width="6" stroke-dasharray="14 12"/>
    <g transform="translate(210 135) scale(1.8)">${icon(slug, TEAL, ACCENT)}</g>
  </svg>`;
}

/** The second hero image: the pictogram on navy with a care-card motif. */
function heroDark(slug: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450" role="img" aria-label="${escapeXml(name)}">
    <defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>
    <rect width="600" height="450" rx="24" fill="url(#g)"/>
    <path d="M0 340q150-60 300 0t300 0v86a24 24 0 0 1-24 24H24a24 24 0 0 1-24-24z" fill="#fff" opacity=".08"/>
    <rect x="330" y="90" width="210" height="56" rx="14" fill="#fff" opacity=".14"/>
    <rect x="330" y="164" width="170" height="56" rx="14" fill="#fff" opacity=".14"/>
    <rect x="330" y="238" width="190" height="56" rx="14" fill="#fff" opacity=".14"/>
    <circle cx="358" cy="118" r="12" fill="${ACCENT}"/><circle cx="358" cy="192" r="12" fill="${TEAL_LIGHT}"/><circle cx="358" cy="266" r="12" fill="${TEAL_LIGHT}"/>
    <rect x="382" y="112" width="130" height="12" rx="6" fill="#fff" opacity=".7"/>
    <rect x="382" y="186" width="92" height="12" rx="6" fill="#fff" opacity=".7"/>
    <rect x="382" y="260" width="112" height="12" rx="6" fill="#fff" opacity=".7"/>
    <circle cx="170" cy="200" r="120" fill="#fff"/>
    <g transform="translate(100 130) scale(1.4)">${icon(slug, NAVY, ACCENT)}</g>
  </svg>`;
}

/** Portraits that wear their hair long; everyone else gets the short cut. */
const LONG_HAIR = new Set(['Anita', 'Kavita', 'Meenakshi', 'Neha', 'Pooja', 'Sunita', 'Shalini', 'Ritu']);
const SKIN_TONES = ['#c68863', '#d9a27c', '#b5774f', '#e0b48f'];

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .filter((part, index, parts) => index === 0 || index === parts.length - 1)
    .map((part) => part[0])
    .join('');
}

function portrait(name: string, index: number): string {
  const firstName = name.replace(/^Dr\.\s*/, '').split(' ')[0] ?? '';
  const skin = SKIN_TONES[index % SKIN_TONES.length];
  const longHair = LONG_HAIR.has(firstName);
  // Long hair falls behind the shoulders, so it is drawn first; every cut gets a fringe over the face.
  const backHair = longHair
    ? `<path fill="#2b1d16" d="M140 150c0-50 30-78 60-78s60 28 60 78v96h-26v-70c-10-20-54-20-68 0v70h-26z"/>`
    : '';
  const fringe = longHair
    ? `<path fill="#2b1d16" d="M150 160c0-44 22-64 50-64s50 20 50 64c-14-26-30-34-50-34s-36 8-50 34z"/>`
    : `<path fill="#2b1d16" d="M148 150c-2-44 22-62 52-62s54 18 52 62c-12-22-30-30-52-30s-40 8-52 30z"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${TEAL}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>
    <rect width="400" height="400" fill="url(#g)"/>
    <circle cx="200" cy="200" r="170" fill="#fff" opacity=".07"/>
    ${backHair}
    <path fill="#fff" d="M70 400c0-80 50-128 130-128s130 48 130 128z"/>
    <path fill="${MIST}" d="M172 272h56l-28 56z"/>
    <rect x="186" y="226" width="28" height="52" rx="10" fill="${skin}"/>
    <ellipse cx="200" cy="170" rx="52" ry="62" fill="${skin}"/>
    ${fringe}
    <path fill="none" stroke="${ACCENT}" stroke-width="7" stroke-linecap="round" d="M150 290c-8 40 6 66 34 70M250 290c8 40-6 66-34 70"/>
    <circle cx="200" cy="362" r="12" fill="${ACCENT}"/>
    <circle cx="330" cy="70" r="42" fill="${ACCENT}"/>
    <text x="330" y="84" text-anchor="middle" fill="#fff" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="36" font-weight="700">${escapeXml(initials(name))}</text>
  </svg>`;
}

for (const service of services) {
  write(service.service_banner, banner(service.slug, service.name));
  const hero = service.page.hero_section;
  if (hero?.image_1) write(hero.image_1, heroLight(service.slug, service.name));
  if (hero?.image_2) write(hero.image_2, heroDark(service.slug, service.name));
}

departments
  .flatMap((department) => department.doctors)
  .forEach((doctor, index) => write(doctor.image, portrait(doctor.doctor_name, index)));

console.info(`Wrote the seeded images to ${MEDIA_DIR}`);
