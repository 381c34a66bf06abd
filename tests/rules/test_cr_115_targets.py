"""CR 115.3 (114 in the older translation in shared/rules): the same object can't be
chosen twice for one word "target", but may be for different words "target"."""

from __future__ import annotations

from mtgtable.engine import Kind

from .helpers import assert_illegal, assert_legal, lands, perm, scenario

MAIN = """
[game]
turn = 5
active = 0
step = "main1"
[[player]]
name = "Alice"
hand = [{{ card = "Agony Warp", alias = "warp" }}]
{alice}
[[player]]
name = "Bob"
{bob}
"""


def test_cr_115_3_two_target_lands_must_be_two_different_lands() -> None:
    text = MAIN.format(alice=perm("Garruk Wildspeaker", "garruk") + perm("Forest", "f1", "tapped = true")
                       + perm("Forest", "f2", "tapped = true"), bob="")
    sc = scenario(text)
    sc.answer("activate garruk 0")
    assert sc.game.pending.kind is Kind.TARGETS and sc.game.pending.data["distinct"] is True
    assert_illegal(sc, "targets f1 f1", "115.3")
    assert all(len(set(o.targets)) == 2 for o in sc.game.pending.options())
    assert_legal(sc, "targets f1 f2")


def test_cr_115_3_one_land_is_not_enough_for_two_target_lands() -> None:
    sc = scenario(MAIN.format(alice=perm("Garruk Wildspeaker", "garruk") + perm("Forest", "f1", "tapped = true"),
                              bob=""))
    assert not any(str(a).startswith(f"activate {sc.id('garruk')} 0") for a in sc.game.pending.options())


def test_cr_115_3_different_words_target_may_choose_the_same_creature() -> None:
    sc = scenario(MAIN.format(alice=lands("Swamp", "Island"), bob=perm("Grizzly Bears", "bear")))
    sc.answer("cast warp")
    assert sc.game.pending.data["distinct"] is False
    assert_legal(sc, "targets bear bear")
