import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * shared-ui's public surface is every name (values and types) each subpath of its package.json
 * "exports" offers. Remotes are built against it and run on the copy the page's shell provides, so
 * a change must move the version: adding names is a minor release, removing or renaming one a major
 * release (see docs/decisions/0003). public-surface.json records the surface of the version it
 * names; this test fails until a change of surface comes with its version bump and a new record
 * (`RECORD_PUBLIC_SURFACE=1 npx jest publicSurface` in shared-ui, after the bump).
 */

const packageDir = path.join(__dirname, '..');
const recordFile = path.join(packageDir, 'public-surface.json');
const packageJson = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};

type Surface = Record<string, string[]>;
interface SurfaceRecord {
  version: string;
  subpaths: Surface;
}

function currentSurface(): Surface {
  const configFile = ts.readConfigFile(path.join(packageDir, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const options = ts.parseJsonConfigFileContent(configFile.config, ts.sys, packageDir).options;
  const entries = Object.entries(packageJson.exports).sort(([a], [b]) => a.localeCompare(b));
  const sourceFiles = entries.map(([, target]) => path.join(packageDir, target)).filter((file) => /\.tsx?$/.test(file));
  const program = ts.createProgram(sourceFiles, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const surface: Surface = {};
  for (const [subpath, target] of entries) {
    const source = program.getSourceFile(path.join(packageDir, target));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    // Stylesheets, JSON and package.json: the subpath itself is the surface.
    surface[subpath] = moduleSymbol
      ? checker
          .getExportsOfModule(moduleSymbol)
          .map((symbol) => symbol.name)
          .sort()
      : [];
  }
  return surface;
}

/** Every subpath, and every name as `subpath: name`. */
const flatten = (surface: Surface): Set<string> =>
  new Set(
    Object.entries(surface).flatMap(([subpath, names]) => [subpath, ...names.map((name) => `${subpath}: ${name}`)]),
  );

const parseVersion = (version: string): [number, number, number] => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`not a version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};
const atLeast = (version: string, minimum: string) => {
  const [a, b] = [parseVersion(version), parseVersion(minimum)];
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

const listed = (names: readonly string[]) =>
  names.length > 12 ? `${names.slice(0, 12).join(', ')} and ${names.length - 12} more` : names.join(', ') || 'nothing';

/** The smallest version allowed to carry a surface that added and removed these names. */
function requiredVersion(recorded: string, removed: readonly string[], added: readonly string[]): string {
  const [major, minor, patch] = parseVersion(recorded);
  if (removed.length > 0) return `${major + 1}.0.0`;
  if (added.length > 0) return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch}`;
}

/**
 * What is wrong with releasing `surface` as `version` after `record`, or null; `recording` accepts a
 * new surface that the version allows (RECORD_PUBLIC_SURFACE=1), to be written down.
 */
function surfaceProblem(surface: Surface, version: string, record: SurfaceRecord, recording: boolean): string | null {
  const now = flatten(surface);
  const before = flatten(record.subpaths);
  const added = [...now].filter((name) => !before.has(name));
  const removed = [...before].filter((name) => !now.has(name));
  if (added.length === 0 && removed.length === 0) return null;
  const needed = requiredVersion(record.version, removed, added);
  const change = `added: ${listed(added)}; removed: ${listed(removed)}`;
  if (!atLeast(version, needed)) {
    return (
      `shared-ui's exports changed since ${record.version} (${change}). Remotes built against one surface run on ` +
      `the shell's copy: set "version" in shared-ui/package.json to at least ${needed} (adding is minor, ` +
      'removing or renaming is major), then record it with RECORD_PUBLIC_SURFACE=1 npx jest publicSurface.'
    );
  }
  if (recording) return null;
  return (
    `shared-ui ${version} has a new surface (${change}): record it with RECORD_PUBLIC_SURFACE=1 npx jest ` +
    'publicSurface in shared-ui, and commit public-surface.json.'
  );
}

describe("shared-ui's public surface", () => {
  const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as SurfaceRecord;

  it('is the recorded one, or a new one released under the version its change needs', () => {
    const surface = currentSurface();
    const recording = process.env.RECORD_PUBLIC_SURFACE === '1';
    expect(surfaceProblem(surface, packageJson.version, record, recording)).toBeNull();
    if (recording) {
      const next: SurfaceRecord = { version: packageJson.version, subpaths: surface };
      fs.writeFileSync(recordFile, `${JSON.stringify(next, null, 2)}\n`);
    }
  });

  it('names a version no newer than the package', () => {
    expect(atLeast(packageJson.version, record.version)).toBe(true);
  });
});

describe('the release rule', () => {
  const record: SurfaceRecord = { version: '1.4.2', subpaths: { '.': ['Button', 'FormField'], './forms': [] } };

  it('passes an unchanged surface, whatever the version', () => {
    expect(surfaceProblem(record.subpaths, '1.4.2', record, false)).toBeNull();
    expect(surfaceProblem(record.subpaths, '1.4.3', record, false)).toBeNull();
  });

  it('asks a minor version for added names and a major one for removed names', () => {
    const added = { ...record.subpaths, './forms': ['TextField'] };
    expect(surfaceProblem(added, '1.4.2', record, true)).toMatch(/at least 1\.5\.0/);
    expect(surfaceProblem(added, '1.5.0', record, false)).toMatch(/record it/);
    const moved = { '.': ['Button'], './forms': ['FormField'] };
    expect(surfaceProblem(moved, '1.9.0', record, true)).toMatch(/removed: \.: FormField.*at least 2\.0\.0/);
    expect(surfaceProblem({ '.': ['Button', 'FormField'] }, '1.5.0', record, true)).toMatch(
      /removed: \.\/forms\).*at least 2\.0\.0/,
    );
    expect(surfaceProblem(moved, '2.0.0', record, false)).toMatch(/record it/);
    expect(surfaceProblem(moved, '2.0.0', record, true)).toBeNull();
  });

  it('compares versions by number', () => {
    expect(atLeast('1.10.0', '1.9.3')).toBe(true);
    expect(atLeast('1.4.2', '1.5.0')).toBe(false);
  });
});
