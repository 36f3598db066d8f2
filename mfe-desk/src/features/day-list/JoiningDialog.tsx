import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DESK_JOIN_HOWS, DESK_JOIN_LIMITS, isMeetingLink } from 'contract';
import type { DeskBooking, DeskJoinHow } from 'contract';
import { Dialog } from 'shared-ui';
import { loadFieldErrorTexts, useFieldProblemText } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { DialogFooter } from './BookingDialogs';
import { dayListMessages } from './dayListMessages';
import { printedAt } from './deskDayText';
import styles from './DayList.module.css';

export interface JoiningInput {
  how: DeskJoinHow;
  link?: string;
  resend: boolean;
}

/**
 * An online booking's joining details (issue 47): a meeting link or a call at the booked time, sent
 * to the patient by the API. Once sent, the dialog says when and sends again only as a re-send.
 * The link is checked by the contract's rule, and refused in the contract's words, before it goes.
 */
export function JoiningDialog({
  booking,
  busy,
  failure,
  onClose,
  onSubmit,
}: {
  booking: DeskBooking;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (input: JoiningInput) => void;
}) {
  const t = useMessages(dayListMessages);
  const say = useFieldProblemText();
  const id = useId();
  const sent = booking.joining ?? null;
  const [how, setHow] = useState<DeskJoinHow>(sent?.how ?? 'link');
  const [link, setLink] = useState('');
  // The refusal is kept as the contract's code and said in the page's language once its words are loaded.
  const [linkProblem, setLinkProblem] = useState(false);
  useEffect(() => {
    loadFieldErrorTexts().catch(() => undefined);
  }, []);
  const linkProblemText = linkProblem
    ? say({ code: 'deskJoinLink', params: { max: DESK_JOIN_LIMITS.linkMax } }) || t('joiningLink')
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = link.trim();
    if (how === 'link' && !isMeetingLink(typed)) {
      setLinkProblem(true);
      document.getElementById(`${id}-link`)?.focus();
      return;
    }
    onSubmit(how === 'link' ? { how, link: typed, resend: sent !== null } : { how, resend: sent !== null });
  };

  return (
    <Dialog open title={t('joiningTitle', { name: booking.patient_name })} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <p>{t('joiningLead', { time: booking.slot_start ?? '—' })}</p>
        {sent ? (
          <p>{t('joiningSentBefore', { at: printedAt(new Date(sent.sent_at)), how: t(`joinHow.${sent.how}`) })}</p>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend>{t('joiningHow')}</legend>
          {DESK_JOIN_HOWS.map((each) => (
            <label key={each} className={styles.choice}>
              <input
                type="radio"
                name="how"
                value={each}
                checked={how === each}
                onChange={() => {
                  setHow(each);
                  setLinkProblem(false);
                }}
              />
              {t(`joinHow.${each}`)}
            </label>
          ))}
        </fieldset>
        {how === 'link' ? (
          <>
            <label className={styles.label} htmlFor={`${id}-link`}>
              {t('joiningLink')}
            </label>
            {linkProblemText ? (
              <p id={`${id}-link-problem`} className={styles.fieldError}>
                {linkProblemText}
              </p>
            ) : null}
            <input
              id={`${id}-link`}
              type="url"
              inputMode="url"
              autoComplete="off"
              className={styles.input}
              value={link}
              maxLength={DESK_JOIN_LIMITS.linkMax}
              aria-invalid={linkProblem ? true : undefined}
              aria-describedby={linkProblem ? `${id}-link-problem` : undefined}
              onChange={(event) => {
                setLink(event.target.value);
                setLinkProblem(false);
              }}
            />
          </>
        ) : null}
        <DialogFooter
          failure={failure}
          busy={busy}
          confirmLabel={sent ? t('confirmResend') : t('confirmJoining')}
          closeLabel={t('close')}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}
