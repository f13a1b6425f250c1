import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GIFT_TEXTS } from '@inkling/contracts/gift-cards';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';

/**
 * Gift card e-mail (issue 34 "Done when": "an e-mail arrives at the local SMTP server with the
 * card"): the app sends through nodemailer to a real SMTP server (smtp-server) started here,
 * and the message is checked as received (envelope, headers, body, the PDF attachment).
 */
describe.each(TEST_DATABASES)('gift card e-mail over SMTP (%s)', (kind) => {
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  let smtp: SMTPServer;
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    h = await createHarness(kind, {
      config: { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Inkling <gifts@inkling.example>' } },
    });
  });
  afterAll(async () => {
    await h.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  async function buy(cookie: string, gift: Record<string, unknown>) {
    const res = await api(h, cookie, 'POST', '/api/checkout', { packId: 'pro', gift });
    const id = (await body(res)).url.split('/').pop();
    await api(h, cookie, 'POST', `/api/checkout/test/${id}/pay`);
    const confirmed = await body(await api(h, cookie, 'POST', '/api/checkout/confirm', { sessionId: id }));
    return body(await api(h, cookie, 'GET', `/api/gift-cards/${confirmed.giftCardId}`));
  }

  it('a paid card with a recipient arrives by SMTP with the code, the message and the PDF card', async () => {
    const buyer = await signIn(h, 'Grandma');
    const before = received.length;
    const card = await buy(buyer.cookie, {
      recipientEmail: 'emma.parent@example.org',
      recipientName: 'Emma',
      message: 'Happy birthday, Emma!',
    });
    expect(received).toHaveLength(before + 1);
    const { envelopeTo, mail } = received.at(-1)!;
    expect(envelopeTo).toEqual(['emma.parent@example.org']);
    expect(mail.subject).toBe(GIFT_TEXTS.emailSubject('Pro'));
    expect(mail.from?.value).toEqual([{ name: 'Inkling', address: 'gifts@inkling.example' }]);
    expect(mail.text).toContain(`Your code: ${card.code}`);
    expect(mail.text).toContain('Happy birthday, Emma!');
    expect(mail.text).toContain('/redeem');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toBe('inkling-gift-card-pro.pdf');
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'gift-mail-'));
    writeFileSync(path.join(dir, 'card.pdf'), pdf!.content);
    expect(execFileSync('qpdf', ['--check', path.join(dir, 'card.pdf')], { encoding: 'utf8' })).toContain(
      'No syntax or stream encoding errors found',
    );
    expect(execFileSync('pdftotext', [path.join(dir, 'card.pdf'), '-'], { encoding: 'utf8' })).toContain(
      card.code,
    );
    expect(card.emailedAt).not.toBeNull();
    // Repeated confirmations do not send it again.
    expect(received).toHaveLength(before + 1);
  });

  it('no recipient e-mail: nothing is sent, the buyer prints the card', async () => {
    const buyer = await signIn(h);
    const before = received.length;
    const card = await buy(buyer.cookie, { message: 'For you' });
    expect(card.status).toBe('redeemable');
    expect(card.emailedAt).toBeNull();
    expect(received).toHaveLength(before);
  });
});

describe('gift card e-mail without SMTP settings', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h.close());

  it('a card with a recipient is only printable: not e-mailed, still redeemable', async () => {
    const buyer = await signIn(h);
    const res = await api(h, buyer.cookie, 'POST', '/api/checkout', {
      packId: 'starter',
      gift: { recipientEmail: 'someone@example.org' },
    });
    const id = (await body(res)).url.split('/').pop();
    await api(h, buyer.cookie, 'POST', `/api/checkout/test/${id}/pay`);
    const [card] = (await body(await api(h, buyer.cookie, 'GET', '/api/gift-cards'))).cards;
    expect(card).toMatchObject({ status: 'redeemable', emailedAt: null });
    expect((await api(h, buyer.cookie, 'GET', `/api/gift-cards/${card.id}/card.pdf`)).status).toBe(200);
  });
});
