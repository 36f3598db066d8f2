/** Decorative marks on the front of each programme card (prevention, control, pregnancy). */
const paths = [
  // A sprouting leaf: prevention.
  'M32 54V30M32 30c0-12 8-20 20-20 0 12-8 20-20 20zM32 38c0-9-6-15-15-15 0 9 6 15 15 15z',
  // A gauge held in the middle: control.
  'M10 44a22 22 0 0144 0M32 44l10-14M18 44h-4M50 44h-4M32 22v4',
  // A heart with a small one inside: mother and baby.
  'M32 54S10 40 10 24a11 11 0 0122-3 11 11 0 0122 3c0 16-22 30-22 30zM32 38s-6-4-6-8a3 3 0 016-1 3 3 0 016 1c0 4-6 8-6 8z',
];

export function ProgramIcon({ index }: { index: number }) {
  return (
    <svg
      width="64"
      height="64"
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[index % paths.length]} />
    </svg>
  );
}
