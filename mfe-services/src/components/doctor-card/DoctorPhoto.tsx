import { useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import type { Doctor } from 'contract';
import defaultDoctorImage from './default-doctor.svg';
import { doctorCardMessages } from './doctorCardMessages';

/**
 * The seeded monogram portraits are 400 × 500, the 4:5 of a portrait photo; the space is kept before
 * the file arrives, and the card's frame crops any other shape from the top (docs/images.md).
 */
export const DOCTOR_PHOTO = { width: 400, height: 500 } as const;

export interface DoctorPhotoProps {
  doctor: Pick<Doctor, 'image'>;
  className?: string;
}

/**
 * A doctor's photo (`doctors/x.svg`, a bare file name or a full URL; relative paths resolve under
 * the API's media area). A doctor without a photo gets the default portrait; a photo
 * that fails to load becomes a grey box reading "Doctor Image". Decorative: the doctor's name is the
 * heading beside it.
 */
export function DoctorPhoto({ doctor, className }: DoctorPhotoProps) {
  const t = useMessages(doctorCardMessages);
  return (
    <MediaImage
      src={doctor.image}
      alt=""
      width={DOCTOR_PHOTO.width}
      height={DOCTOR_PHOTO.height}
      fallbackSrc={doctor.image ? undefined : defaultDoctorImage}
      fallback={t('doctorImage')}
      className={className}
    />
  );
}
