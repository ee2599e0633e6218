#!/usr/bin/env bash
# Rebuilds the site's one web font, src/fonts/fraunces-latin-600.woff2, from the npm font package (run after updating
# it). Needs fontTools with brotli: `apt-get install -y python3-fonttools python3-brotli` (Debian).
# Headings use one weight, so a static 600 instance of the variable Latin file (18 KB instead of 36 KB); body text
# uses the system sans stack. Fraunces is SIL OFL 1.1 (no reserved font names); its licence is kept beside it.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-/usr/bin/python3}
SRC=node_modules/@fontsource-variable
OUT=src/fonts
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# The unicode range of fontsource's "latin" subset
LATIN="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"

"$PY" -m fontTools.varLib.instancer "$SRC/fraunces/files/fraunces-latin-wght-normal.woff2" wght=600 -o "$TMP/fraunces.ttf"
"$PY" -m fontTools.subset "$TMP/fraunces.ttf" --unicodes="$LATIN" --layout-features+=tnum --flavor=woff2 \
  --output-file="$OUT/fraunces-latin-600.woff2"

cp "$SRC/fraunces/LICENSE" "$OUT/Fraunces-OFL.txt"
ls -l "$OUT"/*.woff2
