#!/usr/bin/env node
/**
 * Checks for the Debian packages the tests need before `npm test` (its `pretest` step) and in
 * `.ci/run`. Missing ones are installed with apt-get when running as root; otherwise the script
 * stops at once, naming the one command to run. Issue 9: "On a fresh machine the README's test
 * command must pass by itself". No browser is ever downloaded (DESIGN.md, Stack: tests).
 * When everything is present it only checks one path per package: no apt-get, no child process.
 *
 * It uses only Node's own modules, so `.ci/run` can call it before `npm ci`.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {object} SystemPackage
 * @property {string} name Debian package name.
 * @property {string} [file] Absolute path the package installs (checked to exist and, for programs, be executable).
 * @property {string} [command] Program the package puts on PATH.
 * @property {string} neededBy What needs it (shown when it is missing).
 */

/** @type {SystemPackage[]} The Debian packages the tests need. */
export const SYSTEM_PACKAGES = [
  {
    name: 'chromium',
    file: '/usr/bin/chromium',
    neededBy: 'the Playwright tests run in Debian’s Chromium (e2e/chromium.ts)',
  },
  {
    name: 'poppler-utils',
    command: 'pdfinfo',
    neededBy:
      'e2e/documentation.spec.ts reads the PDF guides with pdfinfo; the book tests check exported PDFs with pdfinfo and pdfimages',
  },
  {
    name: 'qpdf',
    command: 'qpdf',
    neededBy: 'the book export tests check every PDF with qpdf --check (issue 11)',
  },
  {
    name: 'unzip',
    command: 'unzip',
    neededBy: 'e2e/story-books.spec.ts reads the captions out of the exported EPUB with unzip -p (issue 33)',
  },
  {
    name: 'epubcheck',
    file: '/usr/share/java/epubcheck.jar',
    neededBy: 'the book export tests validate every EPUB with epubcheck, run as java -jar (issue 11)',
  },
  {
    name: 'docker-compose',
    command: 'docker-compose',
    neededBy: 'test/deploy.test.ts validates compose.yaml with `docker-compose config` (issue 16)',
  },
  {
    name: 'postgresql-15',
    file: '/usr/lib/postgresql/15/bin/initdb',
    neededBy:
      'apps/server/test/local-cluster.ts starts throw-away PostgreSQL clusters (initdb, pg_ctl, psql) for the deploy and outage tests (issue 28)',
  },
  {
    name: 'prometheus',
    command: 'promtool',
    neededBy:
      'test/deploy.test.ts checks deploy/prometheus with `promtool check config` and `promtool check rules` (issue 28)',
  },
  {
    name: 'nginx-light',
    file: '/usr/sbin/nginx',
    neededBy:
      'test/deploy.test.ts checks deploy/nginx.conf with `nginx -t`; npm run loadtest runs it (issue 16)',
  },
  {
    name: 'fonts-dejavu-core',
    file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    neededBy: 'a font for the text Chromium renders in the browser tests',
  },
  {
    name: 'python3-opencv',
    file: '/usr/lib/python3/dist-packages/cv2.cpython-311-x86_64-linux-gnu.so',
    neededBy:
      'the photo tests, the photo comparison and npm run bench -- photo run the classic OpenCV recipe (scripts/opencv-recipe.py, issue 14)',
  },
  {
    name: 'opencv-data',
    file: '/usr/share/opencv4/lbpcascades/lbpcascade_frontalface_improved.xml',
    neededBy:
      "photo pages find faces with OpenCV's LBP frontal-face cascade (engine lineart/faces.ts, issue 30); the engine's face tests need it",
  },
];

/**
 * Whether a package's file exists (and is executable when it is a program under a bin folder) or
 * its command is an executable on PATH.
 * @param {SystemPackage} pkg
 * @param {string} [path] PATH to search for `command`; defaults to process.env.PATH.
 * @returns {boolean}
 * @throws {Error} when the package names neither a file nor a command.
 */
export function isInstalled(pkg, path = process.env.PATH ?? '') {
  if (pkg.file) return canAccess(pkg.file, pkg.file.includes('/bin/') ? constants.X_OK : constants.R_OK);
  const command = pkg.command;
  if (!command) throw new Error(`System package ${pkg.name} names neither a file nor a command to check`);
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => canAccess(join(dir, command), constants.X_OK));
}

/**
 * @param {string} file
 * @param {number} mode
 */
function canAccess(file, mode) {
  try {
    accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the packages; when some are missing, installs them as root with apt-get (`update`
 * once, then `install` of only the missing ones, DEBIAN_FRONTEND=noninteractive) and checks
 * again, otherwise logs why they are needed and the one `sudo apt-get install` command to run.
 * @param {object} [io] Replaceable for tests.
 * @param {SystemPackage[]} [io.packages]
 * @param {(pkg: SystemPackage) => boolean} [io.isInstalled]
 * @param {boolean} [io.isRoot] Default: the process runs as uid 0.
 * @param {boolean} [io.hasAptGet] Default: apt-get is on PATH (looked up only when a package is missing).
 * @param {(command: string, args: string[], env: NodeJS.ProcessEnv) => number | null} [io.run]
 *   Runs a command with inherited output and returns its exit status.
 * @param {(line: string) => void} [io.log]
 * @returns {number} The exit code: 0 when every package is present (now), 1 otherwise.
 */
export function ensureSystemDeps({
  packages = SYSTEM_PACKAGES,
  isInstalled: installed = (pkg) => isInstalled(pkg),
  isRoot = process.getuid?.() === 0,
  hasAptGet,
  run = (command, args, env) => spawnSync(command, args, { stdio: 'inherit', env }).status,
  log = (line) => console.error(line),
} = {}) {
  const missing = packages.filter((pkg) => !installed(pkg));
  if (missing.length === 0) return 0;
  const names = missing.map((pkg) => pkg.name);
  const aptGet = hasAptGet ?? isInstalled({ name: 'apt', command: 'apt-get', neededBy: '' });
  if (!isRoot || !aptGet) {
    const why = missing.map((pkg) => `  - ${pkg.name}: ${pkg.neededBy}`).join('\n');
    const install = `sudo apt-get install -y ${names.join(' ')}`;
    log(
      aptGet
        ? `The tests need Debian packages that are missing:\n${why}\nInstall them, then run the tests again:\n\n  ${install}\n`
        : `The tests need Debian packages that are missing, and apt-get is not available here:\n${why}\nOn Debian or Ubuntu run:\n\n  ${install}\n`,
    );
    return 1;
  }
  log(`Installing the Debian packages the tests need: ${names.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...names],
  ]) {
    const status = run('apt-get', args, env);
    if (status !== 0) {
      log(`apt-get ${args.join(' ')} failed (exit status ${status}).`);
      return 1;
    }
  }
  const still = packages.filter((pkg) => !installed(pkg));
  if (still.length > 0) {
    log(`Still missing after apt-get install: ${still.map((pkg) => pkg.name).join(', ')}.`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = ensureSystemDeps();
}
