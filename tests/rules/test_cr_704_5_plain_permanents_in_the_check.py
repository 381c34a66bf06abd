"""CR 704.3, 704.5n, 704.5q: the state-based check passes over the permanents no state-based action looks
at (lands, Equipment and other artifacts that are not creatures) only while none of them is attached or
has counters; once one is, it is looked at like every other permanent, in battlefield order.  (The
battlefield index keeps the two kinds apart: ``BattlefieldIndex.sba_cards`` and ``.plain``.)  An
Equipment left attached illegally (CR 704.5n) is test_cr_702_keyword_abilities's 702.16d test."""

from __future__ import annotations

from mtgtable.engine import Zone
from mtgtable.engine import operations as ops
from mtgtable.engine.game import Game, GameConfig
from mtgtable.engine.rules import characteristics as chars
from mtgtable.engine.turn import resolution


def _settled(game: Game) -> None:
    """Perform the state-based actions until none applies (CR 704.3)."""
    while True:
        found = resolution._state_based_actions_found(game.state)
        if found is None:
            return
        flow = resolution._state_based_actions(game.state, found)
        try:
            next(flow)
            raise AssertionError("no decision expected")
        except StopIteration:
            pass


def _game() -> Game:
    deck = ("Forest",) * 40
    return Game.new(GameConfig((deck, deck), seed=1))


def test_cr_704_5q_counters_on_a_plain_artifact_annihilate() -> None:
    game = _game()
    state = game.state
    sword = ops.new_object(state, state.db["Short Sword"], 0, Zone.BATTLEFIELD).id
    assert sword in chars._battlefield_index(state).plain  # no state-based action looks at it as it is
    ops.add_counters(state, sword, "+1/+1", 2)
    ops.add_counters(state, sword, "-1/-1", 1)
    _settled(game)
    counters = game.objects[sword].counters
    assert counters.get("+1/+1", 0) == 1 and counters.get("-1/-1", 0) == 0  # CR 704.5q


def test_cr_704_5g_a_creature_is_looked_at_beside_plain_lands() -> None:
    game = _game()
    state = game.state
    for _ in range(3):
        ops.new_object(state, state.db["Forest"], 0, Zone.BATTLEFIELD)
    bears = ops.new_object(state, state.db["Grizzly Bears"], 1, Zone.BATTLEFIELD).id
    index = chars._battlefield_index(state)
    assert index.sba_cards == [bears] and len(index.plain) == len(state.battlefield) - 1
    ops.deal_damage(state, bears, bears, 2)
    _settled(game)
    assert bears not in state.battlefield  # lethal damage (CR 704.5g)
