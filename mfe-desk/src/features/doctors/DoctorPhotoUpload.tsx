import { useState } from 'react';
import type { FormEvent } from 'react';
import { DOCTOR_PHOTO, DOCTOR_PHOTO_ACCEPT } from 'contract/staff-desk';
import type { StaffDoctor } from 'contract/staff-desk';
import { ApiError, Button } from 'shared-ui';
import { FormField } from 'shared-ui/fields';
import { isKnownFieldIssue, loadFieldErrorTexts, useFieldProblemText } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import { uploadDoctorPhoto } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { useDeskFailure } from '../../components/useDeskFailure';
import panel from '../../components/DeskPanel.module.css';
import styles from './Doctors.module.css';
import { doctorsMessages } from './doctorsMessages';

/** The site's portrait frame (4:5), at the desk's size: the preview is the crop the pages show. */
const PREVIEW = { width: 160, height: 200 } as const;

/**
 * A doctor's photo: the one the site shows now, and a new one uploaded. The API checks the file
 * (its type from its bytes, its size, its pixels) and names the rule a refusal breaks, said at the
 * field; only a file over the size limit is stopped here first, so it is never sent.
 */
export function DoctorPhotoUpload({
  doctor,
  onSaved,
}: {
  doctor: StaffDoctor;
  onSaved: (doctor: StaffDoctor) => void;
}) {
  const t = useMessages(doctorsMessages);
  const say = useFieldProblemText();
  const describeFailure = useDeskFailure();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [said, setSaid] = useState<{ failure: string | null; done: string | null }>({ failure: null, done: null });

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setSaid({ failure: null, done: null });
    // The refusals' words, before any can be said.
    await loadFieldErrorTexts();
    if (!file) return setProblem(say({ code: 'doctorPhotoRequired' }));
    if (file.size > DOCTOR_PHOTO.maxBytes) return setProblem(say({ code: 'doctorPhotoSize' }));
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await uploadDoctorPhoto(doctor.id, doctor.version, file);
      if (answer.outcome === 'conflict') {
        setSaid({ failure: say({ code: answer.code as 'doctorProfileStale' }) || t('photoFailed'), done: null });
      } else setSaid({ failure: null, done: say({ code: 'doctorPhotoSaved' }) });
      onSaved(answer.doctor);
    } catch (error) {
      const issue = error instanceof ApiError ? error.fieldIssues['photo'] : undefined;
      if (issue && isKnownFieldIssue(issue)) setProblem(say(issue));
      else setSaid({ failure: describeFailure(error, t('photoFailed')), done: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={panel.section} aria-labelledby="desk-doctor-photo">
      <h3 id="desk-doctor-photo" className={panel.sectionHeading}>
        {t('photoTitle', { name: doctor.doctor_name })}
      </h3>
      <MediaImage
        src={doctor.image}
        alt={t('photoNow', { name: doctor.doctor_name })}
        width={PREVIEW.width}
        height={PREVIEW.height}
        fallback={t('noPhoto')}
        className={styles.photo}
      />
      <DeskBanner text={said.failure} />
      <p role="status">{said.done}</p>
      <form onSubmit={(event) => void upload(event)} aria-labelledby="desk-doctor-photo" noValidate>
        <FormField
          label={t('newPhoto')}
          name="photo"
          id="desk-doctor-photo-file"
          hint={t('photoHint')}
          error={problem}
          required
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={DOCTOR_PHOTO_ACCEPT}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" disabled={busy}>
          {busy ? t('uploading') : t('uploadPhoto')}
        </Button>
      </form>
    </section>
  );
}
