"""Combat: the rules that judge one combat (CR 506-511).

Following Forge, combat *data* (:class:`Combat`: who attacks what, who
blocks whom, damage assignment order) is kept apart from combat *rules*: small
predicates (:func:`attack_problem`, :func:`block_problem`), declaration
validators (:func:`check_attack_declaration`, :func:`check_block_declaration`)
and the damage-assignment judge (:func:`check_assignment`).  Each returns or
raises with the rule number, so the GUI can say why a drop was refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Iterable, Mapping, Sequence, TYPE_CHECKING

from . import block_rules
from . import characteristics as chars
from . import combat_requirements as reqs
from ..families import keyword_effects as kwe
from .. import operations as ops

from ..decisions import Ref
from ..errors import IllegalAnswer, Problem, problem
from .mana import ManaCost
from ..objects import Zone, player_ref
from ..refs import PlayerRef

if TYPE_CHECKING:
    from ..state import GameState as Game

#: Enum members read on hot paths, bound once as module constants (the engine's hot-path rules: ``mtgtable.engine``).
_ZONE_BATTLEFIELD: Final = Zone.BATTLEFIELD


# ----------------------------------------------------------------------------- attacking

def attack_problem(game: "Game", creature: int) -> Problem | None:
    """Why ``creature`` cannot attack at all, as (rule, reason); ``None`` if it can (CR 508.1a)."""
    o = game.objects.get(creature)
    # (chars.is_creature and chars.on_battlefield, written out: asked of every creature at every attack)
    if o is None or "Creature" not in o.card.types or o.zone is not _ZONE_BATTLEFIELD:
        return problem("508.1a", "#{id} is not a creature on the battlefield", id=creature)
    if o.controller != game.active:
        return problem("508.1a", "{card} is not controlled by the active player", card=o.name)
    if o.tapped:
        return problem("508.1a", "{card} is tapped; only untapped creatures can attack", card=o.name)
    if o.sick and not chars.has_keyword(game, creature, "Haste"):
        return problem("302.6", "{card} has not been under its controller's control since the turn began "
                                "(summoning sickness) and has no haste", card=o.name)
    if chars.has_keyword(game, creature, "Defender"):
        return problem("702.3b", "{card} has defender and can't attack", card=o.name)
    own = chars.statics_by_name(game, o.card)  # (its static abilities, looked up once: most creatures have none)
    if "cant_attack" in own:
        return problem("508.1c", "{card} can't attack", card=o.name)
    granted = block_rules.attack_problem(game, creature)  # "Enchanted creature can't attack" (CR 508.1c)
    if granted is not None:
        return granted
    if not own:
        return None
    for st in own.get("attacks_only_if_defender_controls", ()):
        # "This creature can't attack unless defending player controls an Island." (CR 508.1c)
        land = str(st.params.get("land", ""))
        defender = chars.defending_player(game)
        if not any(game.objects[i].controller == defender and land in game.objects[i].card.subtypes
                   for i in game.battlefield):
            return problem("508.1c", "{card} can't attack unless the defending player controls a {land}",
                           card=o.name, land=land)
    if "attacks_only_if_cast" in own and not any(
            c.is_creature for c in game.players[o.controller].cast_this_turn):
        # Goblin Cohort: "can't attack unless you've cast a creature spell this turn" (CR 508.1c, 601.2i)
        return problem("508.1c", "{card} can't attack unless you've cast a creature spell this turn", card=o.name)
    return None


def attack_target_problem(game: "Game", creature: int, target: Ref) -> Problem | None:
    """CR 508.1b: a creature attacks the defending player or a planeswalker they control."""
    defender = chars.defending_player(game)
    if isinstance(target, PlayerRef):
        if target != player_ref(defender):
            return problem("508.1b", "creatures can only attack the defending player, not {target}",
                           target=ops.describe(game, target))
        return None
    o = game.objects.get(target)
    if o is None or not chars.on_battlefield(game, target) or not chars.is_type(game, target, "Planeswalker"):
        return problem("508.1b", "#{id} is not a planeswalker on the battlefield", id=target)
    if o.controller != defender:
        return problem("508.1b", "{card} is not controlled by the defending player", card=o.name)
    return None


def _max_attackers(game: "Game") -> int | None:
    limits = [int(a.params.get("n", 0)) for pid in chars.permanents_with_static(game, "max_attackers")
              for a in chars.statics(game, pid, "max_attackers")]
    return min(limits) if limits else None


def _attack_restriction(game: "Game", attackers: Sequence[int]) -> Problem | None:
    """Restrictions on the declaration as a whole (CR 508.1c); the attackers are at fault."""
    limit = _max_attackers(game)
    if limit is not None and len(attackers) > limit:
        return problem("508.1c", "no more than {n} creature(s) can attack", n=limit)
    if len(attackers) == 1 and chars.has_static(game, attackers[0], "cant_attack_alone"):
        return problem("508.1c", "{card} can't attack alone", card=game.objects[attackers[0]].name)
    return None


def _attack_requirements(game: "Game", candidates: Iterable[int]) -> set[int]:
    """Creatures with a requirement to attack ("attacks each combat if able", CR 508.1d)."""
    return {c for c in candidates if chars.has_static(game, c, "attacks_each_combat")}


def attack_candidates(game: "Game") -> list[int]:
    """The active player's creatures that could attack now (CR 508.1a)."""
    active, objects = game.active, game.objects
    return [c for c in game.battlefield if objects[c].controller == active and "Creature" in objects[c].card.types
            and attack_problem(game, c) is None]


def _attack_board(game: "Game", candidates: Sequence[int]) -> tuple[int | None, set[int]]:
    """The restrictions on the declaration as a whole: the attacker limit and
    who can't attack alone (CR 508.1c)."""
    return _max_attackers(game), {c for c in candidates if chars.has_static(game, c, "cant_attack_alone")}


def max_attack_requirements(game: "Game", candidates: Sequence[int], required: set[int]) -> int:
    """The most requirements any restriction-respecting declaration obeys (CR 508.1d)."""
    if not required:
        return 0
    limit, alone = _attack_board(game, candidates)
    return len(required & set(reqs.best_attack(candidates, required, limit, alone)))


def check_attack_declaration(game: "Game", attacks: Sequence[tuple[int, Ref]]) -> None:
    """Raise :class:`IllegalAnswer` unless the declaration is legal (CR 508.1a-d)."""
    seen: set[int] = set()
    for attacker, target in attacks:
        if attacker in seen:
            raise IllegalAnswer("508.1a", "{card} is declared as an attacker twice", (attacker,),
                                card=ops.describe(game, attacker))
        seen.add(attacker)
        why = attack_problem(game, attacker) or attack_target_problem(game, attacker, target)
        if why:
            raise IllegalAnswer.because(why, (attacker,))
    chosen = [a for a, _ in attacks]
    restriction = _attack_restriction(game, chosen)
    if restriction:
        raise IllegalAnswer.because(restriction, tuple(chosen))
    active = game.active
    if not any(game.objects[c].controller == active for c in chars.permanents_with_static(game, "attacks_each_combat")):
        return  # no requirements to weigh (the common case)
    candidates = _free_attackers(game)
    required = _attack_requirements(game, candidates)
    best = max_attack_requirements(game, candidates, required)
    obeyed = len(required & seen)
    if obeyed < best:
        missing = sorted(required - seen)
        names = ", ".join(game.objects[m].name for m in missing)
        raise IllegalAnswer("508.1d", "{cards} must attack if able: this declaration obeys {obeyed} "
                                      "requirement(s) but {best} can be obeyed", tuple(missing),
                            cards=names, obeyed=obeyed, best=best)


def _free_attackers(game: "Game") -> list[int]:
    """Candidates that cost nothing to attack with: requirements are weighed only
    among these, since no one must pay a cost to obey one (CR 508.1d)."""
    candidates = attack_candidates(game)
    if _attack_tax(game, chars.defending_player(game)):
        return []
    taxed = _combat_taxes(game, candidates)
    return [c for c in candidates if not taxed.get(c)]


def suggest_attack(game: "Game") -> list[tuple[int, Ref]]:
    """A legal declaration obeying as many requirements as possible (often none)."""
    candidates = _free_attackers(game)
    required = _attack_requirements(game, candidates)
    if not required:
        return []
    target = player_ref(chars.defending_player(game))
    limit, alone = _attack_board(game, candidates)
    return [(c, target) for c in reqs.best_attack(candidates, required, limit, alone)]


# ----------------------------------------------------------------------------- costs to attack and block

#: The cost to attack or block when nothing taxes it (frozen: one for all, made once).
_NO_COST: Final = ManaCost(generic=0, text="{0}")


def attack_cost(game: "Game", attacks: Iterable[tuple[int, Ref]]) -> ManaCost:
    """Total cost to attack (CR 508.1g): each "attack_tax" permanent of an
    attacked player charges its mana cost per creature attacking that player,
    plus the taxes of Auras on the attackers (see :func:`combat_tax`)."""
    attacks = list(attacks)
    generic = combat_tax(game, [a for a, _ in attacks]).mana_value
    per_player: dict[int, int] = {}
    for _, target in attacks:
        defender = target.index if isinstance(target, PlayerRef) else game.objects[target].controller
        if defender not in per_player:
            per_player[defender] = _attack_tax(game, defender)
        generic += per_player[defender]
    return ManaCost(generic=generic, text=f"{{{generic}}}") if generic else _NO_COST


def _attack_tax(game: "Game", defender: int) -> int:
    """What each creature attacking ``defender`` costs through their "attack_tax" permanents (CR 508.1g)."""
    generic = 0
    for pid in chars.permanents_with_static(game, "attack_tax"):
        if game.objects[pid].controller == defender:
            for st in chars.statics(game, pid, "attack_tax"):
                generic += ManaCost.parse(str(st.params.get("mana", "{0}"))).mana_value
    return generic


def combat_tax(game: "Game", creatures: Iterable[int]) -> ManaCost:
    """Costs to attack or block with these creatures imposed by Auras on
    them ("enchanted creature can't attack or block unless its controller
    pays {1} for each card in your hand", CR 508.1g, 509.1d)."""
    generic = sum(_combat_taxes(game, creatures).values())
    return ManaCost(generic=generic, text=f"{{{generic}}}") if generic else _NO_COST


def _combat_taxes(game: "Game", creatures: Iterable[int]) -> dict[int, int]:
    """Each of these creatures that an Aura taxes -> its generic tax (one pass over the battlefield)."""
    wanted = set(creatures)
    out: dict[int, int] = {}
    if not wanted:
        return out
    for pid in game.battlefield:
        aura = game.objects[pid]
        if aura.attached_to not in wanted:
            continue
        for st in chars.statics(game, pid, "enchanted_combat_tax"):
            each = ManaCost.parse(str(st.params.get("mana", "{0}"))).mana_value
            times = len(game.players[aura.controller].hand) if st.params.get("per_card_in_hand") else 1
            assert aura.attached_to is not None
            out[aura.attached_to] = out.get(aura.attached_to, 0) + each * times
    return out


# ----------------------------------------------------------------------------- blocking

def block_capacity(game: "Game", blocker: int) -> int:
    """How many attackers a creature may block (CR 509.1a, "can block an additional creature")."""
    if chars.has_static(game, blocker, "can_block_any_number"):
        return 1_000
    return 1 + sum(int(a.params.get("n", 1)) for a in chars.statics(game, blocker, "can_block_additional"))


def blocker_problem(game: "Game", blocker: int) -> Problem | None:
    """Why ``blocker`` cannot block anything (CR 509.1a)."""
    o = game.objects.get(blocker)
    if o is None or not chars.is_creature(game, blocker) or not chars.on_battlefield(game, blocker):
        return problem("509.1a", "#{id} is not a creature on the battlefield", id=blocker)
    if o.controller != chars.defending_player(game):
        return problem("509.1a", "{card} is not controlled by the defending player", card=o.name)
    if o.tapped:
        return problem("509.1a", "{card} is tapped; only untapped creatures can block", card=o.name)
    if chars.has_static(game, blocker, "cant_block"):
        return problem("509.1b", "{card} can't block", card=o.name)
    return block_rules.blocker_problem(game, blocker)  # "can't block this turn" (CR 509.1b)


def block_problem(game: "Game", blocker: int, attacker: int) -> Problem | None:
    """Why ``blocker`` cannot block ``attacker`` (CR 509.1a-b and the evasion rules of 702)."""
    why = blocker_problem(game, blocker)
    if why:
        return why
    if not game.combat.is_attacking(attacker):
        return problem("509.1a", "{card} is not an attacking creature", card=ops.describe(game, attacker))
    b, a = game.objects[blocker].name, game.objects[attacker].name
    if chars.has_static(game, attacker, "unblockable"):
        return problem("509.1b", "{attacker} can't be blocked", attacker=a)
    walks = [str(st.params.get("land", "")) for st in chars.statics(game, attacker, "landwalk")]
    walks += [str(w) for g in chars._grants(game, attacker) for w in g.get("landwalk", ())]  # a lord's (702.14)
    for land in walks:
        defender = game.objects[blocker].controller
        if any(game.objects[i].controller == defender and land in game.objects[i].card.subtypes
               for i in game.battlefield):
            return problem("702.14c", "{attacker} has {land}walk: the defending player controls a {land}",
                           attacker=a, land=land)
    if chars.has_keyword(game, attacker, "Flying") and not (chars.has_keyword(game, blocker, "Flying")
                                                    or chars.has_keyword(game, blocker, "Reach")):
        return problem("702.9b", "{attacker} has flying; {blocker} has neither flying nor reach", attacker=a, blocker=b)
    if chars.has_keyword(game, attacker, "Shadow") and not chars.has_keyword(game, blocker, "Shadow"):
        return problem("702.28b", "{attacker} has shadow; only creatures with shadow can block it", attacker=a)
    if chars.has_keyword(game, blocker, "Shadow") and not chars.has_keyword(game, attacker, "Shadow"):
        return problem("702.28b", "{blocker} has shadow and can block only creatures with shadow", blocker=b)
    if chars.has_static(game, blocker, "can_block_only_flyers") and not chars.has_keyword(game, attacker, "Flying"):
        return problem("509.1b", "{blocker} can block only creatures with flying", blocker=b)
    if kwe.has_any_evasion(game, attacker):
        found = kwe.evasion_problem(game, attacker, blocker)  # fear, intimidate, horsemanship, skulk
        if found is not None:
            return found
    for st in chars.statics(game, attacker, "cant_be_blocked_by_power_le"):
        n = int(st.params.get("n", 0))
        if chars.power(game, blocker) <= n:
            return problem("509.1b", "{attacker} can't be blocked by creatures with power {n} or less",
                           attacker=a, n=n)
    return block_rules.pair_problem(game, blocker, attacker)  # "except by creatures with flying" (CR 509.1b)


@dataclass(frozen=True, slots=True)
class _Evasion:
    """What :func:`block_problem` looks at in one creature, read once so that
    all blocker-attacker pairs of a big board are judged in N + M look-ups
    instead of N x M (CR 509.1b, 702.9b, 702.28b)."""

    flying: bool
    reach: bool
    shadow: bool
    unblockable: bool
    only_flyers: bool
    power: int
    #: The largest n of "can't be blocked by creatures with power n or less", if any.
    power_le: int | None
    #: What fear, intimidate, horsemanship and skulk look at (``keyword_effects``), read only
    #: when an attacker has one of them.
    more: kwe.Evasion | None

    @classmethod
    def of(cls, game: "Game", c: int, more: bool = False) -> "_Evasion":
        limits = [int(st.params.get("n", 0)) for st in chars.statics(game, c, "cant_be_blocked_by_power_le")]
        return cls(chars.has_keyword(game, c, "Flying"), chars.has_keyword(game, c, "Reach"), chars.has_keyword(game, c, "Shadow"),
                   chars.has_static(game, c, "unblockable"), chars.has_static(game, c, "can_block_only_flyers"),
                   chars.power(game, c), max(limits) if limits else None,
                   kwe.Evasion.of(game, c) if more else None)

    def can_be_blocked_by(self, b: "_Evasion") -> bool:
        return not (self.unblockable
                    or (self.flying and not (b.flying or b.reach))
                    or (self.shadow and not b.shadow) or (b.shadow and not self.shadow)
                    or (b.only_flyers and not self.flying)
                    or (self.power_le is not None and b.power <= self.power_le)
                    or (self.more is not None and b.more is not None
                        and self.more.problem_blocked_by(b.more, "", "") is not None))


def block_options(game: "Game", blockers: Iterable[int]) -> dict[int, list[int]]:
    """Each blocker -> the attackers it may block, in attack order: the same
    judgement as :func:`block_problem` for every pair, in linear look-ups."""
    more = any(kwe.has_any_evasion(game, a) for a in game.combat.attackers)
    attackers = [(a, _Evasion.of(game, a, more)) for a in game.combat.attackers]
    out: dict[int, list[int]] = {}
    alike: dict[_Evasion, list[int]] = {}  # most creatures of a board look alike to these rules
    for b in blockers:
        if blocker_problem(game, b) is not None:
            out[b] = []
            continue
        eb = _Evasion.of(game, b, more)
        found = alike.get(eb)
        if found is None:
            found = alike[eb] = [a for a, ea in attackers if ea.can_be_blocked_by(eb)]
        out[b] = list(found)
    if block_rules.relevant(game):  # "except by creatures with flying", "can't block power 2 or more" (CR 509.1b)
        out = {b: [a for a in found if block_rules.pair_problem(game, b, a) is None] for b, found in out.items()}
    return out


def _needs_two_blockers(game: "Game", attacker: int) -> bool:
    return chars.has_keyword(game, attacker, "Menace") or chars.has_static(game, attacker, "cant_be_blocked_except_by_two_or_more")


def _block_restriction(game: "Game", pairs: Sequence[tuple[int, int]]) -> tuple[Problem, tuple[int, ...]] | None:
    """Restrictions on the declaration as a whole (CR 509.1b): menace and its kin, "can't block alone"."""
    count: dict[int, int] = {}
    for _, a in pairs:
        count[a] = count.get(a, 0) + 1
    for a, n in count.items():
        if n == 1 and _needs_two_blockers(game, a):
            rule = "702.110b" if chars.has_keyword(game, a, "Menace") else "509.1b"
            return problem(rule, "{attacker} can't be blocked except by two or more creatures",
                           attacker=game.objects[a].name), (a,)
    blockers = {b for b, _ in pairs}
    if len(blockers) == 1:
        (only,) = blockers
        if chars.has_static(game, only, "cant_block_alone"):
            return problem("509.1b", "{blocker} can't block alone", blocker=game.objects[only].name), (only,)
    return None


def _block_requirements(game: "Game") -> tuple[set[int], set[int]]:
    """Creatures that must block if able, and attackers that must be blocked if able (CR 509.1c)."""
    must_block = {b for b in _free_blockers(game) if chars.has_static(game, b, "blocks_each_combat")}
    must_be_blocked = {a for a in game.combat.attackers if chars.has_static(game, a, "must_be_blocked")}
    return must_block, must_be_blocked


def block_candidates(game: "Game") -> list[int]:
    """The defending player's creatures that could block now (CR 509.1a)."""
    defender, objects = chars.defending_player(game), game.objects
    return [b for b in game.battlefield if objects[b].controller == defender and chars.is_creature(game, b)
            and blocker_problem(game, b) is None]


def _free_blockers(game: "Game") -> list[int]:
    """Candidates that cost nothing to block with: requirements are weighed only
    among these, since no one must pay a cost to obey one (CR 509.1c)."""
    candidates = block_candidates(game)
    taxed = _combat_taxes(game, candidates)
    return [b for b in candidates if not taxed.get(b)]


def block_board(game: "Game") -> reqs.BlockBoard:
    """The block as plain data for the requirement maximisation (CR 509.1c)."""
    blockers = _free_blockers(game)
    attackers = list(game.combat.attackers)
    must_block = {b for b in blockers if chars.has_static(game, b, "blocks_each_combat")}
    must_be_blocked = {a for a in attackers if chars.has_static(game, a, "must_be_blocked")}
    return reqs.BlockBoard(
        options={b: tuple(atts) for b, atts in block_options(game, blockers).items()},
        capacity={b: block_capacity(game, b) for b in blockers},
        must_block=frozenset(must_block), must_be_blocked=frozenset(must_be_blocked),
        needs_two=frozenset(a for a in attackers if _needs_two_blockers(game, a)),
        cant_block_alone=frozenset(b for b in blockers if chars.has_static(game, b, "cant_block_alone")))


def max_block_requirements(game: "Game") -> int:
    """The most requirements a restriction-respecting block obeys (CR 509.1c),
    computed as a flow (see :mod:`.combat_requirements`)."""
    return reqs.best_blocks(block_board(game))[0]


def check_block_declaration(game: "Game", pairs: Sequence[tuple[int, int]]) -> None:
    """Raise :class:`IllegalAnswer` unless the block declaration is legal (CR 509.1a-c)."""
    seen: set[tuple[int, int]] = set()
    per_blocker: dict[int, int] = {}
    for blocker, attacker in pairs:
        if (blocker, attacker) in seen:
            raise IllegalAnswer("509.1a", "{blocker} is declared blocking {attacker} twice", (blocker,),
                                blocker=ops.describe(game, blocker), attacker=ops.describe(game, attacker))
        seen.add((blocker, attacker))
        why = block_problem(game, blocker, attacker)
        if why:
            raise IllegalAnswer.because(why, (blocker, attacker))
        per_blocker[blocker] = per_blocker.get(blocker, 0) + 1
        if per_blocker[blocker] > block_capacity(game, blocker):
            raise IllegalAnswer("509.1a", "{blocker} can block only {n} creature(s)", (blocker,),
                                blocker=game.objects[blocker].name, n=block_capacity(game, blocker))
    restriction = _block_restriction(game, pairs)
    if restriction:
        raise IllegalAnswer.because(*restriction)
    if not any(game.objects[c].controller == chars.defending_player(game) and chars.has_static(game, c, "blocks_each_combat")
               for c in game.battlefield) and not any(chars.has_static(game, a, "must_be_blocked")
                                                      for a in game.combat.attackers):
        return  # no requirements to weigh (the common case)
    board = block_board(game)
    if board.must_block or board.must_be_blocked:
        best = reqs.best_blocks(board)[0]
        obeyed = reqs.obeyed(board, pairs)
        if obeyed < best:
            blockers = {b for b, _ in pairs}
            missing = sorted((board.must_block - blockers) | (board.must_be_blocked - {a for _, a in pairs}))
            names = ", ".join(game.objects[m].name for m in missing)
            raise IllegalAnswer("509.1c", "requirements not met ({cards}): this block obeys {obeyed} "
                                          "requirement(s) but {best} can be obeyed", tuple(missing),
                                cards=names, obeyed=obeyed, best=best)


def suggest_block(game: "Game") -> list[tuple[int, int]]:
    """A legal declaration: no blocks, unless requirements demand some."""
    board = block_board(game)
    if not board.must_block and not board.must_be_blocked:
        return []
    return reqs.best_blocks(board)[1]


# ----------------------------------------------------------------------------- damage

def lethal_remaining(game: "Game", creature: int, assigned_by_others: int, others_deathtouch: bool) -> int:
    """Damage still needed for lethal (CR 510.1c): toughness minus damage already
    marked minus damage other creatures assign this step; prevention is ignored.
    Damage from a source with deathtouch is lethal whatever its amount (702.2c)."""
    if others_deathtouch and assigned_by_others > 0:
        return 0
    o = game.objects[creature]
    if o.deathtouched and o.damage > 0:
        return 0
    return max(0, chars.toughness(game, creature) - o.damage - assigned_by_others)


def needed_from(game: "Game", source: int, creature: int, others: int, others_dt: bool) -> int:
    """How much ``source`` must assign to ``creature`` for it to count as lethal."""
    rem = lethal_remaining(game, creature, others, others_dt)
    if rem > 0 and chars.has_keyword(game, source, "Deathtouch"):
        return 1
    return rem


@dataclass(frozen=True, slots=True)
class DamageSource:
    """One creature that assigns combat damage this step, and to whom it may."""

    source: int
    power: int
    #: Creatures it may assign to, in damage assignment order where one applies.
    creatures: tuple[int, ...]
    #: The player or planeswalker it may assign to (unblocked, or trample), else None.
    beyond: Ref | None
    ordered: bool
    trample: bool

    def __init__(self, source: int, power: int, creatures: tuple[int, ...], beyond: Ref | None, ordered: bool,
                 trample: bool) -> None:
        # (Written out: mypyc compiles this one; the __init__ @dataclass generates would stay interpreted.)
        object.__setattr__(self, "source", source)  # (frozen)
        object.__setattr__(self, "power", power)
        object.__setattr__(self, "creatures", creatures)
        object.__setattr__(self, "beyond", beyond)
        object.__setattr__(self, "ordered", ordered)
        object.__setattr__(self, "trample", trample)

    @property
    def recipients(self) -> tuple[Ref, ...]:
        return self.creatures + ((self.beyond,) if self.beyond is not None else ())


def check_assignment(game: "Game", sources: Sequence[DamageSource],
                     assignment: Mapping[int, Mapping[Ref, int]]) -> None:
    """Judge one player's whole combat damage assignment at once (CR 510.1c-e).

    ``assignment`` maps each source to {recipient: amount}.  Lethal damage for a
    creature counts damage already marked and damage every other source of the
    assignment gives it (the 510.1c example with the shared 2/4 blocker).
    """
    by_src = {s.source: s for s in sources}
    for src in assignment:
        if src not in by_src:
            raise IllegalAnswer("510.1", "{card} does not assign combat damage now", (src,), card=ops.describe(game, src))
    totals: dict[Ref, int] = {}
    dt_on: dict[Ref, bool] = {}
    for s in sources:
        parts = assignment.get(s.source)
        if parts is None:
            raise IllegalAnswer("510.1e", "no assignment given for {card}", (s.source,),
                                card=game.objects[s.source].name)
        total = 0
        for r, n in parts.items():
            if r not in s.recipients:
                raise IllegalAnswer("510.1c", "{card} can't assign damage to {recipient}", (s.source,),
                                    card=game.objects[s.source].name, recipient=ops.describe(game, r))
            if n < 0:
                raise IllegalAnswer("510.1", "damage amounts can't be negative", (s.source,))
            total += n
            totals[r] = totals.get(r, 0) + n
            if n and chars.has_keyword(game, s.source, "Deathtouch"):
                dt_on[r] = True
        if total != s.power:
            raise IllegalAnswer("510.1a", "{card} must assign exactly its power ({power}), not {total}",
                                (s.source,), card=game.objects[s.source].name, power=s.power, total=total)
    def lethal_ok(parts: Mapping[Ref, int], dt: bool, c: int) -> bool:
        """Whether creature ``c`` has been assigned lethal damage, counting what
        the other sources assign it (CR 510.1c) and deathtouch (CR 702.2c)."""
        mine = parts.get(c, 0)
        others = totals.get(c, 0) - mine
        other_dt = dt_on.get(c, False) and not (dt and mine and others == 0)
        if dt and mine > 0:
            return True
        return mine >= lethal_remaining(game, c, others, other_dt)

    for s in sources:
        parts = assignment[s.source]
        name = game.objects[s.source].name
        dt = chars.has_keyword(game, s.source, "Deathtouch")

        if s.ordered and len(s.creatures) > 1:
            for i, c in enumerate(s.creatures):
                if parts.get(c, 0) > 0:
                    for earlier in s.creatures[:i]:
                        if not lethal_ok(parts, dt, earlier):
                            raise IllegalAnswer(
                                "510.1c" if game.combat.is_attacking(s.source) else "510.1d",
                                "{card} can't assign damage to {later} until {earlier}, earlier in the "
                                "damage assignment order, has been assigned lethal damage", (s.source, earlier),
                                card=name, later=game.objects[c].name, earlier=game.objects[earlier].name)
        if s.beyond is not None and s.creatures and parts.get(s.beyond, 0) > 0:
            for c in s.creatures:
                if not lethal_ok(parts, dt, c):
                    raise IllegalAnswer("702.19c", "{card} can assign damage to {player} only after assigning "
                                                   "lethal damage to {blocker}", (s.source, c),
                                        card=name, player=ops.describe(game, s.beyond), blocker=game.objects[c].name)


def suggest_assignment(game: "Game", sources: Sequence[DamageSource]) -> dict[int, dict[Ref, int]]:
    """Lethal damage to each creature in order, the rest to the last one (or to
    the player with trample): the "assign lethal in order" button."""
    out: dict[int, dict[Ref, int]] = {}
    given: dict[Ref, int] = {}
    dt_given: dict[Ref, bool] = {}
    for s in sources:
        left = s.power
        parts: dict[Ref, int] = {}
        for c in s.creatures:
            if left <= 0:
                break
            need = needed_from(game, s.source, c, given.get(c, 0), dt_given.get(c, False))
            n = min(left, need)
            if n:
                parts[c] = n
                left -= n
        if left > 0:
            last: Ref | None = s.beyond if s.beyond is not None else (s.creatures[-1] if s.creatures else None)
            if last is not None:
                parts[last] = parts.get(last, 0) + left
        for r, n in parts.items():
            given[r] = given.get(r, 0) + n
            if n and chars.has_keyword(game, s.source, "Deathtouch"):
                dt_given[r] = True
        out[s.source] = parts
    return out


def has_choice(game: "Game", s: DamageSource, shared: set[Ref]) -> bool:
    """Whether more than one assignment is legal for ``s`` (else it is made automatically).

    ``shared`` holds recipients that other sources of the same player may also
    damage: their damage could make lethal smaller, so they count as a choice.
    """
    if s.power <= 0:
        return False
    recipients = s.recipients
    if len(recipients) <= 1:
        return False
    if not s.ordered and len(s.creatures) > 1:
        return True  # the 2024 rules: divide freely among blockers
    first = s.creatures[0]
    if first in shared:
        return True
    return s.power > needed_from(game, s.source, first, 0, False)
