"""What the lands of real decks do besides making mana: "When you play another land, sacrifice
this land" (City of Traitors), triggered by playing a land (CR 305.1).

(City of Brass's "whenever this land becomes tapped" is ``operations.become_tapped``, the one way the
engine taps a permanent for a cost, a mana ability, an attack or an effect; "sacrifice it unless you
pay {1}" is ``unless_pays``'; Crumbling Vestige's "add one mana of any color" and Bojuka Bog's "exile
target player's graveyard" are ``library_effects``' ``add_mana_choice`` and ``exile_graveyard``.)
"""

from __future__ import annotations

from ..rules import characteristics as chars
from .. import operations as ops
from ..state import GameState as Game


def land_played(game: "Game", player: int, land: int | None) -> None:
    """"When you play another land, sacrifice this land" (City of Traitors): playing a
    land (the special action, CR 305.1) triggers the player's other permanents."""
    for oid in list(chars._battlefield_index(game).triggers.get("play_another_land", ())):
        o = game.objects[oid]
        if o.controller == player and oid != land:
            ops.trigger(game, o, "play_another_land")


