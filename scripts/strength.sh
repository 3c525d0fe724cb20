#!/usr/bin/env bash
# The computer opponent's strength table (issue 21): each level of `hotstone gtp --level N`
# against GNU Go 3.8 at level 1 and level 10, on 7x7 and 9x9, colours alternating, through
# `hotstone match`. Writes the table into docs/opponent.md (between the strength markers)
# and the raw match tables into target/strength/.
#
#   bash scripts/strength.sh                 # the full table: 40 games a cell (hours)
#   GAMES=4 LEVELS="1 5" bash scripts/strength.sh     # a reduced run
#
# Variables: GAMES (even, per cell; default 40), LEVELS (default "1 2 3 4 5"), GNUGO_LEVELS
# ("1 10"), SIZES ("7 9"), RULES ("chinese": area counting, so GNU Go and Hotstone count
# alike), MOVE_SECONDS (1: the player's time per move), GNUGO (/usr/games/gnugo).
# Runs at the lowest priority (nice 19): it must not starve other work on the machine.
# Not part of scripts/test.sh.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

GAMES=${GAMES:-40}
LEVELS=${LEVELS:-"1 2 3 4 5"}
GNUGO_LEVELS=${GNUGO_LEVELS:-"1 10"}
SIZES=${SIZES:-"7 9"}
RULES=${RULES:-chinese}
MOVE_SECONDS=${MOVE_SECONDS:-1}
GNUGO=${GNUGO:-/usr/games/gnugo}
OUT=$ROOT/target/strength
DOC=$ROOT/docs/opponent.md

if (( GAMES < 2 || GAMES % 2 )); then
  echo "GAMES must be even and at least 2 (colours alternate)" >&2
  exit 2
fi
[[ -x "$GNUGO" ]] || { echo "GNU Go is not at $GNUGO (bash scripts/setup.sh)" >&2; exit 2; }

renice -n 19 $$ >/dev/null
nice -n 19 cargo build --release -q -p hotstone-cli
HOTSTONE=$ROOT/target/release/hotstone
mkdir -p "$OUT"

# One cell: GAMES games as GAMES/2 matches of two (one with each colour), each match with
# its own seed, since GNU Go and a seeded player would otherwise repeat the same games.
# Prints "wins losses draws other" of the player.
cell() {
  local level=$1 gnugo_level=$2 size=$3 w=0 l=0 d=0 o=0 pair line
  local log="$OUT/level$level-gnugo$gnugo_level-${size}x$size.txt"
  : >"$log"
  for ((pair = 1; pair <= GAMES / 2; pair++)); do
    "$HOTSTONE" match \
      --first "$HOTSTONE gtp --level $level --seed $pair --move-seconds $MOVE_SECONDS" \
      --second "$GNUGO --mode gtp --level $gnugo_level" \
      --games 2 --size "$size" --rules "$RULES" --time 900 >>"$log" 2>&1 || true
  done
  # The "first" lines of the match tables: wins losses draws no-results.
  while read -r line; do
    read -r _ a b c e _ <<<"$line"
    w=$((w + a)); l=$((l + b)); d=$((d + c)); o=$((o + e))
  done < <(grep '^first ' "$log")
  echo "$w $l $d $o"
}

header="| board | level |"
rule="|---|---|"
for g in $GNUGO_LEVELS; do
  header+=" wins vs GNU Go $g |"
  rule+="---|"
done

# Rewrites the table in docs/opponent.md with the rows so far (after each row, so that a
# long run that is stopped still leaves what it measured).
write_table() {
  local table="Measured $(date -u +%Y-%m-%d) by \`GAMES=$GAMES LEVELS=\"$LEVELS\" GNUGO_LEVELS=\"$GNUGO_LEVELS\" SIZES=\"$SIZES\" bash scripts/strength.sh\`
(rules $RULES, $MOVE_SECONDS s per move for the player, $(nproc) cores shared with other work, at nice 19):

$header
$rule
$1"
  python3 - "$DOC" "$table" <<'PY'
import sys
path, table = sys.argv[1], sys.argv[2]
text = open(path).read()
begin, end = "<!-- strength:begin -->", "<!-- strength:end -->"
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(path, "w").write(head + begin + "\n" + table + end + tail)
PY
}

rows=""
for size in $SIZES; do
  for level in $LEVELS; do
    row="| ${size}x$size | $level |"
    for g in $GNUGO_LEVELS; do
      read -r w l d o < <(cell "$level" "$g" "$size")
      n=$((w + l + d + o))
      pct=$(( n > 0 ? (100 * w + n / 2) / n : 0 ))
      row+=" $w / $n ($pct %) |"
      echo "level $level vs GNU Go $g on ${size}x$size: $w wins of $n games" >&2
    done
    rows+="$row"$'\n'
    write_table "$rows"
  done
done
echo "wrote the table into $DOC" >&2
