"""The chain spells (CR 707.10, 707.10c): Chain of Vapor's "Then that permanent's controller may sacrifice a
land of their choice. If the player does, they may copy this spell and may choose a new target for that copy."
and Chain Lightning's "Then that player or that permanent's controller may pay {R}{R}. If the player does, ..."

* effect ``{"do": "chain_copy", "who": SUBJECT, "sacrifice": "Land"}``: the player ``who`` names (the
  target's controller as the resolution began, its last known information once it left, CR 608.2h) may
  sacrifice a land of their choice (CR 701.17a: a ``Choose`` among their lands, or -1 "Don't"; a player
  without one is asked nothing).  If they do, they may copy the resolving spell (a yes/no; the copy is theirs
  and has the spell's targets, CR 707.10) and may choose new targets for it (``stack_effects.copy_spell``,
  CR 707.10c: a yes/no, then the targets).  The copy, resolving, asks again: a chain.
* ``{"do": "chain_copy", "who": SUBJECT, "pay": "{R}{R}"}``: the same, the cost a payment the player may make
  as it resolves (``unless_pays.pay_or_decline``: a yes/no, then the payment).

The table's choice and yes/no dialogs, the goldfish pilot, the random agent and the fuzzer answer these as
any ``Choose``; declining is the first option.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator, Mapping

from .. import operations as ops
from ..decisions import option_label
from ..data.effect_params import EFFECT_PARAMS, _one_of, subject
from ..objects import StackKind, Zone
from ..rules import characteristics as chars
from ..rules.spells_cast import image_of
from .effect_core import EffectContext, effect, players
from .library_effects import choose_among
from .stack_effects import copy_spell
from .unless_pays import pay_or_decline
from ..rules.mana import ManaCost

if TYPE_CHECKING:
    from ..state import GameState as Game

Flow = Generator[Any, Any, None]


@effect("chain_copy")
def _chain_copy(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Flow:
    """The player may sacrifice a permanent of the type; if they do, they may copy this spell (module doc)."""
    found = players(game, ctx, e.get("who", 0))
    item = next((s for s in game.stack if s.id == ctx.source and s.kind is StackKind.SPELL), None)
    image = image_of(game, item) if item is not None else None
    if not found or image is None:
        return
    pi = found[0]
    if "pay" in e:  # Chain Lightning: "may pay {R}{R}" (CR 118.12's flow for a cost paid as it resolves)
        paid = yield from pay_or_decline(game, pi, ManaCost.parse(str(e["pay"])), ctx.source_name,
                                         "{card}: pay {cost} to copy it?", "Don't pay", "707.10")
        if not paid:
            return
        copy = yield ops.yes_no_decision(game, pi, "{card}: copy it?", "707.10", "Copy it", "Don't copy",
                                         card=ctx.source_name)
        if copy.choice == 1:
            yield from copy_spell(game, pi, image, True)
        return
    kind = str(e.get("sacrifice", "Land"))
    options = [c for c in game.battlefield if game.objects[c].controller == pi and chars.is_type(game, c, kind)]
    if not options:
        return
    ans = yield choose_among(game, pi, "{card}: you may sacrifice a land to copy it.", "701.17a", [-1, *options],
                             {"player_action": "chain_copy"}, {-1: option_label("Don't sacrifice")},
                             card=ctx.source_name)
    if ans.choice == -1:
        return
    ops.move(game, ans.choice, Zone.GRAVEYARD, rule="701.17a", reason="sacrificed_by", source=ctx.source_name)
    copy = yield ops.yes_no_decision(game, pi, "{card}: copy it?", "707.10", "Copy it", "Don't copy",
                                     card=ctx.source_name)
    if copy.choice == 1:
        yield from copy_spell(game, pi, image, True)


def _mana(v: Any) -> str | None:
    return None if isinstance(v, str) and v in ("{R}{R}",) else "the mana of a chain: {R}{R}"


EFFECT_PARAMS["chain_copy"] = {"who": subject, "sacrifice": _one_of(frozenset({"Land"})), "pay": _mana}
