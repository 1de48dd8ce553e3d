# The API image: built from the repository with its lockfile, shipped with production dependencies only,
# run as the unprivileged `node` user. Build context: the repository root (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
ENV CI=true
RUN npm install --global pnpm@9.15.9
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline --filter @fanhub/api... \
  && pnpm --filter @fanhub/api run build \
  && pnpm --filter @fanhub/api deploy --prod /out

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=build /out ./
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
