// @ts-check
const JSDOMEnvironment = require('jest-environment-jsdom').default;

/**
 * jsdom plus the fetch-era globals Node has and jsdom lacks, which MSW needs (the approach of
 * jest-fixed-jsdom, minus its Blob and FormData: jsdom's own must stay, or form submission and
 * file inputs break). Node resolution, not browser bundles, for dependencies.
 */
class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  /** @param {ConstructorParameters<typeof JSDOMEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.customExportConditions = [''];
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      TransformStream,
      WritableStream,
      BroadcastChannel,
      Headers,
      Request,
      Response,
      fetch,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
