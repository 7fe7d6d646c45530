#!/usr/bin/env bash
# Installs what the editor tests need, once per machine, outside the repository:
# Debian's chromium, ripgrep, libkrb5-dev and neovim, and code-server
# (VS Code 1.100.3, the last release for Node 20) from the npm registry.
# code-server's own postinstall downloads ripgrep from GitHub, which this
# network cannot reach, so its steps are replayed here with Debian's rg.
# Prints the code-server binary path on its last line.
set -euo pipefail
VERSION="${CODE_SERVER_VERSION:-4.100.3}"
CACHE="${VERBATIM_E2E_CACHE:-$HOME/.cache/verbatim-e2e}"
PREFIX="$CACHE/code-server-$VERSION"
BIN="$PREFIX/node_modules/code-server/out/node/entry.js"

need_apt=()
for pkg in chromium ripgrep libkrb5-dev neovim; do
	dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
done
if [ ${#need_apt[@]} -gt 0 ]; then
	echo "e2e setup: apt-get install ${need_apt[*]}" >&2
	apt-get update -qq >&2
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >&2
fi

if [ ! -f "$PREFIX/.installed" ]; then
	echo "e2e setup: installing code-server $VERSION into $PREFIX" >&2
	rm -rf "$PREFIX" && mkdir -p "$PREFIX" && cd "$PREFIX"
	echo '{"name":"verbatim-e2e-code-server","private":true}' > package.json
	export npm_config_yes=true XDG_CONFIG_HOME="$PREFIX/xdg/config" XDG_DATA_HOME="$PREFIX/xdg/data" XDG_CACHE_HOME="$PREFIX/xdg/cache"
	npm install "code-server@$VERSION" --ignore-scripts --no-audit --no-fund --loglevel=error >&2
	npm rebuild argon2 --loglevel=error >&2
	cd node_modules/code-server/lib/vscode
	npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error >&2
	mkdir -p node_modules/@vscode/ripgrep/bin
	ln -sf "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
	npm rebuild --loglevel=error >&2
	ln -sfn node_modules node_modules.asar
	(cd bin/remote-cli && ln -sf code-linux.sh code-server)
	(cd bin/helpers && ln -sf browser-linux.sh browser.sh)
	(cd extensions && npm install --omit=dev --no-audit --no-fund --loglevel=error >&2)
	touch "$PREFIX/.installed"
fi
echo "$BIN"
