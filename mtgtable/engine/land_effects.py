"""What the lands of real decks do besides making mana, as free functions and effects.

* ``becomes_tapped`` triggers: "Whenever this land becomes tapped, it deals 1
  damage to you" (City of Brass).  :func:`tap` is the one way the engine taps
  a permanent for a cost, a mana ability, an attack or an effect; a permanent
  that was already tapped doesn't *become* tapped, and one that enters tapped
  never does (CR 603.2, 110.5);
* ``add_mana_choice``: "When this land enters, add one mana of any color"
  (Crumbling Vestige) -- an ability that adds mana but is not a mana ability
  (it triggers on something else, or has a target), so it uses the stack and
  its controller chooses the colour as it resolves (CR 605.5a, 106.1);
* ``exile_graveyard``: "exile target player's graveyard" (Bojuka Bog, CR 406);
* ``sacrifice_unless_pay``: "sacrifice it unless you pay {1}" (Rupture
  Spire): the controller chooses to pay or not as it resolves (CR 118.12).

The effects register in ``effects.EFFECTS`` like the others (``effects.py``
imports this module at its end).
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from .decisions import Choose, Kind, option_label
from .effects import EffectContext, _players, effect
from .errors import IllegalAnswer
from .mana import COLORS, ManaCost

from . import characteristics as chars
from . import operations as ops
from .state import GameState as Game


def tap(game: "Game", oid: int) -> None:
    """Tap a permanent; if it was untapped, it *becomes* tapped (its ``becomes_tapped`` abilities trigger)."""
    o = game.objects[oid]
    if o.tapped:
        return
    ops.tap(game, oid)
    if any(ab.trigger == "becomes_tapped" for ab in chars._triggered_abilities(game, o.card)):
        ops.trigger(game, o, "becomes_tapped")


def land_played(game: "Game", player: int, land: int | None) -> None:
    """"When you play another land, sacrifice this land" (City of Traitors): playing a
    land (the special action, CR 305.1) triggers the player's other permanents."""
    for oid in list(chars._battlefield_index(game).triggers.get("play_another_land", ())):
        o = game.objects[oid]
        if o.controller == player and oid != land:
            ops.trigger(game, o, "play_another_land")


def intervening_if(game: "Game", controller: int, cond: Mapping[str, Any]) -> bool:
    """An intervening "if" of a triggered ability (CR 603.4), checked as it would trigger
    and again as it resolves: ``control_none`` (no permanent of those types)."""
    kinds = cond.get("control_none")
    if isinstance(kinds, (list, tuple)):
        return not any(game.objects[i].controller == controller and set(kinds) & set(game.objects[i].card.types)
                       for i in game.battlefield)
    return False  # a condition the engine does not know is never true (fail closed)


def hurts_when_tapped(game: "Game", card: Any) -> bool:
    """Whether the card has a "whenever this becomes tapped" ability (City of Brass): a
    source the automatic payment uses last."""
    return any(ab.trigger == "becomes_tapped" for ab in chars._triggered_abilities(game, card))


@effect("add_mana_choice")
def _add_mana_choice(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Add ``amount`` mana of one colour its controller chooses (CR 106.1, 605.5a); the
    options 0-4 are the colours in WUBRG order."""
    me = ctx.controller
    options = list(range(len(COLORS)))

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "106.1")
        if a.choice not in options:
            raise IllegalAnswer("106.1", "choose a colour: 0 white, 1 blue, 2 black, 3 red, 4 green")

    labels = {0: option_label("White"), 1: option_label("Blue"), 2: option_label("Black"), 3: option_label("Red"),
              4: option_label("Green")}
    ans = yield ops._decision(game, Kind.CHOOSE, me, "Choose the colour of the mana {card} adds.", "106.1",
                               {"options": options, "labels": labels, "color": True}, validate,
                               lambda: [Choose(i) for i in options], prompt_args={"card": ctx.source_name})
    color = COLORS[ans.choice]
    n = int(e.get("amount", 1))
    game.players[me].pool.add(color, n)
    ops.log(game, "mana", "106.1", "{player} adds {mana} ({card}).", player=game.players[me].name,
             mana=("{" + color + "}") * n, card=ctx.source_name)


@effect("exile_graveyard")
def _exile_graveyard(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Exile every card in a player's graveyard (CR 406.2)."""
    from .objects import Zone
    for p in _players(game, ctx, e.get("who", 0)):
        for c in list(game.players[p].graveyard):
            ops.move(game, c, Zone.EXILE, rule="406.2", reason="exiled_by", source=ctx.source_name)


@effect("sacrifice_unless_pay")
def _sacrifice_unless_pay(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Sacrifice it unless you pay {1}" (CR 118.12): pay if you can and want to, else sacrifice the source."""
    from .objects import Zone
    me, source = ctx.controller, ctx.source
    if not chars.on_battlefield(game, source) or game.objects[source].controller != me:
        return
    cost = ManaCost.parse(str(e.get("mana", "")))
    from . import actions  # actions imports this module
    if actions.can_afford(game, me, cost):
        ans = yield ops.yes_no_decision(game, me, "Pay {cost} for {card}? If you don't, it is sacrificed.", "118.12",
                                         "Pay {cost}", "Don't pay (sacrifice it)", cost=str(cost),
                                         card=ctx.source_name)
        if ans.choice == 1:
            pay = yield from actions._pay(game, me, cost, "Pay {cost} for {card}.", ctx.source_name, (), False)
            assert pay is not None, "not cancellable"
            actions._execute_payment(game, me, cost, pay)
            return
    ops.move(game, source, Zone.GRAVEYARD, rule="118.12", reason="sacrificed_by", source=ctx.source_name)
