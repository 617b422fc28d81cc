#!/usr/bin/env bash
# npm run test:real: the suites that need a real server (jest.real.config.js): every operation live,
# the action and CLI bundles, the MCP server, and the documentation's workflows under nektos/act.
#
# Against your own running server (Gitea or Forgejo; a throwaway instance is best, the suites create
# users, organizations, tokens, hooks and runners there), describe it and run:
#   SVC_E2E_URL=https://forge.test SVC_E2E_VARIANT=forgejo SVC_E2E_ADMIN_USER=root \
#   SVC_E2E_ADMIN_PASSWORD=... SVC_E2E_ADMIN_TOKEN=... npm run test:real
# Without SVC_E2E_URL: for each supported Gitea version (default 1.26.4 then 1.25.4; override with
# SVC_REAL_GITEA_VERSIONS="1.26.4"), start a throwaway instance with scripts/real-gitea.sh (which
# builds and caches it the first time) and run the suites against it.
# Extra arguments go to jest; `{version}` in them is replaced by the version being run.
set -euo pipefail
cd "$(dirname "$0")/.."
jest=(node --experimental-vm-modules --no-warnings node_modules/jest/bin/jest.js -c jest.real.config.js)

if [ -n "${SVC_E2E_URL:-}" ]; then
  missing=()
  for v in SVC_E2E_VARIANT SVC_E2E_ADMIN_USER SVC_E2E_ADMIN_PASSWORD SVC_E2E_ADMIN_TOKEN; do
    [ -n "${!v:-}" ] || missing+=("$v")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "test-real: with SVC_E2E_URL, set also: ${missing[*]}" >&2
    exit 2
  fi
  case "$SVC_E2E_VARIANT" in
    gitea|forgejo) ;;
    *) echo "test-real: SVC_E2E_VARIANT must be gitea or forgejo" >&2; exit 2 ;;
  esac
  echo "== $SVC_E2E_VARIANT at $SVC_E2E_URL"
  args=()
  for a in "$@"; do args+=("${a//\{version\}/$SVC_E2E_VARIANT}"); done
  exec "${jest[@]}" "${args[@]}"
fi

status=0
for version in ${SVC_REAL_GITEA_VERSIONS:-1.26.4 1.25.4}; do
  echo "== real Gitea $version"
  args=()
  for a in "$@"; do args+=("${a//\{version\}/$version}"); done
  bash scripts/real-gitea.sh --version "$version" -- "${jest[@]}" "${args[@]}" || status=1
done
exit "$status"
