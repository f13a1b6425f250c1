import { mkdirSync } from 'node:fs';
import { CAREERS_TEXTS, JOB_LISTINGS } from '@inkling/contracts/careers';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, expectNoSeriousA11yViolations, watchConsole } from './helpers';

mkdirSync(ARTIFACTS, { recursive: true });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectCareersPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  for (const heading of [
    'Shape the Future',
    'Remote-First',
    'Early Team Equity',
    'Open Positions',
    "Don't See Your Role?",
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const job of JOB_LISTINGS) {
    await expect(page.getByRole('heading', { name: job.title })).toBeVisible();
    await expect(page.getByRole('button', { name: `Apply for ${job.title}` })).toBeVisible();
  }
  await expect(page.getByText('Remote · Tampa, FL preferred')).toHaveCount(2);
}

/** A text PDF printed by Chromium itself (one paragraph per line), as a résumé a person would send. */
async function printedPdf(browser: Browser, lines: string[]): Promise<Buffer> {
  const page = await browser.newPage();
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  await page.setContent(`<main>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</main>`);
  const pdf = await page.pdf({ format: 'Letter' });
  await page.close();
  return pdf;
}

for (const viewport of VIEWPORTS) {
  test(`careers (${viewport.name}): apply with a PDF résumé; a wrong file type is refused`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const errors = watchConsole(page);
    await page.goto('/jobs');
    await expectCareersPage(page);
    await expect(page).toHaveTitle('Careers · Inkling');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `${ARTIFACTS}/careers-${viewport.name}.png`,
      fullPage: true,
      animations: 'disabled',
    });

    const job = viewport.name === 'desktop' ? 'Product Designer' : 'General Application';
    if (viewport.name === 'desktop') await page.getByRole('button', { name: `Apply for ${job}` }).click();
    else await page.getByRole('button', { name: 'Send Resume' }).click();
    const dialog = page.getByRole('dialog', { name: job });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit application' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Checked in the browser before any upload, so no request (and no 4xx) happens.
    await dialog.getByLabel('Résumé').setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Jane Doe, designer'),
    });
    // Said at the field, not in a toast over the dialog's buttons (issue 32 #4).
    await expect(dialog.getByRole('status')).toHaveText(CAREERS_TEXTS.wrongType);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(submit).toBeDisabled();

    const pdf = await printedPdf(browser, [
      'Jane Doe',
      'Product designer who loves crayons',
      'Tampa, Florida',
    ]);
    await dialog
      .getByLabel('Résumé')
      .setInputFiles({ name: 'jane-doe.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByText('9 words read from your résumé')).toBeVisible();
    await dialog.getByLabel('Full name').fill('Jane Doe');
    await dialog.getByLabel('Email').fill(`jane-${viewport.name}@example.org`);
    await dialog.getByLabel(/Anything else/).fill('I draw with my kids every weekend.');
    await expect(submit).toBeEnabled();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await page.screenshot({
      path: `${ARTIFACTS}/careers-dialog-${viewport.name}.png`,
      animations: 'disabled',
    });

    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/job-applications') && r.request().method() === 'POST',
    );
    await submit.click();
    expect((await response).status()).toBe(201);
    expect(await (await response).json()).toMatchObject({ jobTitle: job });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: CAREERS_TEXTS.submitted });
    await expect(toast).toBeVisible();
    // The toast is laid out by sonner's rules, which come with the page's stylesheet, not from a
    // <style> its script adds (issue 18: vite.config.ts sonnerStylesInBundle): fixed to the
    // window, each toast placed in it, inside the window.
    // Polled: sonner slides a new toast up from below the window edge (a 400 ms transition).
    await expect
      .poll(() =>
        toast.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return {
            toaster: getComputedStyle(el.closest('[data-sonner-toaster]') as Element).position,
            toast: getComputedStyle(el).position,
            inWindow: box.left >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
            added: [...document.querySelectorAll('style')].some((style) =>
              style.textContent?.includes('data-sonner'),
            ),
          };
        }),
      )
      .toEqual({ toaster: 'fixed', toast: 'absolute', inWindow: true, added: false });
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });
}
