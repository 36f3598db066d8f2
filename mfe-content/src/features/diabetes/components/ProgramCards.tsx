import { ButtonLink, siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import type { DiabetesProgram } from '../content';
import { diabetesMessages } from '../messages';
import { FlipCard } from './FlipCard';
import { ProgramIcon } from './ProgramIcons';
import styles from './ProgramCards.module.css';

/** The three programmes as flip cards: who it is for on the front, what it includes on the back. */
export function ProgramCards({ programs }: { programs: readonly DiabetesProgram[] }) {
  const t = useMessages(diabetesMessages);
  return (
    <ul className={styles.grid}>
      {programs.map((program, index) => (
        <li key={program.name} className={styles.item}>
          <FlipCard
            title={program.name}
            flipLabel={t('showDetails')}
            unflipLabel={t('showSummary')}
            front={
              <>
                <p className={styles.summary}>{program.summary}</p>
                <p className={styles.line}>
                  <strong>{t('durationLabel')}:</strong> {program.duration}
                </p>
                <span className={styles.icon}>
                  <ProgramIcon index={index} />
                </span>
              </>
            }
            back={
              <>
                <p className={styles.line}>
                  <strong>{t('durationLabel')}:</strong> {program.duration}
                </p>
                <p className={styles.line}>
                  <strong>{t('includesLabel')}:</strong>
                </p>
                <ul className={styles.includes}>
                  {program.includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            }
            backActions={
              <ButtonLink to={siteHref('/contact')}>
                {t('enquireNow')}
                <span className="visually-hidden">: {program.name}</span>
              </ButtonLink>
            }
          />
        </li>
      ))}
    </ul>
  );
}
