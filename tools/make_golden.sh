#!/usr/bin/env bash
# Regenerates tests/golden/: one saved game per set combination (the conformance list), made by
# `carcassonne selfplay --save`, plus an "expect" block with what it replays to (the final scores
# and the number of scoring events). tests/unit/golden_test.cpp replays every file and compares.
#
#   tools/build.sh native && tools/make_golden.sh [--missing] [CLI]   (CLI: default build/native/carcassonne)
#
# --missing writes only the combinations that have no file yet and leaves the others as they are
# (adding a combination, e.g. a new expansion's, must not rewrite the games already pinned).
# The combinations are the conformance run's (read from the test binary, which makes them from
# assets/tiles/index.json); GAMES pins the seeds chosen so far. A combination not in GAMES gets the
# first seed from 1 to 30 whose game exercises its sets. The checks (the script stops when a pinned
# seed fails them):
# ferries -> a ferry move ("move_ferries"), gingerbread -> a gingerbread move and a gingerbread
# scoring, signposts -> a signposts bonus on a road completed in play and one at the end of the game,
# inns -> a large meeple placed and an inn or cathedral scored both in play and at the end,
# abbot -> an abbot placed and an abbot taken back or a garden scored,
# traders -> a builder and a pig placed, and trade goods taken for a completed city,
# princess -> the dragon moved, the fairy moved and the princess or a portal used.
# Only rerun this when a change to the rules or the dealing is intended: the golden files exist to
# show that every other change leaves whole games exactly as they were.
set -euo pipefail

# combination: sets joined by "+"; "@N" = the option ferries_edition N      seed
GAMES='
base                                    1
winter                                  1
winter+gingerbread                      1
base+ferries                            1
base+ferries@2                          1
winter+gingerbread+ferries              1
base+signposts                          2
base+ferries+signposts                  1
winter+gingerbread+ferries+signposts    1
base+gingerbread                        1
base+gingerbread+ferries+signposts      1
'
PLAYERS=3
BOTS=greedy,random,greedy

root="$(cd "$(dirname "$0")/.." && pwd)"
MISSING=0
if [ "${1:-}" = "--missing" ]; then MISSING=1; shift; fi
cli="$(realpath "${1:-$root/build/native/carcassonne}")"
tests="$(dirname "$cli")/tests/engine_tests"
[ -x "$tests" ] || { echo "make_golden.sh: no $tests (build it: tools/build.sh native)" >&2; exit 1; }
COMBOS="$("$tests" --gtest_list_tests --gtest_filter='Sets/Conformance.RandomGames*' | sed -n 's/.*GetParam() = "\(.*\)"/\1/p')"
[ -x "$cli" ] || { echo "make_golden.sh: no CLI at $cli (build it: tools/build.sh native)" >&2; exit 1; }

COMBOS="$COMBOS" MISSING="$MISSING" GAMES="$GAMES" PLAYERS="$PLAYERS" BOTS="$BOTS" ROOT="$root" CLI="$cli" python3 - <<'PY'
import json, os, shutil, subprocess, sys, tempfile

root, cli = os.environ["ROOT"], os.environ["CLI"]
players, bots = os.environ["PLAYERS"], os.environ["BOTS"]
golden = os.path.join(root, "tests", "golden")
work = tempfile.mkdtemp(prefix="make_golden.")


def fail(msg):
    shutil.rmtree(work, ignore_errors=True)
    sys.exit("make_golden.sh: " + msg)


def run(args, env=None):
    p = subprocess.run([cli] + args, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        fail(" ".join(args) + ": " + p.stderr.strip())
    return json.loads(p.stdout)


def assets_with_edition(edition):
    # selfplay has no option for set options, so the game is dealt from a copy of the manifests
    # with the edition's counts written in (same tile types in the same order: the same bag), and
    # the saved file gets "options"; the replay check below proves it is the same game.
    d = os.path.join(work, "assets-ferries_edition-" + edition)
    if not os.path.isdir(d):
        os.makedirs(os.path.join(d, "tiles"))
        src = os.path.join(root, "assets", "tiles")
        for name in os.listdir(src):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(src, name)) as f:
                manifest = json.load(f)
            for tile in manifest.get("tiles", []):
                counts = tile.pop("counts", None)
                if counts and counts["option"] == "ferries_edition":
                    tile["count"] = counts["values"][edition]
            with open(os.path.join(d, "tiles", name), "w") as f:
                json.dump(manifest, f)
    return d


missing_only = os.environ["MISSING"] == "1"
pinned = dict(line.split() for line in os.environ["GAMES"].strip().splitlines())


class Unfit(Exception):
    pass


def make(combo, seed):
    sets_spec, _, edition = combo.partition("@")
    sets = sets_spec.split("+")
    env = dict(os.environ)
    if edition:
        env["CARCASSONNE_ASSETS"] = assets_with_edition(edition)
    saved = os.path.join(work, combo + ".json")
    command = ["selfplay", "--sets", ",".join(sets), "--players", players, "--seed", seed, "--bots", bots]
    played = run(command + ["--save", saved], env)
    with open(saved) as f:
        game = json.load(f)
    if edition:
        game["options"] = {"ferries_edition": int(edition)}
    game["description"] = (
        "Golden game (tools/make_golden.sh): carcassonne " + " ".join(command)
        + (" with ferries_edition " + edition if edition else "")
        + ". Replayed by tests/unit/golden_test.cpp to the scores and number of scoring events in expect."
    )
    with open(saved, "w") as f:
        json.dump(game, f)
    replayed = run(["scenario", saved])
    if replayed["scores"] != played["scores"] or replayed["events"] != played["events"]:
        fail(combo + ": the saved game does not replay to the game played")
    moves, events = game["moves"], replayed["events"]
    if "ferries" in sets and not any(m.get("move_ferries") for m in moves):
        raise Unfit("no ferry move")
    if "gingerbread" in sets and not (
        any("gingerbread" in m for m in moves) and any(e["kind"] == "gingerbread" for e in events)
    ):
        raise Unfit("no gingerbread move and scoring")
    bonus_at = {e["move"] == "end" for e in events if e.get("signposts", {}).get("bonus", 0) > 0}
    if "signposts" in sets and bonus_at != {False, True}:
        raise Unfit("no signposts bonus both in play and at the end")
    marked_at = {e["move"] == "end" for e in events if e.get("inn") or e.get("cathedral")}
    if "inns" in sets and not (any(m.get("figure") == "large" for m in moves) and marked_at == {False, True}):
        raise Unfit("no large meeple, or no inn or cathedral scored both in play and at the end")
    if "abbot" in sets and not (
        any(m.get("figure") == "abbot" for m in moves) and any(e["kind"] in ("abbot", "garden") for e in events)
    ):
        raise Unfit("no abbot placed, or no abbot taken back and no garden scored")
    if "traders" in sets and not (
        any(m.get("figure") == "builder" for m in moves) and any(m.get("figure") == "pig" for m in moves)
        and any(e["kind"] == "goods" and e["move"] != "end" for e in events)
    ):
        raise Unfit("no builder and pig placed, or no goods taken in play")
    if "princess" in sets and not (
        any(m.get("dragon") for m in moves) and any("fairy" in m for m in moves)
        and any("princess" in m or "portal" in m for m in moves)
    ):
        raise Unfit("no dragon move, no fairy move, or no princess or portal used")
    game["expect"] = {"scores": replayed["scores"], "events": len(events)}
    with open(saved, "w") as f:
        json.dump(game, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{combo}: seed {seed}, {len(moves)} turns, scores {replayed['scores']}, {len(events)} events")



for combo in os.environ["COMBOS"].split():
    if missing_only and os.path.exists(os.path.join(golden, combo + ".json")):
        continue
    if combo in pinned:
        try:
            make(combo, pinned[combo])
        except Unfit as e:
            fail(combo + " seed " + pinned[combo] + ": " + str(e) + "; pick another seed")
        continue
    for seed in range(1, 31):
        try:
            make(combo, str(seed))
            break
        except Unfit:
            os.remove(os.path.join(work, combo + ".json"))  # not this seed's game
            continue
    else:
        fail(combo + ": no seed from 1 to 30 exercises its sets")

os.makedirs(golden, exist_ok=True)
for name in os.listdir(golden):
    if name.endswith(".json") and not missing_only:
        os.remove(os.path.join(golden, name))
for name in sorted(os.listdir(work)):
    if name.endswith(".json"):
        shutil.copy(os.path.join(work, name), os.path.join(golden, name))
shutil.rmtree(work)
PY
