/**
 * Stands in for a module of API calls until its first call: each call loads the module (and axios
 * with it) and runs its namesake, so the many pages that never make one do not carry their code.
 */
export function lazyCalls<Calls>(load: () => Promise<Calls>) {
  return <Name extends keyof Calls>(name: Name): Calls[Name] => {
    const call = (...args: unknown[]) =>
      load().then((calls) => (calls[name] as (...given: unknown[]) => Promise<unknown>)(...args));
    return call as Calls[Name];
  };
}
