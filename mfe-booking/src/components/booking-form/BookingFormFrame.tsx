import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { KitForm, SubmitButton } from 'shared-ui/forms';
import type { FormValues, KitFormState } from 'shared-ui/forms';
import { FormBanner } from '../FormBanner';
import type { Banner } from '../FormBanner';
import { OutcomeDialog, preloadOutcomeDialog } from '../OutcomeDialog';
import type { Outcome } from '../OutcomeDialog';
import { PrivacyConsent } from '../PrivacyConsent';
import type { PrivacyPurpose } from '../PrivacyConsent';
import styles from './BookingFormFrame.module.css';

const LAYOUT = { column: styles.section, page: styles.page, step: undefined } as const;

/** How a submit's outcome shows: a banner beside the button, or the Success / Error dialog. */
export type FrameOutcome = { banner: Banner | null } | { dialog: Outcome | null; onClose: () => void };

export interface BookingFormFrameProps<Values extends FormValues> {
  /** From `useKitForm`: the error summary at the form's top focuses on a failed submit. */
  form: KitFormState<Values>;
  title: string;
  intro?: string | undefined;
  /** A step the page moves to: its heading takes the focus (given through this ref). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** Between the intro and the form: a link's pre-selection, why this step shows. */
  lead?: ReactNode;
  /**
   * `column`: a column of a booking page (beside its aside); `page`: the page's own narrow column
   * (account); `step`: a step inside a page that lays itself out (manage a booking).
   */
  layout?: 'column' | 'page' | 'step';
  /** The privacy notice and required consent box above the button. */
  consent?: PrivacyPurpose | undefined;
  submit: string;
  /** The button's text while the submit is on its way. */
  busyText?: string | undefined;
  outcome: FrameOutcome;
  /** The visitor's first focus in the form: code they will need next can load meanwhile. */
  onStart?: (() => void) | undefined;
  /** Below the form: a link to the other account form. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * Every form of the booking remote: heading and intro, the kit form with its error summary, the
 * fields, the privacy consent, the submit button and the outcome (a banner or the result dialog).
 */
export function BookingFormFrame<Values extends FormValues>({
  form,
  title,
  intro,
  headingRef,
  lead,
  layout = 'column',
  consent,
  submit,
  busyText,
  outcome,
  onStart,
  after,
  children,
}: BookingFormFrameProps<Values>) {
  const headingId = useId();
  const dialog = 'dialog' in outcome;
  const start = () => {
    if (dialog) preloadOutcomeDialog();
    onStart?.();
  };
  return (
    <section className={LAYOUT[layout]} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.heading}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {lead}
      <KitForm form={form} aria-labelledby={headingId} className={styles.form} onFocusCapture={start}>
        {children}
        {consent ? <PrivacyConsent purpose={consent} /> : null}
        <div>
          {'banner' in outcome ? <FormBanner banner={outcome.banner} /> : null}
          <SubmitButton busyText={busyText}>{submit}</SubmitButton>
        </div>
      </KitForm>
      {after}
      {'dialog' in outcome ? <OutcomeDialog outcome={outcome.dialog} onClose={outcome.onClose} /> : null}
    </section>
  );
}
