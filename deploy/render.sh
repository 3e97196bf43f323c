#!/bin/sh
# Renders the nginx config from its template with envsubst, substituting only the portal's own
# names so that nginx's $variables stay as they are.
#
#   deploy/render.sh [OUTPUT] [TEMPLATE]      (stdout when OUTPUT is - or missing)
#
#   APP_ROOT         directory of the build (index.html, assets/)     default /srv/report-platform
#   BACKEND_URL      the API server, scheme://host[:port] with no path: the request path
#                    /sellers/report-platform/api/... is passed on unchanged
#                                                                      default http://127.0.0.1:8080
#   LISTEN_PORT      port (or address:port) nginx listens on           default 8080
#   TLS_CERT         absolute paths of the PEM certificate chain and of its key, both or neither:
#   TLS_KEY          with both, LISTEN_PORT speaks TLS 1.2/1.3 with HTTP/2 (and HTTP/1.1 to clients
#                    without it); with neither, plain HTTP/1.1 only, for a TLS proxy in front
#                                                                      default empty
#   METABASE_ORIGIN  origins the page may frame (and reach, to tell a frame whose host is down),
#   FEEDBACK_ORIGIN  scheme://host[:port] each, space-separated; empty means only the portal's
#   FOOTER_ORIGIN    own origin                                         default empty
#   AVATAR_ORIGIN    origins of the users' pictures (`avatar_url`), the same form  default empty
#   HSTS_MAX_AGE     seconds browsers keep to https (Strict-Transport-Security), set only when the
#                    site is served over TLS, here or by a proxy in front; empty sends no HSTS
#                                                                      default empty
set -eu

here=$(cd "$(dirname "$0")" && pwd)
output=${1:--}
template=${2:-$here/nginx.conf.template}

: "${APP_ROOT:=/srv/report-platform}"
: "${BACKEND_URL:=http://127.0.0.1:8080}"
: "${LISTEN_PORT:=8080}"
: "${METABASE_ORIGIN:=}"
: "${FEEDBACK_ORIGIN:=}"
: "${FOOTER_ORIGIN:=}"
: "${AVATAR_ORIGIN:=}"
: "${HSTS_MAX_AGE:=}"
: "${TLS_CERT:=}"
: "${TLS_KEY:=}"
export APP_ROOT BACKEND_URL METABASE_ORIGIN FEEDBACK_ORIGIN FOOTER_ORIGIN AVATAR_ORIGIN

fail() {
  echo "render.sh: $*" >&2
  exit 2
}

# The values land inside nginx directives and the CSP: refuse anything that could end a directive
# or a policy (; { } quotes, blanks, newlines) instead of writing a config that means something else.
case $APP_ROOT in
  /*) ;;
  *) fail "APP_ROOT must be an absolute path: '$APP_ROOT'" ;;
esac
printf '%s' "$APP_ROOT" | grep -Eq '^/[A-Za-z0-9._/@+-]*$' || fail "APP_ROOT has characters nginx would misread: '$APP_ROOT'"
APP_ROOT=${APP_ROOT%/}
[ -n "$APP_ROOT" ] || fail "APP_ROOT must not be /"
printf '%s' "$BACKEND_URL" | grep -Eq '^https?://[][A-Za-z0-9.:-]+/?$' ||
  fail "BACKEND_URL must be scheme://host[:port] without a path: '$BACKEND_URL'"
BACKEND_URL=${BACKEND_URL%/}
printf '%s' "$LISTEN_PORT" | grep -Eq '^([0-9.]+:|\[[0-9a-fA-F:]+\]:)?[0-9]{1,5}$' ||
  fail "LISTEN_PORT must be a port or address:port: '$LISTEN_PORT'"
for name in METABASE_ORIGIN FEEDBACK_ORIGIN FOOTER_ORIGIN AVATAR_ORIGIN; do
  eval "value=\${$name}"
  for origin in $value; do
    printf '%s' "$origin" | grep -Eq '^https://[A-Za-z0-9.-]+(:[0-9]+)?$|^http://(localhost|127\.0\.0\.1)(:[0-9]+)?$' ||
      fail "$name must be origins (https://host[:port]) separated by spaces: '$origin'"
  done
done

for name in TLS_CERT TLS_KEY; do
  eval "value=\${$name}"
  [ -z "$value" ] || printf '%s' "$value" | grep -Eq '^/[A-Za-z0-9._/@+-]*[A-Za-z0-9._@+-]$' ||
    fail "$name must be the absolute path of a file, without characters nginx would misread: '$value'"
done
case ${TLS_CERT:+cert}/${TLS_KEY:+key} in
  cert/) fail "TLS_CERT is set without TLS_KEY: set both (TLS and HTTP/2 here) or neither (plain HTTP/1.1 behind a TLS proxy)" ;;
  /key) fail "TLS_KEY is set without TLS_CERT: set both (TLS and HTTP/2 here) or neither (plain HTTP/1.1 behind a TLS proxy)" ;;
esac

# The server's listen directives. HTTP/2 only with TLS: on a plain port nginx would speak nothing but
# HTTP/2 (prior knowledge), which browsers never use there and HTTP/1.1 clients cannot talk to.
# Sessions resume from the shared cache; no session tickets, whose key nginx never rotates.
if [ -n "$TLS_CERT" ]; then
  LISTEN="listen $LISTEN_PORT ssl http2;
        ssl_certificate $TLS_CERT;
        ssl_certificate_key $TLS_KEY;
        ssl_protocols TLSv1.2 TLSv1.3;
        ssl_session_cache shared:report_platform_tls:10m;
        ssl_session_timeout 1d;
        ssl_session_tickets off;"
else
  LISTEN="listen $LISTEN_PORT;"
fi
export LISTEN

case $HSTS_MAX_AGE in
  *[!0-9]*) fail "HSTS_MAX_AGE must be a number of seconds: '$HSTS_MAX_AGE'" ;;
esac
HSTS=${HSTS_MAX_AGE:+max-age=$HSTS_MAX_AGE}
export HSTS

vars='${APP_ROOT} ${BACKEND_URL} ${LISTEN} ${METABASE_ORIGIN} ${FEEDBACK_ORIGIN} ${FOOTER_ORIGIN} ${AVATAR_ORIGIN} ${HSTS}'
if [ "$output" = - ]; then
  envsubst "$vars" <"$template"
else
  envsubst "$vars" <"$template" >"$output.tmp.$$"
  mv "$output.tmp.$$" "$output"
fi
