import { useCallback, useState } from 'react';
import type { CarePackage } from 'contract';
import { useSearchParams } from 'shared-ui/router';

/**
 * The package side of the form: the package a "Book this package" link asks for (looked for once,
 * when the packages are in), whether it was not found, and the package chosen. A home care visit is
 * booked from /homecare, whose links name its package: the form is then that visit's (only home care
 * visits listed, at home); from the menu it lists lab tests and packages only.
 */
export function useChosenPackage() {
  const [params] = useSearchParams();
  const [wantedSlug, setWantedSlug] = useState(() => params.get('package')?.trim() || null);
  const [wantedGone, setWantedGone] = useState(false);
  const [listedPackage, setListedPackage] = useState<CarePackage>();
  const [homeVisit, setHomeVisit] = useState(false);
  const lookedForWanted = useCallback((found: CarePackage | undefined) => {
    setWantedSlug(null);
    setWantedGone(found === undefined);
    if (found?.kind === 'home-care') setHomeVisit(true);
  }, []);
  const packageChosen = useCallback((chosen: CarePackage | undefined) => {
    setListedPackage(chosen);
    // Once the visitor has chosen one, the missing package is old news.
    if (chosen) setWantedGone(false);
  }, []);
  return { wantedSlug, wantedGone, listedPackage, homeVisit, lookedForWanted, packageChosen };
}
