# syntax=docker/dockerfile:1
# Production image: Node 24 LTS, production dependencies only, non-root, APP_ENV=production.
# Start: applies the database migrations, then serves the prebuilt app (scripts/start.mjs
# -> server/index.mjs). All services come from the environment (see docker-compose.yml).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- 1. production dependencies ----------------------------------------------------------
# `npm ci --omit=dev` still runs the postinstall (`patch-package`, then
# scripts/prisma-generate.mjs), which needs the patches, the Prisma schema, prisma.config.ts
# and the two generate scripts. glibc (bookworm, not alpine): @node-rs/argon2
# ships a prebuilt linux-x64-gnu binary.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY patches ./patches
COPY prisma ./prisma
COPY scripts/prisma-generate.mjs scripts/schema-engine-unavailable.sh ./scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- 2. build (with dev dependencies: Remix compiler, Tailwind) ---------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
COPY prisma ./prisma
COPY prisma.config.ts ./
COPY scripts/prisma-generate.mjs scripts/schema-engine-unavailable.sh ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- 3. runtime ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# TRUST_PROXY = number of proxies in front that set X-Forwarded-For/-Host/-Proto. 0 here
# (the container answers clients directly, as in docker-compose.yml); behind one load
# balancer run it with TRUST_PROXY=1 (CDN + load balancer: 2). Never more than there are:
# each extra hop lets a client choose the address the rate limits and logs see.
ENV APP_ENV=production \
    TRUST_PROXY=0 \
    LOG_FORMAT=json \
    NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/tmp/seitenwerk \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# owned by root and read-only for the app user: the app writes nowhere but DATA_DIR
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY package.json prisma.config.ts ./
COPY prisma ./prisma
COPY server ./server
COPY scripts/start.mjs scripts/stale-build.mjs scripts/migrate.mjs scripts/schema-engine.mjs scripts/with-database.mjs ./scripts/
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node handles SIGTERM itself (start.mjs forwards it; the server drains and exits)
CMD ["node", "scripts/start.mjs"]
