#!/usr/bin/env bash
# The editor tests: the VSIX in code-server driven through Chromium (UI), the
# extension-host suite (vscode API), Neovim over `verbatim lsp --stdio`, and the
# HTML report in Chromium.
# Installs what they need first (test/e2e/setup.sh, cached outside the repo).
set -uo pipefail
cd "$(dirname "$0")/../.."
export CODE_SERVER="$(bash test/e2e/setup.sh)" || { echo "e2e setup failed"; echo "0 passed, 1 failed"; exit 1; }
npm run --silent package >/dev/null || { echo "packaging the VSIX failed"; echo "0 passed, 1 failed"; exit 1; }
node esbuild.mjs --e2e || exit 1

total_pass=0
total_fail=0
# Each suite runs once; a failure is never retried (docs/decisions.md, "Editor tests").
run() {
	local name=$1; shift
	echo "== e2e: $name"
	# Results stream to the log as they happen; the copy is read for the totals.
	local copy log rc
	copy=$(mktemp)
	"$@" 2>&1 | tee "$copy"
	rc=${PIPESTATUS[0]}
	log=$(cat "$copy")
	rm -f "$copy"
	local line
	line=$(echo "$log" | grep -E '^([a-z]+: )?[0-9]+ passed, [0-9]+ failed$' | tail -1)
	local p f
	p=$(echo "$line" | sed -E 's/^([a-z]+: )?([0-9]+) passed, ([0-9]+) failed$/\2/')
	f=$(echo "$line" | sed -E 's/^([a-z]+: )?([0-9]+) passed, ([0-9]+) failed$/\3/')
	p=${p:-0}; f=${f:-1}
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
	total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
}
run ui node test/e2e/ui.mjs
run walk node test/e2e/walk.mjs
run exthost node test/e2e/exthost.mjs
run neovim node test/e2e/nvim.mjs
run report node test/e2e/report.mjs
echo "e2e: $total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
