import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSystemDeps, isInstalled, SYSTEM_PACKAGES } from './ensure-system-deps.mjs';

type SystemPackage = (typeof SYSTEM_PACKAGES)[number];

interface Call {
  command: string;
  args: string[];
  frontend: string | undefined;
}

/** Runs ensureSystemDeps on a machine where `initiallyPresent` are installed; apt-get is faked. */
function fakeMachine(
  initiallyPresent: string[],
  { isRoot = true, hasAptGet = true, exitStatus = 0, installWorks = true } = {},
) {
  const present = new Set(initiallyPresent);
  const calls: Call[] = [];
  const lines: string[] = [];
  const code = ensureSystemDeps({
    isInstalled: (pkg: SystemPackage) => present.has(pkg.name),
    isRoot,
    hasAptGet,
    run: (command: string, args: string[], env: NodeJS.ProcessEnv) => {
      calls.push({ command, args, frontend: env.DEBIAN_FRONTEND });
      if (args[0] === 'install' && installWorks) for (const name of args.slice(3)) present.add(name);
      return exitStatus;
    },
    log: (line: string) => lines.push(line),
  });
  return { code, calls, lines, message: lines.join('\n') };
}

const ALL = SYSTEM_PACKAGES.map((pkg) => pkg.name);
/** The book export tests' checkers (issue 11; unzip reads a story book's EPUB, issue 33). */
const BOOK_TOOLS = ['qpdf', 'unzip', 'epubcheck'];
/** The deploy files' checkers (issue 16) and the throw-away PostgreSQL clusters (issue 28). */
const DEPLOY_TOOLS = ['docker-compose', 'postgresql-15', 'prometheus', 'nginx-light'];
/** The photo comparison's OpenCV recipe (issue 14) and the face cascade of photo pages (issue 30). */
const PHOTO_TOOLS = ['python3-opencv', 'opencv-data'];

describe('ensureSystemDeps', () => {
  it.each([true, false])(
    'exits 0 without running or printing anything when all is present (root: %s)',
    (isRoot) => {
      const { code, calls, lines } = fakeMachine(ALL, { isRoot });
      expect(code).toBe(0);
      expect(calls).toEqual([]);
      expect(lines).toEqual([]);
    },
  );

  it('as root with apt-get, updates once and installs only the missing packages, noninteractively', () => {
    const { code, calls } = fakeMachine([
      'fonts-dejavu-core',
      ...BOOK_TOOLS,
      ...DEPLOY_TOOLS,
      ...PHOTO_TOOLS,
    ]);
    expect(code).toBe(0);
    expect(calls.map(({ command, args }) => ({ command, args }))).toEqual([
      { command: 'apt-get', args: ['update', '-qq'] },
      { command: 'apt-get', args: ['install', '-y', '-qq', 'chromium', 'poppler-utils'] },
    ]);
  });

  it('as root installs what is missing with DEBIAN_FRONTEND=noninteractive and exits 0', () => {
    const { code, calls } = fakeMachine(['chromium', ...BOOK_TOOLS, ...DEPLOY_TOOLS, ...PHOTO_TOOLS]);
    expect(code).toBe(0);
    expect(calls).toEqual([
      { command: 'apt-get', args: ['update', '-qq'], frontend: 'noninteractive' },
      {
        command: 'apt-get',
        args: ['install', '-y', '-qq', 'poppler-utils', 'fonts-dejavu-core'],
        frontend: 'noninteractive',
      },
    ]);
  });

  it('exits 1 when apt-get fails, without running the next step', () => {
    const { code, calls, lines } = fakeMachine([], { exitStatus: 100 });
    expect(code).toBe(1);
    expect(calls).toHaveLength(1);
    expect(lines.at(-1)).toBe('apt-get update -qq failed (exit status 100).');
  });

  it('exits 1 when a package is still missing after the install', () => {
    const { code, lines } = fakeMachine([], { installWorks: false });
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe(
      'Still missing after apt-get install: chromium, poppler-utils, qpdf, unzip, epubcheck, docker-compose, postgresql-15, prometheus, nginx-light, fonts-dejavu-core, python3-opencv, opencv-data.',
    );
  });

  it('as another user exits 1 at once with the one sudo command for the missing packages and what needs them', () => {
    const { code, calls, message } = fakeMachine(
      ['chromium', ...BOOK_TOOLS, ...DEPLOY_TOOLS, ...PHOTO_TOOLS],
      {
        isRoot: false,
      },
    );
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(message).toContain('  sudo apt-get install -y poppler-utils fonts-dejavu-core\n');
    expect(message).toContain('poppler-utils: e2e/documentation.spec.ts reads the PDF guides with pdfinfo');
    expect(message).not.toContain('chromium');
  });

  it('as another user exits 1 at once, printing the command to run', () => {
    const { code, calls, lines } = fakeMachine(['chromium', 'fonts-dejavu-core'], { isRoot: false });
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(lines.join('\n')).toContain('sudo apt-get install -y poppler-utils');
  });

  it("installs the book tests' qpdf, unzip and epubcheck when they are missing", () => {
    const { code, calls } = fakeMachine([
      'chromium',
      'poppler-utils',
      'fonts-dejavu-core',
      ...DEPLOY_TOOLS,
      ...PHOTO_TOOLS,
    ]);
    expect(code).toBe(0);
    expect(calls.at(-1)?.args).toEqual(['install', '-y', '-qq', 'qpdf', 'unzip', 'epubcheck']);
  });

  it('as root without apt-get, stops instead of trying to install', () => {
    const { code, calls, message } = fakeMachine([], { hasAptGet: false });
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(message).toContain('apt-get is not available');
    expect(message).toContain(
      'sudo apt-get install -y chromium poppler-utils qpdf unzip epubcheck docker-compose postgresql-15 prometheus nginx-light fonts-dejavu-core',
    );
  });
});

describe('isInstalled', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('finds a command only as an executable file on PATH', () => {
    dir = mkdtempSync(join(tmpdir(), 'inkling-path-'));
    const program = join(dir, 'pdfinfo');
    writeFileSync(program, '#!/bin/sh\n');
    const pkg = { name: 'poppler-utils', command: 'pdfinfo', neededBy: 'test' };
    chmodSync(program, 0o644);
    expect(isInstalled(pkg, dir)).toBe(false);
    chmodSync(program, 0o755);
    expect(isInstalled(pkg, dir)).toBe(true);
    expect(isInstalled(pkg, '')).toBe(false);
  });

  it('checks a package by the file it installs', () => {
    dir = mkdtempSync(join(tmpdir(), 'inkling-file-'));
    const font = join(dir, 'DejaVuSans.ttf');
    const pkg = { name: 'fonts-dejavu-core', file: font, neededBy: 'test' };
    expect(isInstalled(pkg)).toBe(false);
    writeFileSync(font, '');
    expect(isInstalled(pkg)).toBe(true);
  });
});
