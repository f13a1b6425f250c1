import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { GUIDES, guidePdfPath } from '@inkling/contracts/content/guides';
import { expect, test } from '@playwright/test';
import { ARTIFACTS, watchConsole } from './helpers';

const GUIDE_DIR = `${ARTIFACTS}/guides`;
mkdirSync(GUIDE_DIR, { recursive: true });

/** Reads one field of `pdfinfo` output, e.g. "Pages" or "Title". */
function pdfinfoField(info: string, field: string): string | undefined {
  return info.match(new RegExp(`^${field}:\\s+(.*)$`, 'm'))?.[1]?.trim();
}

test('each guide on /documentation opens in a new tab and serves a real, multi-page PDF', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { name: 'Free guides' })).toBeVisible();

  for (const guide of GUIDES) {
    const link = page.getByRole('link', { name: new RegExp(`Open PDF.*${guide.title}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', guidePdfPath(guide.slug));

    const response = await page.request.get(guidePdfPath(guide.slug));
    expect(response.status(), guide.slug).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const path = `${GUIDE_DIR}/${guide.slug}.pdf`;
    writeFileSync(path, body);
    const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    expect(Number(pdfinfoField(info, 'Pages')), guide.slug).toBeGreaterThanOrEqual(2);
    expect(pdfinfoField(info, 'Title')).toBe(guide.title);
    expect(pdfinfoField(info, 'Author')).toBe('Inkling');
    expect(pdfinfoField(info, 'Page size')).toContain('letter');
  }

  // Clicking a card opens the guide in a new tab, leaving /documentation in place.
  const first = GUIDES[0];
  if (!first) throw new Error('no guides');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: new RegExp(`Open PDF.*${first.title}`) }).click();
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toContain(guidePdfPath(first.slug));
  await popup.close();
  expect(page.url()).toMatch(/\/documentation$/);
  expect(errors).toEqual([]);
});
