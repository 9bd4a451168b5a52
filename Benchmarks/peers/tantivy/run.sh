#!/usr/bin/env bash
# The local catalog beside tantivy, side by side in one run (issue 15), from a clean clone:
#   Benchmarks/peers/tantivy/run.sh [--only 10k,1m,korean] [--million FILE] [--repeat N]
# Installs tantivy from PyPI into a virtual environment (kept in
# ${XDG_CACHE_HOME:-~/.cache}/bookshelf-bench/tantivy-venv), builds bookshelf-bench in release
# mode, generates the 1M English rows when `1m` is asked for without --million (about 1 GB in
# the work folder), runs `bookshelf-bench catalog` and then tantivy on the same files and
# queries, and prints each figure with the ratio Bookshelf / tantivy. Needs the shared data
# (`$BOOKSHELF_SHARED_DIR`, default ../shared beside the repository).
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
shared=${BOOKSHELF_SHARED_DIR:-$root/../shared}
data=$shared/data
only=10k,korean
million=""
repeat=3
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only=$2; shift 2 ;;
    --million) million=$2; shift 2 ;;
    --repeat) repeat=$2; shift 2 ;;
    *) echo "usage: $0 [--only 10k,1m,korean] [--million FILE] [--repeat N]" >&2; exit 2 ;;
  esac
done
if [ ! -f "$data/goodbooks-10k/books.csv" ]; then
  echo "skipped: the shared data is not at $data (set BOOKSHELF_SHARED_DIR)" >&2
  exit 0
fi
venv=${BOOKSHELF_PEER_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/bookshelf-bench/tantivy-venv}
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import tantivy" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "tantivy==0.27.0"
fi
work=${BOOKSHELF_PEER_WORK:-$(mktemp -d -t bookshelf-peer.XXXXXX)}
mkdir -p "$work"
cd "$root"
swift build -c release --product bookshelf-bench >&2
if [[ ",$only," == *",1m,"* ]] && [ -z "$million" ]; then
  million=$work/million-english.csv
  [ -f "$million" ] || python3 Benchmarks/generate_catalog.py --rows 2000000 --drop-hangul --data "$data" "$million" >&2
fi
rm -f "$work/bookshelf.jsonl" "$work/queries.jsonl"
bench_only=$only
.build/release/bookshelf-bench catalog --data "$data" --only "$bench_only" --repeat "$repeat" \
  ${million:+--million "$million"} --work "$work/bookshelf" \
  --summary "$work/bookshelf.jsonl" --queries-out "$work/queries.jsonl"
echo
"$venv/bin/python" Benchmarks/peers/tantivy/tantivy_peer.py --data "$data" ${million:+--million "$million"} \
  --queries "$work/queries.jsonl" --bookshelf "$work/bookshelf.jsonl" --work "$work/tantivy" --repeat "$repeat"
echo "work folder: $work"
