import { useId } from 'react';
import { Checkbox } from 'shared-ui/fields';
import { useMessages } from 'shared-ui/i18n';
import { textChannelMessages } from './textChannelMessages';
import styles from './TextChannels.module.css';

/**
 * Which channels a booking's own messages take to the phone typed in the form (the contract's
 * `sms_messages`, ticked, and `whatsapp_messages`, unticked), with what they carry said beside the
 * choice. The e-mail goes whatever is ticked; a landline's ticked channel is refused by the rules.
 */
export function TextChannels() {
  const t = useMessages(textChannelMessages);
  const noteId = useId();
  return (
    <fieldset className={styles.channels} aria-describedby={noteId}>
      <legend className={styles.legend}>{t('textsLegend')}</legend>
      <p id={noteId} className={styles.note}>
        {t('textsNote')}
      </p>
      <Checkbox name="sms_messages" label={t('textsSms')} />
      <Checkbox name="whatsapp_messages" label={t('textsWhatsapp')} />
    </fieldset>
  );
}
