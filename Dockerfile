# One image for the whole system: every service, the gateway and the built web app.
# The command chooses what runs:
#   node services/identity/dist/main.js      (a NATS service; same for catalogue, ...)
#   node services/gateway/dist/main.js       (HTTP on :3000, serves web/dist)
#   node services/<name>/dist/database/migrate.js
#   node services/<name>/dist/seed/seed-demo.js
#
#   docker build -t streaming-catalogue .

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false \
    npm_config_update_notifier=false

# Only the package manifests of the workspaces, so `npm ci` stays cached while only sources change.
# Globs, not a list: a new service under services/ needs no change here.
FROM base AS manifests
COPY . /src
RUN set -eu; mkdir -p /out; cd /src; \
    cp package.json package-lock.json /out/; \
    for f in libs/*/package.json services/*/package.json web/package.json; do \
      mkdir -p "/out/$(dirname "$f")"; cp "$f" "/out/$f"; \
    done

# Full install and one build of the whole repo (libraries, services, web app). What the runtime
# needs from each workspace is its dist/ and, if it has them, its assets/ and demo/ (demo data) folders.
FROM base AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY --from=manifests /out/ ./
RUN npm ci --no-audit --no-fund
COPY . .
# Web app settings baked in at build time (see web/.env.example); empty means the app's defaults.
ARG VITE_APP_NAME=
ARG VITE_COMMUNITY_CHAT_URL=
ARG VITE_DONATION_URL=
RUN npm run build \
 && mkdir -p /dist-out \
 && for d in libs/* services/* web; do \
      for out in dist assets demo; do \
        if [ -d "$d/$out" ]; then mkdir -p "/dist-out/$d" && cp -a "$d/$out" "/dist-out/$d/"; fi; \
      done; \
    done \
 && test -f /dist-out/services/gateway/dist/main.js \
 && test -f /dist-out/web/dist/index.html

# Production dependencies only (workspace packages are linked into node_modules/@streaming).
FROM base AS prod-deps
COPY --from=manifests /out/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM base AS runtime
ENV NODE_ENV=production \
    WEB_DIST=web/dist \
    MAIL_DIR=var/mail
COPY --from=prod-deps /app/ ./
COPY --from=build /dist-out/ ./
# Media served by the gateway (MEDIA_DIR, default media/): the demo's sample clip.
COPY media media
# Health probe for the NATS-only services (compose healthchecks, Kubernetes readiness).
COPY infra/docker/rpc-health.mjs infra/docker/rpc-health.mjs
RUN mkdir -p var/mail && chown -R node:node var
# The image's "node" user, by number so that Kubernetes' runAsNonRoot can check it.
USER 1000:1000
EXPOSE 3000
CMD ["node", "services/gateway/dist/main.js"]
