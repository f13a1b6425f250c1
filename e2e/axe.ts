import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Minimal axe-core runner: evaluates axe.min.js in the page and returns WCAG A/AA violations. */
export default class AxeBuilder {
  constructor(private readonly page: Page) {}

  async analyze(): Promise<AxeViolation[]> {
    // Evaluated through the DevTools protocol, which the app's Content-Security-Policy (no
    // inline scripts) does not govern; a <script> tag with this content would be refused.
    await this.page.evaluate(axeSource);
    return this.page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
      const axe = (window as any).axe;
      const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] });
      return result.violations;
    });
  }
}
