// Runs before the app's modules (a deferred classic script in <head>, so it does not hold up the
// first paint, and deferred scripts run in document order, before the module script; allowed by the CSP's
// script-src 'self'). The server's Content-Security-Policy allows no eval
// (apps/server/src/http/security.ts); zod 4 probes `new Function` to compile object
// parsers, which the browser reports as a CSP violation even though zod catches the
// refusal. zod reads its settings from this global (zod/v4/core `config()` writes the
// same object), and jitless mode skips the probe — zod's advice for strict CSPs.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
