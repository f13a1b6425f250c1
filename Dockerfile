# syntax=docker/dockerfile:1
# Inkling for production (issue 16): one image, three commands —
#   API only:  node --import tsx apps/server/src/main.ts --api-only   (npm run start:api; the default CMD)
#   worker:    node --import tsx apps/server/src/worker.ts            (npm run worker)
#   one box:   node --import tsx apps/server/src/main.ts              (npm start without the supervisor)
# Multi-stage: the web app is built with dev dependencies; the final stage holds only the
# production dependencies of the server, engine, safety and contracts, runs as the non-root `node`
# user, and keeps no build tools. See compose.yaml and docs/scaling.md.

# Node 24, the current LTS (decision 014); CI also runs the server and engine tests on it (.ci/run).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# 1. Every dependency, to build the web app.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/safety/package.json packages/safety/
COPY packages/engine/package.json packages/engine/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/web apps/web
RUN npm run build -w apps/web

# 2. Production dependencies only (no vitest, playwright, drizzle-kit, s3rver, vite…).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/safety/package.json packages/safety/
COPY packages/engine/package.json packages/engine/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund \
      -w packages/contracts -w packages/safety -w packages/engine -w apps/server --include-workspace-root \
  && npm cache clean --force

# 3. The runtime: sources run by tsx (a production dependency; why not compiled yet: decision 011),
#    the built web app, one Debian data package (opencv-data), no shell tools added. Run it with
#    an init as PID 1 (`docker run --init`;
#    compose sets `init: true`) so signals reach node and zombies are reaped.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/safety packages/safety
COPY packages/engine packages/engine
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# Debian's opencv-data: the LBP frontal-face cascade photo pages find faces with (issue 30,
# packages/engine/src/lineart/faces.ts; without it photo pages still work, faces unmarked).
RUN apt-get update \
  && apt-get install -y --no-install-recommends opencv-data \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/main.ts", "--api-only"]
