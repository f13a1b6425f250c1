import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, TEST_DATABASES } from '../test/harness';
import { createApp } from './app';
import { Metrics } from './metrics';

const TOKEN = 'metrics-token-0123456789';

describe.each(TEST_DATABASES)('GET /metrics and /api/ready (%s)', (kind) => {
  let h: Harness;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    h = await createHarness(kind);
    h.ctx.config = { ...h.ctx.config, metricsToken: TOKEN };
    h.ctx.metrics = new Metrics({ defaults: false });
    app = createApp(h.ctx);
  });
  afterAll(() => h.close());

  it('is hidden without the bearer token (404), and with it counts requests by route pattern', async () => {
    await app.request('/api/health');
    await app.request('/api/generations/00000000-0000-4000-8000-000000000000');
    expect((await app.request('/metrics')).status).toBe(404);
    expect(
      (await app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(404);
    const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('inkling_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toMatch(
      /inkling_http_requests_total\{method="GET",route="\/api\/generations\/:id",status="401"\} 1/,
    );
    expect(text).toContain('inkling_http_request_duration_seconds_bucket');
    expect(text).toContain('# TYPE inkling_queue_jobs gauge');
    // Issue 28: an empty queue exports 0 (a vanished series reads as "no data"), its oldest
    // job's age too, and Prometheus's own scrape is labelled with its route.
    expect(text).toContain('inkling_queue_jobs{queue="generate-page",state="created"} 0');
    expect(text).toContain('inkling_queue_oldest_job_seconds{queue="generate-page",state="created"} 0');
    const again = await (
      await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(again).toContain('inkling_http_requests_total{method="GET",route="/metrics",status="200"} 1');
    expect(again).not.toContain('route="unmatched"');
    if (h.database.kind === 'postgres') {
      h.ctx.metrics!.trackPool(h.database.pool);
      expect(await h.ctx.metrics!.registry.metrics()).toMatch(
        /inkling_db_pool_connections\{state="in_use"\} \d+/,
      );
    }
    expect(text).toContain('# TYPE inkling_page_duration_seconds histogram');
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const ctx = { ...h.ctx, config: { ...h.ctx.config, metricsToken: undefined } };
    const res = await createApp(ctx).request('/metrics', { headers: { authorization: 'Bearer ' } });
    expect(res.status).toBe(404);
  });

  it('/api/ready is 200 with the database and the folder storage up', async () => {
    const res = await h.app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: 'up', storage: 'up' });
  });
});
