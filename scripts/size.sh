#!/usr/bin/env bash
# What a page downloads, gzip -9 (KB = 1024 bytes), each against issue 17's target:
#   app      the web app's release build in dist/ (`bash scripts/build-app.sh`): wasm + JS + CSS,
#            target 250 KB. Measured apart: a page's first download (the page's wasm, its
#            glue and snippets, the CSS), and the modules it loads later (the computer
#            player's worker on its first move or hint, the tournament page when it is
#            first opened; the new game on the first New game, the handicap panel when a
#            game with a handicap is first shown, each with a ceiling of its own); then the
#            sum of both. The `?embed` view (an iframe's page) is
#            a module of its own that the page's loader starts instead of the page's
#            (scripts/trunk-page.mjs): printed apart, with the CSS and snippets it loads
#   package  the npm package in pkg/ (`bash scripts/package.sh`): the rules' wasm + JS
#            (pkg/*.wasm, pkg/*.js), target 115 KB (issue 15's 100 KB, raised by issue 35
#            for the reports through serde); the embeddable board in pkg/board/ (issue 16,
#            `hotstone/board`) is printed apart, for information
#
#   bash scripts/size.sh            # both (build them first)
#   bash scripts/size.sh app        # or package: one of them
#   bash scripts/size.sh --build    # builds both first (build-app.sh, package.sh --no-pack)
#
# The check fails above a CEILING: for a page's first download the target itself (met
# since 2026-11-27: a page per language; missed by issue 35's house, met again the same
# evening); for the package its target (issue 35: the reports through serde-wasm-bindgen,
# 98.0 -> 100.9 KB; the game as a document, its whole SGF tree kept, 100.9 -> 104.1 KB;
# the arguments read by serde_json into Deserialize types, 104.1 -> 119.4 KB, then one
# leaf visitor and serde_json without std, 118.2 KB; Capture Go, 120.3 KB; then one seed
# for every argument, SGF's reals written without floats (ryu out), one Game::clone,
# 115.7 KB: over the 115 KB target by 0.7 KB, a miss written in docs/performance.md,
# "The package's last 5.3 KB", with what the rest would take); for the modules
# loaded later and the ?embed view, which have no target, today's sizes: nothing may grow
# unnoticed. `node scripts/wasm-breakdown.mjs FILE.wasm` says where a module's bytes go.
set -euo pipefail
# shellcheck source=scripts/env.sh
. "$(dirname "${BASH_SOURCE[0]}")/env.sh"

app_target=$((250 * 1024))
# Issue 35's house took the page to 254.1 KB in German; renaming the modules' imports and
# exports in Trunk's hook and two views drawn by their panels brought it back to 246.5 KB
# (docs/performance.md, "The page back within 250 KB"). Issue 37's stepping through a
# record (the node's markup and the variations drawn by the board, the record's panel,
# the keys, move numbers of the last moves) added about 9 KB (docs/performance.md): over
# the target again, 258.7 KB. The new game (issue 38's short start and the full dialog)
# and the handicap panel became modules fetched when first shown, one loader mounts every
# later module: 251.4 KB in German (248.9 en, 249.5 ja), still over the target by 1.4 KB,
# a miss; the ceiling holds today's size until it is brought back (docs/performance.md,
# "The new game and the rarely shown panels as later modules").
# Issue 39's strict CSP took the page's loader out of index.html (never counted) into
# page-loader.js, counted with every page: 0.65 KB gzipped more in the figure, not in
# what a visitor downloads. Together (the night of 2026-12-07): SGF's reals without
# floats (-3.8 KB, the package's helper), the loader file (+0.7) and issue 37's edit mode,
# markup tools and liberty/atari overlays (+6.5 KB): 257.0 KB in German (254.4 en, 255.3
# ja), over the target by 7.0 KB, a miss (docs/performance.md): the edit toolbar and its
# logic, and the marking panel, as later modules are the next steps.
page_ceiling=$((258 * 1024))
# The course and its lesson player (issue 36) are a later module of their own, fetched
# when the course is first opened: 160.4 KB gzipped (wasm 156.5, glue 3.3, CSS 0.6), the
# lessons' SGF, the judge, the rules and the player's views (docs/performance.md).
# The computer's worker is started from a loader file since issue 39 (0.4 KB, was a
# blob made by the page).
later_ceiling=$((414 * 1024))
# Each later module of issue 35's page size with a ceiling of its own, today's size: the
# new game (issue 38: the short start and the full dialog, the rules, the lessons' list
# and their words in three languages) 121.9 KB, fetched on the first New game; the
# handicap panel 109.7 KB with its stylesheet, fetched when a game with a handicap is
# first shown; with issue 37's SGF edits (the set-up node, the marks) in the rules and
# SGF code each links: 124.4 and 112.3 KB. The ?embed view 261.0 KB.
new_game_ceiling=$((125 * 1024))
handicap_ceiling=$((113 * 1024))
embed_ceiling=$((262 * 1024))
package_target=$((115 * 1024))
# The package over its target since its arguments cross through serde (118.2 KB) and
# Capture Go's rules, end and words came in (issue 38: 120.3 KB); 115.7 KB after the
# night's steps (issue 35: one seed for every argument, SGF's reals without floats, one
# Game::clone, no target_features section), a miss of 0.7 KB written in
# docs/performance.md: the ceiling holds today's size until it is brought back.
package_ceiling=$((116 * 1024))

build=0
which=()
for arg; do
  case $arg in
    --build) build=1 ;;
    app | package) which+=("$arg") ;;
    *) die "usage: bash scripts/size.sh [--build] [app|package]" ;;
  esac
done
((${#which[@]})) || which=(app package)

kb() { printf '%d.%d KB' $(($1 / 1024)) $(($1 % 1024 * 10 / 1024)); }
failed=0

# measure NAME TARGET CEILING FILE...: one line per file, then the sum against the target
# (0: none).
measure() {
  local name=$1 target=$2 ceiling=$3
  shift 3
  local total=0 raw_total=0 file raw gz
  for file; do
    raw=$(wc -c <"$file")
    gz=$(gzip -9 -c "$file" | wc -c)
    printf '  %-44s %8d bytes  %7d gzipped\n' "${file#"$ROOT"/}" "$raw" "$gz"
    total=$((total + gz))
    raw_total=$((raw_total + raw))
  done
  local verdict
  if ((target == 0)); then
    verdict="no target of its own (ceiling $(kb "$ceiling"))"
  elif ((total <= target)); then
    verdict="within the target of $(kb "$target")"
  else
    verdict="over the target of $(kb "$target") by $(kb $((total - target))) (ceiling $(kb "$ceiling"))"
  fi
  printf '%-8s %s gzipped (raw %s): %s\n' "$name" "$(kb "$total")" "$(kb "$raw_total")" "$verdict"
  if ((total > ceiling)); then
    printf '%serror: %s grew past its ceiling of %s gzipped%s\n' "$red" "$name" "$(kb "$ceiling")" "$plain" >&2
    failed=1
  fi
}

for what in "${which[@]}"; do
  case $what in
    app)
      if ((build)); then bash scripts/build-app.sh; fi
      shopt -s nullglob
      shopt -s globstar
      files=(dist/*.wasm dist/*.js dist/snippets/**/*.js dist/*.css)
      shopt -u nullglob
      ((${#files[@]})) || die "no dist/: run bash scripts/build-app.sh first (or --build)"
      # The page is built once per language (index.html): a visitor downloads one of
      # them, so each is measured alone with the CSS and snippets every page loads, and
      # the largest stands against the target.
      en=() de=() ja=() shared=() later=() embed=() new_game=() handicap=()
      for file in "${files[@]}"; do
        case $file in
          */player-worker* | */tournament-page* | */course-page*) later+=("$file") ;;
          */new-game-page*) new_game+=("$file") ;;
          */handicap-page*) handicap+=("$file") ;;
          */embed-page*) embed+=("$file") ;;
          */page-de*) de+=("$file") ;;
          */page-ja*) ja+=("$file") ;;
          # The loader (scripts/trunk-page.mjs), in index.html until issue 39's CSP.
          *.css | */snippets/* | */page-loader.js)
            shared+=("$file")
            embed+=("$file")
            ;;
          *) en+=("$file") ;;
        esac
      done
      ((${#de[@]} && ${#ja[@]})) || die "dist/ has no page-de or page-ja: run bash scripts/build-app.sh"
      largest=0 largest_name=''
      for lang in en de ja; do
        declare -n page_files=$lang
        size=0
        for file in "${page_files[@]}" "${shared[@]}"; do size=$((size + $(gzip -9 -c "$file" | wc -c))); done
        if ((size > largest)); then largest=$size largest_name=$lang; fi
        unset -n page_files
      done
      declare -n first=$largest_name
      say "app, a page's first download (dist/): wasm + JS + CSS, in its largest language ($largest_name; the page in each language below)"
      measure page "$app_target" "$page_ceiling" "${first[@]}" "${shared[@]}"
      unset -n first
      for lang in en de ja; do
        declare -n page_files=$lang
        size=0
        for file in "${page_files[@]}" "${shared[@]}"; do size=$((size + $(gzip -9 -c "$file" | wc -c))); done
        printf '  the page in %s: %s gzipped\n' "$lang" "$(kb "$size")"
        unset -n page_files
      done
      say "app, the modules a page loads later: the computer player's worker (on its first move or hint), the tournament page and the course (when opened)"
      measure later 0 "$later_ceiling" "${later[@]}"
      say "app, the new game (issue 38), fetched on the first New game"
      measure new-game 0 "$new_game_ceiling" "${new_game[@]}"
      say "app, the handicap panel, fetched when a game with a handicap is first shown"
      measure handicap 0 "$handicap_ceiling" "${handicap[@]}"
      total=$largest
      for file in "${later[@]}" "${new_game[@]}" "${handicap[@]}"; do total=$((total + $(gzip -9 -c "$file" | wc -c))); done
      printf '%-8s %s gzipped: the page (its largest language) and every module it may load\n' app "$(kb "$total")"
      say "app, the ?embed view (an iframe's page, instead of the page's wasm and glue): its module, the CSS and the snippets"
      measure embed 0 "$embed_ceiling" "${embed[@]}"
      ;;
    package)
      if ((build)); then bash scripts/package.sh --no-pack; fi
      [[ -f pkg/hotstone_bg.wasm ]] || die "no pkg/: run bash scripts/package.sh first (or --build)"
      say "package (pkg/): wasm + JS"
      shopt -s nullglob
      files=(pkg/*.wasm pkg/*.js)
      shopt -u nullglob
      measure package "$package_target" "$package_ceiling" "${files[@]}"
      shopt -s nullglob
      board=(pkg/board/*.wasm pkg/board/*.js)
      shopt -u nullglob
      if ((${#board[@]})); then
        say "the package's board element (pkg/board/, imported apart as hotstone/board)"
        total=0
        for file in "${board[@]}"; do total=$((total + $(gzip -9 -c "$file" | wc -c))); done
        printf '%-8s %s gzipped\n' board "$(kb "$total")"
      fi
      ;;
  esac
done
exit "$failed"
