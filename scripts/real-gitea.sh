#!/usr/bin/env bash
# A real, throwaway Gitea on loopback, built from its Go module.
#
#   scripts/real-gitea.sh [--version 1.26.4] [--build-only | --is-built] [--no-local-migrations] [-- COMMAND ARGS...]
#
# Builds the pinned Gitea version through the Go module proxy (the first build takes 4 minutes on
# two idle cores, over half an hour on busy ones; the binary is cached per version under
# ${XDG_CACHE_HOME:-~/.cache}/svc/, so later runs start in seconds, a minute and a half when busy),
# writes an app.ini for an instance in a temp dir (SQLite, 127.0.0.1, a free port, Actions on, the
# built-in SSH server on another free port, mirrors and migrations from and to local addresses
# allowed: --no-local-migrations refuses them, as a server does by default), creates an instance
# admin with `gitea admin`, starts the server and waits for /api/healthz. With a COMMAND it runs it
# with the instance described in the environment and stops; without one it prints the URL and
# credentials and serves until Ctrl-C. Everything it started or wrote (except the cached binary) is
# removed on exit, Ctrl-C included. --is-built only says (exit 0 or 1) whether that version is built
# here, and builds nothing (the bench runs its real-server rows only then).
#
# The environment given to COMMAND (and printed without one):
#   SVC_E2E_URL SVC_E2E_VARIANT=gitea SVC_E2E_ADMIN_USER SVC_E2E_ADMIN_PASSWORD SVC_E2E_ADMIN_TOKEN
#   SVC_REAL_GITEA_VERSION SVC_REAL_GITEA_BIN SVC_REAL_GITEA_WORK (app.ini, data, repositories)
#   SVC_REAL_GITEA_DB (the SQLite file) SVC_REAL_GITEA_REPO_ROOT SVC_REAL_GITEA_CONFIG
#   SVC_REAL_GITEA_SSH_PORT (Gitea's built-in SSH server, on 127.0.0.1)
# SVC_REAL_GITEA_ALLOW_LOCALNETWORKS=false starts it with Gitea's default ([migrations]
# ALLOW_LOCALNETWORKS = false: migrations and mirrors from loopback or private addresses refused).
set -euo pipefail

VERSION=1.26.4
BUILD_ONLY=false
IS_BUILT=false
LOCAL_MIGRATIONS=true
COMMAND=()
while [ $# -gt 0 ]; do
  case "$1" in
    --version) VERSION=${2:?--version needs a value such as 1.25.4}; shift 2 ;;
    --version=*) VERSION=${1#--version=}; shift ;;
    --build-only) BUILD_ONLY=true; shift ;;
    --is-built) IS_BUILT=true; shift ;;
    --no-local-migrations) LOCAL_MIGRATIONS=false; shift ;;
    # The comment block at the top, up to its first line that is not a comment.
    -h|--help) awk 'NR == 1 { next } !/^#/ { exit } { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    --) shift; COMMAND=("$@"); break ;;
    *) echo "real-gitea: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case "$VERSION" in
  [0-9]*.[0-9]*.[0-9]*) ;;
  *) echo "real-gitea: --version must look like 1.26.4, got '$VERSION'" >&2; exit 2 ;;
esac

say() { echo "real-gitea: $*" >&2; }
die() { echo "real-gitea: $*" >&2; exit 1; }

# ---------------------------------------------------------------------------------------- build --
require_tools() {
  command -v go >/dev/null || die "Go >= 1.25 is needed to build Gitea from its module, and 'go' is not on PATH"
  local gov
  gov=$(go env GOVERSION | sed 's/^go//')
  case "$gov" in
    1.2[5-9]*|1.[3-9][0-9]*|[2-9].*) ;;
    *) die "Go >= 1.25 is needed to build Gitea $VERSION; this is Go $gov" ;;
  esac
  command -v gcc >/dev/null || die "gcc is needed to build Gitea's SQLite driver (cgo); install gcc"
  command -v git >/dev/null || die "git is needed to build and run Gitea; install git"
}

CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/svc/gitea-$VERSION
BIN=$CACHE/gitea
STATIC_FILE=$CACHE/static-root

is_built() { [ -x "$BIN" ] && [ -f "$STATIC_FILE" ] && [ -d "$(cat "$STATIC_FILE")/templates" ]; }

build() {
  require_tools
  if is_built; then
    return 0
  fi
  say "building Gitea $VERSION from its Go module (first time on this machine: about 4 minutes on 2 cores)"
  mkdir -p "$CACHE"
  local scratch start
  start=$(date +%s)
  scratch=$(mktemp -d)
  # shellcheck disable=SC2064
  trap "rm -rf '$scratch'" RETURN
  export GOFLAGS=-modcacherw GOTOOLCHAIN=local CGO_ENABLED=1
  (
    cd "$scratch"
    go mod init svc.local/real-gitea >/dev/null 2>&1
    # `go install pkg@version` refuses a module with replace directives: copy Gitea's into a scratch module.
    local gomod
    gomod=$(go mod download -json "code.gitea.io/gitea@v$VERSION" | sed -n 's/^[[:space:]]*"GoMod": "\(.*\)",\{0,1\}$/\1/p')
    [ -f "$gomod" ] || die "could not download code.gitea.io/gitea@v$VERSION through the Go module proxy"
    cp "$gomod" upstream.mod
    go mod edit -json upstream.mod > upstream.json
    node -e '
      const m = JSON.parse(require("fs").readFileSync("upstream.json", "utf8"))
      const v = x => x.Version ? `${x.Path}@${x.Version}` : x.Path
      for (const r of m.Replace ?? []) console.log(`-replace=${v(r.Old)}=${v(r.New)}`)
      for (const e of m.Exclude ?? []) console.log(`-exclude=${e.Path}@${e.Version}`)
    ' > edits
    if [ -s edits ]; then xargs go mod edit < edits; fi
    go mod edit -godebug=x509negativeserial=1
    say "resolving dependencies"
    go get -tool "code.gitea.io/gitea@v$VERSION" >/dev/null 2>&1 || go get -tool "code.gitea.io/gitea@v$VERSION"
    say "compiling (progress: one dot every 15 s)"
    ( while sleep 15; do printf . >&2; done ) &
    local ticker=$!
    if ! go build -tags 'sqlite sqlite_unlock_notify' -ldflags "-X main.Version=$VERSION" -o "$BIN.tmp" code.gitea.io/gitea; then
      kill "$ticker" 2>/dev/null
      die "go build of Gitea $VERSION failed"
    fi
    kill "$ticker" 2>/dev/null || true
    echo >&2
    go list -m -f '{{.Dir}}' code.gitea.io/gitea > "$STATIC_FILE"
  )
  mv "$BIN.tmp" "$BIN"
  say "built Gitea $VERSION in $(( $(date +%s) - start )) s: $BIN"
}

if $IS_BUILT; then is_built; exit; fi
build
if $BUILD_ONLY; then exit 0; fi

# ------------------------------------------------------------------------------------------ run --
WORK=$(mktemp -d "${TMPDIR:-/tmp}/svc-gitea-$VERSION.XXXXXX")
SERVER_PID=
cleanup() {
  local code=$?
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --no-local-migrations wins over the environment's knob.
[ "$LOCAL_MIGRATIONS" = false ] || LOCAL_MIGRATIONS=${SVC_REAL_GITEA_ALLOW_LOCALNETWORKS:-true}
case "$LOCAL_MIGRATIONS" in
  true|false) ;;
  *) echo "real-gitea: SVC_REAL_GITEA_ALLOW_LOCALNETWORKS must be true or false" >&2; exit 2 ;;
esac
free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close() })'; }
PORT=$(free_port)
SSH_PORT=$(free_port)
URL="http://127.0.0.1:$PORT"
export GITEA_WORK_DIR=$WORK GITEA_CUSTOM=$WORK/custom
mkdir -p "$WORK/custom/conf" "$WORK/data" "$WORK/repositories" "$WORK/log"
CONF=$WORK/custom/conf/app.ini
secret() { "$BIN" generate secret "$1"; }
cat > "$CONF" <<EOF
APP_NAME = svc throwaway Gitea $VERSION
RUN_MODE = prod
WORK_PATH = $WORK
I_AM_BEING_UNSAFE_RUNNING_AS_ROOT = true

[server]
PROTOCOL = http
HTTP_ADDR = 127.0.0.1
HTTP_PORT = $PORT
ROOT_URL = $URL/
STATIC_ROOT_PATH = $(cat "$STATIC_FILE")
APP_DATA_PATH = $WORK/data
; Gitea's built-in SSH server on loopback: deploy keys are tried with git over SSH.
DISABLE_SSH = false
START_SSH_SERVER = true
SSH_DOMAIN = 127.0.0.1
SSH_PORT = $SSH_PORT
SSH_LISTEN_HOST = 127.0.0.1
SSH_LISTEN_PORT = $SSH_PORT
BUILTIN_SSH_SERVER_USER = git
OFFLINE_MODE = true
LFS_START_SERVER = false

[database]
DB_TYPE = sqlite3
PATH = $WORK/data/gitea.db
SQLITE_JOURNAL_MODE = WAL

[repository]
ROOT = $WORK/repositories

[security]
INSTALL_LOCK = true
SECRET_KEY = $(secret SECRET_KEY)
INTERNAL_TOKEN = $(secret INTERNAL_TOKEN)

[oauth2]
JWT_SECRET = $(secret JWT_SECRET)

[service]
DISABLE_REGISTRATION = true

[mailer]
ENABLED = false

[cron.update_checker]
ENABLED = false

[actions]
ENABLED = true

[webhook]
ALLOWED_HOST_LIST = loopback,private

; Push mirrors to this same instance (127.0.0.1) and migrations from another one on loopback are
; tried: Gitea refuses loopback and private addresses for mirrors and migrations unless this is set.
[migrations]
ALLOW_LOCALNETWORKS = $LOCAL_MIGRATIONS

[session]
PROVIDER = memory

[log]
MODE = console
LEVEL = Warn
ROOT_PATH = $WORK/log
EOF

ADMIN_USER=svc-admin
ADMIN_PASSWORD=$(node -e 'console.log("Pw-" + require("crypto").randomBytes(12).toString("hex"))')
"$BIN" --config "$CONF" migrate >"$WORK/log/migrate.log" 2>&1 || { cat "$WORK/log/migrate.log" >&2; die "gitea migrate failed"; }
"$BIN" --config "$CONF" admin user create --admin --username "$ADMIN_USER" --password "$ADMIN_PASSWORD" \
  --email "$ADMIN_USER@example.com" --must-change-password=false >"$WORK/log/admin.log" 2>&1 \
  || { cat "$WORK/log/admin.log" >&2; die "creating the admin user failed"; }
# Log lines share the stream with the token: take the line that is 40 hex characters.
ADMIN_TOKEN=$("$BIN" --config "$CONF" admin user generate-access-token --username "$ADMIN_USER" \
  --token-name svc-real-gitea --scopes all --raw 2>/dev/null | grep -E '^[0-9a-f]{40}$' | head -n1 || true)
[ -n "$ADMIN_TOKEN" ] || die "could not create an access token for $ADMIN_USER"

"$BIN" --config "$CONF" web >"$WORK/log/web.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 300); do
  if curl -fsS "$URL/api/healthz" >/dev/null 2>&1; then break; fi
  kill -0 "$SERVER_PID" 2>/dev/null || { tail -n 30 "$WORK/log/web.log" >&2; die "gitea web exited while starting"; }
  sleep 0.1
done
curl -fsS "$URL/api/healthz" >/dev/null 2>&1 || { tail -n 30 "$WORK/log/web.log" >&2; die "no healthy answer from $URL/api/healthz within 30 s"; }

export SVC_E2E_URL=$URL SVC_E2E_VARIANT=gitea SVC_E2E_ADMIN_USER=$ADMIN_USER SVC_E2E_ADMIN_PASSWORD=$ADMIN_PASSWORD \
  SVC_E2E_ADMIN_TOKEN=$ADMIN_TOKEN SVC_REAL_GITEA_VERSION=$VERSION SVC_REAL_GITEA_BIN=$BIN SVC_REAL_GITEA_WORK=$WORK \
  SVC_REAL_GITEA_DB=$WORK/data/gitea.db SVC_REAL_GITEA_REPO_ROOT=$WORK/repositories SVC_REAL_GITEA_CONFIG=$CONF \
  SVC_REAL_GITEA_SSH_PORT=$SSH_PORT
say "Gitea $VERSION is up at $URL"

if [ ${#COMMAND[@]} -gt 0 ]; then
  set +e
  "${COMMAND[@]}"
  status=$?
  set -e
  exit "$status"
fi

cat <<EOF
Gitea $VERSION at $URL (stops and is removed on Ctrl-C)
  SVC_E2E_URL=$URL
  SVC_E2E_VARIANT=gitea
  SVC_E2E_ADMIN_USER=$ADMIN_USER
  SVC_E2E_ADMIN_PASSWORD=$ADMIN_PASSWORD
  SVC_E2E_ADMIN_TOKEN=$ADMIN_TOKEN
  data: $WORK
EOF
wait "$SERVER_PID"
