#!/bin/sh
# Serves the demo build (dist-demo/, `npm run build:demo`) with the production nginx config, in the
# foreground, for the browser tests (playwright.nginx.config.ts). Needs Debian's nginx and envsubst:
# apt-get install -y nginx gettext-base
#
#   deploy/serve-demo.sh            http://localhost:4173/sellers/report-platform/
#   LISTEN_PORT=4174 deploy/serve-demo.sh
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

command -v nginx >/dev/null || { echo "serve-demo.sh: nginx is missing (apt-get install -y nginx)" >&2; exit 1; }
[ -f "$APP_ROOT/index.html" ] || { echo "serve-demo.sh: no build in $APP_ROOT (npm run build:demo)" >&2; exit 1; }

# A fresh prefix per port: pid, logs and temp files of this server only.
prefix="${NGINX_PREFIX:-${TMPDIR:-/tmp}/report-platform-nginx-$(printf '%s' "$LISTEN_PORT" | tr -c '0-9A-Za-z' _)}"
rm -rf "$prefix"
mkdir -p "$prefix/conf/report-platform.d" "$prefix/logs" "$prefix/temp"
# Started as root, the workers run as nobody: they must reach the prefix's temp files.
chmod 755 "$prefix"

"$here/render.sh" "$prefix/conf/nginx.conf"
"$here/render.sh" "$prefix/conf/report-platform.d/demo-frames.conf" "$here/demo-frames.conf.template"

nginx -q -t -p "$prefix/" -c "$prefix/conf/nginx.conf" -e stderr
echo "serve-demo.sh: $APP_ROOT on http://localhost:$LISTEN_PORT/sellers/report-platform/ (logs in $prefix/logs)"
exec nginx -p "$prefix/" -c "$prefix/conf/nginx.conf" -e stderr -g 'daemon off;'
