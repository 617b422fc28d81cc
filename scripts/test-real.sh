#!/usr/bin/env bash
# npm run test:real: for each supported Gitea version (default 1.26.4 then 1.25.4; override with
# SVC_REAL_GITEA_VERSIONS="1.26.4"), start a throwaway instance with scripts/real-gitea.sh (which
# builds and caches it the first time) and run jest.real.config.js against it: every operation live,
# the action and CLI bundles, the MCP server, and the README's workflows under nektos/act.
# Extra arguments go to jest; `{version}` in them is replaced by the version being run.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for version in ${SVC_REAL_GITEA_VERSIONS:-1.26.4 1.25.4}; do
  echo "== real Gitea $version"
  args=()
  for a in "$@"; do args+=("${a//\{version\}/$version}"); done
  bash scripts/real-gitea.sh --version "$version" -- \
    node --experimental-vm-modules --no-warnings node_modules/jest/bin/jest.js -c jest.real.config.js "${args[@]}" || status=1
done
exit "$status"
