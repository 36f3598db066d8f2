# syntax=docker/dockerfile:1
# Every image of the site, from the repository root (each build needs the whole workspace).
# The shell and each remote: their build served by the site-server workspace (Fastify) with the
# caching and CORS headers docs/deployment.md describes; PACKAGE names the workspace, PORT its
# serve.mjs default.
#   docker build --build-arg PACKAGE=shell        --build-arg PORT=3000 -t hospital-shell .
#   docker build --build-arg PACKAGE=mfe-content  --build-arg PORT=3001 -t hospital-mfe-content .
#   docker build --build-arg PACKAGE=mfe-services --build-arg PORT=3002 -t hospital-mfe-services .
#   docker build --build-arg PACKAGE=mfe-booking  --build-arg PORT=3003 -t hospital-mfe-booking .
#   docker build --build-arg PACKAGE=mfe-desk     --build-arg PORT=3004 -t hospital-mfe-desk .
# The API: its esbuild bundle (the contract package compiled in), the seeded images it serves under
# /media/ and the npm packages the bundle leaves external, on port 4000:
#   docker build --target api -t hospital-api .
# Configured only by environment at run time (docs/deployment.md section 2); nothing is baked in.

# The whole workspace from the lockfile: the same for every image, so a builder with a cache runs
# npm ci once for all five.
FROM node:24-trixie-slim AS workspace
WORKDIR /repo
COPY package.json package-lock.json ./
COPY tooling/package.json tooling/
COPY site-server/package.json site-server/
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY mfe-content/package.json mfe-content/
COPY mfe-services/package.json mfe-services/
COPY mfe-booking/package.json mfe-booking/
COPY mfe-desk/package.json mfe-desk/
COPY shell/package.json shell/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .

FROM workspace AS api-build
RUN npm run build -w api

# The npm packages the API's bundle imports (every dependency but the contract, which the bundle
# compiles in): its production dependencies from the lockfile, no build or test tools, PGlite's
# WebAssembly and data files where it looks for them.
FROM node:24-trixie-slim AS api-modules
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY contract/package.json contract/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w api

# The page server (site-server, compiled) and the package's build. Without PACKAGE,
# `npm run build -w ""` would build the whole workspace. dist-prerender/ (the pages' module a remote's
# server renders pages again with, decision 0018) is made empty for a package without one, so the
# run stage can copy it for every package.
FROM workspace AS site-build
ARG PACKAGE
ARG PORT
RUN : "${PACKAGE:?set --build-arg PACKAGE=shell, mfe-content, mfe-services, mfe-booking or mfe-desk}" \
  "${PORT:?set --build-arg PORT to the package's port (3000 to 3004)}" \
  && npm run build -w site-server \
  && npm run build -w "$PACKAGE" \
  && mkdir -p "$PACKAGE/dist-prerender"

# The page server's npm packages (Fastify and its plugins): its production dependencies from the
# lockfile, without webpack, Babel or Jest. The same for every package's image.
FROM node:24-trixie-slim AS site-modules
WORKDIR /app
COPY package.json package-lock.json ./
COPY site-server/package.json site-server/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w site-server

# The API's run stage: Node and the files the server reads, nothing else. dist/privacy.js is the
# staff's privacy command (docs/deployment.md 5.6). Migrations run at every start, before it listens; the database is
# seeded on first start. Without DATABASE_URL it runs on the embedded database in /data/db: one
# instance only.
FROM node:24-trixie-slim AS api
# /data holds uploaded prescriptions, e-mails written as files (no SMTP_URL) and the embedded
# database (no DATABASE_URL): patients' data, so only the server's user may open it.
ENV NODE_ENV=production \
  API_DATA_DIR=/data
WORKDIR /app
COPY --from=api-modules /app/node_modules ./node_modules
# package.json for "type": "module": the bundle is ES modules in a .js file.
COPY --from=api-build /repo/api/package.json ./api/
COPY --from=api-build /repo/api/dist ./api/dist
COPY --from=api-build /repo/api/media ./api/media
RUN install -d -o node -g node -m 700 /data
# Declared so a container started without a mount still keeps uploads outside its own layer.
VOLUME ["/data"]
WORKDIR /app/api
# The code belongs to root and is only read; the server writes nowhere but /data.
USER node
EXPOSE 4000
# The slim image has no curl; Node has fetch. /api/health answers only once the database does.
# The first start on an empty database migrates and seeds it: give it a minute.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.API_PORT || 4000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]

# The shell's or a remote's run stage (the default target, so it comes last).
FROM node:24-trixie-slim AS site
ARG PACKAGE
ARG PORT
# PACKAGE and DEFAULT_PORT are for the health check below, which cannot read build arguments.
# PAGES_STATE_DIR: where a remote's server writes the pages it renders again with PAGES_API_URL set
# (decision 0018), the one folder it may write; unused without PAGES_API_URL.
ENV NODE_ENV=production \
  PACKAGE=${PACKAGE} \
  DEFAULT_PORT=${PORT} \
  PAGES_STATE_DIR=/pages-state
WORKDIR /app
# The page server as `npm ci -w site-server` linked it (node_modules/site-server -> ../site-server).
COPY --from=site-modules /app/node_modules ./node_modules
COPY --from=site-build /repo/site-server/package.json ./site-server/
COPY --from=site-build /repo/site-server/dist ./site-server/dist
COPY --from=site-build /repo/${PACKAGE}/serve.mjs ./${PACKAGE}/
COPY --from=site-build /repo/${PACKAGE}/dist ./${PACKAGE}/dist
COPY --from=site-build /repo/${PACKAGE}/dist-prerender ./${PACKAGE}/dist-prerender
# The state folder: the server's own, outside the build. Each container has its own (in its layer,
# or a tmpfs or volume mounted here, e.g. with a read-only root file system): one that starts empty
# serves the pages as built until its first poll renders them all from the live API (seconds).
RUN install -d -o node -g node -m 755 /pages-state
WORKDIR /app/${PACKAGE}
# The build's files belong to root and are only read: the server cannot change what it serves
# (the pages it renders again go to /pages-state and are answered before dist/'s, same build only).
USER node
EXPOSE ${PORT}
# The slim image has no curl; Node has fetch. A healthy server answers its build's manifest, on the
# port its serve.mjs reads: shell SHELL_PORT, mfe-content CONTENT_PORT (the name without "mfe-").
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "const variable = process.env.PACKAGE.replace(/^mfe-/, '').toUpperCase() + '_PORT'; fetch('http://127.0.0.1:' + (process.env[variable] || process.env.DEFAULT_PORT) + '/mf-manifest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "serve.mjs"]
