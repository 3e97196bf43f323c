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
#
# Each value is checked whole against the form above; a value of another form (a line break, a path
# where an origin goes, a port out of range, …) stops render.sh with exit status 2 and a message that
# names the variable, and nothing is written.
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
fail() {
  echo "render.sh: $*" >&2
  exit 2
}

[ -f "$template" ] && [ -r "$template" ] || fail "no readable template at '$template'"

# Every value lands inside an nginx directive or the Content Security Policy: each is checked whole
# against what it may be, and anything else is refused with a message, never written into a config
# that means something else. grep reads lines, so a value must first be one line without control
# characters (a line break would end the directive or the header there).
nl='
'
one_line() {
  case $2 in
    *"$nl"*) fail "$1 must be one line: it contains a line break" ;;
  esac
  if printf '%s' "$2" | LC_ALL=C grep -q '[[:cntrl:]]'; then
    fail "$1 must not contain control characters (a tab, a carriage return): '$2'"
  fi
}
# Whether the one-line value $1 matches the extended regular expression $2 from end to end.
matches() {
  printf '%s\n' "$1" | LC_ALL=C grep -Eqx -- "$2"
}
# Whether $1, when set, is a port number nginx and browsers take (1 to 65535).
port_in_range() {
  [ -z "$1" ] || { [ "$1" -ge 1 ] && [ "$1" -le 65535 ]; }
}
# The port of a host[:port] (a name, an IPv4 address or a bracketed IPv6 one), or nothing.
port_of() {
  case $1 in
    *\]:*) printf '%s' "${1##*\]:}" ;;
    *\]) ;;
    *:*) printf '%s' "${1##*:}" ;;
  esac
}

PORT='[1-9][0-9]{0,4}'
NAME='[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*'
IPV4='((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
IPV6='\[[0-9A-Fa-f:.]+\]'
FILE_PATH='/[A-Za-z0-9._/@+-]*'

one_line APP_ROOT "$APP_ROOT"
matches "$APP_ROOT" "$FILE_PATH" ||
  fail "APP_ROOT must be an absolute path of letters, digits and . _ / @ + - only: '$APP_ROOT'"
case /$APP_ROOT/ in
  */../* | */./*) fail "APP_ROOT must be a plain absolute path, without . or .. in it: '$APP_ROOT'" ;;
esac
APP_ROOT=${APP_ROOT%/}
[ -n "$APP_ROOT" ] || fail "APP_ROOT must not be /"

one_line BACKEND_URL "$BACKEND_URL"
backend_host=${BACKEND_URL#*://}
matches "$BACKEND_URL" "https?://($NAME|$IPV6)(:$PORT)?/?" && port_in_range "$(port_of "${backend_host%/}")" ||
  fail "BACKEND_URL must be http(s)://host[:port] without a path, the port 1 to 65535: '$BACKEND_URL'"
BACKEND_URL=${BACKEND_URL%/}

one_line LISTEN_PORT "$LISTEN_PORT"
matches "$LISTEN_PORT" "(($IPV4|$IPV6):)?$PORT" && port_in_range "${LISTEN_PORT##*:}" ||
  fail "LISTEN_PORT must be a port (1 to 65535) or address:port: '$LISTEN_PORT'"

# Origins: scheme://host[:port] each, nothing else (no path, no user, no wildcard), https but for the
# machine's own (localhost, 127.0.0.1), separated by spaces; written back with one space between.
set -f
for name in METABASE_ORIGIN FEEDBACK_ORIGIN FOOTER_ORIGIN AVATAR_ORIGIN; do
  eval "value=\${$name}"
  case $value in
    *"$nl"*) fail "$name must be one line, its origins separated by spaces: it contains a line break" ;;
  esac
  one_line "$name" "$value"
  origins=
  for origin in $value; do
    { matches "$origin" "https://$NAME(:$PORT)?|http://(localhost|127\.0\.0\.1)(:$PORT)?" &&
      port_in_range "$(port_of "${origin#*://}")"; } ||
      fail "$name must be origins separated by spaces, each https://host[:port]" \
        "(http only for localhost or 127.0.0.1), nothing else: '$origin'"
    origins=${origins:+$origins }$origin
  done
  eval "$name=\$origins"
done
set +f

for name in TLS_CERT TLS_KEY; do
  eval "value=\${$name}"
  one_line "$name" "$value"
  [ -z "$value" ] || { matches "$value" "$FILE_PATH" && matches "$value" '.*[^/]'; } ||
    fail "$name must be the absolute path of a file, of letters, digits and . _ / @ + - only: '$value'"
done
both_or_neither='set both (TLS and HTTP/2 here) or neither (plain HTTP/1.1 behind a TLS proxy)'
case ${TLS_CERT:+cert}/${TLS_KEY:+key} in
  cert/) fail "TLS_CERT is set without TLS_KEY: $both_or_neither" ;;
  /key) fail "TLS_KEY is set without TLS_CERT: $both_or_neither" ;;
esac

one_line HSTS_MAX_AGE "$HSTS_MAX_AGE"
[ -z "$HSTS_MAX_AGE" ] || matches "$HSTS_MAX_AGE" '[0-9]{1,10}' ||
  fail "HSTS_MAX_AGE must be a number of seconds: '$HSTS_MAX_AGE'"
export APP_ROOT BACKEND_URL METABASE_ORIGIN FEEDBACK_ORIGIN FOOTER_ORIGIN AVATAR_ORIGIN

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

HSTS=${HSTS_MAX_AGE:+max-age=$HSTS_MAX_AGE}
export HSTS

vars='${APP_ROOT} ${BACKEND_URL} ${LISTEN} ${METABASE_ORIGIN} ${FEEDBACK_ORIGIN} '\
'${FOOTER_ORIGIN} ${AVATAR_ORIGIN} ${HSTS}'
if [ "$output" = - ]; then
  envsubst "$vars" <"$template"
else
  envsubst "$vars" <"$template" >"$output.tmp.$$"
  mv "$output.tmp.$$" "$output"
fi
