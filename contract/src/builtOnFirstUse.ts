/**
 * A value built the first time it is asked for, then the same one every time: the schemas are
 * built this way so that loading the contract costs a page nothing until a form needs its own
 * schema (building all of them took a phone about 70 ms, in the first render of every form page).
 */
export function builtOnFirstUse<Value>(build: () => Value): () => Value {
  let built: { value: Value } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
