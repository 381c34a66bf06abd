"""Morph, megamorph and disguise lines compiled from the cards' real Oracle text (read from the corpus
at test time; CR 702.37a-b, 702.168a; oracle/face_down_lines.py), "when turned face up" triggers
(CR 708.11), and games with those cards played through the engine by the pilot and the random agent."""

from __future__ import annotations

from mtgtable.engine import Game, GameConfig
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.driver import run
from mtgtable.engine.files.replay import replay
from mtgtable.engine.files.snapshot import snapshot
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card
from mtgtable.oracle.face_down_lines import morph_line

from .corpus import compiled_db, record


def _line(name: str, start: str) -> object:
    return next(r for r in compile_card(record(name)).lines if r.text.lower().startswith(start))


def test_cr_702_37a_a_morph_line_with_a_mana_cost_compiles() -> None:
    assert morph_line("Morph {2}{U}", ("Creature",)) == {"kind": "static", "static": "morph", "variant": "morph",
                                                         "mana": "{2}{U}"}
    assert morph_line("Megamorph {1}{U} (You may cast this card face down as a 2/2 creature for {3}.)",
                      ("Creature",))["variant"] == "megamorph"
    assert morph_line("Disguise {U/R}{U/R}", ("Creature",))["mana"] == "{U/R}{U/R}"
    assert _line("Kadena's Silencer", "megamorph").status == "automated"
    assert _line("Gadget Technician", "disguise").status == "automated"


def test_cr_702_37a_other_morph_costs_stay_by_hand() -> None:
    for line in ("Morph—Reveal a white card in your hand.", "Morph—Pay 5 life.", "Disguise {X}{3}{W}",
                 "Disguise {2}{U}. This cost is reduced by {1} for each instant and sorcery card in your graveyard."):
        assert morph_line(line, ("Creature",)) is None, line
    assert morph_line("Morph {2}{U}", ("Enchantment",)) is None  # only a creature card is read


def test_cr_708_11_turned_face_up_triggers_compile() -> None:
    brigade = compile_card(record("Ponyback Brigade"))
    assert brigade.status == "automated"
    triggers = sorted(a["trigger"] for a in brigade.record["abilities"] if a["kind"] == "triggered")
    assert triggers == ["etb", "turned_face_up"]  # "enters or is turned face up": two events (CR 603.2)
    # "Whenever another permanent you control is turned face up" is not this card's own: by hand.
    assert _line("Salt Road Ambushers", "whenever another").status == "by_hand"
    assert _line("Aquamorph Entity", "as this creature").status == "by_hand"  # a replacement, not a trigger


def test_cr_702_37_games_with_morph_cards_replay_identically() -> None:
    names = ["Ponyback Brigade", "Gadget Technician", "Kadena's Silencer", "Salt Road Ambushers"]
    db = compiled_db(names)
    deck = tuple(["Mountain"] * 6 + ["Island"] * 6 + ["Plains"] * 4 + ["Swamp"] * 4 + ["Forest"] * 4
                 + [n for n in names for _ in range(4)])
    seen_face_down = 0
    for seed in range(3):
        g = Game.new(GameConfig((deck, deck), seed=seed), db)
        run(g, {0: HeuristicPilot(0), 1: RandomAgent(seed)}, until=lambda g: g.turn > 10 or g.outcome is not None)
        seen_face_down += sum(1 for e in g.events if e.kind == "cast" and "Face-down creature" in e.text)
        again = replay(g.setup, list(g.answers), db)
        assert snapshot(again) == snapshot(g)
    assert seen_face_down
