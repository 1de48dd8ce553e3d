# The front-end images: one per app (APP=shell, mfe-fanspick, mfe-fanfunding, mfe-events, mfe-member), each its
# own build and its own nginx, and the edge gateway (target `gateway`). Build context: the repository root.
#   docker build -f deploy/web.Dockerfile --build-arg APP=mfe-events --build-arg BUILD_VERSION=$(git rev-parse --short HEAD) .

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
