"""Targeting triggers: "whenever this becomes the target of a spell or ability [an opponent controls]".

:func:`becomes_target` is called as a spell or ability is put on the stack with
its targets (``actions`` for spells and activated abilities, ``resolution`` for
triggered ones); ward is such a trigger (CR 702.21a, ``keyword_actions``'
``counter_unless_pay``).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from ..rules import characteristics as chars
from .. import operations as ops
from ..data.cards import Ability
from ..objects import StackItem

if TYPE_CHECKING:
    from ..state import GameState as Game


def _by_whom(by_opponent: bool, ab: Ability) -> bool:
    """A "becomes the target of a spell or ability an opponent controls" ability (``"by": "opponent"``)."""
    return ab.params.get("by") != "opponent" or by_opponent


def becomes_target(game: Game, item: StackItem) -> None:
    """The permanents ``item`` targets become its targets (CR 115.1): their "whenever this
    becomes the target of a spell or ability [an opponent controls]" abilities trigger, ward
    among them (CR 702.21a), once per permanent however often it is targeted."""
    seen: set[int] = set()
    for t in item.targets:
        if not isinstance(t, int) or t in seen or not chars.on_battlefield(game, t):
            continue
        seen.add(t)
        o = game.objects[t]
        if not any(ab.trigger == "becomes_target" for ab in chars._triggered_abilities(game, o.card)):
            continue
        ops.trigger(game, o, "becomes_target", {"spell": item.id, "player": item.controller},
                    accept=functools.partial(_by_whom, item.controller != o.controller))
