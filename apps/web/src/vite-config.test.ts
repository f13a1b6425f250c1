// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { sonnerStylesInBundle } from '../vite.config';

const SONNER = fileURLToPath(import.meta.resolve('sonner'));

/** Runs the plugin's transform hook as the bundler would. */
function transform(plugin: Plugin, code: string, id: string): { code: string } | null {
  const hook = plugin.transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('the plugin has no transform hook');
  return handler.call({} as never, code, id) as { code: string } | null;
}

describe('sonnerStylesInBundle (issue 18: no stylesheet added by script on the first screen)', () => {
  const plugin = sonnerStylesInBundle();
  const source = readFileSync(SONNER, 'utf8');

  it('removes the call that adds sonner’s <style>, and only that', () => {
    const out = transform(plugin, source, SONNER);
    expect(out?.code).toBeDefined();
    expect(source).toMatch(/\n__insertCSS\("\[data-sonner-toaster\]/);
    expect(out?.code).not.toMatch(/\n__insertCSS\(/);
    // The rules index.css imports instead; the rest of the module is untouched.
    expect(readFileSync(SONNER.replace(/index\.mjs$/, 'styles.css'), 'utf8')).toContain(
      '[data-sonner-toaster]',
    );
    expect(out?.code).toContain('function Toaster');
    expect(source.length - (out?.code.length ?? 0)).toBeGreaterThan(10_000);
  });

  it('leaves other modules alone', () => {
    expect(transform(plugin, source, '/app/node_modules/other/dist/index.mjs')).toBeNull();
  });

  it('fails the build when a sonner version adds its CSS another way', () => {
    expect(() => transform(plugin, 'export const Toaster = () => null;\n', SONNER)).toThrow(
      /sonnerStylesInBundle/,
    );
  });
});
