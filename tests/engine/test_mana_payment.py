"""The payment solver's two questions agree (CR 117.3, 601.2g-h): whether a cost can be paid
(``can_pay``, asked for every card in a hand at every priority, so it only looks for a matching)
and which units pay it (``pay_from_units``, which also chooses the type each unit makes)."""

from __future__ import annotations

import random

from mtgtable.engine.rules.mana import ManaCost, can_pay, pay_from_units

_SYMBOLS = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{W/U}", "{U/B}", "{B/R}", "{R/G}", "{G/W}", "{2/W}", "{2/G}"]
_UNITS = ["W", "U", "B", "R", "G", "C", frozenset("WU"), frozenset("UB"), frozenset("BR"), frozenset("RG"),
          frozenset("GW"), frozenset("WUBRG")]


def test_cr_117_3_can_pay_is_whether_pay_from_units_finds_a_payment() -> None:
    rng = random.Random(117)
    for _ in range(3000):
        text = (f"{{{rng.randrange(4)}}}" if rng.random() < 0.7 else "") + \
            "".join(rng.choice(_SYMBOLS) for _ in range(rng.randrange(4)))
        cost = ManaCost.parse(text)
        units = [rng.choice(_UNITS) for _ in range(rng.randrange(7))]
        assert can_pay(cost, units) == (pay_from_units(cost, units) is not None), (text, units)


def test_cr_117_3_a_two_colour_land_pays_either_symbol_but_not_both() -> None:
    dual = frozenset("UB")
    assert can_pay(ManaCost.parse("{U}"), [dual]) and can_pay(ManaCost.parse("{B}"), [dual])
    assert not can_pay(ManaCost.parse("{U}{B}"), [dual])
    assert can_pay(ManaCost.parse("{U}{B}"), [dual, "B"])
    assert not can_pay(ManaCost.parse("{1}{U}{B}"), [dual, "B"])


def test_cr_601_2h_the_usual_payment_uses_the_first_units_of_each_type_then_the_first_left() -> None:
    """Every unit and symbol of one type (basic lands, plain coloured symbols): each coloured symbol
    is paid with the first unit of its type not used yet, the generic part with the first units
    left, and the choice is listed by unit index (the auto-payment names sources in that order)."""
    rng = random.Random(601)
    for _ in range(3000):
        colored = [rng.choice("WUBRGC") for _ in range(rng.randrange(5))]
        generic = rng.randrange(4)
        cost = ManaCost.parse((f"{{{generic}}}" if generic else "") + "".join(f"{{{t}}}" for t in colored))
        units: list[str | frozenset[str]] = [rng.choice(["W", "U", "B", "R", "G", "C", frozenset("G")])
                                             for _ in range(rng.randrange(9))]
        types = [u if isinstance(u, str) else next(iter(u)) for u in units]
        expected: dict[int, str] = {}
        for t in colored:
            first = next((i for i, u in enumerate(types) if u == t and i not in expected), None)
            if first is None:
                break
            expected[first] = t
        else:
            left = [i for i in range(len(types)) if i not in expected][:generic]
            if len(left) == generic:
                expected.update((i, types[i]) for i in left)
                chosen = pay_from_units(cost, units)
                assert chosen is not None and list(chosen.items()) == sorted(expected.items()), (cost, units)
                continue
        assert pay_from_units(cost, units) is None, (cost, units)
