/*
 * Replacing an illustration with a photograph of the hospital: put the photo (JPEG or WebP, about
 * 1200 x 900, under 150 KB) in ./images/, import it below in place of the drawing, set its real
 * width and height on the item, and change its caption in messages.ts and messages.hi.ts from
 * "Illustration: …" to what the photo shows, without the word "Illustration" (only the hospital's
 * own photographs, with consent from anyone recognisable in them). The grid keeps a 4:3 frame, so a
 * photo of another shape is cropped to fit.
 */
import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import dentalSuite from './images/dental-suite.svg';
import homeCareRoom from './images/home-care-room.svg';
import laboratory from './images/laboratory.svg';
import opdCorridor from './images/opd-corridor.svg';
import patientRoom from './images/patient-room.svg';
import pharmacy from './images/pharmacy.svg';
import reception from './images/reception.svg';

/** The gallery's categories, in the order of its filter buttons after ALL. */
export const GALLERY_CATEGORIES = ['HOME CARE', 'DIABETES SOLUTION', 'BARIATRIC SURGERY', 'DENTAL MEDICINE'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryItem {
  /** Also names the item's caption in the messages (`caption.{id}`). */
  id: 'homeCareRoom' | 'laboratory' | 'dentalSuite' | 'patientRoom' | 'pharmacy' | 'opdCorridor' | 'reception';
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
const dental = siteHref('/services/:serviceSlug', { serviceSlug: 'dental-medicine' });

/**
 * The seven pictures (HOME CARE 2, DIABETES SOLUTION 2, DENTAL MEDICINE 2, BARIATRIC SURGERY 1):
 * drawings of the kinds of rooms a hospital has, in one style, each captioned as an illustration
 * until the hospital supplies photographs. The blog sidebar shows the first four.
 */
export const GALLERY_ITEMS: readonly GalleryItem[] = [
  { id: 'homeCareRoom', src: homeCareRoom, ...size, category: 'HOME CARE', related: homecare },
  { id: 'laboratory', src: laboratory, ...size, category: 'DIABETES SOLUTION', related: diabetes },
  { id: 'dentalSuite', src: dentalSuite, ...size, category: 'DENTAL MEDICINE', related: dental },
  {
    id: 'patientRoom',
    src: patientRoom,
    ...size,
    category: 'BARIATRIC SURGERY',
    related: siteHref('/services/:serviceSlug', { serviceSlug: 'bariatric-surgery' }),
  },
  { id: 'pharmacy', src: pharmacy, ...size, category: 'HOME CARE', related: homecare },
  { id: 'opdCorridor', src: opdCorridor, ...size, category: 'DIABETES SOLUTION', related: diabetes },
  { id: 'reception', src: reception, ...size, category: 'DENTAL MEDICINE', related: dental },
];
