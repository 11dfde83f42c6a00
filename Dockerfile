# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and the web bundle are built once, the runtime image carries
# only production dependencies, the server sources, the contract and the built web app.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx vite build --config web/vite.config.ts

FROM node:24-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/web/dist
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends espeak-ng tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
COPY --chown=node:node src ./src
COPY --chown=node:node migrations ./migrations
COPY --chown=node:node scripts/migrate.ts ./scripts/migrate.ts
COPY --chown=node:node openapi ./openapi
COPY --from=build --chown=node:node /app/web/dist ./web/dist
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# Pending migrations are applied first (PostgreSQL via DATABASE_URL, else the embedded database).
CMD ["sh", "-c", "node scripts/migrate.ts && exec node src/main.ts"]
