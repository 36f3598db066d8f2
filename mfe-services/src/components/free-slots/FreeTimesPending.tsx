import { HOSPITAL, telHref } from 'contract/hospital';
import { LoadingState } from 'shared-ui';

interface FreeTimesPendingProps {
  /** "Finding free times...". */
  label: string;
  /** Said without scripts, before the support phone number: the times never come, the phone books them. */
  noScriptText: string;
  onServer: boolean;
  compact?: boolean;
  className?: string | undefined;
}

/** Free times being asked for; in the server's HTML without scripts, the phone number instead. */
export function FreeTimesPending({ label, noScriptText, onServer, compact, className }: FreeTimesPendingProps) {
  return (
    <>
      <LoadingState compact={compact} label={label} />
      {onServer ? (
        <noscript>
          <p className={className}>
            {noScriptText} <a href={telHref(HOSPITAL.supportPhone)}>{HOSPITAL.supportPhone}</a>
          </p>
        </noscript>
      ) : null}
    </>
  );
}
