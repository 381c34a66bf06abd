"""Transforming double-faced cards (CR 701.28, 712): Delver of Secrets compiled from the
corpus, both faces, and played through the engine."""

from __future__ import annotations

from mtgtable import carddb
from mtgtable.engine import Kind
from mtgtable.engine.data.cards import CardDB, default_card_db
from mtgtable.engine.objects import Zone
from mtgtable.engine.files.scenario import load_scenario_text

from .corpus import corpus


def _delver_table(top: str) -> object:
    corpus()  # skips without the corpus
    found = carddb.open_database()
    name = found.resolve("Delver of Secrets")
    assert name is not None
    db = CardDB(default_card_db())
    for c in found.game_cards([name]).db:
        db.add(c)
    text = f"""[game]
step = "upkeep"
begun = false
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["{top}", "Island", "Island"]
battlefield = [{{ card = "{name}", alias = "d" }}]

[[player]]
name = "Them"
library = ["Island", "Island"]
"""
    return load_scenario_text(text, db=db)


def test_cr_712_1_delver_compiles_with_its_back_face() -> None:
    corpus()
    found = carddb.open_database()
    name = found.resolve("Delver of Secrets")
    card = found.game_cards([name]).db[name]
    assert card.automation == "automated"
    assert card.back is not None and card.back.name == "Insectile Aberration"
    assert "Flying" in card.back.keywords and card.back.power == 3 and card.back.colors == {"U"}


def _to_reveal(s: object) -> None:
    for _ in range(6):
        d = s.game.pending  # type: ignore[attr-defined]
        if d.kind is Kind.CHOOSE and d.rule == "701.16a":
            return
        s.answer("pass")  # type: ignore[attr-defined]
    raise AssertionError("no reveal decision")


def test_cr_701_28a_delver_transforms_when_it_reveals_an_instant() -> None:
    s = _delver_table("Lightning Bolt")
    delver = s.id("d")
    _to_reveal(s)
    s.answer("choose 1")
    o = s.game.objects[delver]
    assert o.name == "Insectile Aberration" and s.game.power(delver) == 3 and s.game.has_keyword(delver, "Flying")
    assert s.game.objects[delver].zone is Zone.BATTLEFIELD, "the same object (CR 712.18)"
    assert any("transforms" in e.text for e in s.game.events)


def test_cr_701_28a_delver_stays_when_it_reveals_a_land_or_doesnt_reveal() -> None:
    s = _delver_table("Island")
    _to_reveal(s)
    s.answer("choose 1")
    assert s.game.objects[s.id("d")].name.startswith("Delver of Secrets")
    s = _delver_table("Lightning Bolt")
    _to_reveal(s)
    s.answer("choose 0")
    assert s.game.objects[s.id("d")].name.startswith("Delver of Secrets")


def test_cr_712_8a_a_transformed_card_is_its_front_face_in_the_graveyard() -> None:
    s = _delver_table("Lightning Bolt")
    _to_reveal(s)
    s.answer("choose 1")
    s.game.move(s.id("d"), Zone.GRAVEYARD, why="is put into a graveyard")
    gone = s.game.players[0].graveyard[-1]
    assert s.game.objects[gone].card.name.startswith("Delver of Secrets")
