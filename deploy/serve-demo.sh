#!/bin/sh
# Serves the demo build (dist-demo/, `npm run build:demo`) with the production nginx config, in the
# foreground, for the browser tests (playwright.nginx.config.ts). Needs Debian's nginx, envsubst and
# openssl: apt-get install -y nginx libnginx-mod-http-brotli-static gettext-base openssl
#
#   deploy/serve-demo.sh            http://localhost:4173/sellers/report-platform/
#   LISTEN_PORT=4174 deploy/serve-demo.sh
#   TLS_PORT=4443 deploy/serve-demo.sh
#                                   the same, and https://localhost:4443/sellers/report-platform/ (TLS
#                                   and HTTP/2 as render.sh's TLS_CERT and TLS_KEY configure them)
#                                   with a certificate for localhost made for this run, trusted by no one
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")

export APP_ROOT="${APP_ROOT:-$repo/dist-demo}"
# The demo answers the API in its service worker; nothing should reach this port (9, discard).
export BACKEND_URL="${BACKEND_URL:-http://127.0.0.1:9}"
export LISTEN_PORT="${LISTEN_PORT:-4173}"
# The demo's frames are its own pages: frame-src 'self' is all it needs. Pictures may come from
# AVATAR_ORIGIN (the browser tests serve one from another origin).
export METABASE_ORIGIN="" FEEDBACK_ORIGIN="" FOOTER_ORIGIN=""
export AVATAR_ORIGIN="${AVATAR_ORIGIN:-}"
TLS_PORT="${TLS_PORT:-}"

command -v nginx >/dev/null || { echo "serve-demo.sh: nginx is missing (apt-get install -y nginx)" >&2; exit 1; }
[ -z "$TLS_PORT" ] || command -v openssl >/dev/null || {
  echo "serve-demo.sh: openssl is missing (apt-get install -y openssl)" >&2
  exit 1
}
[ -f "$APP_ROOT/index.html" ] || { echo "serve-demo.sh: no build in $APP_ROOT (npm run build:demo)" >&2; exit 1; }

# A fresh prefix per port: pid, logs and temp files of this server only.
prefix="${NGINX_PREFIX:-${TMPDIR:-/tmp}/report-platform-nginx-$(printf '%s' "$LISTEN_PORT" | tr -c '0-9A-Za-z' _)}"
rm -rf "$prefix"
mkdir -p "$prefix/conf/report-platform.d" "$prefix/logs" "$prefix/temp"
# Started as root, the workers run as nobody: they must reach the prefix's temp files.
chmod 755 "$prefix"

if [ -z "$TLS_PORT" ]; then
  "$here/render.sh" "$prefix/conf/nginx.conf"
else
  case $TLS_PORT$LISTEN_PORT in
    *[!0-9]*)
      echo "serve-demo.sh: with TLS_PORT, LISTEN_PORT and TLS_PORT are port numbers: '$LISTEN_PORT' '$TLS_PORT'" >&2
      exit 1
      ;;
  esac
  # The config as production renders it with TLS_CERT and TLS_KEY, on TLS_PORT; the plain port is
  # one more listener of the same server, so both answer with the same headers and files.
  mkdir "$prefix/tls"
  # openssl's progress marks go to logs/openssl.log, shown only when it fails.
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost \
    -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout "$prefix/tls/key.pem" -out "$prefix/tls/cert.pem" \
    2>"$prefix/logs/openssl.log" || { cat "$prefix/logs/openssl.log" >&2; exit 1; }
  LISTEN_PORT="$TLS_PORT" TLS_CERT="$prefix/tls/cert.pem" TLS_KEY="$prefix/tls/key.pem" \
    "$here/render.sh" "$prefix/conf/nginx.conf"
  printf 'listen %s;\n' "$LISTEN_PORT" >"$prefix/conf/report-platform.d/plain-listener.conf"
fi
"$here/render.sh" "$prefix/conf/report-platform.d/demo-frames.conf" "$here/demo-frames.conf.template"

nginx -q -t -p "$prefix/" -c "$prefix/conf/nginx.conf" -e stderr
tls_url=${TLS_PORT:+ and https://localhost:$TLS_PORT/sellers/report-platform/}
echo "serve-demo.sh: $APP_ROOT on http://localhost:$LISTEN_PORT/sellers/report-platform/$tls_url (logs in $prefix/logs)"
exec nginx -p "$prefix/" -c "$prefix/conf/nginx.conf" -e stderr -g 'daemon off;'
