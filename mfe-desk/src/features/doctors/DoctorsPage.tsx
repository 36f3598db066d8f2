import { useState } from 'react';
import { doctorCreateRules } from 'contract/staff-desk';
import type { StaffDoctorListItem } from 'contract/staff-desk';
import { Button, usePageMeta } from 'shared-ui';
import { KitForm, SubmitButton, TextField, useKitForm } from 'shared-ui/forms';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { createStaffDoctor, getStaffDoctors } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { rolesOf } from '../../components/deskNav';
import { deskTimeOf } from '../../components/deskTime';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import table from '../../components/DeskTable.module.css';
import { DoctorEditor } from './DoctorEditor';
import { doctorsMessages } from './doctorsMessages';
import { ProfileFields } from './ProfileFields';
import { NEW_DOCTOR } from './profileValues';

/** The OPD manager's doctors (issue 48): the list by department, one opened to edit, a new one added. */
export function DoctorsPage() {
  const t = useMessages(doctorsMessages);
  usePageMeta({ title: t('title'), description: t('intro') });
  return <StaffOnly roles={rolesOf('/desk/doctors')}>{() => <Doctors />}</StaffOnly>;
}

/** The departments the list names, each once, in its order. */
function departmentsOf(doctors: StaffDoctorListItem[]) {
  const byId = new Map<number, { id: number; name: string }>();
  for (const doctor of doctors) byId.set(doctor.department.id, doctor.department);
  return [...byId.values()];
}

function Doctors() {
  const t = useMessages(doctorsMessages);
  const format = useFormatters();
  const listing = useDeskResource(getStaffDoctors, { loading: t('loading'), failed: t('failed'), empty: t('empty') });
  const [openId, setOpenId] = useState<number | null>(null);
  const departments = departmentsOf(listing.data ?? []);

  let body = listing.placeholder;
  if (listing.placeholder === null) {
    body = (
      <>
        {departments.map((department) => (
          <DeskTableScroll key={department.id} captionId={`desk-doctors-${department.id}`}>
            <table className={table.table}>
              <caption id={`desk-doctors-${department.id}`}>{t('caption', { department: department.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('fees')}</th>
                  <th scope="col">{t('state')}</th>
                  <th scope="col">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {listing.data
                  .filter((doctor) => doctor.department.id === department.id)
                  .map((doctor) => (
                    <tr key={doctor.id}>
                      <th scope="row">{doctor.doctor_name}</th>
                      <td>
                        {t('feePair', {
                          inPerson: format.rupees(doctor.fee.in_person),
                          online: format.rupees(doctor.fee.online),
                        })}
                      </td>
                      <td>
                        {doctor.retired_at === null
                          ? t('practising')
                          : t('retiredOn', { at: deskTimeOf(doctor.retired_at) })}
                      </td>
                      <td>
                        <Button
                          size="small"
                          variant="outline"
                          aria-label={t('openLabel', { name: doctor.doctor_name })}
                          aria-expanded={openId === doctor.id}
                          onClick={() => setOpenId(openId === doctor.id ? null : doctor.id)}
                        >
                          {t('open')}
                        </Button>
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </DeskTableScroll>
        ))}
      </>
    );
  }

  return (
    <section className={table.page} aria-labelledby="desk-doctors">
      <h1 id="desk-doctors" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('intro')}</p>
      {body}
      {openId !== null ? (
        <DoctorEditor
          key={openId}
          id={openId}
          departments={departments}
          onChanged={listing.reload}
          onClose={() => setOpenId(null)}
        />
      ) : null}
      {listing.data ? (
        <AddDoctor
          departments={departments}
          onAdded={(id) => {
            listing.reload();
            setOpenId(id);
          }}
        />
      ) : null}
    </section>
  );
}

function AddDoctor({
  departments,
  onAdded,
}: {
  departments: { id: number; name: string }[];
  onAdded: (id: number) => void;
}) {
  const t = useMessages(doctorsMessages);
  const describeFailure = useDeskFailure();
  const [said, setSaid] = useState<{ failure: string | null; done: string | null }>({ failure: null, done: null });
  const form = useKitForm({
    initialValues: NEW_DOCTOR,
    rules: doctorCreateRules,
    onSubmit: async (payload, actions) => {
      setSaid({ failure: null, done: null });
      try {
        const added = await createStaffDoctor(payload);
        actions.reset(NEW_DOCTOR);
        setSaid({ failure: null, done: t('added', { name: added.doctor_name }) });
        onAdded(added.id);
      } catch (error) {
        if (!actions.showApiErrors(error)) setSaid({ failure: describeFailure(error, t('addFailed')), done: null });
      }
    },
  });
  return (
    <section className={panel.section} aria-labelledby="desk-add-doctor">
      <h2 id="desk-add-doctor" className={panel.sectionHeading}>
        {t('addTitle')}
      </h2>
      <DeskBanner text={said.failure} />
      <p role="status">{said.done}</p>
      <KitForm form={form} aria-labelledby="desk-add-doctor">
        <ProfileFields departments={departments} />
        <TextField name="fee_in_person" type="number" label={t('feeInPerson')} autoComplete="off" required />
        <TextField name="fee_online" type="number" label={t('feeOnline')} autoComplete="off" required />
        <SubmitButton busyText={t('adding')}>{t('add')}</SubmitButton>
      </KitForm>
    </section>
  );
}
