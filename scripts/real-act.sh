#!/usr/bin/env bash
# Prints the path of nektos/act 0.2.89 (the engine Forgejo runner and Gitea act_runner fork), building
# it from its Go module the first time (about a minute on 2 cores) and caching it under
# ${XDG_CACHE_HOME:-~/.cache}/svc/act-VERSION/. Tests run it in host mode (no Docker).
set -euo pipefail
VERSION=${ACT_VERSION:-0.2.89}
DIR=${XDG_CACHE_HOME:-$HOME/.cache}/svc/act-$VERSION
if [ ! -x "$DIR/act" ]; then
  command -v go >/dev/null || { echo "real-act: Go is needed to build nektos/act $VERSION" >&2; exit 1; }
  echo "real-act: building nektos/act $VERSION from its Go module (first time on this machine: about a minute)" >&2
  mkdir -p "$DIR"
  GOFLAGS=-modcacherw GOTOOLCHAIN=local GOBIN="$DIR" go install "github.com/nektos/act@v$VERSION" >&2
fi
echo "$DIR/act"
