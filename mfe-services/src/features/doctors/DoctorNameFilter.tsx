import { useId, useState } from 'react';
import { useMessages } from 'shared-ui/i18n';
import { doctorsMessages } from './doctorsMessages';
import styles from './DoctorNameFilter.module.css';

interface DoctorNameFilterProps {
  /** The name in the address (`?name=`). */
  name: string;
  onChange: (name: string) => void;
}

/**
 * A search box that narrows the doctors as the visitor types. What is typed is kept here, so the
 * caret never jumps while the address (which Back and a shared link read) catches up.
 */
export function DoctorNameFilter({ name, onChange }: DoctorNameFilterProps) {
  const t = useMessages(doctorsMessages);
  const id = useId();
  const [typed, setTyped] = useState(name);
  const [addressName, setAddressName] = useState(name);
  // Back, Forward or a link changed the address: show what it now says (React's "adjust state when
  // a prop changes", during render). Typing changes it too, to what was typed less its spaces.
  if (name !== addressName) {
    setAddressName(name);
    if (typed.trim() !== name) setTyped(name);
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('nameLabel')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('nameHint')}
      </p>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={typed}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(event.target.value.trim());
        }}
      />
    </div>
  );
}
