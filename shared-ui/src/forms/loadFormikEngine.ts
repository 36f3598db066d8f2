import type * as FormikEngineModule from './FormikEngine';

type EngineModule = typeof FormikEngineModule;

let engineModule: EngineModule | undefined;
let engineLoading: Promise<EngineModule> | undefined;

/** formik with the component that runs it, if it has come. */
export const formikEngineNow = (): EngineModule | undefined => engineModule;

/**
 * formik with the component that runs it (FormikEngine): a chunk of their own, fetched at a form's
 * first use, so a visitor who only reads a form page never loads it. Tried again after a failed
 * fetch (the network dropped).
 */
export const loadFormikEngine = (): Promise<EngineModule> =>
  (engineLoading ??= import('./FormikEngine').then(
    (module) => (engineModule = module),
    (error: unknown) => {
      engineLoading = undefined;
      throw error;
    },
  ));
