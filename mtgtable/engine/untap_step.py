"""Which permanents the untap step untaps (CR 502.3).

"Normally, all of a player's permanents untap, but effects can keep one or
more of a player's permanents from untapping" (CR 502.3):

* the permanent's own static ability, "This artifact doesn't untap during
  your untap step" (Mana Vault, Grim Monolith): ``{"kind": "static",
  "static": "doesnt_untap"}``;
* an Aura's or Equipment's grant, "Enchanted creature doesn't untap during
  its controller's untap step" (Claustrophobia): ``"doesnt_untap": true`` in
  its ``grants``.

``turn_flow`` asks :func:`kept_tapped` once as the step begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import characteristics as chars

if TYPE_CHECKING:
    from .state import GameState as Game


def kept_tapped(game: "Game") -> set[int]:
    """The permanents an effect keeps from untapping in their controller's untap step (CR 502.3)."""
    kept = set(chars.permanents_with_static(game, "doesnt_untap"))
    for pid in game.battlefield:
        a = game.objects[pid]
        if a.attached_to is not None and _grants_doesnt_untap(a.card):
            kept.add(a.attached_to)
    return kept


def _grants_doesnt_untap(card: Any) -> bool:
    return any(ab.kind in ("aura", "equip") and ab.params.get("grants", {}).get("doesnt_untap")
               for ab in card.abilities)
