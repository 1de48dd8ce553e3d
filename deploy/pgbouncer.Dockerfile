# PgBouncer as Debian packages it (the version the tests and the fault suite run), configured by start.sh.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends pgbouncer gettext-base \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/pgbouncer /fanhub/pgbouncer
USER postgres
EXPOSE 6432
ENTRYPOINT ["/fanhub/pgbouncer/start.sh"]
