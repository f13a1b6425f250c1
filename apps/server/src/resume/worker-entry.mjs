// Entry of the résumé worker thread. The server runs TypeScript through tsx, but in
// Node 20 `--import tsx` in a Worker's execArgv does not reach the worker's entry module,
// so this plain-JS entry loads the TypeScript worker through tsx's API. It works the same
// under `npm start`, `node --import tsx` and vitest.
const { tsImport } = await import('tsx/esm/api');
await tsImport('./extract.worker.ts', import.meta.url);
