/**
 * Draws the seeded images in `media/`: each doctor's monogram portrait (initials on the colour of
 * their department, until the hospital supplies photos) and each service's banner and two hero
 * images, flat scenes of that service in the hospital's palette. Run it again after adding a doctor
 * or a service: `npx tsx scripts/generate-media.ts`. The output is committed; the server only
 * serves it. How the hospital replaces any of these files: `docs/images.md`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { departments } from '../src/db/seed/doctors';
import { services } from '../src/db/seed/services';

const MEDIA_DIR = new URL('../media/', import.meta.url).pathname;
// The site's tokens (shared-ui/src/tokens/tokens.css).
const NAVY = '#0d2b45';
const TEAL = '#0b6e75';
const TINT = '#e6f3f4';
const SOFT = '#8fd3cf';
const ACCENT = '#e8562a';
const WHITE = '#fff';

/** The colours one drawing is painted in: `ink` the shapes, `mark` the detail, `soft` the fills. */
interface Inks {
  ink: string;
  mark: string;
  soft: string;
  paper: string;
}

/** One object of a scene, drawn in a 100 × 100 box, and what it shows (for the image's label). */
interface Drawing {
  label: string;
  draw: (inks: Inks) => string;
}

/** What a service's pictures show: the banner pairs `main` and `third`, hero 1 the first two, hero 2 the last two. */
interface Scene {
  main: Drawing;
  second: Drawing;
  third: Drawing;
  fourth: Drawing;
}

const line = (stroke: string, width: number) =>
  `fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const ecg = (stroke: string, d = 'M14 50h18l6-12 9 24 6-12h33') => `<path ${line(stroke, 5)} d="${d}"/>`;
const cross = (fill: string, x: number, y: number, size: number) => {
  const third = size / 3;
  return `<path fill="${fill}" d="M${x + third} ${y}h${third}v${third}h${third}v${third}h-${third}v${third}h-${third}v-${third}h-${third}v-${third}h${third}z"/>`;
};

const SCENES: Record<string, Scene> = {
  'accident-and-emergency': {
    main: {
      label: 'an ambulance',
      draw: ({ ink, mark, paper }) =>
        `<path fill="${ink}" d="M6 34h54v40H6zM60 44h18l14 16v14H60z"/><path fill="${paper}" d="M64 48h12l10 12H64z"/>${cross(paper, 20, 41, 24)}<rect x="26" y="26" width="14" height="8" rx="2" fill="${mark}"/><circle cx="24" cy="76" r="9" fill="${ink}" stroke="${paper}" stroke-width="4"/><circle cx="74" cy="76" r="9" fill="${ink}" stroke="${paper}" stroke-width="4"/>`,
    },
    second: {
      label: 'a red cross with a pulse line',
      draw: ({ ink, paper }) =>
        `<path fill="${ink}" d="M36 10h28v26h26v28H64v26H36V64H10V36h26z"/>${ecg(paper, 'M18 50h16l6-12 10 24 6-12h26')}`,
    },
    third: {
      label: 'a stretcher on wheels',
      draw: ({ ink, mark, soft }) =>
        `<rect x="8" y="44" width="84" height="10" rx="5" fill="${ink}"/><rect x="12" y="34" width="50" height="10" rx="5" fill="${soft}"/><circle cx="76" cy="36" r="9" fill="${mark}"/><path ${line(ink, 5)} d="M22 54l10 22M78 54 68 76M30 76h40"/><circle cx="26" cy="84" r="6" fill="${ink}"/><circle cx="74" cy="84" r="6" fill="${ink}"/>`,
    },
    fourth: {
      label: 'a clock for care around the clock',
      draw: ({ ink, mark, paper }) =>
        `<circle cx="50" cy="50" r="38" fill="${paper}" stroke="${ink}" stroke-width="7"/><path ${line(ink, 6)} d="M50 28v22l14 10"/><path ${line(mark, 6)} d="M84 22v16H68"/>`,
    },
  },
  cardiology: {
    main: {
      label: 'a heart with an ECG line',
      draw: ({ ink, paper }) =>
        `<path fill="${ink}" d="M50 88 16 52C4 38 12 14 32 14c10 0 16 6 18 11 2-5 8-11 18-11 20 0 28 24 16 38z"/>${ecg(paper, 'M18 48h18l6-12 9 24 6-12h25')}`,
    },
    second: {
      label: 'a heart monitor',
      draw: ({ ink, mark, paper }) =>
        `<rect x="6" y="12" width="88" height="62" rx="7" fill="${ink}"/><rect x="13" y="19" width="74" height="48" rx="3" fill="${paper}"/>${ecg(mark, 'M17 45h14l5-12 8 24 6-12h33')}<path fill="${ink}" d="M42 74h16v8H42zM28 82h44v7H28z"/>`,
    },
    third: {
      label: 'a stethoscope',
      draw: ({ ink, mark, paper }) =>
        `<path ${line(ink, 6)} d="M26 12v24a22 22 0 0 0 44 0V12M48 58v14a15 15 0 0 0 30 0v-8"/><circle cx="26" cy="12" r="5" fill="${ink}"/><circle cx="70" cy="12" r="5" fill="${ink}"/><circle cx="78" cy="56" r="11" fill="${mark}"/><circle cx="78" cy="56" r="4" fill="${paper}"/>`,
    },
    fourth: {
      label: 'a blood pressure gauge',
      draw: ({ ink, mark, paper, soft }) =>
        `<circle cx="50" cy="50" r="38" fill="${paper}" stroke="${ink}" stroke-width="7"/><path ${line(soft, 5)} d="M24 58a27 27 0 0 1 52 0"/><path ${line(mark, 6)} d="M50 56 68 36"/><circle cx="50" cy="56" r="6" fill="${ink}"/>`,
    },
  },
  orthopaedics: {
    main: {
      label: 'a knee joint',
      draw: ({ ink, mark, soft }) =>
        `<path fill="${ink}" d="M39 4h22v28c0 6 12 8 12 16H27c0-8 12-10 12-16z"/><rect x="28" y="50" width="44" height="5" rx="2" fill="${soft}"/><path fill="${ink}" d="M28 57h44c0 8-10 10-10 16v23H38V73c0-6-10-8-10-16z"/><ellipse cx="77" cy="52" rx="7" ry="10" fill="${mark}"/>`,
    },
    second: {
      label: 'a walking stick',
      draw: ({ ink, mark }) =>
        `<path ${line(ink, 8)} d="M30 26a16 16 0 0 1 32 0v62"/><rect x="52" y="86" width="20" height="8" rx="4" fill="${mark}"/>`,
    },
    third: {
      label: 'a spine',
      draw: ({ ink, mark }) =>
        [0, 1, 2, 3, 4, 5]
          .map((i) => {
            const y = 6 + i * 15;
            const x = 34 + Math.round(Math.sin(i / 1.6) * 6);
            return `<rect x="${x}" y="${y}" width="32" height="11" rx="4" fill="${ink}"/><rect x="${x + 10}" y="${y + 11}" width="12" height="4" fill="${mark}"/>`;
          })
          .join(''),
    },
    fourth: {
      label: 'an X-ray of a bone',
      draw: ({ ink, paper, soft }) =>
        `<rect x="14" y="8" width="72" height="84" rx="7" fill="${ink}"/><g fill="${paper}"><rect x="45" y="26" width="10" height="48"/><circle cx="43" cy="26" r="7"/><circle cx="57" cy="26" r="7"/><circle cx="43" cy="74" r="7"/><circle cx="57" cy="74" r="7"/></g><path ${line(soft, 3)} d="M22 18h12M22 84h12"/>`,
    },
  },
  'diabetes-and-endocrinology': {
    main: {
      label: 'a glucose meter and a drop of blood',
      draw: ({ ink, mark, paper, soft }) =>
        `<rect x="40" y="4" width="12" height="20" fill="${soft}"/><rect x="22" y="20" width="48" height="70" rx="10" fill="${ink}"/><rect x="29" y="28" width="34" height="24" rx="3" fill="${paper}"/><path fill="${ink}" d="M35 34h4v12h-4zM43 34h4v12h-4zM51 34h4v12h-4z"/><circle cx="38" cy="70" r="6" fill="${paper}"/><circle cx="54" cy="70" r="6" fill="${paper}"/><path fill="${mark}" d="M84 38s-11 13-11 20a11 11 0 0 0 22 0c0-7-11-20-11-20z"/>`,
    },
    second: {
      label: 'an insulin pen',
      draw: ({ ink, mark, paper, soft }) =>
        `<g transform="rotate(-35 50 50)"><rect x="8" y="42" width="66" height="16" rx="7" fill="${ink}"/><rect x="20" y="45" width="20" height="10" rx="2" fill="${paper}"/><rect x="74" y="45" width="12" height="10" fill="${soft}"/><path ${line(ink, 2)} d="M86 50h9"/><rect x="4" y="44" width="8" height="12" rx="3" fill="${mark}"/></g>`,
    },
    third: {
      label: 'a balanced plate of food',
      draw: ({ ink, mark, paper, soft }) =>
        `<circle cx="50" cy="50" r="40" fill="${paper}" stroke="${ink}" stroke-width="6"/><circle cx="50" cy="50" r="28" fill="${soft}"/><path fill="${ink}" d="M44 66c0-16 10-24 26-24 0 16-10 24-26 24z"/><circle cx="38" cy="42" r="9" fill="${mark}"/><circle cx="52" cy="34" r="5" fill="${mark}"/>`,
    },
    fourth: {
      label: 'an apple',
      draw: ({ ink, mark }) =>
        `<path fill="${mark}" d="M50 32c-8-7-32-7-32 18 0 20 14 38 23 38 4 0 6-2 9-2s5 2 9 2c9 0 23-18 23-38 0-25-24-25-32-18z"/><path ${line(ink, 5)} d="M50 32c0-9 4-15 10-19"/><path fill="${ink}" d="M56 22c6-9 17-9 22-4-6 7-16 7-22 4z"/>`,
    },
  },
  'full-body-health-checkup': {
    main: {
      label: 'a checklist on a clipboard',
      draw: ({ ink, mark, paper }) =>
        `<rect x="18" y="12" width="64" height="80" rx="7" fill="${ink}"/><rect x="24" y="20" width="52" height="66" rx="3" fill="${paper}"/><rect x="36" y="6" width="28" height="14" rx="4" fill="${mark}"/>${[34, 52, 70].map((y) => `<path ${line(mark, 4)} d="M30 ${y}l4 4 7-8"/><rect x="46" y="${y - 2}" width="24" height="5" rx="2" fill="${ink}"/>`).join('')}`,
    },
    second: {
      label: 'blood sample tubes in a rack',
      draw: ({ ink, mark, paper, soft }) =>
        `${[22, 44, 66].map((x, i) => `<rect x="${x}" y="12" width="14" height="66" rx="7" fill="${paper}" stroke="${ink}" stroke-width="4"/><rect x="${x + 2}" y="${40 + i * 6}" width="10" height="${36 - i * 6}" rx="5" fill="${i === 1 ? soft : mark}"/>`).join('')}<rect x="10" y="58" width="80" height="10" rx="3" fill="${ink}"/><rect x="14" y="68" width="6" height="22" fill="${ink}"/><rect x="80" y="68" width="6" height="22" fill="${ink}"/>`,
    },
    third: {
      label: 'a microscope',
      draw: ({ ink, mark, soft }) =>
        `<path ${line(ink, 9)} d="M40 12l18 34"/><path ${line(ink, 6)} d="M66 30a26 26 0 0 1-10 46"/><rect x="30" y="54" width="30" height="8" rx="3" fill="${soft}"/><path fill="${ink}" d="M22 80h58v10H22z"/><circle cx="62" cy="50" r="5" fill="${mark}"/>`,
    },
    fourth: {
      label: 'a report with a chart',
      draw: ({ ink, mark, paper, soft }) =>
        `<rect x="16" y="8" width="68" height="84" rx="7" fill="${paper}" stroke="${ink}" stroke-width="5"/><path fill="${soft}" d="M28 70h10V52H28zM44 70h10V38H44zM60 70h10V46H60z"/><path ${line(mark, 4)} d="M26 40l14-10 12 6 18-14"/><rect x="26" y="78" width="40" height="5" rx="2" fill="${ink}"/>`,
    },
  },
  'home-care': {
    main: {
      label: 'a home with a medical cross',
      draw: ({ ink, mark, paper }) =>
        `<path fill="${ink}" d="M50 10 8 46h12v44h60V46h12z"/><rect x="30" y="48" width="40" height="42" fill="${paper}"/>${cross(mark, 38, 54, 24)}`,
    },
    second: {
      label: "a nurse's bag",
      draw: ({ ink, paper }) =>
        `<path ${line(ink, 6)} d="M36 34V22h28v12"/><rect x="10" y="32" width="80" height="56" rx="9" fill="${ink}"/>${cross(paper, 38, 46, 24)}`,
    },
    third: {
      label: 'a wheelchair',
      draw: ({ ink, mark, soft }) =>
        `<circle cx="40" cy="64" r="24" fill="none" stroke="${ink}" stroke-width="7"/><circle cx="40" cy="64" r="4" fill="${ink}"/><path ${line(ink, 7)} d="M26 12v44h34l10 26h10"/><rect x="24" y="36" width="28" height="8" rx="4" fill="${soft}"/><circle cx="74" cy="88" r="5" fill="${mark}"/>`,
    },
    fourth: {
      label: 'a calendar of planned visits',
      draw: ({ ink, mark, paper, soft }) =>
        `<rect x="12" y="16" width="76" height="74" rx="8" fill="${paper}" stroke="${ink}" stroke-width="5"/><path fill="${ink}" d="M12 24a8 8 0 0 1 8-8h60a8 8 0 0 1 8 8v10H12z"/><path ${line(ink, 5)} d="M32 8v14M68 8v14"/>${[24, 44, 64].map((x) => `<rect x="${x}" y="44" width="12" height="10" rx="2" fill="${soft}"/>`).join('')}<path ${line(mark, 5)} d="M38 72l8 7 16-16"/>`,
    },
  },
  'dental-medicine': {
    main: {
      label: 'a healthy tooth',
      draw: ({ ink, mark }) =>
        `<path fill="${ink}" d="M30 16c-13 0-18 15-13 30 4 12 6 24 10 36 2 7 9 7 11 0l6-20c2-6 10-6 12 0l6 20c2 7 9 7 11 0 4-12 6-24 10-36 5-15 0-30-13-30-8 0-12 4-20 4s-12-4-20-4z"/><path ${line(mark, 4)} d="M28 30c4-5 10-5 14 0M84 8v12M78 14h12"/>`,
    },
    second: {
      label: "a dentist's mirror and probe",
      draw: ({ ink, mark, paper, soft }) =>
        `<circle cx="30" cy="28" r="17" fill="${soft}" stroke="${ink}" stroke-width="5"/><path fill="${paper}" d="M22 22a10 10 0 0 1 10-6"/><path ${line(ink, 6)} d="M42 40l40 44"/><path ${line(mark, 5)} d="M80 14l-8 8 1 10M72 22l-30 58"/>`,
    },
    third: {
      label: "a dentist's chair and lamp",
      draw: ({ ink, mark, soft }) =>
        `<path ${line(ink, 11)} d="M16 26l12 40h42"/><rect x="44" y="68" width="9" height="16" fill="${ink}"/><rect x="28" y="84" width="42" height="7" rx="3" fill="${ink}"/><path ${line(soft, 4)} d="M84 84V16H62"/><path fill="${mark}" d="M46 10h20l-4 14H50z"/>`,
    },
    fourth: {
      label: 'a toothbrush',
      draw: ({ ink, mark, soft }) =>
        `<g transform="rotate(-35 50 50)"><rect x="6" y="54" width="72" height="10" rx="5" fill="${ink}"/><rect x="62" y="40" width="26" height="14" rx="2" fill="${soft}"/><path ${line(mark, 3)} d="M66 40v-6M72 40v-6M78 40v-6M84 40v-6"/></g>`,
    },
  },
  'bariatric-surgery': {
    main: {
      label: 'a stomach',
      draw: ({ ink, mark, soft }) =>
        `<path fill="${ink}" d="M40 6h14v16c0 8 10 8 18 12 14 8 20 26 12 42-9 17-32 22-48 12-8-5-10-14-4-18 6-4 14 2 22-2 8-4 8-14 0-20-8-6-14-10-14-22z"/><path ${line(soft, 4)} d="M54 38c10 4 14 14 10 24"/><circle cx="84" cy="16" r="6" fill="${mark}"/><path ${line(mark, 4)} d="M80 20 64 38"/>`,
    },
    second: {
      label: 'a weighing scale',
      draw: ({ ink, mark, paper }) =>
        `<rect x="14" y="16" width="72" height="72" rx="16" fill="${ink}"/><path ${line(paper, 6)} d="M32 44a18 18 0 0 1 36 0"/><path ${line(mark, 5)} d="M50 44l8-10"/><rect x="26" y="66" width="48" height="8" rx="4" fill="${paper}" opacity=".4"/>`,
    },
    third: {
      label: 'a measuring tape',
      draw: ({ ink, mark, paper, soft }) =>
        `<path fill="${soft}" d="M46 50h46v18H46z"/><path ${line(ink, 3)} d="M54 50v8M62 50v5M70 50v8M78 50v5M86 50v8"/><circle cx="38" cy="50" r="30" fill="${ink}"/><circle cx="38" cy="50" r="11" fill="${paper}"/><circle cx="38" cy="50" r="5" fill="${mark}"/>`,
    },
    fourth: {
      label: 'keyhole surgery instruments',
      draw: ({ ink, mark, soft }) =>
        `<path ${line(soft, 6)} d="M8 82c20-10 64-10 84 0"/><path ${line(ink, 6)} d="M22 14l22 60M78 14 56 74"/><path ${line(mark, 5)} d="M44 74l-4 10m4-10 6 8M56 74l4 10m-4-10-6 8"/><circle cx="44" cy="74" r="4" fill="${ink}"/><circle cx="56" cy="74" r="4" fill="${ink}"/>`,
    },
  },
};

function write(relativePath: string, svg: string): void {
  const path = join(MEDIA_DIR, relativePath);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, svg.replace(/\n\s*/g, ''));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/’/g, "'");
}

function sceneOf(slug: string): Scene {
  const scene = SCENES[slug];
  if (!scene) throw new Error(`No scene for the service "${slug}": add one to SCENES`);
  return scene;
}

/** A drawing centred at (cx, cy) on a white disc of radius r. */
function disc(drawing: Drawing, inks: Inks, cx: number, cy: number, r: number, ring?: string): string {
  const scale = (r * 1.4) / 100;
  const outline = ring
    ? `<circle cx="${cx}" cy="${cy}" r="${r + 10}" fill="none" stroke="${ring}" stroke-width="4" stroke-dasharray="12 10"/>`
    : '';
  return `${outline}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${WHITE}"/><g transform="translate(${cx - 50 * scale} ${cy - 50 * scale}) scale(${scale})">${drawing.draw(inks)}</g>`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ON_LIGHT: Inks = { ink: TEAL, mark: ACCENT, soft: SOFT, paper: WHITE };
const ON_DARK: Inks = { ink: NAVY, mark: ACCENT, soft: SOFT, paper: WHITE };
const gradient = (id: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>`;

/** The banner of the services list: the service's first and third objects on the brand gradient. */
function banner(name: string, { main, third }: Scene): string {
  const label = `${name}: ${main.label} and ${third.label}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" role="img" aria-label="${escapeXml(label)}">
    ${gradient('g')}<rect width="800" height="400" fill="url(#g)"/>
    <circle cx="400" cy="200" r="250" fill="${WHITE}" opacity=".05"/><path d="M0 320q200-70 400 0t400 0v80H0z" fill="${WHITE}" opacity=".07"/>
    ${disc(main, ON_LIGHT, 320, 190, 120)}${disc(third, ON_DARK, 520, 230, 82)}
  </svg>`;
}

/** Hero 1, on a light panel: the service's main object, large, and its second beside it. */
function heroLight({ main, second }: Scene): string {
  const pluses = [
    [60, 70],
    [520, 60],
    [80, 370],
    [330, 400],
  ]
    .map(([x, y]) => cross(SOFT, x ?? 0, y ?? 0, 24))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450" role="img" aria-label="${escapeXml(`${capital(main.label)} beside ${second.label}`)}">
    <rect width="600" height="450" rx="24" fill="${TINT}"/>${pluses}
    ${disc(main, ON_LIGHT, 250, 215, 145, TEAL)}${disc(second, ON_LIGHT, 462, 318, 82)}
  </svg>`;
}

/** Hero 2, on navy: the service's third object, large, and its fourth above it. */
function heroDark({ third, fourth }: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450" role="img" aria-label="${escapeXml(`${capital(third.label)} and ${fourth.label}`)}">
    ${gradient('g')}<rect width="600" height="450" rx="24" fill="url(#g)"/>
    <path d="M0 350q150-60 300 0t300 0v76a24 24 0 0 1-24 24H24a24 24 0 0 1-24-24z" fill="${WHITE}" opacity=".08"/>
    ${disc(third, ON_DARK, 230, 235, 145, SOFT)}${disc(fourth, ON_DARK, 462, 130, 78)}
  </svg>`;
}

/**
 * Each department's colour for its doctors' portraits: calm, dark enough for white initials
 * (contrast above 7:1), and different for neighbouring cards.
 */
const DEPARTMENT_COLOURS = [
  '#0b6e75',
  '#1f4e79',
  '#6b3a5c',
  '#2f5d3a',
  '#7a4a14',
  '#9a330a',
  '#3f4f7a',
  '#5b3f8c',
  '#14615a',
  '#8a2f45',
  '#34566b',
  '#5a5a1e',
];

function initials(name: string): string {
  const parts = name.replace(/^Dr\.\s*/, '').split(/\s+/);
  return [parts[0], parts.length > 1 ? parts.at(-1) : undefined]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/**
 * A monogram portrait, 4:5 like the portrait photos that will replace it: the doctor's initials on
 * the department's colour, a fine diagonal weave, no face.
 */
function portrait(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" role="img" aria-label="${escapeXml(name)}">
    <defs><pattern id="p" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0v18" stroke="${WHITE}" stroke-width="2" opacity=".08"/></pattern>
    <radialGradient id="l" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="${WHITE}" stop-opacity=".16"/><stop offset="1" stop-color="${WHITE}" stop-opacity="0"/></radialGradient></defs>
    <rect width="400" height="500" fill="${colour}"/><rect width="400" height="500" fill="url(#p)"/><rect width="400" height="500" fill="url(#l)"/>
    <circle cx="200" cy="210" r="122" fill="none" stroke="${WHITE}" stroke-width="3" opacity=".55"/>
    <text x="200" y="250" text-anchor="middle" fill="${WHITE}" font-family="Georgia, 'Times New Roman', serif" font-size="112" letter-spacing="4">${escapeXml(initials(name))}</text>
    <rect x="170" y="392" width="60" height="5" rx="2.5" fill="${WHITE}" opacity=".7"/>
  </svg>`;
}

for (const service of services) {
  const scene = sceneOf(service.slug);
  write(service.service_banner, banner(service.name, scene));
  const hero = service.page.hero_section;
  if (hero?.image_1) write(hero.image_1, heroLight(scene));
  if (hero?.image_2) write(hero.image_2, heroDark(scene));
}

departments.forEach((department, index) => {
  const colour = DEPARTMENT_COLOURS[index % DEPARTMENT_COLOURS.length] ?? TEAL;
  for (const doctor of department.doctors) write(doctor.image, portrait(doctor.doctor_name, colour));
});

console.info(`Wrote the seeded images to ${MEDIA_DIR}`);
