"""Issue 9: a partly automated card says so on the table, and the preview lists the lines left by hand."""

from __future__ import annotations

from mtgtable.engine import Game, GameConfig
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.gui.card_face import face_of
from mtgtable.gui.models.card_zone_model import card_tooltip
from mtgtable.gui.session import GameSession, Mode
from mtgtable.oracle import compile_card


def _game_with(card: dict[str, object]) -> Game:
    db = CardDB(iter(default_card_db()))
    db.add(card_from_json(compile_card(card).record))
    deck = (str(card["name"]),) * 30 + ("Forest",) * 30
    return Game.new(GameConfig((deck, deck), seed=3, starting_player=0), db)


def test_a_partial_card_has_a_band_and_its_by_hand_lines_in_the_preview(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = _game_with({"name": "Test Frog", "manaCost": "{1}{G}", "type": "Creature — Frog", "types": ["Creature"],
                       "subtypes": ["Frog"], "power": "2", "toughness": "2",
                       "text": "Flying\nWhenever a frog croaks, ponder."})
    session = GameSession(game, Mode.HOTSEAT)
    oid = next(i for i in game.players[0].hand if game.objects[i].name == "Test Frog")
    face = face_of(session.game, oid, session.marks)
    assert face.partial and not face.manual
    tip = card_tooltip(session.game, oid)
    assert "By hand" in tip and "Whenever a frog croaks, ponder." in tip
    forest = next(i for i in game.players[0].hand if game.objects[i].name == "Forest")
    assert not face_of(session.game, forest, session.marks).partial
