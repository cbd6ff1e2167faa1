# syntax=docker/dockerfile:1
# guidekit serve in a container (docs/hosting.md). Multi-stage: the build stage compiles dist/ with the dev tools,
# the runtime stage holds only dist/, package.json and the production dependencies, and runs as the non-root `node`.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
# The server, payment, store and MCP packages are optional peers of the published package (docs/packaging.md), kept as
# devDependencies of the repository; this image serves, so they become dependencies of its package.json before the dev
# tools are pruned (at the versions npm ci installed from the lock).
RUN npm run build \
 && node -e "const fs = require('fs'); const p = JSON.parse(fs.readFileSync('package.json', 'utf8')); for (const [n, r] of Object.entries(p.peerDependencies)) { p.dependencies[n] = r; delete p.devDependencies[n]; } fs.writeFileSync('package.json', JSON.stringify(p, null, 2));" \
 && npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim AS runtime
# Real payments only: NODE_ENV=production refuses the local facilitator, so the host must set GUIDEKIT_PAY_TO and
# GUIDEKIT_FACILITATOR_URL (or CDP_API_KEY_ID/CDP_API_KEY_SECRET). GUIDEKIT_DATABASE_URL switches the store from the
# embedded PGlite in the /data volume to a shared PostgreSQL (several instances).
ENV NODE_ENV=production \
    PORT=8402 \
    HOST=0.0.0.0 \
    GUIDEKIT_DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
# The embedded PGlite store, the recall snapshot, blocklist feeds and bars files live here.
VOLUME ["/data"]
EXPOSE 8402
# /health answers without touching the store or a source; Node 20's fetch needs no curl in the image.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8402)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/cli/main.js", "serve"]
