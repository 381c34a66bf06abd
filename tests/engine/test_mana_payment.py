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
