"""The effect vocabulary: what the ``effects`` of a card's abilities can do.

Each entry of :data:`EFFECTS` interprets one ``{"do": ...}`` object when a
spell or ability resolves (CR 608.2).  Targets are referred to by index into
the ability's ``targets`` list; an index whose target has become illegal is
skipped (CR 608.2b).  Handlers that need a player's choice are generators
that yield decisions, like the rest of the engine.

A handler is ``(game, ctx, e)``, where ``game`` is the
:class:`~.state.GameState` (pure data: ``game.objects``, ``game.players``,
``game.battlefield``, ``game.combat``, ``game.rng``...).  It reads what objects
are now through ``characteristics`` and changes the game only through
``operations``, both free functions that take the state first::

    from . import characteristics as chars
    from . import operations as ops

    chars.is_creature(game, oid)   chars.power(game, oid)   chars.has_keyword(game, oid, "Flying")
    ops.move(game, oid, Zone.GRAVEYARD, rule="701.7", why="is destroyed")
    ops.deal_damage(game, ctx.source, ref, n, source_name=ctx.source_name)
    ops.draw(game, player)   ops.gain_life(game, player, n)   ops.add_counters(game, oid, "+1/+1", n)
    ans = yield ops._decision(game, Kind.CHOOSE, player, "Choose ...", "608.2d", data, validate, options)

What every handler shares (the registry :data:`EFFECTS`, :func:`effect`,
:class:`EffectContext`, ``refs``/``players``/``objects`` for subjects,
``amount``) lives in ``effect_core.py`` and is re-exported here.  A family of
effects goes in a module of its own that imports ``effect_core`` (never this
module, which would close an import circle) and is imported at the bottom of
this file, so ``effects.EFFECTS`` is always the whole vocabulary; its
parameter schemas go in ``effect_params.EFFECT_PARAMS``.

(Before the engine was composed these were methods: ``game.move(...)`` is now
``ops.move(game, ...)`` and ``game.power(...)`` is ``chars.power(game, ...)``;
the :class:`~.game.Game` object the GUI holds still offers both spellings.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator, Iterator, Mapping

from ..turn import entering
from ..rules import characteristics as chars
from .. import operations as ops
from ..decisions import Choose, Kind, option_label
# The shared part of the vocabulary, re-exported: ``effects.EFFECTS``, ``effects.EffectContext``... still work.
from .effect_core import EFFECTS as EFFECTS
from .effect_core import EffectContext as EffectContext
from .effect_core import Handler as Handler
from .effect_core import amount as amount
from .effect_core import card_matches as card_matches
from .effect_core import discard_of_choice as discard_of_choice
from .effect_core import effect as effect
from .effect_core import objects as _objects
from .effect_core import players as _players
from .effect_core import refs as refs
from ..errors import IllegalAnswer
from ..turn.steps import duration_of

if TYPE_CHECKING:
    from ..state import GameState as Game  # handlers take the state (see the module docstring)


@effect("damage")
def _damage(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    n = amount(ctx, e)
    for r in refs(game, ctx, e.get("target", 0)):
        dealt = ops.deal_damage(game, ctx.source, r, n, source_name=ctx.source_name, controller=ctx.controller)
        if dealt and e.get("no_regeneration") and isinstance(r, int) and chars.is_creature(game, r):
            # "A creature dealt damage this way can't be regenerated this turn" (CR 701.15b)
            ops.forbid_regeneration(game, r, ctx.source_name)


@effect("destroy")
def _destroy(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Destroy the target (CR 701.7); with ``if_mv_at_most``, only if its mana value is that or less as the
    effect happens ("if it has mana value 2 or less", Fatal Push; CR 608.2c, 202.3)."""
    most = e.get("if_mv_at_most")
    for o in _objects(game, ctx, e.get("target", 0)):
        if most is not None and game.objects[o].card.mana_cost.mana_value > int(most):
            continue
        ops.destroy(game, o, because=ctx.source_name, regenerate=not e.get("no_regeneration"))


@effect("exile")
def _exile(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Iterator[Any] | None:
    """Exile the target; with ``if_was`` (a card filter) and ``then``: "If it was a creature card, ..."
    (Scavenging Ooze), the ``then`` effects follow if the card exiled matched the filter as it last
    existed before it moved (CR 608.2h)."""
    from ..objects import Zone
    was = e.get("if_was")
    matched = False
    for o in _objects(game, ctx, e.get("target", 0)):
        if isinstance(was, Mapping) and card_matches(game.objects[o].card, was):
            matched = True  # (looked at before the move: the exiled card is a new object, CR 400.7)
        ops.move(game, o, Zone.EXILE, rule="608.2", reason="exiled_by", source=ctx.source_name)
    return _then(game, ctx, e.get("then", ())) if matched else None


def _then(game: "Game", ctx: EffectContext, then: Any) -> Iterator[Any]:
    """The nested effects of a condition that held, in order (CR 608.2c)."""
    for inner in then:
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


@effect("bounce")
def _bounce(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    from ..objects import Zone
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.move(game, o, Zone.HAND, rule="608.2", reason="bounced_by", source=ctx.source_name)


@effect("tap")
def _tap(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.become_tapped(game, o)


@effect("untap")
def _untap(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.untap(game, o)


@effect("draw")
def _draw(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None] | None:
    who = _players(game, ctx, e.get("who", "you"))
    from .dredge import draws_asking, may_dredge  # "you may mill N instead" (CR 702.52a)
    if may_dredge(game, who):
        return draws_asking(game, who, amount(ctx, e))
    for p in who:
        ops.draw(game, p, amount(ctx, e))
    return None


@effect("mill")
def _mill(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    from ..objects import Zone
    for p in _players(game, ctx, e.get("who", 0)):
        for _ in range(amount(ctx, e)):
            lib = game.players[p].library
            if lib:
                ops.move(game, lib[0], Zone.GRAVEYARD, rule="701.17a", why="milled")


@effect("gain_life")
def _gain_life(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        ops.gain_life(game, p, amount(ctx, e), ctx.source_name)


@effect("lose_life")
def _lose_life(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "each_opponent")):
        n = amount(ctx, e)
        ops.lose_life(game, p, n, ctx.source_name)
        ctx.info["life_lost"] = int(ctx.info.get("life_lost", 0)) + max(0, n)  # "the life lost this way"


@effect("pump")
def _pump(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    power, toughness = amount(ctx, e, "power", 0), amount(ctx, e, "toughness", 0)  # counted once (CR 608.2h)
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.add_modifier(game, o, power, toughness,
                          frozenset(e.get("keywords", ())), duration_of(e.get("until", "end_of_turn")),
                          ctx.controller, ctx.source_name)


@effect("counters")
def _counters(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.add_counters(game, o, str(e.get("counter", "+1/+1")), amount(ctx, e))


@effect("prevent")
def _prevent(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """A shield: prevent the next N damage that would be dealt this turn (CR 615)."""
    for r in refs(game, ctx, e.get("target", 0)):
        ops.add_shield(game, r, amount(ctx, e))


@effect("counter")
def _counter(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.counter_spell(game, o, ctx.source_name)


@effect("token")
def _token(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        for _ in range(amount(ctx, e, "count", 1)):
            ops.create_token(game, p, e.get("token", {}), ctx.source_name)


@effect("token_blocking")
def _token_blocking(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Iterator[Any]:
    """Create a token blocking a target attacking creature (CR 509.7)."""
    attackers = _objects(game, ctx, e.get("target", 0))
    token = ops.create_token(game, ctx.controller, e.get("token", {}), ctx.source_name)
    for a in attackers:
        if game.combat.is_attacking(a) and token in game.objects and chars.on_battlefield(game, token):
            yield from ops.enter_blocking(game, token, a)


@effect("extra_turn")
def _extra_turn(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        ops.add_extra_turn(game, p, ctx.source_name)


@effect("additional_combat")
def _additional_combat(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    ops.add_additional_combat(game, bool(e.get("with_main", True)), ctx.source_name)


@effect("skip")
def _skip(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for p in _players(game, ctx, e.get("who", "you")):
        ops.add_skip(game, p, str(e.get("what", "turn")), ctx.source_name)


@effect("destroy_all")
def _destroy_all(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for o in _objects(game, ctx, e.get("filter", "each_creature")):
        ops.destroy(game, o, because=ctx.source_name, regenerate=not e.get("no_regeneration"))


@effect("add_mana")
def _add_mana(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    for _ in range(amount(ctx, e, "amount", 1)):  # "add {R} for each ..." counted as it resolves (CR 608.2h)
        for ch in str(e.get("mana", "")):
            ops.add_mana(game, ctx.controller, ch)


@effect("sacrifice")
def _sacrifice(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """CR 701.17: put a permanent its controller controls into its owner's graveyard.
    Not destruction, so indestructible does not stop it."""
    from ..objects import Zone
    for o in _objects(game, ctx, e.get("target", "self")):
        if chars.on_battlefield(game, o) and game.objects[o].controller == ctx.controller:
            ops.move(game, o, Zone.GRAVEYARD, rule="701.17", reason="sacrificed_by", source=ctx.source_name)


@effect("fight")
def _fight(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """CR 701.12: each of two creatures deals damage equal to its power to the other.
    If either is no longer a creature on the battlefield, no damage is dealt (701.12b)."""
    a = _objects(game, ctx, e.get("target", 0))
    b = _objects(game, ctx, e.get("other", 1))
    if not a or not b:
        return
    x, y = a[0], b[0]
    if not (chars.on_battlefield(game, x) and chars.on_battlefield(game, y) and chars.is_creature(game, x) and chars.is_creature(game, y)):
        return
    px, py = chars.power(game, x), chars.power(game, y)
    ops.deal_damage(game, x, y, px, controller=ctx.controller)
    ops.deal_damage(game, y, x, py, controller=game.objects[y].controller)


@effect("set_color")
def _set_color(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The target becomes the given colours (CR 105.3), until the duration ends."""
    for o in _objects(game, ctx, e.get("target", 0)):
        ops.add_modifier(game, o, 0, 0, frozenset(), duration_of(e.get("until", "end_of_turn")), ctx.controller,
                          ctx.source_name, frozenset(e.get("colors", ())))


@effect("delayed")
def _delayed(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Set up a delayed triggered ability (CR 603.7): ``when`` is a step trigger
    name (``end_of_combat``, ``end_step``...), ``effects`` what it then does."""
    ops.add_delayed_trigger(game, str(e.get("when", "end_of_combat")), ctx.controller, ctx.source, ctx.source_name,
                             list(e.get("effects", ())), ctx.info)


@effect("may")
def _may(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"You may ...": the controller chooses, as the ability resolves, whether
    to do the nested ``effects`` (CR 608.2d: choices are made on resolution);
    ``who``: another player chooses ("Its controller may search ...")."""
    chooser = ctx.controller
    if "who" in e:
        found = _players(game, ctx, e["who"])
        if not found:
            return
        chooser = found[0]
    ans = yield ops.yes_no_decision(game, chooser, "{card}: do you want to do this? {text}", "608.2d",
                                     "Yes", "No", card=ctx.source_name, text=str(e.get("text", "")))
    if ans.choice != 1:
        return
    for inner in e.get("effects", ()):
        result = EFFECTS[inner["do"]](game, ctx, inner)
        if result is not None:
            yield from result


@effect("search")
def _search(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Search your library for a card with the stated qualities (CR 701.19),
    put it onto the battlefield (``to``, tapped with ``tapped``) or into your
    hand, then shuffle (CR 701.20).  The searcher may find nothing even if
    such a card is there (CR 701.19b): option -1.  ``who``: another player
    searches their own library (Path to Exile's "its controller");
    ``to: "top"``: shuffle, then put the card on top (Vampiric Tutor)."""
    from ..objects import Zone
    me = ctx.controller
    if "who" in e:
        searchers = _players(game, ctx, e["who"])
        if not searchers:
            return
        me = searchers[0]
    from ..data.card_filters import resolved  # "1 plus the sacrificed creature's mana value" (Birthing Pod)
    filt = resolved(e.get("filter", {}), ctx.info)
    found = [c for c in game.players[me].library if card_matches(game.objects[c].card, filt, ctx.x)]
    options = found + [-1]

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "701.19")
        if a.choice not in options:
            raise IllegalAnswer("701.19b", "{card} is not a card in your library that this search can find",
                                card=ops.describe(game, a.choice))

    ans = yield ops._decision(game, 
        Kind.CHOOSE, me, "Search your library for {what} ({card}).", "701.19",
        {"options": options, "labels": {-1: option_label("Find nothing")}, "search": True,
         "to": str(e.get("to", "battlefield"))}, validate,
        lambda: [Choose(i) for i in options], prompt_args={"what": str(e.get("what", "a card")),
                                                           "card": ctx.source_name})
    from .search_triggers import searched  # "whenever an opponent searches their library" (CR 701.23)
    searched(game, me)
    if ans.choice != -1 and e.get("to") == "top":
        if e.get("reveal"):
            ops.log(game, "reveal", "701.20a", "{player} reveals {card}.", player=game.players[me].name,
                     card=game.objects[ans.choice].name)
        # "then shuffle and put that card on top": the card stays hidden
        ops.shuffle_library(game, me, keep_on_top=ans.choice)
        ops.log(game, "shuffle", "701.24a", "{player} shuffles their library and puts the card found on top.",
                 player=game.players[me].name)
        return
    if ans.choice != -1 and e.get("to") == "graveyard":  # Entomb
        ops.move(game, ans.choice, Zone.GRAVEYARD, rule="701.19", why="is put into its owner's graveyard from the library")
    elif ans.choice != -1:
        to = Zone.BATTLEFIELD if e.get("to", "battlefield") == "battlefield" else Zone.HAND
        if e.get("reveal"):
            ops.log(game, "reveal", "701.16a", "{player} reveals {card}.", player=game.players[me].name,
                     card=game.objects[ans.choice].name)
        if to is Zone.BATTLEFIELD:
            choices = yield from entering.as_enters_choices(game, me, game.objects[ans.choice].card)
            # (what was found, for "untap that land", state_triggers.untap_found_if)
            ctx.info["found"] = ops.move(game, ans.choice, to, rule="701.19",
                                         why="is put onto the battlefield from the library",
                                         tapped=bool(e.get("tapped")), as_enters=choices)
        else:
            ops.move(game, ans.choice, to, rule="701.19", why="is put into its owner's hand from the library")
    if not e.get("shuffle", True):
        return  # the shuffle comes later in the text (Gamble's "discard a card at random, then shuffle")
    ops.shuffle_library(game, me)
    ops.log(game, "shuffle", "701.20", "{player} shuffles their library.", player=game.players[me].name)


@effect("return_own")
def _return_own(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Return a land you control to its owner's hand" (no target): the
    controller chooses one as the ability resolves (CR 608.2d); it must if able."""
    from ..objects import Zone
    me = ctx.controller
    filt = e.get("filter", {})
    options = [c for c in game.battlefield if game.objects[c].controller == me
               and card_matches(game.objects[c].card, filt)]
    if not options:
        return

    def validate(a: Any) -> None:
        ops._expect(a, Choose, "608.2d")
        if a.choice not in options:
            raise IllegalAnswer("608.2d", "{card} is not one of the permanents you can return",
                                card=ops.describe(game, a.choice))

    ans = yield ops._decision(game, 
        Kind.CHOOSE, me, "Choose a permanent you control to return to its owner's hand ({card}).", "608.2d",
        {"options": options}, validate, lambda: [Choose(i) for i in options], prompt_args={"card": ctx.source_name})
    ops.move(game, ans.choice, Zone.HAND, rule="608.2", reason="bounced_by", source=ctx.source_name)


@effect("discard")
def _discard(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """``who`` discards ``amount`` cards of their choice (CR 701.9a); all of them if they have fewer."""
    for pi in _players(game, ctx, e.get("who", "you")):
        yield from discard_of_choice(game, ctx, pi, amount(ctx, e))


# The families live in their own modules (each imports effect_core, never this module); importing them
# here registers their handlers, so EFFECTS is the whole vocabulary wherever effects is imported.
from . import library_effects as _library_effects  # noqa: E402,F401
from . import land_effects as _land_effects  # noqa: E402,F401
from . import casting_effects as _casting_effects  # noqa: E402,F401  ("if this spell was kicked", CR 702.33d)
from ..rules import additional_choices as _additional_choices  # noqa: E402,F401  ("if this spell's additional cost was paid")
from . import combat_prevention as _combat_prevention  # noqa: E402,F401  (Fog, Maze of Ith, CR 615.1)
from ..rules import animation as _animation  # noqa: E402,F401  (creature lands and Vehicles, CR 611.3, 702.122)
from . import state_triggers as _state_triggers  # noqa: E402,F401  (Dark Depths, reflexive triggers, CR 603.8)
from . import stack_effects as _stack_effects  # noqa: E402,F401  (copies, storm, cascade, rebound, "unless pays")
from . import linked_effects as _linked_effects  # noqa: E402,F401  (imprint, "the exiled card", CR 607)
from . import transform as _transform  # noqa: E402,F401  (double-faced cards, CR 701.28)
from . import monarch as _monarch  # noqa: E402,F401  (the monarch, CR 724)
from . import keyword_actions as _keyword_actions  # noqa: E402,F401  (regenerate, CR 701.15)
from . import upkeep_effects as _upkeep_effects  # noqa: E402,F401  ("you may pay {4}. If you do", cumulative upkeep)
from . import conditional_effects as _conditional_effects  # noqa: E402,F401  ("... instead if you control ...")
from . import draw_triggers as _draw_triggers  # noqa: E402,F401  (Orcish Bowmasters, amass: CR 701.47a)
from . import graveyard_triggers as _graveyard_triggers  # noqa: E402,F401  ("whenever an opponent gains life", CR 113.6k)
from . import player_effects as _player_effects  # noqa: E402,F401  (edicts, piles, "exiles a card", CR 701.17a, 700.3)
from . import naming as _naming  # noqa: E402,F401  (naming a card, CR 201.3)
from . import enchant_player as _enchant_player  # noqa: E402,F401  ("Enchant player", the curses, CR 303.4)
from . import zone_effects as _zone_effects  # noqa: E402,F401  (flicker, shuffle itself away, pacts, CR 400.7, 608.2n)
from . import unless_return as _unless_return  # noqa: E402,F401  (Dormant Volcano's "unless you return", CR 118.12)
from . import unless_pays as _unless_pays  # noqa: E402,F401  ("sacrifice it unless you pay {1}", CR 118.12)
from . import mass_effects as _mass_effects  # noqa: E402,F401  ("destroy all artifacts", "tap all creatures")
from . import proliferate as _proliferate  # noqa: E402,F401  (proliferate, CR 701.34a)
from . import activation_effects as _activation_effects  # noqa: E402,F401  ("attach this Equipment", CR 701.3)
from . import keyword_counters as _keyword_counters  # noqa: E402,F401  (fading, vanishing, extort, CR 702.32a)
from . import same_name as _same_name  # noqa: E402,F401  ("and all other permanents with the same name", CR 201.2)
from . import stack_object_effects as _stack_object_effects  # noqa: E402,F401  (counter a spell or ability, CR 701.5a)
from . import optional_targets as _optional_targets  # noqa: E402,F401  ("up to two target creatures", CR 601.2c)
from . import retarget as _retarget  # noqa: E402,F401  ("choose new targets for target spell or ability", CR 115.7)
from . import casting_rule_effects as _casting_rule_effects  # noqa: E402,F401  ("can't cast spells this turn", CR 101.2)
from ..rules import block_rules as _block_rules  # noqa: E402,F401  ("can't block this turn", CR 509.1b)
from . import mode_effects as _mode_effects  # noqa: E402,F401  (charms' modes: Orzhov Charm, Jeska's Will, CR 700.2)
from . import copy_effects as _copy_effects  # noqa: E402,F401  (clones, token copies, CR 707.2)
from . import ability_grants as _ability_grants  # noqa: E402,F401  ('This Saga gains "{T}: Add {C}."', CR 613.1f)
from . import phasing as _phasing  # noqa: E402,F401  (phasing: the keyword and "phases out", CR 702.26)
from . import hand_abilities as _hand_abilities  # noqa: E402,F401  (ninjutsu, "from your hand onto the battlefield", CR 113.6)
from . import hideaway as _hideaway  # noqa: E402,F401  (hideaway, CR 702.75a)
from . import suspend_effects as _suspend_effects  # noqa: E402,F401  (suspend's upkeep and cast, CR 702.62a)
from . import color_prevention as _color_prevention  # noqa: E402,F401  (Prismatic Strands, CR 615.1)
from . import energy as _energy  # noqa: E402,F401  (energy counters, {E}: CR 107.14, 122.1f)
from . import repeat_effects as _repeat_effects  # noqa: E402,F401  ("you may repeat this process", CR 608.2d)
from . import reveal_until as _reveal_until  # noqa: E402,F401  ("reveal cards ... until you reveal", CR 701.20a)
from . import turn_locks as _turn_locks  # noqa: E402,F401  (Skullcrack, CR 119.7, 615.12)
from . import library_actions as _library_actions  # noqa: E402,F401  ("search for up to two basic land cards", CR 701.23)
from . import protection_grants as _protection_grants  # noqa: E402,F401  (Mother of Runes, CR 702.16)
from . import type_choice_effects as _type_choice_effects  # noqa: E402,F401  ("Choose a creature type.", CR 205.3m)
from . import each_player_returns as _each_player_returns  # noqa: E402,F401  (Exhume, CR 101.4)
from . import chain_copies as _chain_copies  # noqa: E402,F401  (Chain of Vapor's copy, CR 707.10)
