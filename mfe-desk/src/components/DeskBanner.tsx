import styles from './DeskPanel.module.css';

/** A failure said beside the form or list it is about, read out as soon as it shows. */
export function DeskBanner({ text }: { text: string | null }) {
  return (
    <p role="alert" className={text ? styles.alert : undefined}>
      {text}
    </p>
  );
}
