#!/usr/bin/env bash
# The computer opponent's strength table (issue 21): each level of `hotstone gtp --level N`
# against GNU Go 3.8 at level 1 and level 10, on 7x7 and 9x9, colours alternating, through
# `hotstone match`. Writes the table into docs/opponent.md (between the strength markers)
# and the raw match tables into target/strength/.
#
#   bash scripts/strength.sh                 # the full table: 40 games a cell (hours)
#   GAMES=4 LEVELS="1 5" bash scripts/strength.sh     # a reduced run
#
# Variables: GAMES (even, per cell; default 40), LEVELS (default "5 4 3 2 1"), GNUGO_LEVELS
# ("1 10"), SIZES ("7 9"), RULES ("chinese": area counting, so GNU Go and Hotstone count
# alike), MOVE_SECONDS (1: the player's CPU time per move at most), GNUGO
# (/usr/games/gnugo), JOBS (1: cells played at once), NICE (19: the priority; the player's
# budget is CPU time and GNU Go's strength does not depend on time, so a busy machine
# makes the run longer, not the players weaker), TABLE_ONLY (1: only rewrite the table
# from the logs in docs/strength/, e.g. after a run was stopped), COUNTS_ONLY (a log file:
# print its "wins losses draws no-results pending" and stop).
# The logs are kept in the repository (docs/strength/, one per cell, headed by a fingerprint
# of the player's code that played them): a run stopped part way resumes where its cells stopped
# as long as the player's code is the same, so the table can be filled over several
# sessions. A cell measured with other code is played again.
# Not part of scripts/test.sh.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

GAMES=${GAMES:-40}
LEVELS=${LEVELS:-"5 4 3 2 1"}
GNUGO_LEVELS=${GNUGO_LEVELS:-"1 10"}
SIZES=${SIZES:-"7 9"}
RULES=${RULES:-chinese}
MOVE_SECONDS=${MOVE_SECONDS:-1}
GNUGO=${GNUGO:-/usr/games/gnugo}
NICE=${NICE:-19}
JOBS=${JOBS:-1}
OUT=$ROOT/docs/strength
BIN=$ROOT/target/strength
DOC=$ROOT/docs/opponent.md

# The player's counts in a cell's log, "wins losses draws no-results pending", from the
# "first" lines of its match tables. Pending games wait for the human referee (`referee`
# exit 3, RE[?]: the 400th move, E-3, or engines that disagree at the end, C-6): they have
# no result yet, so they are counted apart, not as games without result. Tables from
# before the "pending" column (its "engine" header line names the columns) have four
# counts before the seconds per move.
counts() {
  awk '
    $1 == "engine" { n = 4; for (i = 2; i <= NF; i++) if ($i == "pending") n = 5 }
    $1 == "first" && NF >= n + 2 {
      w += $2; l += $3; d += $4; o += $5
      if (n == 5) p += $6
    }
    END { printf "%d %d %d %d %d\n", w, l, d, o, p }
  ' n=4 "$1"
}

# COUNTS_ONLY=FILE: print the counts of one log (as above) and stop.
if [[ -n "${COUNTS_ONLY:-}" ]]; then
  counts "$COUNTS_ONLY"
  exit 0
fi

# The player: a fingerprint of the code `hotstone gtp` plays with (the sources and manifests
# of the crates it is built from, the versions of its dependencies and the release
# profile), so that a change elsewhere (tests, docs, the app, the package, the SGF crate)
# keeps the cells measured so far.
player_code=()
for crate in player rules gtp cli; do
  player_code+=("crates/$crate/src" "crates/$crate/Cargo.toml")
done
PLAYER=$({
  for path in "${player_code[@]}"; do git -C "$ROOT" rev-parse "HEAD:$path"; done
  # The versions of the crates the binary is built from (not the whole lock file: the
  # package's and the app's dependencies do not change the player).
  cargo tree -p hotstone-cli -e normal,build --prefix none --locked --offline | sed 's/ (.*//' | sort -u
  # The release profile the binary is built with; the package's and the app's profiles
  # beside it do not change the player.
  git -C "$ROOT" show HEAD:Cargo.toml | sed -n '/^\[profile\.release\]/,/^\[/p'
} | sha1sum | cut -c1-12)
if [[ -n "$(git -C "$ROOT" status --porcelain -- "${player_code[@]}")" ]]; then
  PLAYER="$PLAYER+changes"
fi
say "the player's code: $PLAYER (the first line of each log in docs/strength/ names the code that played it)"

mkdir -p "$OUT" "$BIN"
if [[ -z "${TABLE_ONLY:-}" ]]; then
  renice -n "$NICE" $$ >/dev/null
  cargo build --release -q -p hotstone-cli
  # A copy: a rebuild during the hours of the run must not change the player mid-table.
  HOTSTONE=$BIN/hotstone-$$
  cp "$ROOT/target/release/hotstone" "$HOTSTONE"
  trap 'rm -f "$HOTSTONE"' EXIT
fi

# One cell: GAMES games as GAMES/2 matches of two (one with each colour), each match with
# its own seed, since GNU Go and a seeded player would otherwise repeat the same games.
# Prints "wins losses draws no-results pending" of the player.
cell() {
  local level=$1 gnugo_level=$2 size=$3 pair
  local log="$OUT/level$level-gnugo$gnugo_level-${size}x$size.txt"
  # Resume a cell this player started; start again one that other code played.
  local head="# player $PLAYER, rules $RULES, move seconds $MOVE_SECONDS"
  if [[ ! -f "$log" || "$(head -n1 "$log")" != "$head" ]]; then
    printf '%s\n' "$head" >"$log"
  fi
  local done
  done=$(grep -c '^first ' "$log" || true)
  for ((pair = done + 1; pair <= GAMES / 2; pair++)); do
    "$HOTSTONE" match \
      --first "$HOTSTONE gtp --level $level --seed $pair --move-seconds $MOVE_SECONDS" \
      --second "$GNUGO --mode gtp --level $gnugo_level" \
      --games 2 --size "$size" --rules "$RULES" --time 900 >>"$log" 2>&1 || true
  done
  counts "$log"
}


# The table in docs/opponent.md, rebuilt from every cell's log in target/strength/ (all
# levels, so that runs of a few levels at a time add up): wins of the player, games played,
# the player's average seconds per move. A cell still running, or stopped, says so.
write_table() {
  python3 - "$DOC" "$OUT" "$GAMES" "$GNUGO_LEVELS" "$SIZES" "$RULES" "$MOVE_SECONDS" "$(nproc)" <<'PY'
import os, sys
doc, out, games, gnugo_levels, sizes, rules, move_seconds, cores = sys.argv[1:]
games = int(games)
# The cells asked for now and every cell with a log: runs of a few cells add up.
import re
gnugo_levels, sizes = set(gnugo_levels.split()), set(sizes.split())
for name in os.listdir(out):
    m = re.fullmatch(r"level\d+-gnugo(\d+)-(\d+)x\d+\.txt", name)
    if m:
        gnugo_levels.add(m[1]); sizes.add(m[2])
gnugo_levels, sizes = sorted(gnugo_levels, key=int), sorted(sizes, key=int)

commits = set()

def cell(level, g, size):
    path = f"{out}/level{level}-gnugo{g}-{size}x{size}.txt"
    if not os.path.exists(path):
        return "not measured"
    first = open(path).readline().split()
    if len(first) >= 3 and first[:2] == ["#", "player"]:
        commits.add(first[2].rstrip(","))
    w = n = pending = 0
    secs = []
    # Tables since the "pending" column (games waiting for a referee) have one more count.
    counts = 4
    for line in open(path):
        f = line.split()
        if f[:1] == ["engine"]:
            counts = 5 if "pending" in f else 4
        if len(f) >= counts + 2 and f[0] == "first":
            w += int(f[1])
            n += sum(int(x) for x in f[1:counts + 1])
            if counts == 5:
                pending += int(f[5])
            secs.append(float(f[counts + 1]))
    if n == 0:
        return "running, no game yet"
    text = f"{w} / {n} ({round(100 * w / n)} %), {sum(secs) / len(secs):.2f} s/move"
    if pending:
        # Games waiting for the human referee (E-3, C-6): no result yet, so no win.
        text += f", {pending} pending adjudication"
    return text if n >= games else text + f"; {n} of {games} games so far"

rows = ["| board | level |" + "".join(f" wins vs GNU Go {g} |" for g in gnugo_levels),
        "|---|---|" + "---|" * len(gnugo_levels)]
for size in sizes:
    for level in range(1, 6):
        rows.append(f"| {size}x{size} | {level} |" + "".join(f" {cell(level, g, size)} |" for g in gnugo_levels))
table = (f"Measured by `bash scripts/strength.sh` (its variables: GAMES={games} a cell, rules {rules}, "
         f"{move_seconds} s of CPU per move at most for the player, GNU Go 3.8 at its default time; "
         f"{cores} cores shared with other work; the player's code {', '.join(sorted(commits)) or '-'} "
         f"(`scripts/strength.sh` prints it); "
         f"the games' tables in docs/strength/). Each cell: the player's wins / games, colours "
         f"alternating, and its average wall time per move.\n\n" + "\n".join(rows) + "\n")
text = open(doc).read()
begin, end = "<!-- strength:begin -->", "<!-- strength:end -->"
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(doc, "w").write(head + begin + "\n" + table + end + tail)
PY
}

# TABLE_ONLY=1: rewrite the table from the logs there are (after a run was stopped) and stop.
if [[ -n "${TABLE_ONLY:-}" ]]; then
  write_table
  echo "wrote the table into $DOC from $OUT" >&2
  exit 0
fi

# The cells in the order of LEVELS and SIZES (the strongest level first by default: a stopped
# run leaves the most telling cells), run
# JOBS at a time; the table is rewritten after each cell.
cells=()
for size in $SIZES; do
  for level in $LEVELS; do
    for g in $GNUGO_LEVELS; do
      cells+=("$level $g $size")
    done
  done
done
running=0
for c in "${cells[@]}"; do
  read -r level g size <<<"$c"
  (
    read -r w l d o p < <(cell "$level" "$g" "$size")
    echo "level $level vs GNU Go $g on ${size}x$size: $w wins of $((w + l + d + o + p)) games" \
      "($l losses, $d draws, $o without result, $p pending adjudication)" >&2
  ) &
  running=$((running + 1))
  if ((running >= JOBS)); then
    wait -n || true
    running=$((running - 1))
    write_table
  fi
done
wait
write_table
echo "wrote the table into $DOC" >&2
