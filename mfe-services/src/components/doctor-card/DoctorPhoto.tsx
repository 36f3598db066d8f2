import { useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import type { Doctor } from 'shared-ui';
import defaultDoctorImage from './default-doctor.svg';
import { doctorCardMessages } from './doctorCardMessages';

/** The seeded portraits are 400 × 400; the space is kept before the file arrives. */
export const DOCTOR_PHOTO_SIZE = 400;

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
      width={DOCTOR_PHOTO_SIZE}
      height={DOCTOR_PHOTO_SIZE}
      fallbackSrc={doctor.image ? undefined : defaultDoctorImage}
      fallback={t('doctorImage')}
      className={className}
    />
  );
}
