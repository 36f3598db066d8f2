import { serviceHref, siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import airCity from './images/air-city.svg';
import airLungs from './images/air-lungs.svg';
import criticalBed from './images/critical-bed.svg';
import criticalMonitor from './images/critical-monitor.svg';
import diagnosticLab from './images/diagnostic-lab.svg';
import diagnosticReport from './images/diagnostic-report.svg';
import emergencyAmbulance from './images/emergency-ambulance.svg';
import emergencyClock from './images/emergency-clock.svg';

/** The blog's tags; each one leads to the posts that carry it. */
export const BLOG_TAGS = ['cancer', 'care', 'healthy', 'check', 'general', 'surgery', 'diabetes', 'urology'] as const;
export type BlogTag = (typeof BLOG_TAGS)[number];

export const isBlogTag = (value: unknown): value is BlogTag =>
  typeof value === 'string' && (BLOG_TAGS as readonly string[]).includes(value);

/** The original site's article addresses, each still answering by sending the reader on. */
export type LegacyArticlePath = '/blogpage' | '/blogpages' | '/blogpagecare' | '/blogpage4';

export interface PostImage {
  src: string;
  width: number;
  height: number;
  /** Key of its alt text in the post's texts (`images[0]`, `images[1]`). */
}

/**
 * A post's facts that do not change with the language: where it lives, when it was written and
 * reviewed, its tags, pictures and the pages it leads on to. A new post is a new entry here, its
 * texts in postTexts and its article body in features/blog-article/bodies.
 */
export interface Post {
  slug: string;
  legacyPath?: LegacyArticlePath;
  /** Published and last medically reviewed, `YYYY-MM-DD`. */
  date: string;
  reviewed: string;
  tags: readonly BlogTag[];
  /** The two pictures of the card's 01/02 switcher; the first heads the article. */
  images: readonly [PostImage, PostImage];
  /** The service page and the booking page the article leads on to. */
  related: { service: SiteHref; booking: SiteHref };
}

const picture = (src: string): PostImage => ({ src, width: 800, height: 450 });
const emergencyService = serviceHref('accident-and-emergency');

export const POSTS: readonly Post[] = [
  {
    slug: 'diagnostic-tests-you-should-know',
    legacyPath: '/blogpage',
    date: '2025-10-06',
    reviewed: '2025-10-20',
    tags: ['check', 'general', 'healthy', 'diabetes', 'cancer', 'urology'],
    images: [picture(diagnosticLab), picture(diagnosticReport)],
    related: {
      service: serviceHref('full-body-health-checkup'),
      booking: siteHref('/blood-test'),
    },
  },
  {
    slug: 'air-pollution-and-your-lungs',
    legacyPath: '/blogpages',
    date: '2025-11-03',
    reviewed: '2025-11-10',
    tags: ['healthy', 'care', 'general'],
    images: [picture(airCity), picture(airLungs)],
    related: { service: siteHref('/healthcheck'), booking: siteHref('/appointment') },
  },
  {
    slug: 'critical-care-what-families-should-know',
    legacyPath: '/blogpagecare',
    date: '2025-09-15',
    reviewed: '2025-09-22',
    tags: ['care', 'surgery'],
    images: [picture(criticalMonitor), picture(criticalBed)],
    related: { service: emergencyService, booking: siteHref('/appointment') },
  },
  {
    slug: '24-7-emergency-care',
    legacyPath: '/blogpage4',
    date: '2025-08-25',
    reviewed: '2025-09-01',
    tags: ['care', 'general', 'surgery'],
    images: [picture(emergencyAmbulance), picture(emergencyClock)],
    related: { service: siteHref('/emergency'), booking: siteHref('/appointment') },
  },
];

export const postBySlug = (slug: string | undefined): Post | undefined => POSTS.find((post) => post.slug === slug);

/** The posts, newest first (their days compared as `YYYY-MM-DD` text, no locale needed). */
export const newestPosts = (): Post[] => [...POSTS].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
