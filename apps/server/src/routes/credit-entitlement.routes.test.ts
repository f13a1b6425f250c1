import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { verifyLedger } from '../services/credits.service';
import { processGeneration } from '../services/generations.service';

/**
 * No client can change credits it is not entitled to (credits issue "Tests and proof";
 * DESIGN decision 2): every route that can change credits answers a signed-in user who is
 * not entitled with an error, and neither user's ledger moves.
 */
describe.each(TEST_DATABASES)('credit-changing routes reject users who are not entitled (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('foreign projects, pages and checkout sessions answer 404; an empty balance 402; unsigned webhooks are refused', async () => {
    const owner = await signIn(h, 'Owner');
    const intruder = await signIn(h, 'Intruder');
    const project = await createProject(h, owner.cookie);
    const page = await createGeneration(h, owner.cookie, project.id);
    await processGeneration(h.ctx, page.id);
    const { url } = await body(await api(h, owner.cookie, 'POST', '/api/checkout', { packId: 'bulk' }));
    const sessionId = url.split('/').pop();
    const before = await Promise.all([owner, intruder].map((u) => verifyLedger(h.ctx, u.userId)));

    const attempts: [string, string, unknown, number][] = [
      ['POST', '/api/generations', { projectId: project.id, prompt: 'a cat' }, 404],
      ['POST', `/api/generations/${page.id}/retry`, undefined, 404],
      ['POST', `/api/generations/${page.id}/report`, undefined, 404],
      ['POST', '/api/checkout/confirm', { sessionId }, 404],
      ['GET', `/api/checkout/test/${sessionId}`, undefined, 404],
      ['POST', `/api/checkout/test/${sessionId}/pay`, undefined, 404],
      ['POST', `/api/checkout/test/${sessionId}/cancel`, undefined, 404],
      ['POST', '/api/checkout/confirm', { sessionId: 'cs_test_made_up' }, 404],
    ];
    for (const [method, path, payload, status] of attempts) {
      const res = await api(h, intruder.cookie, method, path, payload);
      expect(`${method} ${path} → ${res.status}`).toBe(`${method} ${path} → ${status}`);
    }
    const webhook = await h.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { cookie: intruder.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'checkout.session.completed', data: { object: { id: sessionId } } }),
    });
    expect(webhook.status).toBe(404);

    // Their own project, but no credits left: 402 and nothing charged.
    const own = await createProject(h, intruder.cookie);
    for (let i = 0; i < 15; i++) await createGeneration(h, intruder.cookie, own.id, `a dog ${i}`);
    const broke = await api(h, intruder.cookie, 'POST', '/api/generations', {
      projectId: own.id,
      prompt: 'a dog',
    });
    expect(broke.status).toBe(402);

    const after = await Promise.all([owner, intruder].map((u) => verifyLedger(h.ctx, u.userId)));
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toMatchObject({ ok: true, balance: 0, daily: 0 });
    expect((await body(await api(h, owner.cookie, 'GET', `/api/checkout/test/${sessionId}`))).status).toBe(
      'open',
    );
  });
});
