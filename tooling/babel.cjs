// @ts-check
/**
 * Babel options for every front-end package, passed inline to babel-loader and babel-jest so no
 * package needs a config file of its own.
 * @param {{ test?: boolean, development?: boolean }} [options]
 */
module.exports = function babelOptions({ test = false, development = false } = {}) {
  return {
    babelrc: false,
    configFile: false,
    presets: [
      [
        require.resolve('@babel/preset-env'),
        test ? { targets: { node: 'current' } } : { bugfixes: true, targets: 'defaults and supports es6-module' },
      ],
      [require.resolve('@babel/preset-react'), { runtime: 'automatic', development }],
      [require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true }],
    ],
  };
};
