# Chez Mama Lomé: the site and its API in one image. Data (SQLite, pictures, documents) lives in the /data
# volume; see docs/operations.md, Docker.
#   docker build -t chezmama .
#   docker run -d -p 127.0.0.1:3000:3000 -v chezmama-data:/data --env-file chezmama.env chezmama

FROM node:20-bookworm-slim AS toolchain
WORKDIR /app
# better-sqlite3 compiles its native module when no prebuilt binary fits (or none can be downloaded).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# Every workspace's manifest: npm ci checks them all against the lockfile.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# The web app is built with the dev dependencies (Vite, Sass). Scripts are skipped (postinstall would build
# before the sources are here); better-sqlite3's own install is then run on purpose.
FROM toolchain AS build
RUN npm ci --ignore-scripts && npm rebuild better-sqlite3
COPY . .
RUN npm run build

# What runs: production dependencies only. The API runs its TypeScript through tsx, one of them.
FROM toolchain AS deps
RUN npm ci --omit=dev --ignore-scripts && npm rebuild better-sqlite3

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY packages/shared packages/shared
COPY apps/api apps/api
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# No curl in the slim image: Node's own fetch asks the health route (200 when the database answers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# server.ts stops cleanly on SIGTERM (docker stop), finishing requests within 10 s.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
