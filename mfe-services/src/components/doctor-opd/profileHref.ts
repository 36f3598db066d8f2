import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { Doctor } from 'contract';

/** The doctor's own page, when the API gave the doctor a slug. */
export const doctorProfileHref = (doctor: Pick<Doctor, 'slug'>): SiteHref | undefined =>
  doctor.slug ? siteHref('/our-doctor/:doctorSlug', { doctorSlug: doctor.slug }) : undefined;
