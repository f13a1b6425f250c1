#!/usr/bin/env node
/**
 * Checks for the Debian packages the tests need before `npm test` (its `pretest` step) and in
 * `.ci/run`. Missing ones are installed with apt-get when running as root; otherwise the script
 * stops at once, naming the one command to run. Issue 9: "On a fresh machine the README's test
 * command must pass by itself". No browser is ever downloaded (DESIGN.md, Stack: tests).
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
    neededBy: 'e2e/documentation.spec.ts reads the PDF guides with pdfinfo',
  },
  {
    name: 'fonts-dejavu-core',
    file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    neededBy: 'a font for the text Chromium renders in the browser tests',
  },
];

/**
 * @typedef {object} Plan
 * @property {'none' | 'install' | 'stop'} action
 * @property {SystemPackage[]} missing
 * @property {{ command: string, args: string[] }[]} steps apt-get runs for 'install', none otherwise.
 * @property {string} [message] Why the script stops, for 'stop'.
 */

/**
 * Decides what to do about the system packages; pure, so the decision can be tested without
 * uninstalling anything.
 * @param {object} facts
 * @param {SystemPackage[]} facts.packages Packages the tests need.
 * @param {(pkg: SystemPackage) => boolean} facts.isInstalled Whether a package is present.
 * @param {boolean} facts.isRoot Whether the process runs as root (uid 0).
 * @param {boolean} facts.hasAptGet Whether apt-get is on PATH.
 * @returns {Plan} 'none' when all are present; 'install' (apt-get update once, then install only
 *   the missing ones) when root can use apt-get; otherwise 'stop' with the one command to run.
 */
export function planSystemDeps({ packages, isInstalled, isRoot, hasAptGet }) {
  const missing = packages.filter((pkg) => !isInstalled(pkg));
  if (missing.length === 0) return { action: 'none', missing, steps: [] };
  const names = missing.map((pkg) => pkg.name);
  if (isRoot && hasAptGet) {
    return {
      action: 'install',
      missing,
      steps: [
        { command: 'apt-get', args: ['update', '-qq'] },
        { command: 'apt-get', args: ['install', '-y', '-qq', ...names] },
      ],
    };
  }
  const why = missing.map((pkg) => `  - ${pkg.name}: ${pkg.neededBy}`).join('\n');
  const install = `sudo apt-get install -y ${names.join(' ')}`;
  const message = hasAptGet
    ? `The tests need Debian packages that are missing:\n${why}\nInstall them, then run the tests again:\n\n  ${install}\n`
    : `The tests need Debian packages that are missing, and apt-get is not available here:\n${why}\nOn Debian or Ubuntu run:\n\n  ${install}\n`;
  return { action: 'stop', missing, steps: [], message };
}

/**
 * Whether a package's file exists (and is executable when it is a program under a bin folder) or
 * its command is an executable on PATH.
 * @param {SystemPackage} pkg
 * @param {string} [path] PATH to search for `command`; defaults to process.env.PATH.
 * @returns {boolean}
 */
export function isInstalled(pkg, path = process.env.PATH ?? '') {
  if (pkg.file) return canAccess(pkg.file, pkg.file.includes('/bin/') ? constants.X_OK : constants.R_OK);
  if (pkg.command) {
    const command = pkg.command;
    return path
      .split(delimiter)
      .filter(Boolean)
      .some((dir) => canAccess(join(dir, command), constants.X_OK));
  }
  throw new Error(`System package ${pkg.name} names neither a file nor a command to check`);
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
 * Runs the check and, when the plan says so, the install; re-checks after installing.
 * @param {object} [io] Replaceable for tests.
 * @param {SystemPackage[]} [io.packages]
 * @param {(pkg: SystemPackage) => boolean} [io.isInstalled]
 * @param {boolean} [io.isRoot]
 * @param {boolean} [io.hasAptGet]
 * @param {(command: string, args: string[], env: NodeJS.ProcessEnv) => number | null} [io.run]
 *   Runs a command with inherited output and returns its exit status.
 * @param {(line: string) => void} [io.log]
 * @returns {number} The exit code: 0 when every package is present (now), 1 otherwise.
 */
export function ensureSystemDeps({
  packages = SYSTEM_PACKAGES,
  isInstalled: installed = (pkg) => isInstalled(pkg),
  isRoot = process.getuid?.() === 0,
  hasAptGet = isInstalled({ name: 'apt', command: 'apt-get', neededBy: '' }),
  run = (command, args, env) => spawnSync(command, args, { stdio: 'inherit', env }).status,
  log = (line) => console.error(line),
} = {}) {
  const plan = planSystemDeps({ packages, isInstalled: installed, isRoot, hasAptGet });
  if (plan.action === 'none') return 0;
  if (plan.action === 'stop') {
    log(plan.message ?? '');
    return 1;
  }
  log(`Installing the Debian packages the tests need: ${plan.missing.map((pkg) => pkg.name).join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const step of plan.steps) {
    const status = run(step.command, step.args, env);
    if (status !== 0) {
      log(`${step.command} ${step.args.join(' ')} failed (exit status ${status}).`);
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
