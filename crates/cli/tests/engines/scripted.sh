#!/usr/bin/env bash
# A scripted GTP engine for the referee's tests (issue 18).
# Usage: scripted.sh [--score TEXT] [--dead V,V,...] MODE
#   --score TEXT answers final_score with TEXT (default: an empty answer, no score);
#                --score komi answers W+K, K the komi the referee sent
#   --dead V,... answers final_status_list with these vertices (default: none)
#   pass     answers every genmove with pass
#   fill     plays A1, B1, C1, ... row by row (19x19 at most), then passes
#   crash    exits at its first genmove
#   slowcrash SECONDS  exits at its first genmove after sleeping SECONDS
#   hang     never answers genmove (a child `sleep` keeps running until killed)
#   slow     answers genmove with pass after 3 seconds
#   garbage  answers genmove with a line that is not GTP
#   flood    answers genmove with a 100 KB line (the game server's line limit)
#   illegal  answers every genmove with A1 (occupied the second time)
#   nostatus fails final_status_list
#   moves V1 V2 ... plays the vertices given, in order, then passes
#   slowfill SECONDS  as fill, each answer after sleeping SECONDS (e.g. 0.07)
#   slowmoves SECONDS V1 V2 ... as moves, each vertex after sleeping SECONDS (passes at once)
#   slowplay SECONDS  answers every play after sleeping SECONDS, every genmove with pass
#   --log FILE   appends every command it reads to FILE
#   --banner TEXT  prints TEXT (not GTP) before it reads its first command
# Every other command is answered with success. With HOTSTONE_TEST_PIDS set, the
# script's process ids are appended to that file (to check nothing is left running).
score=""
dead=""
log=""
while [[ "${1:-}" == --* ]]; do
  case "$1" in
    --score) score=$2 ;;
    --dead) dead=${2//,/ } ;;
    --log) log=$2 ;;
    --banner) banner=$2 ;;
  esac
  shift 2
done
mode=${1:-pass}
script=("${@:2}")
[[ -n "${HOTSTONE_TEST_PIDS:-}" ]] && echo $$ >>"$HOTSTONE_TEST_PIDS"
[[ -n "${banner:-}" ]] && echo "$banner"
letters=(A B C D E F G H J K L M N O P Q R S T)
next=0
size=19
while IFS= read -r line; do
  line=${line%$'\r'}
  [[ -n "$log" ]] && echo "$line" >>"$log"
  set -- $line
  id=""
  if [[ "${1:-}" =~ ^[0-9]+$ ]]; then id=$1; shift; fi
  cmd=${1:-}
  case "$cmd" in
    quit) printf '=%s\n\n' "$id"; exit 0 ;;
    name) printf '=%s scripted-%s\n\n' "$id" "$mode" ;;
    boardsize) size=$2; printf '=%s\n\n' "$id" ;;
    clear_board) next=0; printf '=%s\n\n' "$id" ;;
    komi) komi=$2; printf '=%s\n\n' "$id" ;;
    list_commands) printf '=%s name\nboardsize\ngenmove\nplay\nquit\n\n' "$id" ;;
    final_status_list)
      if [[ "$mode" == nostatus ]]; then printf '?%s not supported\n\n' "$id"; else printf '=%s %s\n\n' "$id" "$dead"; fi ;;
    final_score)
      if [[ "$score" == komi ]]; then printf '=%s W+%s\n\n' "$id" "$komi"; else printf '=%s %s\n\n' "$id" "$score"; fi ;;
    genmove)
      case "$mode" in
        pass | nostatus | slowplay) printf '=%s pass\n\n' "$id" ;;
        fill | slowfill)
          [[ "$mode" == slowfill ]] && sleep "${script[0]}"
          if ((next < size * size)); then
            printf '=%s %s%d\n\n' "$id" "${letters[next % size]}" $((next / size + 1))
            next=$((next + 1))
          else
            printf '=%s pass\n\n' "$id"
          fi ;;
        crash) exit 3 ;;
        slowcrash) sleep "${script[0]}"; exit 3 ;;
        hang)
          sleep 1000 &
          [[ -n "${HOTSTONE_TEST_PIDS:-}" ]] && echo $! >>"$HOTSTONE_TEST_PIDS"
          wait ;;
        slow) sleep 3; printf '=%s pass\n\n' "$id" ;;
        garbage) printf 'I am not a GTP engine\n\n' ;;
        flood) printf '=%s ' "$id"; head -c 102400 /dev/zero | tr '\0' 'x'; printf '\n\n' ;;
        illegal) printf '=%s A1\n\n' "$id" ;;
        slowmoves)
          if ((next + 1 < ${#script[@]})); then
            sleep "${script[0]}"
            printf '=%s %s\n\n' "$id" "${script[next + 1]}"
            next=$((next + 1))
          else
            printf '=%s pass\n\n' "$id"
          fi ;;
        moves)
          if ((next < ${#script[@]})); then
            printf '=%s %s\n\n' "$id" "${script[next]}"
            next=$((next + 1))
          else
            printf '=%s pass\n\n' "$id"
          fi ;;
      esac ;;
    play)
      [[ "$mode" == slowplay ]] && sleep "${script[0]}"
      printf '=%s\n\n' "$id" ;;
    *) printf '=%s\n\n' "$id" ;;
  esac
done
