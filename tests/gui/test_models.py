"""Every model passes Qt's model tester, in a quiet position and in the middle of combat."""

from __future__ import annotations

import pytest

from mtgtable.engine import Cast, PlayerRef, PlayLand
from mtgtable.gui.session import Mode
from mtgtable.gui.models.card_zone_model import CardGroup, CardZoneModel
from mtgtable.gui.models.combat_model import CombatModel
from mtgtable.gui.models.log_model import LogModel
from mtgtable.gui.models.stack_model import StackModel
from mtgtable.gui.models.turn_model import TurnModel


def _all_models(session):  # type: ignore[no-untyped-def]
    models = [CardZoneModel(session, p, g) for p in (0, 1) for g in CardGroup]
    models += [StackModel(session), CombatModel(session), LogModel(session), TurnModel(session)]
    for m in models:
        m.refresh()
    return models


@pytest.mark.parametrize("stage", ["start", "stack", "combat"])
def test_models_pass_qt_model_tester(qtmodeltester, window, stage: str) -> None:
    session = window.session
    game = session.game
    session.mode = Mode.TEACH  # stop at every priority, so the spell stays on the stack
    if stage in ("stack", "combat"):
        land = next(c for c in game.players[0].hand if game.objects[c].card.is_land)
        session.answer(PlayLand(land))
        giant = next(c for c in game.players[0].hand if game.objects[c].name == "Hill Giant")
        session.answer(Cast(giant))
        assert game.stack
    models = _all_models(session)
    if stage == "combat":
        # a draft declaration fills the combat tree (attacker with a blocker as its child)
        bears = [o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"]
        assert len(bears) == 2
        session.marks.draft = _Draft({bears[0]: PlayerRef(0)}, ((bears[1], bears[0]),))
    for m in models:
        m.refresh()
        qtmodeltester.check(m, force_py=True)


def test_zone_model_follows_zone_changes(window) -> None:
    """Ids change when a card changes zone (CR 400.7): rows are removed and inserted, not reset."""
    session = window.session
    game = session.game
    hand = CardZoneModel(session, 0, CardGroup.HAND)
    lands = CardZoneModel(session, 0, CardGroup.LANDS, grouping=False)  # one row per land: the diff is the point
    hand.refresh()
    lands.refresh()
    removed, inserted, resets = [], [], []
    hand.rowsRemoved.connect(lambda *a: removed.append(a[1:]))
    lands.rowsInserted.connect(lambda *a: inserted.append(a[1:]))
    hand.modelReset.connect(lambda: resets.append(1))
    land = next(c for c in game.players[0].hand if game.objects[c].card.is_land)
    session.answer(PlayLand(land))
    hand.refresh()
    lands.refresh()
    assert removed == [(0, 0)]
    assert inserted == [(3, 3)]
    assert not resets
    assert lands.keys == [o for o in game.battlefield if game.objects[o].card.is_land and game.objects[o].controller == 0]


class _Draft:
    """A declaration being built, as a decision's handler shows it to the views."""

    def __init__(self, attacks: dict[int, PlayerRef], blocks: tuple[tuple[int, int], ...]) -> None:
        self._attacks, self._blocks = attacks, blocks

    def planned_attacks(self) -> dict[int, PlayerRef]:
        return self._attacks

    def planned_blocks(self) -> tuple[tuple[int, int], ...]:
        return self._blocks
