"""The goldfish pilot: a simple, documented heuristic that plays a deck.

It is an agent like any other (``choose(game, decision) -> answer``) and
answers the engine's own decisions, so every game it plays is a legal game
of Magic with a replayable answer list.  The heuristic, in the order it
applies each turn:

1. **Mulligan** a hand with fewer than two or more than five lands (a modal
   double-faced card with a land back face counts as one; seven
   cards), keep any hand of five or fewer cards.  London mulligan: put the
   cards that fit worst on the bottom (excess lands, or the most expensive
   spells).
2. **Main phase 1**: play a land (the one making a colour the hand needs
   most; with no land in hand, a modal double-faced card's land back face,
   the cheapest front face first, CR 712.12; the other face of a card is cast
   only when nothing else is: ``goldfish/face_choices.py``); cast draw spells, then permanents, then sorcery-speed pumps on a
   creature that can attack this turn.  "Most mana-efficient" here means the
   most expensive spell it can still afford first, so each turn's mana is
   spent as fully as possible; creatures before other spells of the same cost.
   Equip unattached Equipment to the best attacker; activate a planeswalker
   (the first loyalty ability with a useful target, plus abilities first).
3. **Attack** with every creature whose attack is safe: one no untapped
   opposing creature can block and kill without dying.  Against a goldfish
   (which has no creatures) that is every creature that can attack.
4. **After blockers**: spend leftover mana on instant pumps and "+N/+0 for
   mana" abilities on unblocked attackers.
5. **Main phase 2**: burn the opponent's face, cast what is left, use
   abilities that deal damage to the opponent ({T}: 1 damage; a sacrifice for
   damage only when it is lethal), take extra turns and extra combats.

Lands compiled from their Oracle text:

* **Shocklands** ("As this land enters, you may pay 2 life"): it pays the 2
  life only when it needs the mana this turn, that is when a spell in hand
  costs exactly one more than the mana it has without this land, and it has
  more than 5 life; otherwise the land enters tapped.
* **Fetchlands** and Evolving Wilds: cracked in main phase 1, before casting
  anything (so the fetched land's mana is there this turn); the search takes
  the land that makes the colour the hand needs most (as for the land drop),
  and finds nothing only when no card qualifies.
* Library and hand effects (scry, surveil, "look at the top N", Brainstorm,
  Thoughtseize): see ``goldfish/library_choices.py`` — keep lands while short
  of them (fewer than four), else keep spells, cheapest first.
* "You may" effects of its own abilities: always yes; a land to return to hand
  (bouncelands): the tapped land that makes the least-needed colour.
* **Reveal-lands** ("As this land enters, you may reveal an Elemental card from
  your hand. If you don't, it enters tapped"): it always reveals when it can
  (revealing costs nothing against a goldfish).
* **Mana of a chosen colour** ("add one mana of any color" as a trigger
  resolves, Crumbling Vestige): the colour the hand's spells need most.
* **"Sacrifice it unless you pay {1}"** (Rupture Spire): it pays when it can.
* **Creature lands and Vehicles** (``goldfish/animation_choices.py``): in main
  phase 1, after casting, it animates a creature land that can attack when the
  mana left (without the land itself) still pays for the burn in hand, and
  crews a Vehicle with summoning-sick creatures first (or ready ones weaker
  than the Vehicle); then they attack like any creature.
* **A colour chosen as a land enters** (the Thriving lands): the colour the
  hand's spells need most, as for mana of a chosen colour.
* **Face-down cards** (``goldfish/face_down_choices.py``): a card it can cast only face down (for
  {3}: its own cost can't be paid) is cast face down only when it casts nothing else in that main
  phase, the most expensive first; after casting, it turns face up the face-down creature with the
  largest morph (megamorph, disguise) cost it can pay.
* **Special actions** (``goldfish/special_choices.py``): dredge when it has
  lands enough and library to spare; a Leyline begins on the battlefield; with
  Crucible of Worlds it plays a land from its graveyard before one from its hand.
* **Abilities from the hand** (``goldfish/special_choices.py``, CR 113.6): after
  blockers, **ninjutsu** (CR 702.49a) when the creature the cost returns (the
  weakest unblocked attacker, tokens first) has less power than the ninja, the
  strongest ninja first, before any pump; "{4}: Put this card from your hand
  onto the battlefield" (Talon Gates of Madara) whenever it can pay, after its
  spells and abilities in a main phase.
* **Suspend** (CR 702.62a): in a main phase, after its spells and abilities,
  it suspends a card it can't cast now (no mana cost, or not mana enough) when
  it can pay the suspend cost; the free cast as the last time counter is
  removed is answered as a cascade's (below).
* **Hideaway** (CR 702.75a): the card it exiles face down is the one it would
  take from a "look at the top N" (``goldfish/library_choices.py``); playing
  the exiled card is by hand.
* **Choices remembered on a permanent** (``goldfish/remembered_choices.py``): a
  colour as it enters (Utopia Sprawl) is the colour the hand needs most; a
  creature type (Cavern of Souls) the type most of its creatures have; imprint
  (Chrome Mox) exiles a card of the needed colour, the most expensive first;
  Delver of Secrets always reveals (a "you may", and revealing costs nothing).
* **Paying mana**: the engine's automatic payment, which spends mana that costs
  nothing extra first: a painland's or Grove of the Burnwillows's {C} for
  generic mana (so it takes damage, or gives the opponent life, only for a
  colour nothing else makes), lands that cost life or hurt when tapped (City
  of Brass) last, and a Vivid land's plain colour before its charge counters.
  Conditional lands (Verges, Tainted lands, Temple of the False God) count only
  when their condition holds; Gaea's Cradle counts its creatures.
* **Filter lands** ("{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}"): when a spell
  can't be paid for otherwise, it activates a filter land for the pair of
  colours that makes the spell affordable (then casts it with that mana).

Casting choices (``goldfish/casting_choices.py``):

* **How to cast**: its mana cost when it can pay it; otherwise dash or
  flashback (cards in its graveyard with flashback, and cards exiled that it
  may play or cast, are weighed with the cards in its hand; a land it may play
  from exile is played before one from its hand, since the permission ends); evoke only for a creature whose "when this enters"
  ability the engine applies; another alternative cost only if it leaves more
  than 5 life and, when it gives up cards or permanents (Force of Will's
  pitch, Daze's Island, Fireblast's Mountains), only for lethal damage.
* **Kicker** and **buyback**: pays them whenever it can afford to (the engine offers them only then).
* **A choice of additional costs** ("discard a card or pay 3 life", CR 601.2b): the life it can spare,
  else what gives up least; an optional additional cost (blight) never (``casting_choices``).
* **Spells that shrink every creature** ("All creatures get -X/-X", Toxic Deluge): never cast (its own
  creatures shrink too, and the goldfish has none to kill).
* **Costs paid with objects**: sacrifices its weakest creature (tokens first)
  or a tapped land, returns a tapped land, exiles or discards a card it would
  never cast, else its most expensive card.
* **Delve**: exiles every card it may, except cards it could flash back.
* **Proliferate** (CR 701.34a): chooses each permanent it controls with counters
  and each opponent with poison counters, never the opponent's permanents or itself.
* **Modes**: the set of modes worth the most whose targets it can aim well
  (damage and removal at the opponent, help at itself), more modes first; a
  modal spell none of whose modes can be aimed well is not cast.  A mode chosen
  more than once (the Confluences) counts each time; it entwines, escalates and
  pays Spree costs whenever it can pay (only payable sets are offered); with
  "choose up to one" and no mode worth aiming, it chooses no mode.

Spells on the stack (``engine/families/stack_effects.py``):

* **Rituals** (spells that only add mana, more than they cost): cast first, but
  only when the mana lets it cast another spell in hand it could not cast
  otherwise, or when it holds a storm card (each spell raises the storm count).
* **Storm** cards: cast last in each main phase, after every other spell it
  can cast (the storm count is then as high as it gets this turn); the copies
  keep the original's targets (the opponent's face).
* **Cascade** and **rebound**: it casts the free spell when the spell is one it
  would cast from its hand and its targets can be aimed well; otherwise it
  declines (a cascaded counterspell is never aimed at its own spell).
* **"Unless pays"**: it pays when it can (its spell is not countered); "untap up
  to two lands" untaps its tapped lands.

Spells that need a target the pilot would not want to hit (removal when the
opponent has no creature, a counterspell with nothing to counter) are not
cast.  On the opponent's turn the pilot only passes.  It never blocks unless
the rules require it (then it takes the engine's suggestion).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Iterable, Mapping, Sequence

from ..engine import (
    Activate, Bottom, Cast, DeclareAttackers, Decision, Discard, Game, Keep, Kind, Mulligan, Pass, Pay,
    PlayLand, Step, Targets,
)
from ..engine.rules import mana_abilities, payment
from ..engine.rules.combat import block_problem
from ..engine.rules.play_permissions import playable_lands
from ..engine.rules.targets import candidates, is_legal_target, object_candidates
from ..engine.rules.player_rules import land_limit
from ..engine.rules.activation_costs import priority_only
from ..engine.rules.casting_costs import castable_elsewhere, cost_changes, has_cost_rules, needs_full_check
from ..engine.rules.characteristics import _battlefield_index
from ..engine.data.cards import Ability, CardDef
from ..engine.families.face_down import morph_ability as fd_morph
from ..engine.turn.actions import land_problem
from ..engine.families.modal_faces import BACK, land_face
from ..engine.rules.mana import ManaCost, can_pay, fewest_units
from ..engine.decisions import Ref
from ..engine.objects import GameObject, Zone, player_ref
from ..engine.families.graveyard_lands import playable as graveyard_lands
from ..engine.families.optional_targets import minimum
# (Imported here, not in the methods that use them: an import in a function is paid for at every
# call, and these are called at every priority decision of a simulation.)
from .casting_choices import best_mode, usable_method
from .face_down_choices import face_down_cast, only_face_down, turn_up_action
from .special_choices import ninjutsu_action, put_from_hand_action, suspend_action

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_KIND_BOTTOM: Final = Kind.BOTTOM
_KIND_CHOOSE: Final = Kind.CHOOSE
_KIND_DECLARE_ATTACKERS: Final = Kind.DECLARE_ATTACKERS
_KIND_DISCARD: Final = Kind.DISCARD
_KIND_MULLIGAN: Final = Kind.MULLIGAN
_KIND_PAY: Final = Kind.PAY
_KIND_PRIORITY: Final = Kind.PRIORITY
_KIND_TARGETS: Final = Kind.TARGETS
_STEP_DECLARE_BLOCKERS: Final = Step.DECLARE_BLOCKERS
_STEP_MAIN1: Final = Step.MAIN1
_STEP_MAIN2: Final = Step.MAIN2
_ZONE_BATTLEFIELD: Final = Zone.BATTLEFIELD

#: Effects that hurt whatever they touch: aimed at the opponent's side.
HARMFUL: Final = frozenset({"damage", "destroy", "exile", "bounce", "tap", "mill", "lose_life", "counter", "destroy_all",
                            "sacrifice", "skip", "discard_choice", "discard_random", "look_hand"})
#: Effects that help whatever they touch: aimed at the pilot's side.
HELPFUL: Final = frozenset({"counters", "untap", "draw", "gain_life", "prevent", "extra_turn", "token"})

_PASS: Final = Pass()
_BASIC_COLORS: Final = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

#: The only priority moments at which the pilot ever acts (its own turn, empty
#: stack): the engine passes for it everywhere else (GameConfig.stops), which
#: saves most of a simulated game's answers without changing any game.
STOPS: Final[tuple[str, ...]] = (_STEP_MAIN1.value, _STEP_DECLARE_BLOCKERS.value, _STEP_MAIN2.value)
_PAY: Final = Pay(auto=True)


@dataclass(frozen=True, slots=True)
class SpellPlan:
    """What the pilot thinks of a card, computed once per card definition."""

    role: str           # land | creature | permanent | draw | burn | pump | sorcery_pump | aura | equipment
                        # | ritual | storm
                        # | removal | extra_turn | extra_combat | other | never
    mana_value: int
    #: For each target spec, which side the pilot aims at: "me" or "them".
    sides: tuple[str, ...] = ()
    instant: bool = False


def _effect_side(ability: Ability, index: int) -> str:
    """Whether target ``index`` of ``ability`` should be the pilot's or the opponent's."""
    if index < len(ability.targets) and ability.targets[index].endswith("your_graveyard"):
        return "me"  # a card of its own graveyard, returned to hand or put on its library
    for e in ability.effects:
        if e["do"] in ("on_targets", "divided_damage"):  # "tap up to two target creatures" (optional_targets.py)
            if index in e.get("targets", ()):
                return "me" if e.get("verb") == "untap" else "them"
            continue
        refs = [e.get("target", 0 if e["do"] not in ("draw", "gain_life", "token", "extra_turn") else "you"),
                e.get("who"), e.get("other")]
        if index not in [r for r in refs if isinstance(r, int)]:
            continue
        if e["do"] == "pump":
            return "me" if int(e.get("power", 0)) + int(e.get("toughness", 0)) >= 0 else "them"
        if e["do"] == "fight" and e.get("other") == index:
            return "them"
        if e["do"] in HARMFUL:
            return "them"
        if e["do"] in HELPFUL or e["do"] == "fight":
            return "me"
    return "them"


def plan_card(card: CardDef) -> SpellPlan:
    """Classify a card for the heuristic (see the module docstring)."""
    mv = card.mana_cost.mana_value
    instant = card.is_instant or "Flash" in card.keywords
    if card.is_land:
        return SpellPlan("land", 0)
    sa = card.spell_ability
    if any(a.kind == "equip" for a in card.abilities):
        return SpellPlan("equipment", mv)
    if sa is not None and sa.kind == "aura":
        grants = sa.params.get("grants", {})
        good = int(grants.get("power", 0)) + int(grants.get("toughness", 0)) >= 0
        if sa.targets[:1] == ("player",):  # "Enchant player": the curses go on the opponent (CR 303.4)
            good = False
        return SpellPlan("aura", mv, ("me" if good else "them",))
    if card.is_permanent_card:
        return SpellPlan("creature" if card.is_creature else "permanent", mv)
    if sa is None:
        return SpellPlan("never" if card.manual else "other", mv)
    sides = tuple(_effect_side(sa, i) for i in range(len(sa.targets)))
    dos = {e["do"] for e in sa.effects}
    # Nested effects ("counter it unless ...", "4 damage instead if ..."): what they do counts too.
    dos |= {x["do"] for e in sa.effects for key in ("effects", "otherwise") for x in e.get(key, ())
            if isinstance(x, dict) and "do" in x}
    if any(a.kind == "static" and a.static == "storm" for a in card.abilities):
        return SpellPlan("storm", mv, sides, instant)
    if dos - {"if_you_control"} == {"add_mana"}:  # Dark Ritual; Cabal Ritual's threshold
        return SpellPlan("ritual", mv, sides, instant)
    if sa.modes:
        # A modal spell: its modes are weighed when it is cast (casting_choices.best_mode).
        dos = {e["do"] for m in sa.modes for e in m.effects}
        if "damage" in dos:
            return SpellPlan("burn", mv, (), instant)
        if dos & {"draw", "token"}:
            return SpellPlan("draw", mv, (), instant)
        return SpellPlan("removal" if dos - {"counter", "if_target_color"} else "never", mv, (), instant)
    if dos & {"counter", "counter_to", "copy_spell"}:
        return SpellPlan("never", mv, sides, instant)
    if "extra_turn" in dos:
        return SpellPlan("extra_turn", mv, sides, instant)
    if "additional_combat" in dos:
        return SpellPlan("extra_combat", mv, sides, instant)
    if "damage" in dos and any(t in ("any", "player", "creature_or_player", "opponent") for t in sa.targets):
        return SpellPlan("burn", mv, sides, instant)
    if "damage" in dos and not sa.targets:
        return SpellPlan("burn", mv, sides, instant)
    if "pump" in dos and not sa.targets and any(_shrinks(e) for e in sa.effects if e["do"] == "pump"):
        return SpellPlan("never", mv, sides, instant)  # "All creatures get -X/-X" (Toxic Deluge): its own too
    if "pump" in dos and sides and sides[0] == "me":
        return SpellPlan("pump" if instant else "sorcery_pump", mv, sides, instant)
    if "pump" in dos and not sa.targets:
        return SpellPlan("pump" if instant else "sorcery_pump", mv, sides, instant)
    if dos & {"draw", "token", "gain_life"} and "them" not in sides:
        return SpellPlan("draw", mv, sides, instant)
    if "them" in sides or dos & {"destroy_all"}:
        return SpellPlan("removal", mv, sides, instant)
    return SpellPlan("other", mv, sides, instant)


def _any_face_choice(objects: dict[int, GameObject], cards: Iterable[int]) -> bool:
    """Whether any of ``cards`` has faces to choose from (a loop, not any() over a generator: asked at every
    priority in a main phase)."""
    for c in cards:
        if objects[c].card.face_choice:
            return True
    return False


def _any_morph(objects: dict[int, GameObject], cards: Iterable[int]) -> bool:
    """Whether any of ``cards`` could be cast face down (morph, disguise), as :func:`_any_face_choice`."""
    for c in cards:
        if fd_morph(objects[c].card) is not None:
            return True
    return False


def _has_activators(game: Game, player: int) -> bool:
    """Whether ``player`` controls a permanent with an activated ability other than a mana
    ability (the battlefield index keeps them, in battlefield order)."""
    state = game.state
    objects = state.objects
    index = state._bf_index  # (_battlefield_index's check written out: asked at every priority)
    if index.version != state._bf_version:
        index = _battlefield_index(state)
    for oid in index.activators:  # (a loop, not any() over a generator: asked at every priority)
        if objects[oid].controller == player:
            return True
    return False


#: plan_card's answers by card definition (see HeuristicPilot.plan).
_PLANS: Final[dict[CardDef, SpellPlan]] = {}
#: Functions of a card's data alone, by card definition, shared by every pilot of a process as
#: :data:`_PLANS` is (a simulation makes a pilot per game; card data never changes): the mana units
#: its first mana ability makes (:meth:`HeuristicPilot._mana_budget`), the colours of its mana
#: abilities (:meth:`HeuristicPilot._produced`), and the colours a land makes or finds
#: (:func:`_land_colors`).
_MANA_UNITS: Final[dict[CardDef, int]] = {}
#: In :data:`_MANA_UNITS`: a source whose mana depends on the game (``mana_abilities.is_special``).
_SPECIAL_SOURCE: Final = -1
#: Each card's ``fewest_units`` of its mana cost (the fewest units of mana that could pay it).
_FEWEST: Final[dict[CardDef, int]] = {}
_PRODUCES: Final[dict[CardDef, tuple[str, ...]]] = {}
_LAND_COLORS: Final[dict[CardDef, frozenset[str]]] = {}


def _bounded(cache: dict[CardDef, Any]) -> None:
    """A bound on a per-card cache, for programs that build card definitions without end."""
    if len(cache) > 50_000:
        cache.clear()


def _land_colors(card: CardDef) -> frozenset[str]:
    """The colours ``card``'s mana abilities make, and those of the basic lands its searches
    find (a fetchland), for :meth:`HeuristicPilot._land_score` (cached per card)."""
    found = _LAND_COLORS.get(card)
    if found is None:
        made = {ch for ab in card.abilities if ab.kind == "mana"
                for ch in (set(ab.produce) & set("WUBRGC") if ab.produce != "any" else "WUBRG")}
        for ab in card.abilities:
            for e in ab.effects:
                if e["do"] == "search":
                    subs = e.get("filter", {}).get("subtypes_any", ())
                    made |= {_BASIC_COLORS[t] for t in subs if t in _BASIC_COLORS}
                    if e.get("filter", {}).get("basic"):
                        made |= set("WUBRG")
        _bounded(_LAND_COLORS)
        found = _LAND_COLORS[card] = frozenset(made)
    return found


def _shrinks(e: Mapping[str, Any]) -> bool:
    """A pump that makes creatures smaller: a negative number, or "-X" (a count ``times`` -1)."""
    for key in ("power", "toughness"):
        v = e.get(key, 0)
        if isinstance(v, int) and v < 0 or isinstance(v, Mapping) and int(v.get("times", 1)) < 0:
            return True
    return False


def _biggest(objects: list[int], game: Game) -> int | None:
    """The object with the most power (a creature), the latest among equals; ``None`` for none."""
    return max(objects, key=lambda c: (game.power(c) if game.is_creature(c) else 0, c)) if objects else None


class HeuristicPilot:
    """The goldfish pilot (see the module docstring for the heuristic)."""

    #: The roles it casts in each main phase, in this order.
    _ORDER_MAIN1 = ("ritual", "draw", "extra_turn", "creature", "permanent", "equipment", "aura", "sorcery_pump",
                    "storm")
    _ORDER_MAIN2 = ("ritual", "draw", "burn", "extra_turn", "extra_combat", "creature", "permanent", "equipment",
                    "aura", "other", "storm")

    def __init__(self, player: int = 0) -> None:
        self.player = player
        self._plans: dict[CardDef, SpellPlan] = {}
        self._search_cache: dict[CardDef, tuple[tuple[int, Ability], ...]] = {}
        #: Targets chosen when deciding to cast or activate, by source object id.
        self._planned: dict[int, tuple[Ref, ...]] = {}

    # ------------------------------------------------------------------ protocol

    def choose(self, game: Game, decision: Decision) -> Any:
        kind = decision.kind
        if kind is _KIND_PRIORITY:
            return self._priority(game)
        if kind is _KIND_PAY:
            return self._pay(game, decision)
        if kind is _KIND_TARGETS:
            return self._targets(game, decision)
        if kind is _KIND_DECLARE_ATTACKERS:
            return self._attack(game, decision)
        if kind is _KIND_MULLIGAN:
            return self._mulligan(game, decision)
        if kind is _KIND_BOTTOM:
            return self._bottom(game, decision)
        if kind is _KIND_DISCARD:
            return self._discard(game, decision)
        if kind is _KIND_CHOOSE:
            return self._choose(game, decision)
        return decision.suggest()

    def _pay(self, game: Game, decision: Decision) -> Any:
        """The engine's automatic payment; when it has none because only a source sacrificed for
        mana (a Treasure) can pay, a payment naming it, sources it keeps first (CR 605.3)."""
        if any(isinstance(o, Pay) and o.auto for o in decision.options()):
            return _PAY
        from ..engine.rules.mana import pay_from_units
        allowed = set(decision.data.get("sources", ()))
        units = [u for u in payment.available_mana_units(game.state, decision.player)
                 if u[0] is None or u[0] in allowed]
        units.sort(key=lambda u: (u[0] is not None, u[0] is not None and payment.sacrificed_for_mana(game.state, u[0])))
        chosen = pay_from_units(ManaCost.parse(str(decision.data.get("cost", ""))), [u[1] for u in units])
        if chosen is None:
            return decision.suggest()  # (cancel, where it may)
        named: dict[int, str] = {}
        for i, t in chosen.items():
            src = units[i][0]
            if src is not None:  # (the pool's mana is spent without being named)
                named.setdefault(src, t)
        return Pay(sources=tuple(sorted(named.items())))

    def _choose(self, game: Game, decision: Decision) -> Any:
        """Shockland payment, library searches, "you may", lands to return (module docstring)."""
        from ..engine.decisions import Choose
        from .casting_choices import choose_casting
        casting = choose_casting(self, game, decision)  # how to cast, cost parts, delve, modes
        if casting is not None:
            return casting
        data = decision.data
        if data.get("crew"):
            from .animation_choices import crew_choice  # the creatures that crew a Vehicle
            crewing = crew_choice(self, game, decision)
            if crewing is not None:
                return crewing
        if data.get("copy_choice"):
            from .copy_choices import copy_choice  # a clone's choice (CR 707.2)
            return copy_choice(game, decision)
        from .remembered_choices import remembered_choice  # a colour or type as it enters, imprint
        remembered = remembered_choice(game, decision, self.player)
        if remembered is not None:
            return remembered
        if data.get("each_reanimate"):  # Exhume: its best creature card (CR 101.4)
            from .library_choices import best_card
            return Choose(best_card(game, [int(c) for c in data["options"]], self.player))
        if data.get("creature_type"):  # "Choose a creature type." as a spell resolves: the type it has most of
            return decision.suggest()
        if data.get("pregame_exile"):  # Gemstone Caverns (CR 103.6a): the card that fits the hand worst
            return Choose(self._worst_first(game, list(data["options"]))[0])
        if data.get("dredge"):  # dredge or draw (CR 702.52a; goldfish/special_choices.py)
            from .special_choices import dredge_choice
            return dredge_choice(game, decision, self.player)
        if data.get("yes_no"):
            if data.get("take_exiled"):  # Tainted Pact: the first spell (reveal_until.py)
                found = [c for c in game.players[self.player].exile if game.objects[c].name == data["take_exiled"]]
                return Choose(0 if found and game.objects[found[-1]].card.is_land else 1)
            if data.get("repeat_process"):  # Ad Nauseam: again while it has life to spare (repeat_effects.py)
                return Choose(1 if game.players[self.player].life > 10 else 0)
            if decision.rule == "614.12":
                return Choose(1 if self._needs_mana_now(game) else 0)
            if "free_cast" in data:  # cascade, rebound (module docstring)
                return Choose(1 if self._worth_casting_free(game, int(data["free_cast"])) else 0)
            if decision.rule == "707.10c":
                return Choose(0)  # a copy keeps the targets the pilot chose for the original
            if decision.rule == "707.10":
                return Choose(0)  # a chain's payment and copy (chain_copies.py): its targets were aimed at the pilot
            return Choose(1)
        if decision.rule == "701.34a" and data.get("proliferate"):
            # Proliferate: its own permanents and the opponents (their poison), never theirs or itself.
            me = self.player
            good = [c for c in data["options"] if (c >= 0 and c in game.objects and game.objects[c].controller == me)
                    or (c <= -2 and -2 - c != me)]
            return Choose(good[0] if good else -1)
        from . import library_choices as lc  # scry, look at the top N, Brainstorm, Thoughtseize, tutors
        if data.get("library_action"):
            return lc.library_choice(game, decision, self.player)
        if data.get("player_action"):  # edicts, piles, naming a card (player_choices.py)
            from .player_choices import player_choice
            return player_choice(game, decision, self.player)
        if data.get("mana_color"):
            allowed = [o.choice for o in decision.options() if isinstance(o, Choose)]
            return lc.mana_color(game, self.player, allowed)
        options = [o.choice for o in decision.options() if isinstance(o, Choose)]
        cards = [c for c in options if c in game.objects]
        if data.get("search") and cards and not all(game.objects[c].card.is_land for c in cards):
            return Choose(lc.best_card(game, cards, self.player))
        if data.get("search"):
            return Choose(self._pick_land(game, cards)) if cards else Choose(-1)
        if data.get("reveal"):
            return Choose(cards[0]) if cards else Choose(-1)
        if decision.rule == "608.2d" and cards:
            return Choose(min(cards, key=lambda c: (not game.objects[c].tapped, self._land_score(game, c), c)))
        return decision.suggest()

    def _worth_casting_free(self, game: Game, card: int) -> bool:
        """Whether to cast a card without paying its mana cost: one it would cast from its hand,
        whose targets it can aim well."""
        if card not in game.objects:
            return False
        cdef = game.objects[card].card
        plan = self.plan(cdef)
        if plan.role in ("never", "ritual"):
            return False
        sa = cdef.spell_ability
        if sa is not None and sa.modes:
            return best_mode(self, game, sa, card) is not None
        if sa is not None and sa.targets:
            return self._targets_for(game, sa, plan.sides, card, self._ready_attackers(game)) is not None
        return True

    def _needs_mana_now(self, game: Game) -> bool:
        me = self.player
        if game.players[me].life <= 5 or game.active != me:
            return False
        budget = self._mana_budget(game)
        return any(game.objects[c].card.mana_cost.mana_value == budget + 1 for c in game.players[me].hand
                   if not game.objects[c].card.is_land)

    def plan(self, card: CardDef) -> SpellPlan:
        found = self._plans.get(card)
        if found is None:
            # (plan_card reads only the card, which never changes: shared by the pilots of a run)
            found = _PLANS.get(card)
            if found is None:
                _bounded(_PLANS)
                found = _PLANS[card] = plan_card(card)
            self._plans[card] = found
        return found

    # ------------------------------------------------------------------ game start

    def _lands(self, game: Game, ids: Iterable[int]) -> int:
        """The lands among ``ids``, a modal double-faced card with a land back face counted (CR 712.12)."""
        objects = game.state.objects
        return sum(1 for c in ids if "Land" in objects[c].card.types or land_face(objects[c].card) is not None)

    def _mulligan(self, game: Game, decision: Decision) -> Any:
        hand = decision.data["hand"]
        mulligans = decision.data["mulligans"]
        keeping = len(hand) - (mulligans if decision.data.get("rule") == "london" else 0)
        if keeping <= 5:
            return Keep()
        lands = self._lands(game, hand)
        return Keep() if 2 <= lands <= 5 else Mulligan()

    def _worst_first(self, game: Game, hand: Sequence[int]) -> list[int]:
        """Cards ordered from the one the hand needs least: excess lands (beyond
        three) or, with few lands, the most expensive spells."""
        lands = [c for c in hand if game.objects[c].card.is_land]
        spells = sorted((c for c in hand if not game.objects[c].card.is_land),
                        key=lambda c: -game.objects[c].card.mana_cost.mana_value)
        out: list[int] = []
        while lands or spells:
            if lands and (len(lands) > 3 or not spells):
                out.append(lands.pop())
            else:
                out.append(spells.pop(0))
        return out

    def _bottom(self, game: Game, decision: Decision) -> Any:
        return Bottom(tuple(self._worst_first(game, decision.data["hand"])[:decision.data["count"]]))

    def _discard(self, game: Game, decision: Decision) -> Any:
        return Discard(tuple(self._worst_first(game, decision.data["hand"])[:decision.data["count"]]))

    # ------------------------------------------------------------------ priority

    def _priority(self, game: Game) -> Any:
        # Keep in step with STOPS: these are the only moments it may act.
        me = self.player
        state = game.state  # (the state's fields, not the Game's properties: read at every priority)
        if state.active != me or state.stack:
            return _PASS
        step = state.step
        if step is _STEP_MAIN1:
            return self._main(game, True)  # (first: in order, not a keyword call)
        if step is _STEP_MAIN2:
            return self._main(game, False)
        if step is _STEP_DECLARE_BLOCKERS:
            return self._after_blockers(game)
        return _PASS

    def _main(self, game: Game, first: bool) -> Any:
        me = self.player
        p = game.state.players[me]
        if p.lands_played < land_limit(game.state, me):  # (an additional land, CR 305.2a)
            exiled = playable_lands(game.state, me)  # "you may play those cards": it expires, so first
            if not exiled:  # Crucible of Worlds: a land from the graveyard before one from the hand
                exiled = graveyard_lands(game.state, me)
            land = self._pick_land(game, exiled) if exiled else self._best_land(game)
            if land is not None:
                return PlayLand(land)
            back = self._land_back_face(game)
            if back is not None:  # no land in hand: a modal double-faced card's land face (CR 712.12)
                return PlayLand(back, BACK)
        fetch = self._fetch(game) if first else None
        if fetch is not None:
            return fetch
        # Cheap upper bound on the mana available, so spells that cannot be
        # afforded are skipped without asking the engine for a payment.
        budget = self._mana_budget(game)
        state = game.state
        objects = state.objects
        hand = []
        cheaper = cost_changes(state)  # (cheaper_than_printed's part that is not the card's: once)
        for c in p.hand:
            card = objects[c].card
            if "Land" in card.types:  # (is_land written out: a property)
                continue
            fewest = _FEWEST.get(card)
            if fewest is None:
                _bounded(_FEWEST)
                fewest = _FEWEST[card] = fewest_units(card.mana_cost)
            if fewest <= budget or has_cost_rules(card) or cheaper:  # (cheaper_than_printed, written out)
                hand.append(c)
        hand += castable_elsewhere(state, me)  # flashback, after the cards in hand
        order = self._ORDER_MAIN1 if first else self._ORDER_MAIN2
        by_role: dict[str, list[int]] = {}  # (the hand sorted into roles once, not once per role)
        plans = self._plans
        for c in hand:
            card = objects[c].card
            plan = plans.get(card)  # (self.plan's cache read first)
            by_role.setdefault((plan if plan is not None else self.plan(card)).role, []).append(c)
        left = len(by_role)  # (the roles of this hand not yet tried: the order has many more)
        for role in order:
            if not left:
                break
            picks = by_role.get(role)
            if not picks:
                continue
            left -= 1
            picks.sort(key=lambda c: (-objects[c].card.mana_cost.mana_value, c))
            for c in picks:
                action = self._try_cast(game, c, role)
                if action is not None:
                    return action
        if _any_face_choice(objects, p.hand):  # another face cast (goldfish/face_choices.py)
            from .face_choices import other_face_cast
            action = other_face_cast(game, me, p.hand)
            if action is not None:
                return action
        # Morph, disguise (face_down_choices.py).
        action = face_down_cast(self, game, hand) if _any_morph(objects, hand) else None
        if action is None and state.face_down:
            action = turn_up_action(self, game)
        if action is not None:
            return action
        if first and _has_activators(game, me):  # creature lands, Vehicles, with the mana left (animation_choices.py)
            from .animation_choices import animate_action  # (it imports this module: imported here, and only then)
            action = animate_action(self, game)
            if action is not None:
                return action
        action = self._use_abilities(game, first)
        if action is None:  # "Put this card from your hand onto the battlefield", suspend (goldfish/special_choices.py)
            action = put_from_hand_action(game, me) or suspend_action(game, me)
        return action if action is not None else _PASS

    def _fetch(self, game: Game) -> Any:
        """Crack a fetchland (an ability of a land that searches for a land) when it can."""
        me = self.player
        if not _has_activators(game, me):
            return None
        state = game.state
        objects = state.objects
        searches = self._search_cache
        for oid in state.battlefield:
            o = objects[oid]
            if o.controller != me or "Land" not in o.card.types:  # (is_land written out: a property)
                continue
            found = searches.get(o.card)  # (self._searches's cache read first)
            for i, ab in found if found is not None else self._searches(game, oid):
                if game.players[me].life > ab.cost.life + 5 and game.activate_problem(me, oid, i, "") is None:
                    return Activate(oid, i)
        return None

    def _searches(self, game: Game, oid: int) -> tuple[tuple[int, Ability], ...]:
        """The object's activated abilities that search (by index; an object's
        activated abilities are its card's, so this is cached per card)."""
        card = game.objects[oid].card
        found = self._search_cache.get(card)
        if found is None:
            found = self._search_cache[card] = tuple(
                (i, ab) for i, ab in enumerate(game.activated_abilities(oid))
                if ab.kind == "activated" and any(e["do"] == "search" for e in ab.effects))
        return found

    def _mana_budget(self, game: Game) -> int:
        """At most how much mana the pilot can make now: its pool plus one or
        more units per untapped mana source (summoning-sick creatures excluded)."""
        me = self.player
        state = game.state
        total = len(state.players[me].pool.units())
        objects = state.objects
        for o in state.battlefield:
            obj = objects[o]
            if obj.controller != me or obj.tapped:
                continue
            card = obj.card
            units = _MANA_UNITS.get(card)
            if units is None:  # what its first mana ability makes (0: it has none), cached per card
                if mana_abilities.is_special(card):
                    units = _SPECIAL_SOURCE
                else:
                    units = 0
                    for ab in card.abilities:
                        if ab.kind == "mana" and not priority_only(ab):  # (not one activated on its own)
                            units = 1 if ab.produce == "any" or "|" in ab.produce else max(1, len(ab.produce))
                            break
                _bounded(_MANA_UNITS)
                _MANA_UNITS[card] = units
            if units == _SPECIAL_SOURCE:  # (mana_abilities.is_special: what it makes depends on the game)
                total += len(mana_abilities.payment_units(state, me, o))
                continue
            if not units or (obj.sick and "Creature" in card.types and not game.has_keyword(o, "Haste")):
                continue
            total += units
        return total

    def _best_land(self, game: Game) -> int | None:
        """The land in hand making the colour the hand's spells need most."""
        me = self.player
        state = game.state
        hand = state.players[me].hand
        objects = state.objects
        lands = [c for c in hand if "Land" in objects[c].card.types]  # (is_land written out: a property)
        if len(lands) <= 1:
            return lands[0] if lands else None
        return self._pick_land(game, lands)

    def _land_back_face(self, game: Game) -> int | None:
        """A card in hand whose back face is a land it may play (a modal double-faced card, CR 712.12):
        played when the hand has no land, the cheapest front face first (the spell least missed)."""
        me = self.player
        state = game.state
        faces = [c for c in state.players[me].hand if land_face(state.objects[c].card) is not None
                 and land_problem(game.state, me, c, BACK) is None]
        return min(faces, key=lambda c: (game.objects[c].card.mana_cost.mana_value, c)) if faces else None

    def _pick_land(self, game: Game, lands: Sequence[int]) -> int:
        need = self._colors_needed(game)
        have = self._colors_had(game, None)  # (the same for every land not on the battlefield: once)
        return max(lands, key=lambda c: (self._land_score(
            game, c, need, have if game.objects[c].zone is not _ZONE_BATTLEFIELD else None), -c))

    def _colors_needed(self, game: Game) -> dict[str, int]:
        """The coloured mana symbols of the hand's cards, by colour."""
        objects = game.state.objects
        need: dict[str, int] = {}
        for h in game.players[self.player].hand:
            for sym in objects[h].card.mana_cost.symbols:
                for color in sym:
                    need[color] = need.get(color, 0) + 1
        return need

    def _colors_had(self, game: Game, but: int | None) -> dict[str, int]:
        """How many of the pilot's permanents (``but`` aside) have a mana ability making each colour."""
        me = self.player
        objects = game.state.objects
        have: dict[str, int] = {}
        for o in game.state.battlefield:
            obj = objects[o]
            if obj.controller == me and o != but:
                produced = _PRODUCES.get(obj.card)  # (self._produced's cache read first)
                for color in produced if produced is not None else self._produced(obj.card):
                    have[color] = have.get(color, 0) + 1
        return have

    def _produced(self, card: CardDef) -> tuple[str, ...]:
        """The colours of each of the card's mana abilities, one entry per ability and colour
        (cached per card: card data never changes)."""
        found = _PRODUCES.get(card)
        if found is None:
            _bounded(_PRODUCES)
            found = _PRODUCES[card] = tuple(
                color for ab in card.abilities if ab.kind == "mana" for color in set(ab.produce) & set("WUBRGC"))
        return found

    def _land_score(self, game: Game, c: int, need: dict[str, int] | None = None,
                    have: dict[str, int] | None = None) -> int:
        """How much the colours land ``c`` makes are still needed by the hand's spells
        (``need``: :meth:`_colors_needed`, ``have``: :meth:`_colors_had` but ``c``, worked out
        once for many lands); a fetchland counts the colours of the lands it can find."""
        if need is None:
            need = self._colors_needed(game)
        if have is None:
            have = self._colors_had(game, c)
        made = _land_colors(game.state.objects[c].card)
        score = len(made)
        for ch in made:  # (a loop, not sum() over a generator: every land in hand, every turn)
            score += max(0, need.get(ch, 0) - have.get(ch, 0))
        return score

    def _ready_attackers(self, game: Game) -> list[int]:
        """My creatures that could attack this turn, strongest first."""
        me = self.player
        state = game.state
        objects = state.objects
        out = []
        for o in state.battlefield:
            obj = objects[o]
            if obj.controller == me and game.is_creature(o) and not obj.tapped \
                    and (not obj.sick or game.has_keyword(o, "Haste")) and not game.has_keyword(o, "Defender"):
                out.append(o)
        out.sort(key=lambda o: (-game.power(o), o))
        return out

    def _choose_side(self, game: Game, spec: str, side: str, source: int, prefer: Sequence[int] = ()) -> Ref | None:
        if side != "me":
            return self._aim_at_them(game, spec, source)
        me = self.player
        mine = [c for c in candidates(game.state, spec, me, source)
                if c == player_ref(me) or (isinstance(c, int) and game.objects[c].controller == me)]
        for c in prefer:
            if c in mine:
                return c
        return mine[0] if mine else None

    def _aim_at_them(self, game: Game, spec: str, source: int) -> Ref | None:
        """:meth:`_choose_side` for their side: an opponent when one is a legal target (most burn),
        without listing every permanent first; else the biggest of their objects."""
        me = self.player
        state = game.state
        for p in game.players:
            if p.index != me and is_legal_target(state, spec, p.ref, me, source):
                return p.ref
        return _biggest([c for c in object_candidates(state, spec, me, source) if game.objects[c].controller != me],
                        game)

    def _targets_for(self, game: Game, ability: Ability, sides: Sequence[str], source: int,
                     prefer: Sequence[int] = ()) -> tuple[Ref, ...] | None:
        low = minimum(ability)  # "up to two target creatures": the optional ones only while there are any
        chosen: list[Ref] = []
        for i, (spec, side) in enumerate(zip(ability.targets, sides)):
            t = self._choose_side(game, spec, side, source, prefer)
            if low is not None and i >= low and (t is None or t in chosen):
                break
            if t is None:
                return None
            chosen.append(t)
        return tuple(chosen)

    def _try_cast(self, game: Game, card: int, role: str) -> Any:
        me = self.player
        cdef = game.objects[card].card
        plan = self.plan(cdef)
        x = 0
        if cdef.mana_cost.x_count:
            x = self._max_x(game, card)
            if x <= 0:
                return None
        elif game.cast_problem(me, card, 0) is not None:
            return self._filter_for(game, cdef.mana_cost)
        if fd_morph(cdef) is not None:
            if only_face_down(self, game, card):
                return None  # cast face down only when nothing better is cast (face_down_choices.py)
        if needs_full_check(game.state, game.objects[card]) and not usable_method(self, game, card):
            return None
        sa = cdef.spell_ability
        if sa is not None and sa.modes and best_mode(self, game, sa, card) is None:
            return None
        if sa is not None and sa.targets:
            prefer: list[int] = self._ready_attackers(game)
            if role in ("sorcery_pump", "aura") and plan.sides and plan.sides[0] == "me" and not prefer:
                return None
            targets = self._targets_for(game, sa, plan.sides, card, prefer)
            if not targets:  # none, or only optional ones and nothing worth aiming at (CR 601.2c)
                return None
            self._planned[card] = targets
        elif role == "sorcery_pump" and not self._ready_attackers(game):
            return None
        elif role == "extra_combat" and not getattr(game, "attacked_this_turn", None):
            return None
        if role == "ritual" and not self._ritual_helps(game, card):
            return None
        if role == "storm" and game.step is _STEP_MAIN1 and not sum(p.spells_cast for p in game.players):
            return None  # nothing cast before it yet: wait for main phase 2
        return Cast(card, x)

    def _ritual_helps(self, game: Game, card: int) -> bool:
        """A ritual is worth casting when its mana lets another spell in hand be cast now that
        could not be otherwise, or when a storm card is in hand and castable after it
        (module docstring).  Colours count: the ritual's mana joins the mana available."""
        from ..engine.rules.casting_costs import _plus
        cdef = game.objects[card].card
        sa = cdef.spell_ability
        # The mana it surely makes (Cabal Ritual: without threshold, its "otherwise").
        plain = [x for e in (sa.effects if sa is not None else ()) for x in (e.get("otherwise", ()) or (e,))]
        made = [frozenset(ch) for e in plain if e.get("do") == "add_mana" for ch in str(e.get("mana", ""))]
        if len(made) < cdef.mana_cost.mana_value:
            return False
        units = [u for _, u in game.available_mana_units(self.player)]
        roles = self._ORDER_MAIN1 if game.step is _STEP_MAIN1 else self._ORDER_MAIN2
        for c in game.players[self.player].hand:
            other = game.objects[c].card
            if c == card or other.is_land or other.mana_cost.x_count:
                continue
            role = self.plan(other).role
            if role == "ritual" or role not in roles:
                continue
            if can_pay(_plus(cdef.mana_cost, other.mana_cost), units + made) and (
                    role == "storm" or not can_pay(other.mana_cost, units)):
                return True
        return False

    def _filter_for(self, game: Game, cost: ManaCost) -> Any:
        """A filter land activation that makes ``cost`` payable, or None (module docstring)."""
        me = self.player
        for oid in game.battlefield:
            o = game.objects[oid]
            if o.controller != me or o.tapped or not o.card.is_land:
                continue
            for i, ab in enumerate(game.activated_abilities(oid)):
                parts = ab.produce.split() if ab.kind == "mana" else []
                if len(parts) != 2 or not ab.cost.mana.symbols or game.activate_problem(me, oid, i, parts[0][0]):
                    continue
                a, b = parts[0].split("|")[:2]
                others = [u for _, u in game.available_mana_units(me, (oid,))]
                for k, unit in enumerate(others):
                    if not can_pay(ab.cost.mana, [unit]):
                        continue
                    rest = others[:k] + others[k + 1:]
                    for pair in (a + a, a + b, b + b):
                        if can_pay(cost, rest + [frozenset(pair[0]), frozenset(pair[1])]):
                            return Activate(oid, i, pair)
        return None

    def _max_x(self, game: Game, card: int) -> int:
        for x in range(12, 0, -1):
            if game.cast_problem(self.player, card, x) is None:
                return x
        return 0

    def _use_abilities(self, game: Game, first: bool) -> Any:
        """Equip, planeswalkers, damage abilities (see the module docstring)."""
        me = self.player
        state = game.state
        objects = state.objects
        # Its permanents with an activated ability other than a mana ability (the battlefield index keeps
        # them, in battlefield order): the others have nothing for the loop below.
        mine: list[int] = []
        for oid in _battlefield_index(state).activators:  # (a loop, not a comprehension: usually empty)
            if objects[oid].controller == me:
                mine.append(oid)
        if not mine:
            return None  # (the usual case: nothing of its own to activate but mana abilities)
        # (Both made when first needed, the same then as now: nothing here changes the game, and most
        # abilities, a planeswalker's, need neither.)
        attackers: list[int] | None = None
        opponent_life: int | None = None
        for oid in mine:
            o = objects[oid]
            for i, ab in enumerate(game.activated_abilities(oid)):
                if ab.kind == "mana":
                    continue
                if ab.kind == "equip":
                    if not first:
                        continue
                    if attackers is None:
                        attackers = self._ready_attackers(game)
                    if o.attached_to in attackers or not attackers:
                        continue
                    if game.activate_problem(me, oid, i, "") is None:
                        best = attackers[0] if o.attached_to != attackers[0] else None
                        if best is not None:
                            self._planned[oid] = (best,)
                            return Activate(oid, i)
                    continue
                if ab.cost.loyalty is not None:
                    if first or ab.cost.loyalty < 0 and any(
                            a.cost.loyalty is not None and a.cost.loyalty >= 0 and game.activate_problem(me, oid, j, "") is None
                            for j, a in enumerate(game.activated_abilities(oid))):
                        continue
                elif first:
                    continue
                dos = {e["do"] for e in ab.effects}
                if ab.cost.loyalty is None:
                    if "damage" not in dos and "token" not in dos:
                        continue
                    if opponent_life is None:
                        opponent_life = min((p.life for p in game.players if p.index != me and not p.lost), default=0)
                    if ab.cost.sacrifice_self and sum(int(e.get("amount", 0)) for e in ab.effects
                                                      if e["do"] == "damage") < opponent_life:
                        continue
                if game.activate_problem(me, oid, i, "") is not None:
                    continue
                sides = tuple(_effect_side(ab, k) for k in range(len(ab.targets)))
                if attackers is None:
                    attackers = self._ready_attackers(game)
                targets = self._targets_for(game, ab, sides, oid, attackers)
                if targets is None:
                    continue
                if "damage" in dos and any(isinstance(t, int) and game.objects[t].controller == me for t in targets):
                    continue
                self._planned[oid] = targets
                return Activate(oid, i)
        return None

    def _after_blockers(self, game: Game) -> Any:
        """Leftover mana into unblocked attackers: instant pumps, then pump abilities."""
        me = self.player
        combat = game.combat
        unblocked = [a for a in combat.attackers if not combat.is_blocked(a) and game.objects[a].controller == me]
        if not unblocked:
            return _PASS
        ninja = ninjutsu_action(game, me)
        if ninja is not None:
            return ninja
        unblocked.sort(key=lambda a: (-game.has_keyword(a, "Double strike"), -game.power(a), a))
        for c in game.players[me].hand:
            cdef = game.objects[c].card
            if self.plan(cdef).role != "pump" or game.cast_problem(me, c, 0) is not None:
                continue
            sa = cdef.spell_ability
            if sa is not None and sa.targets:
                targets = self._targets_for(game, sa, self.plan(cdef).sides, c, unblocked)
                if targets is None or targets[0] not in unblocked:
                    continue
                self._planned[c] = targets
            return Cast(c)
        for a in unblocked:
            for i, ab in enumerate(game.activated_abilities(a)):
                if ab.kind != "activated" or ab.cost.tap or ab.cost.sacrifice_self or ab.targets:
                    continue
                if any(e["do"] == "pump" and e.get("target") == "self" and int(e.get("power", 0)) > 0
                       for e in ab.effects) and game.activate_problem(me, a, i, "") is None:
                    return Activate(a, i)
        return _PASS

    # ------------------------------------------------------------------ other decisions

    def _targets(self, game: Game, decision: Decision) -> Any:
        source = decision.data["source"]
        planned = self._planned.pop(source, None)
        if planned is not None and decision.is_legal(Targets(planned)):
            return Targets(planned)
        # A triggered ability (or a plan that went stale): aim by what it does.
        obj = game.objects.get(source)
        specs: list[str] = list(decision.data["specs"])
        if obj is not None:
            for ab in obj.card.abilities:
                if list(ab.targets) == specs and ab.kind in ("triggered", "activated", "spell", "aura"):
                    sides = tuple(_effect_side(ab, k) for k in range(len(specs)))
                    chosen = self._targets_for(game, ab, sides, source, self._ready_attackers(game))
                    if chosen is not None and decision.is_legal(Targets(chosen)):
                        return Targets(chosen)
                    break
        cands = decision.data["candidates"]
        first = Targets(tuple(c[0] for c in cands)) if all(cands) else None
        return first if first is not None and decision.is_legal(first) else decision.suggest()

    def _attack(self, game: Game, decision: Decision) -> Any:
        me = self.player
        defender = next(p.index for p in game.players if p.index != me)
        target: Ref = player_ref(defender)
        objects = game.state.objects
        blockers = [b for b in game.state.battlefield if objects[b].controller == defender and game.is_creature(b)
                    and not objects[b].tapped]
        chosen = []
        for a in decision.data["candidates"]:
            if self._safe_attack(game, a, blockers):
                chosen.append((a, target))
        answer = DeclareAttackers(tuple(chosen))
        if decision.is_legal(answer):
            return answer
        everyone = DeclareAttackers(tuple((a, target) for a in decision.data["candidates"]))
        return everyone if decision.is_legal(everyone) else decision.suggest()

    @staticmethod
    def _safe_attack(game: Game, attacker: int, blockers: Sequence[int]) -> bool:
        """No untapped potential blocker kills it and survives (CR 509.1 evasion is checked)."""
        if not blockers:
            return True
        power, toughness = game.power(attacker), game.toughness(attacker)
        for b in blockers:
            if game.has_keyword(attacker, "Flying") and not (game.has_keyword(b, "Flying") or game.has_keyword(b, "Reach")):
                continue
            kills = game.power(b) >= toughness or game.has_keyword(b, "Deathtouch")
            survives = power < game.toughness(b) and not game.has_keyword(attacker, "Deathtouch")
            if kills and survives and block_problem is not None:
                return False
        return True
