import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import bariatricScale from './images/bariatric-scale.svg';
import dentalCare from './images/dental-care.svg';
import dentalClinic from './images/dental-clinic.svg';
import diabetesActive from './images/diabetes-active.svg';
import diabetesMeter from './images/diabetes-meter.svg';
import homeCareVisit from './images/home-care-visit.svg';
import homeCareWalk from './images/home-care-walk.svg';

/** The gallery's categories, in the order of its filter buttons after ALL. */
export const GALLERY_CATEGORIES = ['HOME CARE', 'DIABETES SOLUTION', 'BARIATRIC SURGERY', 'DENTAL MEDICINE'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryItem {
  /** Also names the item's alt text in the messages (`alt.{id}`). */
  id:
    | 'homeCareVisit'
    | 'homeCareWalk'
    | 'diabetesMeter'
    | 'diabetesActive'
    | 'bariatricScale'
    | 'dentalCare'
    | 'dentalClinic';
  src: string;
  width: number;
  height: number;
  category: GalleryCategory;
  /** The page about the item's kind of care (its link button). */
  related: SiteHref;
}

const size = { width: 600, height: 450 } as const;
const homecare = siteHref('/homecare');
const diabetes = siteHref('/diabetes');

/**
 * The seven pictures (HOME CARE 2, DIABETES SOLUTION 2, DENTAL MEDICINE 2, BARIATRIC
 * SURGERY 1), every one an illustration drawn for this site. The blog sidebar shows the first four.
 */
export const GALLERY_ITEMS: readonly GalleryItem[] = [
  { id: 'homeCareVisit', src: homeCareVisit, ...size, category: 'HOME CARE', related: homecare },
  { id: 'diabetesMeter', src: diabetesMeter, ...size, category: 'DIABETES SOLUTION', related: diabetes },
  {
    id: 'dentalCare',
    src: dentalCare,
    ...size,
    category: 'DENTAL MEDICINE',
    related: siteHref('/services/:serviceSlug', { serviceSlug: 'dental-medicine' }),
  },
  {
    id: 'bariatricScale',
    src: bariatricScale,
    ...size,
    category: 'BARIATRIC SURGERY',
    related: siteHref('/services/:serviceSlug', { serviceSlug: 'bariatric-surgery' }),
  },
  { id: 'homeCareWalk', src: homeCareWalk, ...size, category: 'HOME CARE', related: homecare },
  { id: 'diabetesActive', src: diabetesActive, ...size, category: 'DIABETES SOLUTION', related: diabetes },
  {
    id: 'dentalClinic',
    src: dentalClinic,
    ...size,
    category: 'DENTAL MEDICINE',
    related: siteHref('/services/:serviceSlug', { serviceSlug: 'dental-medicine' }),
  },
];
