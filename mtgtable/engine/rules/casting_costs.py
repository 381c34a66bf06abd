"""Casting choices and costs (CR 601.2b-601.2h): alternative and additional costs,
kicker, cost changes, casting from a graveyard.

Free functions that take the game, called from small hooks in ``actions.py``
(the cast flow), ``resolution.py`` and ``operations.py`` (where a spell goes
when it leaves the stack).  The card data they read are static abilities
(``resources/cards/README.md``):

* ``alternative_cost`` (CR 601.2b, 601.2f): ``method`` is ``alternative``
  ("rather than pay this spell's mana cost"), ``evoke`` (CR 702.74),
  ``dash`` (CR 702.109) or ``flashback`` (CR 702.34, cast from the graveyard);
  ``mana`` the mana paid instead (may be empty), ``costs`` the other parts
  (see :data:`COMPONENTS`), ``condition`` when it may be used;
* ``additional_cost`` (CR 601.2b): ``costs`` every cast must also pay;
* ``kicker`` (CR 702.33): an optional additional cost ``mana``; effects under
  ``{"do": "if_kicked"}`` happen only if it was paid (CR 702.33d);
* ``spell_cost`` (CR 601.2f): spells matching ``spells`` cost ``amount``
  generic mana more (or less, negative) to cast; ``whose``: ``you`` (spells
  you cast) or ``each`` (every player's);
* ``domain_cost`` (CR 601.2f, 305.6): this spell costs ``n`` less for each basic land type among
  lands you control (``casting_rules.basic_land_types``);
* ``cost_less_per`` (CR 601.2f): this spell costs ``n`` less for each thing the count ``per``
  counts (``counts.count``: "each instant and sorcery card in your graveyard", "each creature on
  the battlefield");
* ``affinity`` (CR 702.41): this spell costs {1} less for each permanent of
  ``types`` you control; ``delve`` (CR 702.66): each generic mana may be paid
  by exiling a card from your graveyard.

Each choice is a ``CHOOSE`` decision with its legal options, which every
agent answers; an answer outside them is refused with the rule, and a cancel
leaves the game as it was (the flow only changes the game once every choice
is made, CR 601.2h).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Generator, Mapping, Sequence, TYPE_CHECKING

from . import payment
from .timing import sorcery_timing
from . import characteristics as chars
from .. import operations as ops
from ..families import face_down as fd
from .. import features
from . import tap_to_cast as ttc
from ..operations import leave_stack_zone as leave_stack_zone  # (where a spell leaving the stack goes: operations)
from ..data.cards import Ability, CardDef
from ..decisions import Cancel, Choose, Decision, Kind, option_label
from ..errors import IllegalAnswer, Problem, problem
from .mana import ManaCost
from ..objects import GameObject, PendingTrigger, Zone
from ..turn.steps import Duration

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_DURATION_END_OF_TURN: Final = Duration.END_OF_TURN
_DURATION_PERMANENT: Final = Duration.PERMANENT
_KIND_CHOOSE: Final = Kind.CHOOSE
_ZONE_EXILE: Final = Zone.EXILE
_ZONE_GRAVEYARD: Final = Zone.GRAVEYARD
_ZONE_HAND: Final = Zone.HAND

if TYPE_CHECKING:
    from ..state import GameState as Game

#: The parts of a cost other than mana (CR 601.2h), each ``{kind: filter, "count": N}``.
COMPONENTS: Final = ("life", "exile_from_hand", "return_to_hand", "sacrifice", "discard", "tap_untapped",
                     "minus_counters", "exile_from_graveyard")  # (-1/-1 counters on a creature you control: additional_choices)

#: Methods that cast the card from a zone other than the hand.
_FROM_ZONE: Final = {"flashback": _ZONE_GRAVEYARD, "retrace": _ZONE_GRAVEYARD}

METHOD_RULES: Final = {"normal": "601.2f", "alternative": "601.2b", "evoke": "702.74a", "dash": "702.109a",
                       "spectacle": "702.137a",
                       "flashback": "702.34a", "retrace": "702.81a", "face_down": "702.37c"}


@dataclass(frozen=True, slots=True)
class CastMethod:
    """One way to cast a card: its mana and other costs (before cost changes)."""

    key: str
    mana: ManaCost
    costs: tuple[Mapping[str, Any], ...] = ()
    rule: str = "601.2f"
    #: The card's own line for it (shown when the cost is more than mana).
    text: str = ""

    def __init__(self, key: str, mana: ManaCost, costs: tuple[Mapping[str, Any], ...] = (), rule: str = "601.2f",
                 text: str = "") -> None:
        # (Written out: mypyc compiles this one; the __init__ @dataclass generates would stay interpreted.)
        object.__setattr__(self, "key", key)  # (frozen: set as the generated __init__ does)
        object.__setattr__(self, "mana", mana)
        object.__setattr__(self, "costs", costs)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "text", text)


@dataclass(slots=True)
class CastPlan:
    """The choices of one cast (CR 601.2b-h), made before anything is paid."""

    method: CastMethod
    kicked: bool = False
    #: The objects chosen for each non-mana cost part (sacrificed, discarded, exiled...).
    paid_with: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    life: int = 0
    delved: tuple[int, ...] = ()
    #: Buyback paid (CR 702.27a): the spell returns to its owner's hand as it resolves.
    buyback: bool = False
    #: Times the replicate cost was paid (CR 702.56a): that many copies as it is cast.
    replicate: int = 0
    #: Creatures (convoke) or artifacts (improvise) tapped to help pay (engine/rules/tap_to_cast.py).
    tapped_for_cost: tuple[int, ...] = ()
    #: An additional cost was paid ("if this spell's additional cost was paid", additional_choices.py).
    additional_paid: bool = False
    #: Creatures that get -1/-1 counters as a cost, and how many each (blight, additional_choices.py).
    counters_put: list[tuple[int, int]] = field(default_factory=list)

    def __init__(self, method: CastMethod, kicked: bool = False,
                 paid_with: list[tuple[str, tuple[int, ...]]] | None = None, life: int = 0,
                 delved: tuple[int, ...] = (), buyback: bool = False, replicate: int = 0,
                 tapped_for_cost: tuple[int, ...] = (), additional_paid: bool = False,
                 counters_put: list[tuple[int, int]] | None = None) -> None:
        # (Written out: mypyc compiles this one; the __init__ @dataclass generates would stay interpreted.)
        self.method = method
        self.kicked = kicked
        self.paid_with = [] if paid_with is None else paid_with
        self.life = life
        self.delved = delved
        self.buyback = buyback
        self.replicate = replicate
        self.tapped_for_cost = tapped_for_cost
        self.additional_paid = additional_paid
        self.counters_put = [] if counters_put is None else counters_put

    def stack_info(self) -> dict[str, Any]:
        """What the spell on the stack remembers (for "if it was kicked", evoke, dash, flashback)."""
        info: dict[str, Any] = {}
        if self.method.key != "normal":
            info["cast_method"] = self.method.key
        if self.kicked:
            info["kicked"] = True
        if self.buyback:
            info["buyback"] = True
        if self.replicate:
            info["replicate"] = self.replicate
        if self.additional_paid:
            info["additional_paid"] = True
        return info


#: A card's casting statics by name, worked out once per card definition (card data never changes).
_STATICS: Final[dict[CardDef, dict[str, tuple[Ability, ...]]]] = {}
_CASTING: Final = ("alternative_cost", "additional_cost", "kicker", "affinity", "delve", "convoke", "improvise",
                   "buyback", "replicate", "domain_cost", "morph", "cost_less_per")


def _by_name(card: CardDef) -> dict[str, tuple[Ability, ...]]:
    found = _STATICS.get(card)
    if found is None:
        found = {}
        for a in card.abilities:
            if a.kind == "static" and a.static in _CASTING:
                found[a.static] = found.get(a.static, ()) + (a,)
        if len(_STATICS) > 50_000:
            _STATICS.clear()  # a bound, for programs that build card definitions without end
        _STATICS[card] = found
    return found


def _statics(card: CardDef, name: str) -> tuple[Ability, ...]:
    return _by_name(card).get(name, ())


def has_cost_rules(card: CardDef) -> bool:
    """Whether casting this card involves anything beyond paying its mana cost
    (then the cheap "can it be paid at all" shortcut of ``legal_actions`` is skipped)."""
    found = _STATICS.get(card)  # (_by_name's cache read first: asked for every card of the hand)
    return bool(found if found is not None else _by_name(card))


def castable_zone(card: CardDef, zone: Zone) -> bool:
    """CR 601.2a: a card is cast from the hand, or from another zone a rule allows (flashback, 702.34a)."""
    if zone is _ZONE_HAND:
        return True
    return any(_FROM_ZONE.get(str(a.params.get("method"))) is zone for a in _statics(card, "alternative_cost"))


def _condition_holds(game: "Game", player: int, cond: Any) -> bool:
    if not cond:
        return True
    if cond == "not_your_turn":
        return game.active != player
    if cond == "your_turn":
        return game.active == player
    if isinstance(cond, Mapping) and set(cond) == {"control_subtype"}:
        # "If you control a Swamp, ...": a permanent with that subtype (CR 205.3).
        return any(game.objects[o].controller == player and cond["control_subtype"] in game.objects[o].card.subtypes
                   for o in game.battlefield)
    if isinstance(cond, Mapping) and set(cond) == {"opponent_spells_at_least"}:
        from .player_rules import opponent_cast_at_least  # Mindbreak Trap (CR 118.9)
        return opponent_cast_at_least(game, player, int(cond["opponent_spells_at_least"]))
    if cond == "opponent_lost_life_this_turn":  # spectacle (CR 702.137a)
        return any(p.life_lost_this_turn > 0 for p in game.players if p.index != player)
    if cond == "you_control_a_commander":
        # CR 903.3: a commander exists only in the Commander variant; this engine plays
        # two-player games without one, so nobody ever controls a commander.
        return False
    return False  # an unknown condition never holds (fail closed)


def methods(game: "Game", player: int, o: GameObject) -> list[CastMethod]:
    """The ways ``player`` may cast ``o`` from where it is now (CR 601.2b: at most one
    alternative cost; a card in the graveyard only with its flashback cost)."""
    card = o.card
    out: list[CastMethod] = []
    if o.zone is _ZONE_HAND:
        out.append(CastMethod("normal", card.mana_cost))
    elif game.play_permissions:  # exiled "you may cast", granted flashback (play_permissions.py)
        from .play_permissions import allowed
        granted = allowed(game, player, o.id)
        if granted in ("play", "cast"):
            out.append(CastMethod("normal", card.mana_cost, rule="601.2a"))
        elif granted == "flashback":  # "The flashback cost is equal to its mana cost." (CR 702.34a)
            out.append(CastMethod("flashback", card.mana_cost, rule="702.34a"))
    for a in _statics(card, "alternative_cost"):
        key = str(a.params.get("method", "alternative"))
        if _FROM_ZONE.get(key, _ZONE_HAND) is not o.zone:
            continue
        if not _condition_holds(game, player, a.params.get("condition")):
            continue
        costs = tuple(c for c in a.params.get("costs", ()) if isinstance(c, Mapping))
        out.append(CastMethod(key, ManaCost.parse(str(a.params.get("mana", ""))), costs, METHOD_RULES.get(key, "601.2b"),
                              a.text))
    for a in _statics(card, "morph") if o.zone is _ZONE_HAND else ():
        # Cast face down for {3} (CR 702.37c, 702.168a): a creature spell, so at sorcery speed unless
        # creature spells may be cast as though they had flash (CR 601.3a).
        from .casting_rules import flash_allowed
        if sorcery_timing(game, player) is None or flash_allowed(game, player, fd.face_down_card(card)):
            out.append(CastMethod("face_down", fd.FACE_DOWN_COST, (), "702.37c" if fd.variant(a) != "disguise"
                                  else "702.168a", a.text))
    return out


def additional_costs(card: CardDef) -> tuple[Mapping[str, Any], ...]:
    """The additional costs every cast pays (not an optional one, nor a choice: additional_choices.py)."""
    return tuple(c for a in _statics(card, "additional_cost") if not a.params.get("optional")
                 for c in a.params.get("costs", ()) if isinstance(c, Mapping))


def announces_x(card: CardDef) -> bool:
    """Whether casting the card announces a value for X (CR 601.2b, 107.3): {X} in its mana cost, or
    an additional cost "pay X life" (Toxic Deluge)."""
    return bool(card.mana_cost.x_count) or any(p.get("life") == "X" for p in additional_costs(card))


def _life(part: Mapping[str, Any], x: int) -> int:
    """The life a part pays: its number, or the X announced ("pay X life", CR 107.3)."""
    return x if part.get("life") == "X" else int(part.get("life", 0))


def pays_more_when_cast(card: CardDef) -> bool:
    """Whether every cast of the card pays something beyond its mana (a fixed additional cost or one of
    a choice of them: a cast "without paying its mana cost" still pays it, left to the players)."""
    from .additional_choices import has_choice
    return bool(additional_costs(card)) or has_choice(card)


def kicker_cost(card: CardDef) -> ManaCost | None:
    found = _statics(card, "kicker")
    return ManaCost.parse(str(found[0].params.get("mana", ""))) if found else None


def buyback_cost(card: CardDef) -> ManaCost | None:
    found = _statics(card, "buyback")
    return ManaCost.parse(str(found[0].params.get("mana", ""))) if found else None


def replicate_cost(card: CardDef) -> ManaCost | None:
    found = _statics(card, "replicate")
    return ManaCost.parse(str(found[0].params.get("mana", ""))) if found else None


#: At most this many replicate payments are offered (a bound on the questions asked).
MAX_REPLICATE: Final = 20


# ----------------------------------------------------------------------------- total cost (CR 601.2f)

def _plus(a: ManaCost, b: ManaCost) -> ManaCost:
    if not b.mana_value and not b.symbols and not b.x_count:
        return a
    return _cost(a.generic + b.generic, a.symbols + b.symbols, a.twobrid + b.twobrid, a.x_count + b.x_count)


def _cost(generic: int, symbols: tuple[tuple[str, ...], ...], twobrid: tuple[str, ...], x_count: int) -> ManaCost:
    """A cost with its text written in the usual order (generic first)."""
    text = ("{X}" * x_count + (f"{{{generic}}}" if generic or not (symbols or twobrid) else "")
            + "".join("{" + "/".join(s) + "}" for s in symbols) + "".join(f"{{2/{c}}}" for c in twobrid))
    return ManaCost(generic, symbols, twobrid, x_count, text)


def _spell_matches(card: CardDef, spells: Mapping[str, Any]) -> bool:
    colors = spells.get("colors_any")
    if colors and not set(colors) & set(card.colors):
        return False
    types = spells.get("types_any")
    if types and not set(types) & set(card.types):
        return False
    if spells.get("noncreature") and card.is_creature:
        return False
    subtypes = spells.get("subtypes_any")
    if subtypes and not set(subtypes) & set(card.subtypes):
        return False
    return True


def generic_change(game: "Game", player: int, card: CardDef) -> int:
    """Cost increases minus reductions in generic mana (CR 601.2f): ``spell_cost``
    statics of permanents on the battlefield, and the card's own affinity (702.41a)."""
    change = 0
    for oid in chars._battlefield_index(game).statics.get("spell_cost", ()):
        o = game.objects[oid]
        for a in o.card.abilities:
            if a.kind != "static" or a.static != "spell_cost":
                continue
            if a.params.get("whose", "you") == "you" and o.controller != player:
                continue
            if _spell_matches(card, a.params.get("spells") or {}):
                change += int(a.params.get("amount", 0))
    for a in _statics(card, "domain_cost"):  # "costs {1} less for each basic land type" (casting_rules, CR 601.2f)
        from .casting_rules import basic_land_types
        change -= int(a.params.get("n", 1)) * basic_land_types(game, player)
    for a in _statics(card, "cost_less_per"):  # "costs {1} less to cast for each ..." (CR 601.2f)
        from .counts import count
        change -= int(a.params.get("n", 1)) * count(game, player, None, a.params.get("per") or {})
    for a in _statics(card, "affinity"):
        types = set(a.params.get("types", ("Artifact",)))
        change -= sum(1 for oid in game.battlefield if game.objects[oid].controller == player
                      and types & set(game.objects[oid].card.types))
    return change


def total_cost(game: "Game", player: int, card: CardDef, method: CastMethod, x: int, kicked: bool,
               buyback: bool = False, replicate: int = 0, extra: Sequence[ManaCost] = ()) -> ManaCost:
    """CR 601.2f: the mana cost or alternative cost, plus additional costs (kicker, buyback) and
    increases, less reductions; a reduction lowers only the generic part (never below 0).
    ``extra``: what the chosen modes add (entwine, escalate, Spree: ``modal_costs``)."""
    cost = method.mana.with_x(x) if method.key != "normal" else card.mana_cost.with_x(x)
    for more in extra:
        cost = _plus(cost, more)
    if kicked:
        kick = kicker_cost(card)
        if kick is not None:
            cost = _plus(cost, kick)
    if buyback:
        back = buyback_cost(card)
        if back is not None:
            cost = _plus(cost, back)
    rep = replicate_cost(card) if replicate else None
    for _ in range(replicate if rep is not None else 0):
        assert rep is not None
        cost = _plus(cost, rep)
    change = generic_change(game, player, card)
    if change:
        cost = _cost(max(0, cost.generic + change), cost.symbols, cost.twobrid, cost.x_count)
    return cost


# ----------------------------------------------------------------------------- non-mana cost parts

def _count(part: Mapping[str, Any]) -> int:
    return int(part.get("count", 1))


def _fits(game: "Game", oid: int, filt: Mapping[str, Any] | None, on_battlefield: bool) -> bool:
    if not isinstance(filt, Mapping):
        return True
    o = game.objects[oid]
    colors = chars.colors(game, oid) if on_battlefield else o.card.colors
    if filt.get("colors_any") and not set(filt["colors_any"]) & set(colors):
        return False
    if filt.get("types_any") and not set(filt["types_any"]) & set(o.card.types):
        return False
    if filt.get("subtypes_any") and not set(filt["subtypes_any"]) & set(o.card.subtypes):
        return False
    if filt.get("nontoken") and o.token:
        return False
    if filt.get("unblocked_attacker") and not (on_battlefield and game.combat.is_unblocked_attacker(oid)):
        return False  # ninjutsu's "Return an unblocked attacking creature you control" (CR 702.49a, 509.1h)
    return True


def candidates(game: "Game", player: int, source: int, part: Mapping[str, Any]) -> list[int]:
    """The objects that can pay one non-mana cost part (never the spell itself, CR 601.2a)."""
    p = game.players[player]
    if "exile_from_hand" in part:
        return [c for c in p.hand if c != source and _fits(game, c, part["exile_from_hand"], False)]
    if "discard" in part:
        return [c for c in p.hand if c != source and _fits(game, c, part["discard"], False)]
    if "exile_from_graveyard" in part:  # "Exile two cards from your graveyard" (CR 118.3, 602.2b)
        return [c for c in p.graveyard if c != source and _fits(game, c, part["exile_from_graveyard"], False)]
    for kind in ("return_to_hand", "sacrifice"):
        if kind in part:
            return [c for c in game.battlefield if game.objects[c].controller == player
                    and _fits(game, c, part[kind], True)]
    if "minus_counters" in part:
        # A creature you control gets the -1/-1 counters (CR 122.1): not targeted, any toughness.
        return [c for c in game.battlefield if game.objects[c].controller == player and chars.is_creature(game, c)
                and _fits(game, c, part["minus_counters"], True)]
    if "tap_untapped" in part:
        # "Tap an untapped white creature you control" (CR 601.2h): not a {T} cost, so a creature
        # that came under its controller's control this turn may pay it (CR 302.6 is about {T}).
        return [c for c in game.battlefield if game.objects[c].controller == player and not game.objects[c].tapped
                and _fits(game, c, part["tap_untapped"], True)]
    return []


def parts_problem(game: "Game", player: int, source: int, parts: Sequence[Mapping[str, Any]],
                  x: int = 0) -> Problem | None:
    """CR 117.3: a cost can be paid only with the resources to pay all of it (``x``: the X announced)."""
    life = sum(_life(pt, x) for pt in parts)
    if life and game.players[player].life < life:
        return problem("119.4", "you can't pay {n} life: your life total is less than that", n=life)
    for pt in parts:
        if "life" in pt:
            continue
        if len(candidates(game, player, source, pt)) < _count(pt):
            kind = next(k for k in COMPONENTS if k in pt)
            if kind in ("exile_from_hand", "discard"):
                return problem("117.3", "you don't have {n} card(s) in hand that can pay this cost", n=_count(pt))
            if kind == "exile_from_graveyard":
                return problem("117.3", "you don't have {n} card(s) in your graveyard that can pay this cost",
                               n=_count(pt))
            return problem("117.3", "you don't control {n} permanent(s) that can pay this cost", n=_count(pt))
    return None


def method_problem(game: "Game", player: int, o: GameObject, method: CastMethod, x: int,
                   units: list[tuple[int | None, frozenset[str]]] | None) -> Problem | None:
    """Why this method can't be used now (its total cost can't be paid, CR 117.3), or None."""
    card = fd.casting_card(o.card, method.key)  # a face-down spell's own characteristics (CR 702.37c)
    parts = list(method.costs) + list(additional_costs(card))
    found = parts_problem(game, player, o.id, parts, x)
    if found is not None:
        return found
    from .additional_choices import problem as choice_problem  # "discard a card or pay 3 life" (CR 117.3)
    found = choice_problem(game, player, o.id, card, parts_problem)
    if found is not None:
        return found
    if x and method.key == "face_down":
        return problem("107.3", "a face-down spell has no X in its cost")
    cost = total_cost(game, player, card, method, x, False)
    if _statics(card, "delve") and cost.generic:
        delvable = sum(1 for c in game.players[player].graveyard if c != o.id)
        cost = _cost(max(0, cost.generic - delvable), cost.symbols, cost.twobrid, cost.x_count)
    cost = convoke_estimate(game, player, card, cost)  # convoke, improvise (CR 702.51a, 702.126a)
    if not payment.can_afford(game, player, cost, (), units):
        return problem("117.3", "you can't pay {cost} for {card}", cost=str(cost), card=o.name)
    return None


def cost_problem(game: "Game", player: int, o: GameObject, x: int,
                 units: list[tuple[int | None, frozenset[str]]] | None) -> Problem | None:
    """Why no way of casting ``o`` can be paid now, or None (the first method's reason)."""
    first: Problem | None = None
    for m in methods(game, player, o):
        found = method_problem(game, player, o, m, x, units)
        if found is None:
            return None
        first = first or found
    return first or problem("601.2a", "{card} can't be cast from there", card=o.name)


# ----------------------------------------------------------------------------- the choices (flows)

#: Each label names its own field (the method), so one ``label_args`` fills them all.
_METHOD_LABELS: Final = {"normal": option_label("Pay its mana cost {normal}"),
                         "alternative": option_label("Alternative cost: {alternative}"),
                         "evoke": option_label("Evoke {evoke} (it is sacrificed when it enters)"),
                         "dash": option_label("Dash {dash} (haste; returns to your hand at the next end step)"),
                         "spectacle": option_label("Spectacle {spectacle} (an opponent lost life this turn)"),
                         "flashback": option_label("Flashback {flashback} (exiled afterwards)"),
                         "retrace": option_label("Retrace: {retrace} and discard a land card"),
                         "face_down": option_label("Face down for {face_down} (a 2/2 creature you may turn face up later)")}


def _method_text(game: "Game", player: int, o: GameObject, m: CastMethod, x: int) -> str:
    """The label's field: the total mana cost, or the card's own line when the cost is more than mana."""
    if m.costs and m.text and m.key != "retrace":  # (retrace's part is in its label)
        return m.text
    return str(total_cost(game, player, fd.casting_card(o.card, m.key), m, x, False))


def choose_plan(game: "Game", player: int, o: GameObject, x: int) -> Generator[Decision, Any, CastPlan | None]:
    """CR 601.2b: announce how the spell is cast (which alternative cost, if any, and
    whether it is kicked), then (CR 601.2h) which objects pay the other costs.
    Returns ``None`` when the player cancels."""
    if o.zone is _ZONE_HAND and not has_cost_rules(o.card):
        return CastPlan(CastMethod("normal", o.card.mana_cost))  # the common case: nothing to choose
    units = payment.spell_units(game, player, o.card)  # as cast_problem counts it (CR 106.6)
    options = [m for m in methods(game, player, o) if method_problem(game, player, o, m, x, units) is None]
    if not options:
        raise IllegalAnswer("117.3", "no way of casting {card} can be paid now", card=o.name)
    method = options[0]
    if len(options) > 1:
        labels = {i: _METHOD_LABELS.get(m.key, m.key) for i, m in enumerate(options)}
        label_args = {m.key: _method_text(game, player, o, m, x) for m in options}
        ans = yield from _choose_number(game, player, "How do you cast {card}?", "601.2b", labels, label_args,
                                        {"cast_method": [m.key for m in options]}, card=o.name)
        if ans is None:
            return None
        method = options[ans]
    plan = CastPlan(method)
    if method.key == "face_down":
        return plan  # a face-down spell has no kicker or other costs of its own (CR 702.37c, 708.2a)
    kick = kicker_cost(o.card)
    if kick is not None:
        with_kick = total_cost(game, player, o.card, method, x, True)
        if payment.can_afford(game, player, with_kick):
            ans = yield from _choose_number(
                game, player, "Kick {card}? (kicker {cost})", "702.33a",
                {0: option_label("Don't kick"), 1: option_label("Kick (pay {cost} more)")},
                {"cost": str(kick)}, {"kicker": True}, card=o.name, cost=str(kick))
            if ans is None:
                return None
            plan.kicked = ans == 1
    back = buyback_cost(o.card)
    if back is not None:
        with_back = total_cost(game, player, o.card, method, x, plan.kicked, True)
        if payment.can_afford(game, player, with_back):
            ans = yield from _choose_number(
                game, player, "Pay buyback for {card}? (buyback {cost})", "702.27a",
                {0: option_label("Don't pay buyback"), 1: option_label("Pay buyback (it returns to your hand)")},
                {"cost": str(back)}, {"buyback": True}, card=o.name, cost=str(back))
            if ans is None:
                return None
            plan.buyback = ans == 1
    rep = replicate_cost(o.card)
    while rep is not None and plan.replicate < MAX_REPLICATE and payment.can_afford(
            game, player, total_cost(game, player, o.card, method, x, plan.kicked, plan.buyback, plan.replicate + 1)):
        # CR 702.56a: the replicate cost may be paid any number of times; asked once per payment.
        ans = yield from _choose_number(
            game, player, "Pay the replicate cost of {card} once more? (replicate {cost}, paid {n} time(s) so far)",
            "702.56a", {0: option_label("No more"), 1: option_label("Pay it once more (one more copy)")},
            {"cost": str(rep)}, {"replicate": True}, card=o.name, cost=str(rep), n=plan.replicate)
        if ans is None:
            return None
        if ans == 0:
            break
        plan.replicate += 1
    from .additional_choices import choose as choose_additional  # a choice of costs, an optional one (CR 601.2b)
    chosen_more = yield from choose_additional(game, player, o, plan, parts_problem, _choose_number)
    if chosen_more is None:
        return None
    if additional_costs(o.card):
        plan.additional_paid = True
    for part in list(method.costs) + list(additional_costs(o.card)) + chosen_more:
        if "life" in part:
            plan.life += _life(part, x)
            continue
        if "minus_counters" in part:  # one creature gets the counters (blight N; additional_choices.py)
            pick = yield from _choose_object(game, player, o, part, [])
            if pick is None:
                return None
            plan.counters_put.append((pick, int(part.get("n", 1))))
            continue
        chosen: list[int] = []
        for _ in range(_count(part)):
            pick = yield from _choose_object(game, player, o, part, chosen)
            if pick is None:
                return None
            chosen.append(pick)
        plan.paid_with.append((next(k for k in COMPONENTS if k in part), tuple(chosen)))
    return plan


def choose_delve(game: "Game", player: int, o: GameObject, cost: ManaCost,
                 plan: CastPlan) -> Generator[Decision, Any, ManaCost | None]:
    """CR 702.66a: for each generic mana in the total cost, the player may exile a card
    from their graveyard rather than pay that mana; one card at a time, then "done"."""
    if not _statics(o.card, "delve"):
        return cost
    taken: list[int] = []
    while cost.generic - len(taken) > 0:
        cards = [c for c in game.players[player].graveyard if c != o.id and c not in taken]
        if not cards:
            break
        left = _cost(cost.generic - len(taken), cost.symbols, cost.twobrid, cost.x_count)
        must = not payment.can_afford(game, player, left)
        ans = yield from _choose_cards(game, player, "Delve: exile a card from your graveyard to pay {{1}} of "
                                       "{cost} for {card}, or stop.", "702.66a", cards, not must,
                                       {"delve": True}, card=o.name, cost=str(left))
        if ans is None:
            return None
        if ans == -1:
            break
        taken.append(ans)
    plan.delved = tuple(taken)
    return _cost(cost.generic - len(taken), cost.symbols, cost.twobrid, cost.x_count)


def convoke_estimate(game: "Game", player: int, card: Any, cost: ManaCost) -> ManaCost:
    """A cost lowered by what the helpers certainly can pay, for "can it be cast" (CR 117.3): only
    helpers that are no mana source themselves count (an under-estimate, so no cast is offered that
    can't be paid); each pays a coloured symbol of its colour if one is left (convoke), else {1}."""
    kind = ttc.kind_of(card)
    if kind is None:
        return cost
    generic, symbols = cost.generic, list(cost.symbols)
    for c in ttc.helpers(game, player, kind):
        if chars._mana_source(game, game.objects[c].card) is not None:
            continue
        i = ttc.symbol_for(game, c, symbols) if kind == "convoke" else None
        if i is not None:
            symbols.pop(i)
        elif generic > 0:
            generic -= 1
    return _cost(generic, tuple(symbols), cost.twobrid, cost.x_count)


def choose_tapped(game: "Game", player: int, o: GameObject, cost: ManaCost,
                  plan: CastPlan) -> Generator[Decision, Any, ManaCost | None]:
    """Convoke and improvise (CR 702.51a, 702.126a; ``tap_to_cast``): ask for the permanents to tap,
    one at a time, then "stop"; the cost left to pay in mana."""
    kind = ttc.kind_of(o.card)
    if kind is None:
        return cost
    generic, symbols = cost.generic, list(cost.symbols)
    taken: list[int] = []
    rule = "702.51a" if kind == "convoke" else "702.126a"
    while generic > 0 or (kind == "convoke" and symbols):
        able = [c for c in ttc.helpers(game, player, kind, tuple(taken))
                if generic > 0 or (kind == "convoke" and ttc.symbol_for(game, c, symbols) is not None)]
        if not able:
            break
        left = _cost(generic, tuple(symbols), cost.twobrid, cost.x_count)
        must = not payment.can_afford(game, player, left)
        if kind == "convoke":
            ans = yield from _choose_cards(game, player, "Convoke: tap a creature you control to pay {{1}} or one "
                                           "mana of its color of {cost} for {card}, or stop.", rule, able,
                                           not must, {kind: True}, card=o.name, cost=str(left))
        else:
            ans = yield from _choose_cards(game, player, "Improvise: tap an artifact you control to pay {{1}} of "
                                           "{cost} for {card}, or stop.", rule, able, not must, {kind: True},
                                           card=o.name, cost=str(left))
        if ans is None:
            return None
        if ans == -1:
            break
        taken.append(ans)
        i = ttc.symbol_for(game, ans, symbols) if kind == "convoke" else None
        if i is not None:
            symbols.pop(i)
        else:
            generic -= 1
    plan.tapped_for_cost = tuple(taken)
    return _cost(generic, tuple(symbols), cost.twobrid, cost.x_count)


def _choose_object(game: "Game", player: int, o: GameObject, part: Mapping[str, Any],
                   taken: Sequence[int]) -> Generator[Decision, Any, int | None]:
    cards = [c for c in candidates(game, player, o.id, part) if c not in taken]
    kind = next(k for k in COMPONENTS if k in part)
    data = {"cost_part": kind}
    if kind == "exile_from_hand":
        ans = yield from _choose_cards(game, player, "To cast {card}: choose a card to exile from your hand.",
                                       "601.2h", cards, False, data, card=o.name)
    elif kind == "discard":
        ans = yield from _choose_cards(game, player, "To cast {card}: choose a card to discard.", "601.2h", cards,
                                       False, data, card=o.name)
    elif kind == "exile_from_graveyard":
        ans = yield from _choose_cards(game, player, "To cast {card}: choose a card to exile from your graveyard.",
                                       "601.2h", cards, False, data, card=o.name)
    elif kind == "tap_untapped":
        ans = yield from _choose_cards(game, player, "To cast {card}: choose an untapped creature to tap.", "601.2h",
                                       cards, False, data, card=o.name)
    elif kind == "return_to_hand":
        ans = yield from _choose_cards(game, player, "To cast {card}: choose a permanent to return to its "
                                       "owner's hand.", "601.2h", cards, False, data, card=o.name)
    elif kind == "minus_counters":
        ans = yield from _choose_cards(game, player, "To cast {card}: choose a creature you control to put {n} "
                                       "-1/-1 counter(s) on.", "601.2h", cards, False, data, card=o.name,
                                       n=int(part.get("n", 1)))
    else:
        ans = yield from _choose_cards(game, player, "To cast {card}: choose a permanent to sacrifice.", "601.2h",
                                       cards, False, data, card=o.name)
    return ans


def _choose_cards(game: "Game", player: int, prompt: str, rule: str, cards: list[int], can_stop: bool,
                  data: Mapping[str, Any], **args: Any) -> Generator[Decision, Any, int | None]:
    """Choose one of ``cards`` (or ``-1``, stop, when allowed); ``None``: cancelled."""
    legal = list(cards) + ([-1] if can_stop else [])

    def validate(a: Any) -> None:
        if isinstance(a, Cancel):
            return
        ops._expect(a, Choose, rule)
        if a.choice not in legal:
            raise IllegalAnswer(rule, "{card} can't pay this cost", card=ops.describe(game, a.choice))

    labels = {-1: option_label("Stop (pay the rest with mana)")} if can_stop else {}
    opts: list[Any] = [Choose(i) for i in legal] + [Cancel()]
    ans = yield ops._decision(game, _KIND_CHOOSE, player, prompt, rule,
                               {"options": legal, "labels": labels, "cancellable": True, **data}, validate,
                               lambda: opts, prompt_args=args)
    if isinstance(ans, Cancel):
        return None
    return int(ans.choice)


def _choose_number(game: "Game", player: int, prompt: str, rule: str, labels: Mapping[int, str],
                   label_args: Mapping[str, Any], data: Mapping[str, Any],
                   **args: Any) -> Generator[Decision, Any, int | None]:
    legal = sorted(labels)

    def validate(a: Any) -> None:
        if isinstance(a, Cancel):
            return
        ops._expect(a, Choose, rule)
        if a.choice not in legal:
            raise IllegalAnswer(rule, "option {n} is not one of the choices", n=a.choice)

    opts: list[Any] = [Choose(i) for i in legal] + [Cancel()]
    ans = yield ops._decision(game, _KIND_CHOOSE, player, prompt, rule,
                               {"options": legal, "labels": dict(labels), "label_args": dict(label_args),
                                "cancellable": True, **data}, validate, lambda: opts, prompt_args=args)
    if isinstance(ans, Cancel):
        return None
    return int(ans.choice)


# ----------------------------------------------------------------------------- paying (CR 601.2h)

def pay_parts(game: "Game", player: int, o: GameObject, plan: CastPlan) -> None:
    """Pay the non-mana costs chosen in ``plan`` (after the mana, all part of CR 601.2h)."""
    name = o.name
    if plan.life:
        ops.lose_life(game, player, plan.life, f"paid to cast {name}, CR 601.2h")
    for kind, ids in plan.paid_with:
        for oid in ids:
            if oid in game.objects and kind == "tap_untapped":
                ops.tap(game, oid)
                ops.log(game, "tapped_to_cast", "601.2h", "{card} is tapped to pay for {source}.",
                         card=game.objects[oid].name, source=name)
            elif oid in game.objects:
                zone, reason = _PAY_MOVES[kind]
                ops.move(game, oid, zone, rule="601.2h", reason=reason, source=name)
    for oid, n in plan.counters_put:  # "put a -1/-1 counter on a creature you control", blight N (CR 122.1)
        if oid in game.objects:
            ops.add_counters(game, oid, "-1/-1", n)
    for oid in plan.delved:
        if oid in game.objects:
            ops.move(game, oid, _ZONE_EXILE, rule="702.66a", reason="delved_for", source=name)
    for oid in plan.tapped_for_cost:  # convoke, improvise (CR 702.51a, 702.126a)
        if oid in game.objects:
            ops.tap(game, oid)
            ops.log(game, "tapped_to_cast", "601.2h", "{card} is tapped to pay for {source}.",
                    card=game.objects[oid].name, source=name)
    who = game.players[player].name
    key = plan.method.key
    if key == "alternative":
        ops.log(game, "cast_method", plan.method.rule, "{player} casts {card} paying its alternative cost.",
                 player=who, card=name)
    elif key == "evoke":
        ops.log(game, "cast_method", plan.method.rule, "{player} casts {card} for its evoke cost.", player=who, card=name)
    elif key == "dash":
        ops.log(game, "cast_method", plan.method.rule, "{player} casts {card} for its dash cost.", player=who, card=name)
    elif key == "spectacle":
        ops.log(game, "cast_method", plan.method.rule, "{player} casts {card} for its spectacle cost.", player=who,
                card=name)
    elif key == "flashback":
        ops.log(game, "cast_method", plan.method.rule, "{player} casts {card} from the graveyard for its flashback cost.",
                 player=who, card=name)
    elif key == "retrace":  # CR 702.81a: its mana cost and a land card discarded
        ops.log(game, "cast_method", plan.method.rule, "{player} casts {card} from the graveyard with retrace.",
                player=who, card=name)
    if plan.kicked:
        ops.log(game, "kicked", "702.33a", "{player} kicks {card}.", player=game.players[player].name, card=name)
    if plan.buyback:
        ops.log(game, "buyback", "702.27a", "{player} pays the buyback cost of {card}.",
                player=game.players[player].name, card=name)
    if plan.replicate:
        ops.log(game, "replicate", "702.56a", "{player} pays the replicate cost of {card} {n} time(s).",
                player=game.players[player].name, card=name, n=plan.replicate)


#: cost part -> where the object goes and the move's log reason (engine/move_reasons.py).
_PAY_MOVES: Final[dict[str, tuple[Zone, str]]] = {
    "exile_from_hand": (_ZONE_EXILE, "exiled_to_cast"), "discard": (_ZONE_GRAVEYARD, "discarded_to_cast"),
    "return_to_hand": (_ZONE_HAND, "returned_to_cast"), "sacrifice": (_ZONE_GRAVEYARD, "sacrificed_to_cast"),
    "exile_from_graveyard": (_ZONE_EXILE, "exiled_to_cast")}


# ----------------------------------------------------------------------------- after casting

def stack_info_of(game: "Game", oid: int) -> Mapping[str, Any]:
    for item in game.stack:
        if item.id == oid:
            return item.info
    return {}


_EVOKE_SACRIFICE: Final = Ability(kind="triggered", trigger="etb", effects=({"do": "sacrifice", "target": "self"},),
                                  text="Evoke: when this enters, its controller sacrifices it.")
_DASH_RETURN: Final = ({"do": "bounce", "target": "self"},)


def permanent_entered(game: "Game", info: Mapping[str, Any], new_id: int | None, controller: int) -> None:
    """A permanent spell cast for its evoke or dash cost has entered (CR 702.74a, 702.109a)."""
    method = info.get("cast_method")
    if new_id is None or new_id not in game.objects:
        return
    if info.get("kicked"):
        # "When this creature enters, if it was kicked, ..." (CR 702.33d): its enters triggers know it
        # (new trigger values, never a change to a shared one).
        ops.replace_pending_triggers(game, [
            PendingTrigger(t.controller, t.source, t.source_name, t.ability, {**t.info, "kicked": True})
            if t.source == new_id else t for t in game.pending_triggers])
    if info.get("suspended") and "Creature" in game.objects[new_id].card.types:
        # CR 702.62a: a creature spell cast with suspend gains haste (suspend_effects.py).
        ops.add_modifier(game, new_id, 0, 0, frozenset({"Haste"}), _DURATION_PERMANENT, controller, "suspend")
    if info.get("mana_haste"):
        # Arena of Glory's mana was spent on this creature spell: "it gains haste until end of turn" (CR 106.6).
        ops.add_modifier(game, new_id, 0, 0, frozenset({"Haste"}), _DURATION_END_OF_TURN, controller, "mana_haste")
    if method not in ("evoke", "dash"):
        return
    o = game.objects[new_id]
    if method == "evoke":
        # CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
        ops.queue_triggers(game, [PendingTrigger(controller, new_id, o.name, _EVOKE_SACRIFICE, {})])
        return
    # CR 702.109a: it has haste, and it returns to its owner's hand at the beginning of the next end step.
    ops.add_modifier(game, new_id, 0, 0, frozenset({"Haste"}), _DURATION_PERMANENT, controller, "dash")
    ops.add_delayed_trigger(game, "end_step", controller, new_id, o.name, _DASH_RETURN, {})


# ----------------------------------------------------------------------------- hooks' questions

def needs_full_check(game: "Game", o: GameObject) -> bool:
    """Whether casting ``o`` must go through :func:`cost_problem` rather than a plain
    "can its mana cost be paid" (a card outside the hand, cost rules, cost changes)."""
    return o.zone is not _ZONE_HAND or has_cost_rules(o.card) or cost_changes(game)


def cheaper_than_printed(game: "Game", card: CardDef) -> bool:
    """Whether the card might cost less than its mana value (so ``legal_actions``
    must not skip it for lack of mana)."""
    return has_cost_rules(card) or cost_changes(game)


def cost_changes(game: "Game") -> bool:
    """Whether a permanent changes what spells cost (CR 601.2f), from the battlefield index read in place
    (asked for every card of the hand at every priority)."""
    index = game._bf_index
    if index.version != game._bf_version:
        index = chars._battlefield_index(game)
    return bool(index.statics.get("spell_cost"))


def castable_elsewhere(game: "Game", player: int) -> list[int]:
    """Cards of ``player`` outside the hand that a rule lets them cast (flashback, CR 702.34a)."""
    objects = game.objects
    cache = _STATICS
    out: list[int] = []
    # (On every priority: the cached statics first, and only in a game with such a card, features.py.)
    for c in game.players[player].graveyard if game._features & features.ALTERNATIVE_COST else ():
        card = objects[c].card
        found = cache.get(card)
        if found is None:
            found = _by_name(card)
        if "alternative_cost" in found and castable_zone(card, _ZONE_GRAVEYARD):
            out.append(c)
    if game.play_permissions:  # exiled "you may cast", granted flashback (play_permissions.py)
        from .play_permissions import castable
        out.extend(c for c in castable(game, player) if c not in out)
    return out
