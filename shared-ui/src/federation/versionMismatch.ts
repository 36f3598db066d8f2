/**
 * The federation runtime's refusal of a shared singleton a remote needs newer than the page has
 * (`strictVersion`), e.g. "Version 1.2.0 from shell of shared singleton module shared-ui does not
 * satisfy the requirement of mfe_booking which needs ^1.3.0".
 */
const REFUSAL =
  /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** What to tell the team when a remote needs a newer shared library than the page's host provides. */
export function describeVersionMismatch(error: unknown): string | null {
  const match = REFUSAL.exec(error instanceof Error ? error.message : String(error));
  if (!match) return null;
  const [, version, host, library, remote, needed] = match;
  return (
    `${remote} needs ${library} ${needed}, but this page has ${library} ${version} from ${host}. ` +
    `Its region shows the fallback until ${host} is released with ${library} ${needed}: ship the shell before the remote.`
  );
}
