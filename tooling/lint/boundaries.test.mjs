// @ts-check
/**
 * Each boundary rule proven by linting a deliberately bad file (and a good twin) with the
 * repository's own oxlint configuration, the way `npm run lint` does.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const oxlint = path.join(repoRoot, 'node_modules', '.bin', 'oxlint');

/**
 * Lints one file written at `relativePath` inside a throwaway tree shaped like the repository.
 * @param {string} relativePath e.g. `mfe-booking/src/features/contact/Form.ts`
 * @param {string} source
 * @param {Record<string, string>} [others] more files of the tree (path → source), not linted
 * @returns {string[]} the boundary messages oxlint printed
 */
function lint(relativePath, source, others = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  try {
    for (const name of ['shell', 'shared-ui', 'mfe-content', 'mfe-services', 'mfe-booking', 'api']) {
      fs.mkdirSync(path.join(root, name), { recursive: true });
      fs.writeFileSync(path.join(root, name, 'package.json'), JSON.stringify({ name }));
    }
    for (const [at, text] of Object.entries({ ...others, [relativePath]: source })) {
      fs.mkdirSync(path.dirname(path.join(root, at)), { recursive: true });
      fs.writeFileSync(path.join(root, at), text);
    }
    const file = path.join(root, relativePath);
    const run = spawnSync(oxlint, ['-c', path.join(repoRoot, '.oxlintrc.json'), '-f', 'unix', file], {
      encoding: 'utf8',
    });
    return run.stdout.split('\n').filter((line) => line.includes('no-cross-boundary-imports'));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const remoteFile = 'mfe-booking/src/features/contact/ContactForm.ts';

test('a remote importing another remote fails, by name or by a relative path', () => {
  assert.match(
    lint(remoteFile, "export { pages } from 'mfe-content/src/app/routes';\n").join(),
    /must not import "mfe-content"/,
  );
  assert.match(
    lint(remoteFile, "export { pages } from '../../../../mfe-services/src/app/routes';\n").join(),
    /relative import leaves "mfe-booking"/,
  );
});

test('a remote importing the shell fails', () => {
  assert.match(lint(remoteFile, "import 'shell/src/app/bootstrap';\n").join(), /must not import "shell"/);
});

test('front-end code importing axios or swr itself fails; shared-ui may', () => {
  assert.match(
    lint(remoteFile, "import axios from 'axios';\nexport default axios;\n").join(),
    /"axios" is shared-ui's/,
  );
  assert.match(lint('shell/src/app/data.ts', "import useSWR from 'swr';\nexport default useSWR;\n").join(), /"swr"/);
  assert.deepEqual(lint('shared-ui/src/api/client.ts', "import axios from 'axios';\nexport default axios;\n"), []);
});

test("importing shared-ui's source files fails; its public subpaths pass", () => {
  assert.match(lint(remoteFile, "export { apiClient } from 'shared-ui/src/api/client';\n").join(), /public subpaths/);
  assert.deepEqual(lint(remoteFile, "export { Button } from 'shared-ui';\nexport * from 'shared-ui/forms';\n"), []);
});

test('a feature importing another feature or the app layer fails; its own files pass', () => {
  assert.match(
    lint(remoteFile, "export { LabForm } from '../lab-booking/LabForm';\n").join(),
    /must not import another feature \(lab-booking\)/,
  );
  assert.match(lint(remoteFile, "export { pages } from '../../app/routes';\n").join(), /must not import the app layer/);
  assert.match(lint(remoteFile, "export default () => import('../lab-booking/LabForm');\n").join(), /another feature/);
  assert.deepEqual(
    lint(remoteFile, "export { useContact } from './useContact';\nexport * from '../../components/Map';\n"),
    [],
  );
});

test('shared-ui importing the shell or a remote fails', () => {
  assert.match(
    lint('shared-ui/src/federation/x.ts', "export * from 'shell/src/app/routes';\n").join(),
    /shared-ui must not import "shell"/,
  );
  assert.match(
    lint('shared-ui/src/federation/x.ts', "export * from 'mfe-services';\n").join(),
    /shared-ui must not import "mfe-services"/,
  );
});

test('the router comes from shared-ui/router outside shared-ui, never from react-router itself', () => {
  assert.match(lint(remoteFile, "export { useParams } from 'react-router';\n").join(), /from "shared-ui\/router"/);
  assert.match(lint(remoteFile, "export { useParams } from 'react-router-dom';\n").join(), /not "react-router-dom"/);
  assert.match(
    lint('shell/src/app/x.ts', "import { Link } from 'react-router';\nexport default Link;\n").join(),
    /SiteLink/,
  );
  assert.deepEqual(lint(remoteFile, "export { useParams } from 'shared-ui/router';\n"), []);
  assert.deepEqual(
    lint('shared-ui/src/components/SiteLink/SiteLink.tsx', "export { Link } from 'react-router';\n"),
    [],
  );
});

const apiFeature = 'api/src/features/appointments/routes.ts';

test("an API feature reaching into another feature's files fails; its index.ts and shared folders pass", () => {
  const sessions = { 'api/src/features/sessions/index.ts': 'export const signedIn = 1;\n' };
  assert.match(
    lint(apiFeature, "export { signedIn } from '../sessions/plugin';\n", sessions).join(),
    /must not reach into another feature's files \(sessions\/plugin\): import "\.\.\/sessions"/,
  );
  assert.deepEqual(lint(apiFeature, "export { signedIn } from '../sessions';\n", sessions), []);
  assert.deepEqual(lint(apiFeature, "export { signedIn } from '../sessions/index';\n", sessions), []);
  assert.deepEqual(lint(apiFeature, "export { audit } from '../../audit/audit';\nexport * from './repository';\n"), []);
});

test('an API feature import that closes a circle of features fails, naming the circle', () => {
  const circle = {
    'api/src/features/accounts/index.ts': "export { link } from './owned';\n",
    'api/src/features/accounts/owned.ts': "import { signedIn } from '../sessions';\nexport const link = signedIn;\n",
    'api/src/features/sessions/index.ts': "export { secret as signedIn } from './plugin';\n",
    'api/src/features/sessions/plugin.ts': "import { secret } from '../appointments';\nexport { secret };\n",
  };
  assert.match(
    lint(apiFeature, "export { link } from '../accounts';\n", circle).join(),
    /closes a circle of features: appointments → accounts → sessions → appointments/,
  );
  const noWayBack = { ...circle, 'api/src/features/sessions/plugin.ts': 'export const secret = 1;\n' };
  assert.deepEqual(lint(apiFeature, "export { link } from '../accounts';\n", noWayBack), []);
});
