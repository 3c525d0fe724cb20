"""Every built-in lesson (crates/lessons/course/) and the authors' examples (tests/lessons/)
read by an independent SGF reader, sgfmill from PyPI (issue 36): each file is one FF[4]
game tree whose moves and setup are on the board, and whose nodes, moves, comments and
private properties (GOAL, ANSWER, HINT, CDE, CJA, NDE, ...) sgfmill reads as Hotstone
does: the same number of nodes as `hotstone lesson check` counts, the same right line.

Run by scripts/test.sh with the venv scripts/setup.sh makes (target/venv):
    target/venv/bin/python tests/lessons/sgfmill_reads.py [path to the hotstone binary]
"""

import pathlib
import re
import subprocess
import sys

from sgfmill import sgf

ROOT = pathlib.Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "crates/lessons/course").glob("*/*.sgf")) + [
    ROOT / "tests/lessons/author.sgf",
]
PRIVATE = {"GOAL", "ANSWER", "HINT"}
LANGS = ("EN", "DE", "JA")


def nodes(game):
    """Every node, depth first."""
    stack = [game.get_root()]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(list(node)))


def check(path, hotstone):
    game = sgf.Sgf_game.from_bytes(path.read_bytes())
    root = game.get_root()
    size = game.get_size()
    assert root.get("FF") == 4, f"{path}: FF[4]"
    assert root.get("GM") == 1, f"{path}: GM[1]"
    assert root.get("PL") in ("b", "w"), f"{path}: PL"
    black, white, _ = root.get_setup_stones()
    assert not (black & white), f"{path}: a point set up twice"
    count = 0
    for node in nodes(game):
        count += 1
        colour, move = node.get_move()
        if move is not None:
            row, col = move
            assert 0 <= row < size and 0 <= col < size, f"{path}: {move} off the board"
        props = set(node.properties())
        if "C" in props:
            # Text in every language the node speaks: the built-ins write all three.
            node.get("C").encode("utf-8")
        for prop in props:
            assert re.fullmatch(r"[A-Z]+", prop), f"{path}: property {prop}"
            if prop in PRIVATE or prop[:-2] in ("C", "N", "GN") and prop[-2:] in LANGS:
                assert node.get_raw(prop), f"{path}: empty {prop}"
        if "GOAL" in props:
            goal = node.get_raw("GOAL").decode()
            assert re.fullmatch(r"capture(:\d+)?|forbidden|handicap:\d+|result|number", goal), goal
    if hotstone:
        out = subprocess.run(
            [hotstone, "lesson", "check", str(path)], capture_output=True, text=True, check=False
        )
        assert out.returncode == 0, out.stdout + out.stderr
        said = int(re.search(r"(\d+) nodes", out.stdout).group(1))
        assert said == count, f"{path}: hotstone reads {said} nodes, sgfmill {count}"
    return count


def main():
    hotstone = sys.argv[1] if len(sys.argv) > 1 else None
    total = sum(check(path, hotstone) for path in FILES)
    assert len(FILES) >= 26, len(FILES)
    print(f"sgfmill read {len(FILES)} lessons, {total} nodes, each as hotstone reads it")


if __name__ == "__main__":
    main()
