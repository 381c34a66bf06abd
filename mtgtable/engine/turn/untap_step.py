"""Which permanents the untap step untaps (CR 502.3).

"Normally, all of a player's permanents untap, but effects can keep one or
more of a player's permanents from untapping" (CR 502.3):

* the permanent's own static ability, "This artifact doesn't untap during
  your untap step" (Mana Vault, Grim Monolith): ``{"kind": "static",
  "static": "doesnt_untap"}``;
* an Aura's or Equipment's grant, "Enchanted creature doesn't untap during
  its controller's untap step" (Claustrophobia): ``"doesnt_untap": true`` in
  its ``grants``;
* "You may choose not to untap this artifact during your untap step"
  (``may_not_untap``): its controller is asked, for each such tapped
  permanent, as the step's untap happens (:func:`untap_asking`).

``turn_flow`` asks :func:`kept_tapped` once as the step begins.
"""

from __future__ import annotations

from typing import Any, Final, Generator, TYPE_CHECKING

from ..rules import characteristics as chars
from .. import operations as ops

if TYPE_CHECKING:
    from ..state import GameState as Game


def kept_tapped(game: "Game") -> set[int]:
    """The permanents an effect keeps from untapping in their controller's untap step (CR 502.3)."""
    kept = set(chars.permanents_with_static(game, "doesnt_untap"))
    if game.delayed_triggers:
        kept |= exerted(game)
    for pid in game.battlefield:
        a = game.objects[pid]
        if a.attached_to is not None and _grants_doesnt_untap(a.card):
            kept.add(a.attached_to)
    return kept


def _grants_doesnt_untap(card: Any) -> bool:
    return any(ab.kind in ("aura", "equip") and ab.params.get("grants", {}).get("doesnt_untap")
               for ab in card.abilities)


def optional(game: "Game") -> list[int]:
    """The active player's tapped permanents they may choose not to untap (``may_not_untap``)."""
    return [o for o in chars.permanents_with_static(game, "may_not_untap")
            if game.objects[o].controller == game.active and game.objects[o].tapped]


def untap_asking(game: "Game", optional_ones: list[int]) -> Generator[Any, Any, None]:
    """The untap step's untap (CR 502.3) when the active player may keep some permanents tapped: they
    choose for each, then everything else that untaps untaps at once."""
    kept = kept_tapped(game)
    stay: set[int] = set()
    for oid in optional_ones:
        if oid in kept:
            continue
        ans = yield ops.yes_no_decision(game, game.active, "Untap {card} during your untap step?", "502.3",
                                        "Untap it", "Leave it tapped", card=game.objects[oid].name)
        if ans.choice != 1:
            stay.add(oid)
    untapped = [o for o in game.battlefield if game.objects[o].controller == game.active
                and game.objects[o].tapped and o not in kept and o not in stay]
    for o in untapped:
        ops.untap(game, o)
    ops.log(game, "untap", "502.3", "{player} untaps {n} permanent(s).", True,
            player=game.players[game.active].name, n=len(untapped))


# ----------------------------------------------------------------------------- "return it during your next untap step"

#: The delayed action's key in ``GameState.delayed_triggers`` (not a trigger: it never uses the stack).
UNTAP_RETURN: Final = "untap_return"


def return_next_untap(game: "Game", player: int, source: int) -> None:
    """Undiscovered Paradise's "During your next untap step, as you untap your permanents, return
    this land to its owner's hand": remembered until ``player``'s next untap step.  It is part of
    the untap, no triggered ability (nothing goes on the stack and nobody gets priority, CR 502.3)."""
    o = game.objects[source]
    ops.add_delayed_trigger(game, UNTAP_RETURN, player, source, o.name, (), {"your_step": True})


def returns_now(game: "Game") -> None:
    """As the active player untaps (CR 502.3), their permanents due to return to hand do so.  A
    permanent that left the battlefield since is a new object and stays where it is (CR 400.7)."""
    if not game.delayed_triggers:
        return
    from ..objects import Zone
    for t in ops.take_delayed_triggers(game, UNTAP_RETURN):
        if chars.on_battlefield(game, t.source):
            ops.move(game, t.source, Zone.HAND, rule="502.3", why="returns to its owner's hand as they untap")


# ----------------------------------------------------------------------------- exert

#: The key of an exerted permanent in ``GameState.delayed_triggers`` (no trigger: nothing uses the stack).
EXERTED: Final = "exerted"


def exert(game: "Game", player: int, source: int) -> None:
    """"Exert this" paid (CR 701.43a): it won't untap during ``player``'s next untap step."""
    o = game.objects[source]
    ops.add_delayed_trigger(game, EXERTED, player, source, o.name, (), {"your_step": True})
    ops.log(game, "exert", "701.43a", "{player} exerts {card}: it won't untap during their next untap step.",
            player=game.players[player].name, card=o.name)


def exerted(game: "Game") -> set[int]:
    """The active player's permanents exerted since their last untap step (CR 701.43a)."""
    return {t.source for w, t in game.delayed_triggers if w == EXERTED and t.controller == game.active}


def exert_ends(game: "Game") -> None:
    """After the active player's untap step, what they exerted may untap again next time (CR 701.43a)."""
    if game.delayed_triggers:
        ops.take_delayed_triggers(game, EXERTED)
