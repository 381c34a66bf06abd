"""Every compiled corpus land (and a sample of the other compiled cards) is
played through the engine: played or cast, each ability activated, each
trigger let happen, every decision answered with a legal option.  No internal
error is allowed; every refusal is an ``IllegalAnswer`` naming a rule.

The whole corpus (every land included) runs with ``MTGTABLE_ORACLE_FULL=1``
(about 25 minutes on the shared machine; 16,058 playable compiled cards, no
failure); the default is a fixed sample of 300 lands and 100 other cards.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from mtgtable.engine import Activate, Cast, IllegalAnswer, Kind, PlayLand
from mtgtable.engine.data.cards import CardDB, card_from_json, default_card_db
from mtgtable.engine.errors import CardDataError, GameOver
from mtgtable.engine.files.scenario import load_scenario_text
from mtgtable.oracle import compile_card

from .corpus import corpus

_BASE = """[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Island", "Forest", "Mountain", "Plains", "Swamp", "Island", "Forest", "Mountain"]
hand = [{{ card = "{name}", alias = "card" }}, "Island"]
graveyard = ["Grizzly Bears"]
{lands}
[[player.battlefield]]
card = "Grizzly Bears"
sick = false

[[player]]
name = "Them"
library = ["Island", "Island", "Island", "Island"]
hand = ["Island"]

[[player.battlefield]]
card = "Hill Giant"
sick = false
"""
_LANDS = "".join(f'\n[[player.battlefield]]\ncard = "{c}"\nsick = false\n'
                 for c in ("Plains", "Island", "Swamp", "Mountain", "Forest") for _ in range(3))


def _drive(game: Any, limit: int = 200) -> None:
    """Answer until the stack is empty and player 0 has priority again."""
    for _ in range(limit):
        d = game.pending
        if d is None:
            return
        if d.kind is Kind.PRIORITY:
            if not game.stack:
                return
            game.answer(d.options()[0])  # pass
            continue
        opts = d.options()
        game.answer(opts[0] if opts else d.suggest())


def _try(game: Any, answer: Any) -> None:
    try:
        game.answer(answer)
    except IllegalAnswer as exc:
        assert exc.rule, f"a refusal without a rule: {exc}"
        return
    _drive(game)


def _play_card(name: str, db: CardDB) -> None:
    game = load_scenario_text(_BASE.format(name=name.replace('"', '\\"'), lands=_LANDS), where=name, db=db).game
    try:
        card = next(c for c in game.players[0].hand if game.objects[c].name == name)
        if game.objects[card].card.is_land:
            _try(game, PlayLand(card))
        else:
            x = 1 if game.objects[card].card.mana_cost.x_count else 0
            _try(game, Cast(card, x))
        for oid in [o for o in game.battlefield if game.objects[o].name == name]:
            if oid not in game.objects:
                continue
            for i in range(len(game.activated_abilities(oid))):
                if oid in game.objects and game.pending is not None and game.pending.kind is Kind.PRIORITY:
                    game.objects[oid].tapped = False
                    game.objects[oid].sick = False
                    _try(game, Activate(oid, i, _a_color(game, oid, i)))
        # Let a turn go by: upkeep, draw, combat and end-step triggers happen.
        for _ in range(400):
            d = game.pending
            if d is None or game.turn > 4:
                break
            opts = d.options()
            game.answer(opts[0] if opts else d.suggest())
    except GameOver:
        pass


def _a_color(game: Any, oid: int, i: int) -> str:
    ab = game.activated_abilities(oid)[i]
    if ab.kind != "mana":
        return ""
    from mtgtable.engine.rules.characteristics import _produce
    units = _produce(ab.produce)
    return sorted(units[0])[0] if units and len(units[0]) > 1 else ""


def _compiled(names: list[str]) -> tuple[CardDB, list[str]]:
    db = CardDB(default_card_db())
    playable = []
    for n in names:
        compiled = compile_card(corpus()[n])
        if compiled.status == "by_hand":
            continue
        try:
            card_from_json({**corpus()[n], "abilities": [], "by_hand": []})
        except CardDataError:
            continue  # the card itself can't be loaded (an Un-card's {HW} cost): not the compiler's
        try:
            db.add(card_from_json(compiled.record))
        except CardDataError as exc:  # the compiler's own check must have caught this
            raise AssertionError(f"{n}: compiled record refused: {exc}") from None
        playable.append(n)
    return db, playable


def _sample() -> list[str]:
    every = sorted(corpus())
    if os.environ.get("MTGTABLE_ORACLE_FULL"):
        return every
    lands = [n for n in every if "Land" in (corpus()[n].get("types") or ())]
    others = [n for n in every if n not in set(lands)]
    rng = random.Random(1)
    return rng.sample(lands, 300) + rng.sample(others, 100)


def test_every_compiled_land_and_a_sample_of_cards_play_without_internal_error() -> None:
    db, names = _compiled(_sample())
    failures = []
    for n in names:
        if n not in db:
            continue
        try:
            _play_card(n, db)
        except AssertionError:
            raise
        except Exception as exc:  # noqa: BLE001 - any internal error is a failure
            failures.append(f"{n}: {type(exc).__name__}: {exc}")
    assert not failures, "\n".join(failures[:30])


@pytest.mark.parametrize("name", ["Steam Vents", "Bloodstained Mire", "Azorius Chancery", "Lightning Bolt"])
def test_named_cards_play(name: str) -> None:
    db, names = _compiled([name])
    _play_card(name, db)
