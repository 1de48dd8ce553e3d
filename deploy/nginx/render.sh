#!/bin/sh
# Renders the nginx configuration of one fanhub app or of the gateway from the environment:
#   render.sh app <out-dir>       FANHUB_APP, FANHUB_APP_ROOT, FANHUB_API_URL, FANHUB_REMOTE_<SECTION> (shell),
#                                 FANHUB_STUDIO_REMOTE_<SECTION> (studio); with FANHUB_PUBLIC_URL alone, the API
#                                 is under /v1 and each remote under /apps/<section>/ of that origin (the
#                                 gateway's layout), a section's studio pages under /apps/<section>/studio/;
#                                 FANHUB_UPSTREAM_FIRST_SCREEN (shell): the first-screen server, e.g.
#                                 first-screen:3010 (unset: the browser draws every page)
#   render.sh gateway <out-dir>   FANHUB_API_UPSTREAMS, FANHUB_UPSTREAM_SHELL, FANHUB_UPSTREAM_<SECTION>,
#                                 FANHUB_PAGE_CACHE_SECONDS (how long a drawn page is kept, default 1)
# The images run it at container start; the e2e suite runs it for loopback ports. Then:
#   nginx -c <out-dir>/nginx.conf
set -eu

kind=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
# As site/src/remotes.json lists them (scripts/check-deployment.mjs compares): every section, those with studio pages.
sections="fanspick fanfunding events member"
studio_sections="fanspick fanfunding events"
upper() { printf '%s' "$1" | tr '[:lower:]' '[:upper:]'; }
origin_of() { printf '%s' "$1" | sed -E 's#^([a-z]+://[^/]+).*#\1#'; }
# The value of the variable named $1, empty when unset.
value_of() { eval "printf '%s' \"\${$1:-}\""; }

export FANHUB_LISTEN="${FANHUB_LISTEN:-8080}"
export FANHUB_NGINX_CONF="$out"
export FANHUB_NGINX_STATE="${FANHUB_NGINX_STATE:-$out/state}"
# Access log lines carry the request id the gateway gave the request (the API logs and traces it too).
FANHUB_ACCESS_LOG="${FANHUB_ACCESS_LOG:-/dev/stdout}"
[ "$FANHUB_ACCESS_LOG" = off ] || FANHUB_ACCESS_LOG="$FANHUB_ACCESS_LOG fanhub"
export FANHUB_ACCESS_LOG
# Started as root, nginx's workers become `nobody` unless told otherwise (FANHUB_NGINX_USER); the images run
# unprivileged, where workers stay the user that starts them.
export FANHUB_WORKER_USER="${FANHUB_NGINX_USER:+user $FANHUB_NGINX_USER;}"
mkdir -p "$out/app-extra" "$FANHUB_NGINX_STATE"
rm -f "$out/app-extra/"*.conf

# Substitutes only FANHUB_* variables, so nginx's own ($uri, $scheme) stay as written.
render() {
  envsubst "$(env | sed -n 's/^\(FANHUB_[A-Z0-9_]*\)=.*/${\1}/p')" <"$1" >"$2"
}

case "$kind" in
app)
  : "${FANHUB_APP:?FANHUB_APP: shell, studio, mfe-fanspick, mfe-fanfunding, mfe-events or mfe-member}"
  : "${FANHUB_APP_ROOT:?FANHUB_APP_ROOT: the folder holding the app build}"
  public_url="${FANHUB_PUBLIC_URL:-}"
  [ -z "$public_url" ] || : "${FANHUB_API_URL:=$public_url/v1}"
  : "${FANHUB_API_URL:?FANHUB_API_URL (or FANHUB_PUBLIC_URL): where fans reach the API, e.g. https://fanhub.id/v1}"
  export FANHUB_API_URL
  export FANHUB_PAYMENT_ORIGINS="${FANHUB_PAYMENT_ORIGINS:-https://app.midtrans.com https://api.midtrans.com}"
  origins=$(origin_of "$FANHUB_API_URL")
  # remotes.json of the shell (each section's fan pages, keyed mfe_<section>) or of the studio (each section's
  # studio pages, keyed <section>): FANHUB_[STUDIO_]REMOTE_<SECTION>, else under /apps/<section>/ of the site.
  remotes() { # <variable prefix> <key prefix> <path under the section> <sections>
    remotes_json=""
    for section in $4; do
      entry=$(value_of "$1$(upper "$section")")
      [ -n "$entry" ] || [ -z "$public_url" ] || entry="$public_url/apps/$section/$3"
      [ -n "$entry" ] || continue
      origins="$origins $(origin_of "$entry")"
      remotes_json="$remotes_json${remotes_json:+,}\"$2$section\":\"$entry\""
    done
    export FANHUB_REMOTES_JSON="{$remotes_json}"
    render "$here/remotes.conf.template" "$out/app-extra/remotes.conf"
  }
  case "$FANHUB_APP" in
  shell) remotes FANHUB_REMOTE_ mfe_ mf-manifest.json "$sections" ;;
  studio) remotes FANHUB_STUDIO_REMOTE_ "" studio/mf-manifest.json "$studio_sections" ;;
  esac
  # The site's other origins (API, remotes), each once.
  FANHUB_APP_ORIGINS=$(printf '%s\n' $origins | sort -u | tr '\n' ' ')
  export FANHUB_APP_ORIGINS
  # The share of fans' page views that report their Web Vitals: a number from 0 to 1.
  sample_rate="${FANHUB_WEB_VITALS_SAMPLE_RATE:-1}"
  case "$sample_rate" in
  0 | 1 | 0.[0-9] | 0.[0-9][0-9] | 0.[0-9][0-9][0-9] | 1.0) ;;
  *)
    echo "FANHUB_WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1 (e.g. 0.2), not '$sample_rate'" >&2
    exit 1
    ;;
  esac
  export FANHUB_CONFIG_JSON="{\"apiBaseUrl\":\"$FANHUB_API_URL\",\"webVitalsSampleRate\":$sample_rate}"
  # The studio's door reads QR codes with WebAssembly (ADR-254): its pages may compile WebAssembly; no page may eval.
  FANHUB_STUDIO_SCRIPTS=""
  [ "$FANHUB_APP" != studio ] || FANHUB_STUDIO_SCRIPTS="'wasm-unsafe-eval'"
  export FANHUB_STUDIO_SCRIPTS
  # The script a drawn page carries inline (the shell's first-screen start, ADR-260): allowed by the hash the
  # first-screen server names with that page (X-Fanhub-Page-Scripts), so a policy never lags the server's release.
  FANHUB_PAGE_SCRIPTS=""
  [ "$FANHUB_APP" != shell ] || FANHUB_PAGE_SCRIPTS='$upstream_http_x_fanhub_page_scripts'
  export FANHUB_PAGE_SCRIPTS
  FANHUB_CSP=$(render "$here/content-security-policy" /dev/stdout | tr -s ' \n' ' ' | sed 's/ ;/;/g; s/ $//')
  export FANHUB_CSP
  render "$here/security-headers.conf.template" "$out/security-headers.conf"
  pages=spa
  [ "$FANHUB_APP" != shell ] || [ -z "${FANHUB_UPSTREAM_FIRST_SCREEN:-}" ] || pages=first-screen
  render "$here/pages-$pages.conf.template" "$out/pages.conf"
  render "$here/app.conf.template" "$out/site.conf"
  ;;
gateway)
  : "${FANHUB_API_UPSTREAMS:?FANHUB_API_UPSTREAMS: the API replicas, e.g. api:4000 (space-separated)}"
  : "${FANHUB_UPSTREAM_SHELL:?FANHUB_UPSTREAM_SHELL: the shell, e.g. shell:8080}"
  FANHUB_API_SERVERS=""
  for server in $FANHUB_API_UPSTREAMS; do
    FANHUB_API_SERVERS="$FANHUB_API_SERVERS  server $server max_fails=1 fail_timeout=5s;
"
  done
  export FANHUB_API_SERVERS
  export FANHUB_SHELL_SERVER="$FANHUB_UPSTREAM_SHELL"
  FANHUB_REMOTE_LOCATIONS=""
  for section in $sections; do
    upstream=$(value_of "FANHUB_UPSTREAM_$(upper "$section")")
    : "${upstream:?FANHUB_UPSTREAM_$(upper "$section"): the $section remote, e.g. mfe-$section:8080}"
    FANHUB_REMOTE_LOCATIONS="$FANHUB_REMOTE_LOCATIONS  location /apps/$section/ {
    proxy_pass http://$upstream/;
  }
"
  done
  export FANHUB_REMOTE_LOCATIONS
  export FANHUB_PAGE_CACHE_SECONDS="${FANHUB_PAGE_CACHE_SECONDS:-1}"
  render "$here/gateway.conf.template" "$out/site.conf"
  ;;
*)
  echo "usage: render.sh app|gateway <out-dir>" >&2
  exit 2
  ;;
esac
render "$here/nginx.conf.template" "$out/nginx.conf"
