import { useId } from 'react';
import { clsx } from 'clsx';
import { SiteLink, siteHref } from 'shared-ui';
import type { Department } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { doctorsMessages } from './doctorsMessages';
import styles from './DepartmentFilter.module.css';

interface DepartmentFilterProps {
  departments: readonly Department[];
  /** The department chosen, from the address (`?department=3`); undefined for all. */
  selected: number | undefined;
  /** The other filters (name typed, OPD day, language), kept when the department changes. */
  keep: { name: string; day: number | undefined; language: string };
}

/**
 * Chips that filter the doctors by department. Each is a link to `/our-doctor?department={id}`
 * (the other filters kept, back to the first page), so a filtered list can be shared, bookmarked and
 * reached with Back. Below the tablet width they scroll sideways in one row instead of filling the
 * screen.
 */
export function DepartmentFilter({ departments, selected, keep }: DepartmentFilterProps) {
  const t = useMessages(doctorsMessages);
  const labelId = useId();
  const chips = [
    { id: undefined, name: t('allDepartments') },
    ...departments.map((department) => ({ id: department.id, name: department.department_name })),
  ];
  return (
    <div className={styles.filter}>
      <p id={labelId} className={styles.label}>
        {t('filterLabel')}
      </p>
      <ul className={styles.chips} aria-labelledby={labelId}>
        {chips.map((chip) => {
          const current = chip.id === selected;
          return (
            <li key={chip.id ?? 'all'}>
              <SiteLink
                to={siteHref('/our-doctor', { query: { department: chip.id, ...keep } })}
                className={clsx(styles.chip, current && styles.current)}
                aria-current={current ? 'true' : undefined}
                preventScrollReset
              >
                {chip.name}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
