# The front-end images: one per app (APP=shell, mfe-fanspick, mfe-fanfunding, mfe-events, mfe-member), each its
# own build and its own nginx, and the edge gateway (target `gateway`). The shell's image (target `shell`) also
# runs its first-screen server. Build context: the repository root.
#   docker build -f deploy/web.Dockerfile --build-arg APP=mfe-events --build-arg BUILD_VERSION=$(git rev-parse --short HEAD) .
#   docker build -f deploy/web.Dockerfile --target shell --build-arg APP=shell .

# Debian's nginx with the brotli module, the configuration templates and their renderer, run unprivileged.
FROM debian:bookworm-slim AS nginx
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base curl \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /run/fanhub && chown www-data:www-data /run/fanhub
COPY deploy/nginx /etc/fanhub/nginx
ENV FANHUB_LISTEN=8080 FANHUB_NGINX_STATE=/run/fanhub/state
USER www-data
EXPOSE 8080

# The app's production build, made exactly as `npm test` makes it (precompressed .br and .gz included).
FROM node:20-bookworm-slim AS build
ARG APP
ARG BUILD_VERSION=
ENV CI=true MF_BUILD_VERSION=${BUILD_VERSION}
RUN test -n "$APP" && npm install --global pnpm@9.15.9
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline --filter "./${APP}..." && pnpm --filter "./${APP}" run build

# The gateway: one origin for fans (deploy/nginx/gateway.conf.template).
FROM nginx AS gateway
CMD ["sh", "-c", "/etc/fanhub/nginx/render.sh gateway /run/fanhub/conf && exec nginx -e stderr -c /run/fanhub/conf/nginx.conf -g 'daemon off;'"]

# One app: its files, and its nginx configuration rendered from the environment at start.
FROM nginx AS app
ARG APP
ENV FANHUB_APP=${APP} FANHUB_APP_ROOT=/srv/${APP}
COPY --from=build /src/${APP}/dist /srv/${APP}
HEALTHCHECK --interval=10s --timeout=3s CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/index.html"]
CMD ["sh", "-c", "/etc/fanhub/nginx/render.sh app /run/fanhub/conf && exec nginx -e stderr -c /run/fanhub/conf/nginx.conf -g 'daemon off;'"]

# The packages the shell's server module leaves to Node (React, MUI, Emotion, MobX: the browser's shared
# singletons), production ones only, exactly as pnpm-lock.yaml pins them.
FROM node:20-bookworm-slim AS shell-server-packages
RUN npm install --global pnpm@9.15.9
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --prod
COPY . .
RUN pnpm install --frozen-lockfile --offline --prod --filter "./shell..."

# The shell: its nginx (as every app) and, from the same build, its first-screen server
# (`node /srv/shell/server/first-screen.js`, the `first-screen` service of docker-compose.yml). The packages live
# outside the folder nginx serves.
FROM app AS shell
COPY --from=build /usr/local/bin/node /usr/local/bin/node
COPY --from=shell-server-packages /src/node_modules/.pnpm /opt/fanhub/node_modules/.pnpm
COPY --from=shell-server-packages /src/shell/node_modules /opt/fanhub/shell/node_modules
ENV NODE_PATH=/opt/fanhub/shell/node_modules
