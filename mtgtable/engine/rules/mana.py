"""Mana costs, mana pools and paying costs (CR 106, 107.4, 117.7).

A cost is parsed once into a :class:`ManaCost`.  Paying it means matching
each mana symbol to one unit of mana: coloured and hybrid symbols need a unit
of a fitting colour, generic symbols take any unit (CR 107.4c, 117.7).
:func:`pay_from_units` solves that matching exactly (augmenting paths), so the
automatic payment helper never proposes an illegal payment and never misses a
legal one.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Final, Iterable, Sequence, Sized

#: The five colours and colourless, in WUBRG order (CR 105.1, 106.1b).
COLORS: Final = ("W", "U", "B", "R", "G")
MANA_TYPES = COLORS + ("C",)
COLOR_NAMES: Final = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}

_SYMBOL: Final = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A parsed mana cost such as ``{2}{G}{G}``, ``{X}{R}`` or ``{W/U}{2/B}``.

    ``symbols`` keeps every non-generic symbol as the set of mana types that
    may pay it: ``("G",)`` for ``{G}``, ``("W", "U")`` for hybrid ``{W/U}``.
    Monocoloured hybrid ``{2/W}`` is kept in ``twobrid`` (pay W or two generic).
    """

    generic: int = 0
    symbols: tuple[tuple[str, ...], ...] = ()
    twobrid: tuple[str, ...] = ()
    x_count: int = 0
    text: str = ""
    #: CR 202.3: X counts as zero; hybrid symbols count their largest part.
    mana_value: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "mana_value", self.generic + len(self.symbols) + 2 * len(self.twobrid))

    @classmethod
    def parse(cls, text: str | None) -> "ManaCost":
        if not text:
            return cls()
        rest = _SYMBOL.sub("", text).strip()
        if rest:
            raise ValueError(f"not a mana cost: {text!r}")
        generic = 0
        symbols: list[tuple[str, ...]] = []
        twobrid: list[str] = []
        x_count = 0
        for raw in _SYMBOL.findall(text):
            sym = raw.upper()
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x_count += 1
            elif sym in MANA_TYPES:
                symbols.append((sym,))
            elif "/" in sym:
                left, right = sym.split("/", 1)
                if left == "2" and right in COLORS:
                    twobrid.append(right)
                elif right == "P" and left in COLORS:
                    symbols.append((left,))  # Phyrexian mana: always paid with mana here
                elif left in MANA_TYPES and right in MANA_TYPES:
                    symbols.append((left, right))
                else:
                    raise ValueError(f"unknown mana symbol {{{raw}}} in {text!r}")
            else:
                raise ValueError(f"unknown mana symbol {{{raw}}} in {text!r}")
        return cls(generic, tuple(symbols), tuple(twobrid), x_count, text)

    @property
    def colors(self) -> frozenset[str]:
        found = {c for sym in self.symbols for c in sym if c in COLORS}
        found.update(self.twobrid)
        return frozenset(found)

    def with_x(self, x: int) -> "ManaCost":
        """The cost actually paid once X is chosen (CR 107.3); a cost without
        X is its own (no new object: this runs for every spell considered)."""
        if not self.x_count:
            return self
        return ManaCost(self.generic + x * self.x_count, self.symbols, self.twobrid, 0, self.text)

    def __str__(self) -> str:
        return self.text or "{0}"

    def __copy__(self) -> "ManaCost":
        return self  # immutable, like a tuple

    def __deepcopy__(self, memo: dict[int, object]) -> "ManaCost":
        # (Without this, deepcopy rebuilds it field by field, which a frozen
        # class compiled by mypyc refuses: it lacks the pure dataclass's __setstate__.)
        return self


@dataclass(slots=True)
class ManaPool:
    """A player's mana pool (CR 106.4): amounts by mana type.

    ``restricted`` holds mana that may be spent only on some things ("Spend this
    mana only to cast a Dragon creature spell", CR 106.6), one entry per unit:
    its type and its restriction (an ``engine.restricted_mana.Restriction``).
    :meth:`units` leaves it out, so a payment that does not ask for it by what it
    pays for never spends it."""

    amounts: dict[str, int] = field(default_factory=dict)
    restricted: list[tuple[str, object]] = field(default_factory=list)

    def __init__(self, amounts: dict[str, int] | None = None, restricted: list[tuple[str, object]] | None = None,
                 ) -> None:
        # (Written out so that mypyc compiles it, see objects.GameObject: one is made for every player and copy.)
        self.amounts = {} if amounts is None else amounts
        self.restricted = [] if restricted is None else restricted

    def add(self, mana_type: str, amount: int = 1) -> None:
        self.amounts[mana_type] = self.amounts.get(mana_type, 0) + amount

    def units(self) -> list[str]:
        amounts = self.amounts
        if not amounts:
            return []
        out: list[str] = []
        for t in MANA_TYPES:  # (each type's units in MANA_TYPES order)
            n = amounts.get(t, 0)
            if n > 0:
                out.extend([t] * n)
        return out

    def total(self) -> int:
        return sum(self.amounts.values()) + len(self.restricted)

    def remove_units(self, units: Iterable[str]) -> None:
        for u in units:
            left = self.amounts.get(u, 0) - 1
            if left < 0:
                raise ValueError(f"no {u} mana in pool")
            if left:
                self.amounts[u] = left
            else:
                del self.amounts[u]

    def empty(self) -> int:
        """Empty the pool (CR 500.4); returns how much mana was lost."""
        lost = self.total()
        self.amounts.clear()
        self.restricted.clear()
        return lost

    def copy(self) -> "ManaPool":
        return ManaPool(dict(self.amounts), list(self.restricted))

    def __str__(self) -> str:
        if not self.amounts and not self.restricted:
            return "empty"  # (the usual pool: every payment decision shows it)
        plain = "".join(f"{{{t}}}" * self.amounts.get(t, 0) for t in MANA_TYPES)
        spent_only = "".join(f"{{{t}}}" for t, _ in self.restricted)
        if spent_only:
            return f"{plain}+{spent_only}*" if plain else f"{spent_only}*"
        return plain or "empty"


def _requirements(cost: ManaCost) -> list[tuple[str, ...]]:
    """Coloured/hybrid symbols as the mana types that may pay each."""
    return list(cost.symbols)


def pay_from_units(cost: ManaCost, units: Sequence[frozenset[str] | str]) -> dict[int, str] | None:
    """Choose which units pay ``cost`` (X already applied).

    ``units`` are units of mana, each either a fixed type (``"G"``) or the set
    of types it could become (a source that adds one mana of any of several
    colours).  Returns the indices of the units used, or ``None`` if the cost
    cannot be paid.  Units that could become fewer types are preferred, so a
    flexible source is kept for later when possible.
    """
    reqs = _requirements(cost)
    if not cost.twobrid and all_single(reqs):
        types: list[str] = []
        for unit in units:
            if len(unit) != 1:
                break
            types.append(unit if isinstance(unit, str) else next(iter(unit)))
        else:
            return _pay_single_types(cost.generic, reqs, types)
    options = [frozenset(u) if isinstance(u, str) else u for u in units]
    # Two-brid symbols: try paying each with its colour first, else with two generic.
    for colored_twobrid in range(len(cost.twobrid), -1, -1):
        extra: list[tuple[str, ...]] = [(c,) for c in cost.twobrid[:colored_twobrid]]
        generic = cost.generic + 2 * (len(cost.twobrid) - colored_twobrid)
        used = _match(reqs + extra, options)
        if used is None:
            continue
        free = [i for i in range(len(options)) if i not in used.values()]
        if len(free) < generic:
            continue
        free.sort(key=lambda i: (len(options[i]), i))
        allreqs = reqs + extra
        chosen = {u: _pick(options[u], allreqs[r]) for r, u in used.items()}
        for u in free[:generic]:
            chosen[u] = _pick(options[u], _GENERIC_ORDER)
        return dict(sorted(chosen.items()))
    return None


def _pay_single_types(generic: int, reqs: list[tuple[str, ...]], types: list[str]) -> dict[int, str] | None:
    """The common case (basic lands, plain coloured symbols): every unit and symbol has one type,
    so no matching is needed.  Each symbol takes the first unit of its type not taken yet, and
    generic mana the first units left: the result the general matching gives (by unit index)."""
    n = len(types)
    taken: list[str | None] = [None] * n
    cursor: dict[str, int] = {}  # for each type: where its next unit is looked for
    for (t,) in reqs:
        i = cursor.get(t, 0)
        while i < n and types[i] != t:
            i += 1
        if i == n:
            return None
        taken[i] = t
        cursor[t] = i + 1
    left = generic
    i = 0
    while left and i < n:
        if taken[i] is None:
            taken[i] = types[i]
            left -= 1
        i += 1
    if left:
        return None
    return {i: t for i, t in enumerate(taken) if t is not None}


#: Generic mana is paid with colourless first where a source offers it (a painland's
#: {C} costs no life).
_GENERIC_ORDER = ("C",) + COLORS


def _pick(option: frozenset[str], wanted: Sequence[str]) -> str:
    for t in wanted:
        if t in option:
            return t
    return sorted(option)[0]


def _match(reqs: list[tuple[str, ...]], options: list[frozenset[str]]) -> dict[int, int] | None:
    """Bipartite matching of symbols to units (Kuhn's augmenting paths)."""
    owner: dict[int, int] = {}  # unit index -> requirement index
    order = sorted(range(len(options)), key=lambda i: (len(options[i]), i))
    # The units that can pay each symbol, in the order they are tried (worked out once, not at every step).
    payers = [[u for u in order if not options[u].isdisjoint(r)] for r in reqs]
    for r in sorted(range(len(reqs)), key=lambda r: len(reqs[r])):
        if not _try_assign(payers, owner, r, set()):
            return None
    return {r: u for u, r in owner.items()}


def _try_assign(payers: list[list[int]], owner: dict[int, int], r: int, seen: set[int]) -> bool:
    """An augmenting path for requirement ``r`` (:func:`_match`).  (A module function, not a
    function nested in ``_match``: compiled, a recursive nested function and its environment
    refer to each other, a cycle only the garbage collector frees.)"""
    for u in payers[r]:
        if u in seen:
            continue
        seen.add(u)
        if u not in owner or _try_assign(payers, owner, owner[u], seen):
            owner[u] = r
            return True
    return False


def fewest_units(cost: ManaCost) -> int:
    """The fewest units of mana that can pay ``cost`` (X already applied): its mana value counts a
    monocoloured hybrid symbol ``{2/W}`` as two (CR 202.3), but one white mana pays it (CR 107.4)."""
    return cost.generic + len(cost.symbols) + len(cost.twobrid)


def all_single(items: Iterable[Sized]) -> bool:
    """Whether every item has one element (a symbol or unit of a single mana type): ``all()`` over a
    generator written as a loop, since every payment asks."""
    for item in items:
        if len(item) != 1:
            return False
    return True


def can_pay(cost: ManaCost, units: Sequence[frozenset[str] | str]) -> bool:
    """Whether ``units`` can pay ``cost``; counting is enough when every unit and
    symbol has a single type (the common case), else the full matching decides."""
    if len(units) < fewest_units(cost):
        return False
    if not cost.twobrid and all_single(cost.symbols) and all_single(units):
        have: dict[str, int] = {}
        for u in units:
            t = u if isinstance(u, str) else next(iter(u))
            have[t] = have.get(t, 0) + 1
        for (t,) in cost.symbols:
            left = have.get(t, 0) - 1
            if left < 0:
                return False
            have[t] = left
        return True  # generic: any units left over, and there are enough in total
    # Whether pay_from_units would find a payment, without choosing which types each unit makes.
    options = [frozenset(u) if isinstance(u, str) else u for u in units]
    reqs = _requirements(cost)
    for colored_twobrid in range(len(cost.twobrid), -1, -1):
        generic = cost.generic + 2 * (len(cost.twobrid) - colored_twobrid)
        used = _match(reqs + [(c,) for c in cost.twobrid[:colored_twobrid]], options)
        if used is not None and len(options) - len(used) >= generic:
            return True
    return False


def count_units(units: Iterable[str]) -> Counter[str]:
    return Counter(units)
