# Puts the Node of .nvmrc first on this shell's PATH. Source it in the project's folder (bash, zsh, dash):
#
#   . scripts/use-node.sh
#
# A node on PATH that is new enough stays. Otherwise the one in NODE_PREFIX (default
# ~/.cache/node<version>) goes first, installed there when it is missing: from the npm registry, where
# the package node-<platform>-<arch> holds the binary (no other download source). The npm on PATH
# does the install and then runs on that node. Needs npm and a node of any version.
#
# Sourced, it leaves the shell as it was apart from PATH: it sets no shell option and removes its own
# function. It returns 1, printing why, when it cannot put such a node on PATH.

(return 0 2>/dev/null) || {
  echo "use-node: source it, so that it changes this shell's PATH: . scripts/use-node.sh" >&2
  exit 1
}

_use_node() {
  local major prefix package new_enough
  major="$(cat .nvmrc 2>/dev/null)" || {
    echo "use-node: no .nvmrc here: run it in the project's folder" >&2
    return 1
  }
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "use-node: needs node (any version) and npm on PATH, to install Node $major with" >&2
    return 1
  fi
  new_enough="process.exit(Number(process.versions.node.split('.')[0]) >= $major ? 0 : 1)"
  if node -e "$new_enough"; then
    echo "use-node: node $(node --version), npm $(npm --version)"
    return 0
  fi
  prefix="${NODE_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/node$major}"
  if ! "$prefix/bin/node" -e "$new_enough" 2>/dev/null; then
    package="node-$(node -p "process.platform.replace('win32', 'win') + '-' + process.arch")@$major"
    echo "use-node: node $(node --version) is older than $major: installing $package from the npm registry into $prefix"
    npm install --global --prefix "$prefix" --no-audit --no-fund "$package" || return 1
  fi
  PATH="$prefix/bin:$PATH"
  export PATH
  echo "use-node: node $(node --version) from $prefix/bin, npm $(npm --version)"
}

if _use_node; then
  unset -f _use_node
else
  unset -f _use_node
  return 1
fi
