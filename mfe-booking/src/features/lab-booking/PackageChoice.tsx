import { useEffect } from 'react';
import { useCarePackages } from 'shared-ui';
import type { CarePackage, CarePackageKind } from 'contract';
import { SelectField, useField } from 'shared-ui/forms';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { useReadErrorText } from '../../components/useReadErrorText';
import { packageMessages } from './packageMessages';
import { PackageDetails } from './PackageDetails';

const GROUP = {
  'health-check': 'groupHealthCheck',
  'diabetes-programme': 'groupDiabetes',
  'home-care': 'groupHomeCare',
} as const satisfies Record<CarePackageKind, string>;

export interface PackageChoiceProps {
  /** `?package=` of the link that opened the page, until it has been looked for; null then. */
  wantedSlug: string | null;
  /** The wanted package was looked for among all packages: chosen when found (a home care one turns the form into a home visit's). */
  onWantedLooked: (found: CarePackage | undefined) => void;
  /** A home care visit's form (reached from /homecare) lists home care visits; the lab form, every other package. */
  homeVisit: boolean;
  /** The link asked for a package the list does not have (any more). */
  wantedGone: boolean;
  /** The chosen package, for the rest of the form (where, price, the result). */
  onChosen: (chosen: CarePackage | undefined) => void;
}

/**
 * "Package": the lab's packages (health checks, diabetes programmes) in the page's language, grouped
 * by kind (the API orders them so), each with its price, or in a home visit's form the home care
 * visits; the chosen one's details below. Bound to the form's `package` by name.
 */
export function PackageChoice({ wantedSlug, onWantedLooked, wantedGone, onChosen, homeVisit }: PackageChoiceProps) {
  const t = useMessages(packageMessages);
  const format = useFormatters();
  const readErrorText = useReadErrorText();
  const packages = useCarePackages();
  const field = useField<string>('package');
  const listed = (packages.data ?? []).filter((item) => (item.kind === 'home-care') === homeVisit);
  const chosen = listed.find((item) => String(item.id) === field.value);

  const { setValue } = field;
  useEffect(() => {
    if (wantedSlug === null || packages.status !== 'success') return;
    const wanted = packages.data?.find((item) => item.slug === wantedSlug);
    if (wanted) setValue(String(wanted.id));
    onWantedLooked(wanted);
  }, [wantedSlug, packages.status, packages.data, setValue, onWantedLooked]);

  useEffect(() => onChosen(chosen), [chosen, onChosen]);

  return (
    <>
      <SelectField
        name="package"
        label={t('package')}
        hint={wantedGone && !chosen ? t('packageGone') : undefined}
        required
        clearable
        status={packages.status === 'success' ? 'ready' : packages.status}
        options={listed.map((item) => ({
          value: String(item.id),
          label: `${item.name} — ${format.rupees(item.price)}`,
          group: t(GROUP[item.kind]),
        }))}
        placeholder={t('packagePlaceholder')}
        loadingText={t('packagesLoading')}
        emptyText={t('packagesEmpty')}
        loadError={readErrorText(packages.error)}
        onRetry={packages.retry}
      />
      {chosen ? <PackageDetails item={chosen} /> : null}
    </>
  );
}
