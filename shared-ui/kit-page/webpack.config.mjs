// @ts-check
/**
 * The kit page: every primitive of shared-ui in each of its states on one page, for people to look
 * at (`npm run kit-page -w shared-ui`) and for the browser suite's axe run (e2e/tests/site/kit.spec.ts),
 * which checks what jsdom cannot: colour contrast, focus visibility, real dialogs and motion.
 * A plain single-bundle development build (about 15 s, where a production one takes a minute of
 * every e2e run): the kit, not federation or minification, is under test here.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const require = createRequire(import.meta.url);
const babelOptions = require('tooling/babel.cjs');
const here = path.dirname(new URL(import.meta.url).pathname);

/** @type {import('webpack').Configuration & { devServer: import('webpack-dev-server').Configuration }} */
export default {
  mode: 'development',
  devtool: false,
  context: here,
  entry: './index.tsx',
  output: { path: path.join(here, 'dist'), publicPath: '/', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: { loader: 'babel-loader', options: { ...babelOptions({ development: true }), cacheDirectory: true } },
      },
      {
        test: /\.css$/,
        use: [
          MiniCssExtractPlugin.loader,
          {
            loader: 'css-loader',
            options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' } },
          },
        ],
      },
      { test: /\.(svg|png|jpe?g|webp)$/i, type: 'asset/resource' },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      template: require.resolve('tooling/index.html'),
      templateParameters: { title: 'shared-ui kit', description: 'Every shared-ui primitive in each of its states' },
    }),
    new MiniCssExtractPlugin(),
  ],
  performance: { hints: false },
  devServer: {
    port: Number(process.env.KIT_PAGE_PORT ?? 3105),
    hot: false,
    liveReload: false,
    historyApiFallback: true,
    client: { overlay: false },
    static: false,
  },
};
