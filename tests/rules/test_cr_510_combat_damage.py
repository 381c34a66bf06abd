"""CR 510: combat damage, with every worked example of 510.1c and 510.2."""

from __future__ import annotations

from mtgtable.engine import Kind, Step

from .helpers import (
    assert_illegal,
    assert_legal,
    lesson,
    life,
    on_battlefield,
    scenario,
)


def test_cr_510_1c_example_1_lethal_in_order() -> None:
    sc = lesson("cr_510_1c_gorger.toml")
    assert sc.game.pending.kind is Kind.ASSIGN_DAMAGE
    for legal in ("assign gorger: guardian=3 elves=2", "assign gorger: guardian=4 elves=1",
                  "assign gorger: guardian=5"):
        assert_legal(sc, legal)
    err = assert_illegal(sc, "assign gorger: guardian=2 elves=3", "510.1c")
    assert "Pride Guardian" in err.reason


def test_cr_510_1a_must_assign_exactly_its_power() -> None:
    sc = lesson("cr_510_1c_gorger.toml")
    assert_illegal(sc, "assign gorger: guardian=3 elves=1", "510.1a")


def test_cr_510_1c_example_1_damage_is_dealt() -> None:
    sc = lesson("cr_510_1c_gorger.toml")
    sc.answer("assign gorger: guardian=3 elves=2")
    assert not on_battlefield(sc, "guardian") and not on_battlefield(sc, "elves")
    assert sc.game.objects[sc.id("gorger")].damage == 1  # the Elves' 1 damage


def test_cr_510_1c_example_2_pump_leaves_one_legal_assignment() -> None:
    sc = lesson("cr_510_1c_pump.toml")
    # Only one assignment is legal (all 5 to the 3/6 Guardian): made automatically.
    g = sc.game
    assert g.step is Step.COMBAT_DAMAGE and g.pending.kind is Kind.PRIORITY
    assert g.objects[sc.id("guardian")].damage == 5
    assert on_battlefield(sc, "elves") and g.objects[sc.id("elves")].damage == 0


def test_cr_510_1c_example_3_prevention_is_ignored_when_assigning() -> None:
    sc = lesson("cr_510_1c_prevention.toml")
    for legal in ("assign gorger: guardian=3 elves=2", "assign gorger: guardian=4 elves=1",
                  "assign gorger: guardian=5"):
        assert_legal(sc, legal)
    sc.answer("assign gorger: guardian=3 elves=2")
    assert on_battlefield(sc, "guardian") and sc.game.objects[sc.id("guardian")].damage == 0  # 3 prevented
    assert not on_battlefield(sc, "elves")


def test_cr_510_1c_example_4_marked_damage_and_other_attackers_count() -> None:
    sc = lesson("cr_510_1c_shared_blocker.toml")
    assert sc.game.pending.kind is Kind.ASSIGN_DAMAGE and sc.game.pending.player == 0
    assert_legal(sc, "assign baloth: armodon=1 brigade=1 silverback=5; boars: brigade=3 piker=1")
    # Without the Baloth's 1, the Boars' 3 is not lethal for the 2/4 Brigade.
    assert_illegal(sc, "assign baloth: armodon=1 silverback=6; boars: brigade=3 piker=1", "510.1c")
    # The Brigade needs 4 in total before the Piker can be assigned damage.
    assert_illegal(sc, "assign baloth: armodon=1 brigade=1 silverback=5; boars: brigade=2 piker=2", "510.1c")
    # Armodon already has 2 damage: 1 more is lethal, 0 is not.
    assert_illegal(sc, "assign baloth: brigade=2 silverback=5; boars: brigade=3 piker=1", "510.1c")
    sc.answer("assign baloth: armodon=1 brigade=1 silverback=5; boars: brigade=3 piker=1")
    # CR 703.4n: then the defending player assigns.  Armodon and Silverback
    # already give the Baloth lethal damage, so the Brigade may even hit the Boars.
    assert sc.game.pending.kind is Kind.ASSIGN_DAMAGE and sc.game.pending.player == 1
    assert_legal(sc, "assign brigade: boars=2")
    sc.answer("assign brigade: baloth=2")
    for dead in ("armodon", "brigade", "silverback", "piker"):
        assert not on_battlefield(sc, dead), dead


def test_cr_510_2_example_sacrificed_blocker_attacker_stays_blocked() -> None:
    sc = lesson("cr_510_2_sacrificed_blocker.toml")
    g = sc.game
    assert g.step is Step.COMBAT_DAMAGE
    assert not on_battlefield(sc, "hawk") and not on_battlefield(sc, "fanatic")
    assert life(sc, 1) == 20  # the blocked Piker deals no combat damage
    assert any(e.rule == "510.2" for e in g.events) is False


def test_cr_510_2_example_without_sacrifice_both_trade() -> None:
    text = (lesson.__globals__["SCENARIOS"] / "cr_510_2_sacrificed_blocker.toml").read_text()
    text = text.replace('answers = ["pass", "activate fanatic 0", "targets hawk", "pass", "pass", "pass", "pass"]',
                        'answers = ["pass", "pass"]')
    sc = scenario(text)
    assert not on_battlefield(sc, "fanatic") and not on_battlefield(sc, "piker")
    assert on_battlefield(sc, "hawk") and life(sc, 1) == 19


TRAMPLE = """
[game]
turn = 5
active = 0
step = "declare_blockers"
damage_order = {order}
[cards."Trampling Wurm"]
manaCost = "{{4}}{{G}}"
types = ["Creature"]
power = 5
toughness = 5
keywords = [{keywords}]
[[player]]
name = "Alice"
[[player.battlefield]]
card = "Trampling Wurm"
alias = "wurm"
attacking = "p1"
tapped = true
[[player]]
name = "Bob"
[[player.battlefield]]
card = "Grizzly Bears"
alias = "bears"
blocking = ["wurm"]
{more}
[script]
answers = ["pass", "pass"]
"""


def test_cr_702_19c_trample_needs_lethal_before_player() -> None:
    sc = scenario(TRAMPLE.format(order="true", keywords='"Trample"', more=""))
    assert_legal(sc, "assign wurm: bears=2 p1=3")
    assert_legal(sc, "assign wurm: bears=5")
    assert_illegal(sc, "assign wurm: bears=1 p1=4", "702.19c")
    sc.answer("assign wurm: bears=2 p1=3")
    assert life(sc, 1) == 17 and not on_battlefield(sc, "bears")


def test_cr_702_2c_deathtouch_trample_one_is_lethal() -> None:
    sc = scenario(TRAMPLE.format(order="true", keywords='"Trample", "Deathtouch"', more=""))
    assert_legal(sc, "assign wurm: bears=1 p1=4")
    sc.answer("assign wurm: bears=1 p1=4")
    assert life(sc, 1) == 16 and not on_battlefield(sc, "bears")


def test_cr_702_19e_trampler_whose_blockers_are_gone_hits_the_player() -> None:
    text = TRAMPLE.format(order="true", keywords='"Trample"', more="")
    text = text.replace('card = "Grizzly Bears"', 'card = "Mogg Fanatic"')
    text = text.replace('answers = ["pass", "pass"]',
                        'answers = ["pass", "activate bears 0", "targets p0", "pass", "pass", "pass", "pass"]')
    sc = scenario(text)
    assert life(sc, 0) == 19  # the Fanatic's 1 damage
    assert life(sc, 1) == 15  # all 5 trample over: no blocker is left (CR 702.19e)


def test_cr_509_1h_blocked_status_stays_after_blockers_leave() -> None:
    text = TRAMPLE.format(order="true", keywords="", more="")
    text = text.replace('card = "Grizzly Bears"', 'card = "Mogg Fanatic"')
    text = text.replace('answers = ["pass", "pass"]', 'answers = ["pass", "activate bears 0", "targets p0", "pass", "pass"]')
    sc = scenario(text)
    assert sc.game.combat.is_blocked(sc.id("wurm"))
    sc.answer("pass")
    sc.answer("pass")
    assert sc.game.step is Step.COMBAT_DAMAGE and life(sc, 1) == 20


def test_cr_2024_damage_rules_divide_freely_among_blockers() -> None:
    more = '[[player.battlefield]]\ncard = "Runeclaw Bear"\nalias = "bear2"\nblocking = ["wurm"]'
    sc = scenario(TRAMPLE.format(order="false", keywords="", more=more))
    # No damage assignment order: any split among the blockers is legal.
    assert_legal(sc, "assign wurm: bears=1 bear2=4")
    assert_legal(sc, "assign wurm: bears=4 bear2=1")
    with_order = scenario(TRAMPLE.format(order="true", keywords="", more=more))
    first, second = with_order.game.combat.order[with_order.id("wurm")]
    assert_illegal(with_order, f"assign wurm: {first}=1 {second}=4", "510.1c")


FIRST_STRIKE = """
[game]
turn = 5
active = 0
step = "declare_blockers"
[cards."Striker"]
types = ["Creature"]
power = 2
toughness = 2
keywords = [{kw}]
[[player]]
name = "Alice"
[[player.battlefield]]
card = "Striker"
alias = "striker"
attacking = "p1"
tapped = true
[[player]]
name = "Bob"
{blocker}
[script]
answers = ["pass", "pass"]
"""


def test_cr_510_5_first_strike_kills_blocker_before_it_deals_damage() -> None:
    sc = scenario(FIRST_STRIKE.format(kw='"First strike"', blocker=(
        '[[player.battlefield]]\ncard = "Grizzly Bears"\nalias = "bears"\nblocking = ["striker"]')))
    g = sc.game
    assert g.step is Step.FIRST_STRIKE_DAMAGE
    assert not on_battlefield(sc, "bears")
    sc.answer("pass")
    sc.answer("pass")
    assert g.step is Step.COMBAT_DAMAGE
    assert g.objects[sc.id("striker")].damage == 0


def test_cr_510_5_double_strike_deals_damage_in_both_steps() -> None:
    sc = scenario(FIRST_STRIKE.format(kw='"Double strike"', blocker=""))
    assert sc.game.step is Step.FIRST_STRIKE_DAMAGE and life(sc, 1) == 18
    sc.answer("pass")
    sc.answer("pass")
    assert sc.game.step is Step.COMBAT_DAMAGE and life(sc, 1) == 16


def test_cr_510_5_no_first_strike_step_without_first_strikers() -> None:
    sc = scenario(FIRST_STRIKE.format(kw="", blocker=""))
    assert sc.game.step is Step.COMBAT_DAMAGE and life(sc, 1) == 18
    assert all(e.step != "first_strike_damage" for e in sc.game.events)


def test_cr_702_15b_lifelink_gains_life_as_damage_is_dealt() -> None:
    sc = scenario(FIRST_STRIKE.format(kw='"Lifelink"', blocker=""))
    assert life(sc, 1) == 18 and life(sc, 0) == 22


def test_cr_702_12b_indestructible_survives_lethal_damage() -> None:
    sc = scenario(FIRST_STRIKE.format(kw='"Indestructible"', blocker=(
        '[[player.battlefield]]\ncard = "Hill Giant"\nalias = "giant"\nblocking = ["striker"]')))
    assert on_battlefield(sc, "striker") and sc.game.objects[sc.id("striker")].damage == 3


def test_cr_510_2_and_704_combat_damage_and_its_deaths_are_automatic_actions() -> None:
    sc = lesson("cr_510_1c_gorger.toml")
    sc.answer("assign gorger: guardian=3 elves=2")
    new = [e for e in sc.game.events if e.kind in ("damage", "move")]
    assert new and all(e.automatic for e in new)  # the teaching panel lists them as "the game did this"
    assert {e.rule for e in new} >= {"510.2", "704.5g"}


def test_scenario_errors_point_at_the_setting_not_at_a_comment() -> None:
    from mtgtable.engine import ScenarioError
    text = '# the step where things happen\n[game]\nstep = "lunch"\n[[player]]\n[[player]]'
    import pytest
    with pytest.raises(ScenarioError, match="line 3"):
        scenario(text)
