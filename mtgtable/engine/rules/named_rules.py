"""What a chosen card name stops (CR 201.3): "Activated abilities of sources with the chosen name
can't be activated [unless they're mana abilities]." (Phyrexian Revoker, Pithing Needle).

The name is chosen as the permanent enters (``operations._ask_entering_name``, CR 614.12) and
kept in ``GameState.chosen`` under ``"card_name"`` / ``"nonland_card_name"`` (``chosen.py``).
The static ``{"kind": "static", "static": "chosen_name_cant_activate", "mana_too": bool}``
forbids activating the abilities of every source with that name, any player's (CR 101.2: the
"can't" wins); ``mana_too``: mana abilities too (Phyrexian Revoker), else only the others
(Pithing Needle's "unless they're mana abilities", CR 605.1a).  ``actions.activate_problem``
asks :func:`activation_problem`; the payment (``payment.available_mana_units`` and the named
sources of a payment) asks :func:`mana_banned`, so an automatic payment never taps a source it
may not activate.  Loyalty abilities are activated abilities too (CR 606.2).
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import characteristics as chars
from ..families.chosen import NAME_KINDS
from ..errors import Problem, problem

if TYPE_CHECKING:
    from ..data.cards import Ability
    from ..state import GameState as Game

STATIC: Final = "chosen_name_cant_activate"


def banned_names(game: "Game") -> dict[str, bool]:
    """The names whose sources' activated abilities can't be activated: name -> mana abilities too."""
    holders = chars.permanents_with_static(game, STATIC)
    if not holders:
        return {}
    out: dict[str, bool] = {}
    for oid in holders:
        found = game.chosen.get(oid, {})
        name = next((found[k] for k in NAME_KINDS if isinstance(found.get(k), str)), None)
        if name is None:
            continue
        mana_too = any(bool(ab.params.get("mana_too")) for ab in chars.statics(game, oid, STATIC))
        out[str(name)] = out.get(str(name), False) or mana_too
    return out


def activation_problem(game: "Game", source: int, ab: "Ability") -> Problem | None:
    """Why ``ab`` of ``source`` can't be activated because of a chosen name, or ``None``."""
    banned = banned_names(game)
    if not banned:
        return None
    name = game.objects[source].name
    if name not in banned or (ab.kind == "mana" and not banned[name]):
        return None
    return problem("201.3", "activated abilities of sources named {card} can't be activated", card=name)


def mana_banned(game: "Game", banned: dict[str, bool], source: int) -> bool:
    """Whether the mana abilities of ``source`` can't be activated (``banned`` from :func:`banned_names`)."""
    return bool(banned.get(game.objects[source].name))
