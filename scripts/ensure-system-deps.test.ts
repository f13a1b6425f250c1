import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSystemDeps, isInstalled, planSystemDeps, SYSTEM_PACKAGES } from './ensure-system-deps.mjs';

type SystemPackage = (typeof SYSTEM_PACKAGES)[number];

const presentOnly =
  (...names: string[]) =>
  (pkg: SystemPackage) =>
    names.includes(pkg.name);

describe('planSystemDeps', () => {
  it('does nothing when every package is present', () => {
    const plan = planSystemDeps({
      packages: SYSTEM_PACKAGES,
      isInstalled: () => true,
      isRoot: false,
      hasAptGet: true,
    });
    expect(plan).toEqual({ action: 'none', missing: [], steps: [] });
  });

  it('as root with apt-get, updates once and installs only the missing packages, noninteractively', () => {
    const plan = planSystemDeps({
      packages: SYSTEM_PACKAGES,
      isInstalled: presentOnly('fonts-dejavu-core'),
      isRoot: true,
      hasAptGet: true,
    });
    expect(plan.action).toBe('install');
    expect(plan.steps).toEqual([
      { command: 'apt-get', args: ['update', '-qq'] },
      { command: 'apt-get', args: ['install', '-y', '-qq', 'chromium', 'poppler-utils'] },
    ]);
  });

  it('as another user, stops with the one sudo command for the missing packages and says what needs them', () => {
    const plan = planSystemDeps({
      packages: SYSTEM_PACKAGES,
      isInstalled: presentOnly('chromium'),
      isRoot: false,
      hasAptGet: true,
    });
    expect(plan.action).toBe('stop');
    expect(plan.steps).toEqual([]);
    expect(plan.message).toContain('  sudo apt-get install -y poppler-utils fonts-dejavu-core\n');
    expect(plan.message).toContain(
      'poppler-utils: e2e/documentation.spec.ts reads the PDF guides with pdfinfo',
    );
    expect(plan.message).not.toContain('chromium');
  });

  it('as root without apt-get, stops instead of trying to install', () => {
    const plan = planSystemDeps({
      packages: SYSTEM_PACKAGES,
      isInstalled: () => false,
      isRoot: true,
      hasAptGet: false,
    });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('apt-get is not available');
    expect(plan.message).toContain('sudo apt-get install -y chromium poppler-utils fonts-dejavu-core');
  });
});

describe('ensureSystemDeps', () => {
  interface Call {
    command: string;
    args: string[];
    frontend: string | undefined;
  }

  function fakeMachine(
    initiallyPresent: string[],
    { isRoot = true, exitStatus = 0, installWorks = true } = {},
  ) {
    const present = new Set(initiallyPresent);
    const calls: Call[] = [];
    const lines: string[] = [];
    const code = ensureSystemDeps({
      isInstalled: (pkg: SystemPackage) => present.has(pkg.name),
      isRoot,
      hasAptGet: true,
      run: (command: string, args: string[], env: NodeJS.ProcessEnv) => {
        calls.push({ command, args, frontend: env.DEBIAN_FRONTEND });
        if (args[0] === 'install' && installWorks) for (const name of args.slice(3)) present.add(name);
        return exitStatus;
      },
      log: (line: string) => lines.push(line),
    });
    return { code, calls, lines };
  }

  it('exits 0 without running anything when all is present', () => {
    const { code, calls, lines } = fakeMachine(['chromium', 'poppler-utils', 'fonts-dejavu-core']);
    expect(code).toBe(0);
    expect(calls).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('as root installs what is missing with DEBIAN_FRONTEND=noninteractive and exits 0', () => {
    const { code, calls } = fakeMachine(['chromium']);
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
      'Still missing after apt-get install: chromium, poppler-utils, fonts-dejavu-core.',
    );
  });

  it('as another user exits 1 at once, printing the command to run', () => {
    const { code, calls, lines } = fakeMachine(['chromium', 'fonts-dejavu-core'], { isRoot: false });
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(lines.join('\n')).toContain('sudo apt-get install -y poppler-utils');
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
