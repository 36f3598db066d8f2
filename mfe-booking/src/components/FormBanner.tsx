import styles from './FormBanner.module.css';

export interface Banner {
  tone: 'success' | 'error';
  text: string;
}

/** A form's outcome beside its button: announced politely on success, at once on failure. */
export function FormBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return (
    <p
      role={banner.tone === 'success' ? 'status' : 'alert'}
      className={banner.tone === 'success' ? styles.success : styles.failure}
    >
      {banner.text}
    </p>
  );
}
