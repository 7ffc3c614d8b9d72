# syntax=docker/dockerfile:1.7
# One image for every process of the distributed topology (eight services, the gateway with the web app, the
# database-provisioning, Kafka-topics and retention-purge jobs): the command picks the entry point, e.g.
#   docker run pharmachat services/chat/src/main.ts
# It runs as the unprivileged `node` user (uid 1000) and writes nothing outside /tmp, so it runs with a read-only
# root filesystem (mount /tmp as a tmpfs or emptyDir). Build: docker build -t pharmachat:$(git rev-parse --short HEAD) .
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

# 1. every workspace's dependencies, development ones included, from the lockfile only (cached until it changes)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
COPY proto/package.json proto/
COPY services/chassis/package.json services/chassis/
COPY services/identity/package.json services/identity/
COPY services/pharmacy/package.json services/pharmacy/
COPY services/chat/package.json services/chat/
COPY services/ai-assistant/package.json services/ai-assistant/
COPY services/billing/package.json services/billing/
COPY services/doctor/package.json services/doctor/
COPY services/analytics/package.json services/analytics/
COPY services/retention/package.json services/retention/
COPY gateway/package.json gateway/
COPY deploy/package.json deploy/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

# 2. the web app's static files
FROM deps AS web
COPY tsconfig.base.json tsconfig.json ./
COPY web web
COPY gateway/supergraph.graphql gateway/
RUN npm run build --workspace web

# 3. production dependencies of the server workspaces only (no web, no test tooling)
FROM deps AS prod-deps
RUN npm ci --no-audit --no-fund --omit=dev \
      --workspace proto --workspace services/chassis --workspace services/identity --workspace services/pharmacy \
      --workspace services/chat --workspace services/ai-assistant --workspace services/billing \
      --workspace services/doctor --workspace services/analytics --workspace services/retention \
      --workspace gateway --workspace deploy \
 && npm cache clean --force

# 4. the runtime: sources (run by tsx), production dependencies, the built web app; nothing writable but /tmp
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/tmp/pharmachat \
    WEB_DIST_DIR=/app/web/dist \
    NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/package.json ./package.json
COPY tsconfig.base.json tsconfig.json ./
COPY proto proto
COPY services services
COPY gateway gateway
COPY deploy/package.json deploy/
COPY deploy/src deploy/src
COPY --from=web /app/web/dist web/dist
# owned by root, read by node: the process cannot change its own code. /data: where identity and chat keep their
# generated signing keys when no key is given (mount a volume there)
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000 4001 4002 4003 4004 4005 4006 4007 4008
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["node", "--import", "tsx"]
CMD ["gateway/src/main.ts"]
