export { CarePackages } from './CarePackages';
export type { CarePackagesProps } from './CarePackages';
export { PackageCards } from './PackageCards';
export type { PackageCardsProps } from './PackageCards';
export { BookPackageLink, PackageDetails, PackageIncludes, PackagePrice } from './PackageParts';
