"""Generic engine tests over the whole pool: every permanent card can be cast
and lands as printed, every mana source makes its mana, and every combat
keyword does what CR 702 says, shown with a card from the pool."""

from __future__ import annotations

import pytest

from cardtable import Setup, Table, build
from mtgtable.engine import Kind, default_card_db
from mtgtable.engine.objects import Zone

DB = default_card_db()
PERMANENTS = sorted(c.name for c in DB if c.is_permanent_card and not c.is_land
                    and not any(a.kind == "aura" for a in c.abilities))
MANA_SOURCES = sorted(c.name for c in DB if any(a.kind == "mana" for a in c.abilities))


def _play_out(t: Table) -> None:
    """Pass priority until the stack is empty, answering a trigger's targets with its first option."""
    g = t.game
    for _ in range(50):
        if g.pending is None or (g.pending.kind is Kind.PRIORITY and not g.stack):
            return
        if g.pending.kind is Kind.PRIORITY:
            g.answer("pass")
        else:
            g.answer(g.pending.options()[0] if g.pending.options() else g.pending.suggest())


@pytest.mark.parametrize("name", PERMANENTS)
def test_permanent_is_cast_and_enters_as_printed(name: str) -> None:
    """CR 601.2 then 608.3: a permanent spell resolves onto the battlefield
    with its printed power, toughness, loyalty and keywords."""
    t = build(name, Setup(bear=False))
    t.run(t.cast("card"))
    assert t.game.stack and t.game.stack[-1].source_name == name
    _play_out(t)
    card = DB[name]
    oid = t.permanent(name)
    if card.is_creature:
        assert (t.game.power(oid), t.game.toughness(oid)) == (card.power, card.toughness) or any(
            a.static == "anthem" or a.kind == "triggered" for a in card.abilities)
    if card.loyalty is not None:
        assert t.game.loyalty(oid) == card.loyalty  # CR 306.5b
    for kw in card.keywords & {"Flying", "Reach", "Trample", "Deathtouch", "Lifelink", "Vigilance", "Haste",
                               "Menace", "Defender", "Indestructible", "First strike", "Double strike", "Hexproof"}:
        assert t.game.has_keyword(oid, kw)


@pytest.mark.parametrize("name", MANA_SOURCES)
def test_mana_source_makes_its_mana(name: str) -> None:
    """CR 605: each mana ability adds what it says, a colour chosen where it offers one."""
    card = DB[name]
    ability = next(a for a in card.abilities if a.kind == "mana")
    produce = ability.produce
    choices = ["W", "U", "B", "R", "G"] if produce == "any" else produce.split("|") if "|" in produce else [""]
    for color in choices:
        t = build(name, Setup(where="battlefield"))
        index = [a for a in card.abilities if a.kind in ("mana", "activated", "equip")].index(ability)
        t.run([f"activate card {index}" + (f" color={color}" if color else "")])
        expected = "".join(f"{{{c}}}" for c in (color or produce))
        assert t.pool() == expected, (name, color, t.pool())


# ------------------------------------------------------------------ keywords (CR 702), with pool cards

def _attack(name: str, **setup: object) -> Table:
    t = build(name, Setup(where="battlefield", step="declare_attackers", begun=False, **setup))  # type: ignore[arg-type]
    return t


def test_702_9_flying_wind_drake_is_blocked_only_by_fliers() -> None:
    t = _attack("Wind Drake").run(["attack card>p1", "until_kind:declare_blockers"])
    assert not t.legal("block giant>card") and t.legal("block hawk>card")


def test_702_17_reach_giant_spider_blocks_a_flier() -> None:
    t = build("Giant Spider", Setup(where="battlefield", step="declare_attackers", begun=False, active=1))
    t.run(["attack hawk>p0", "until_kind:declare_blockers"])
    assert t.legal("block card>hawk") and not t.legal("block bear>hawk")


def test_702_10_haste_raging_goblin_attacks_the_turn_it_arrives() -> None:
    t = build("Raging Goblin", Setup())
    t.run([*t.cast("card"), "resolve", "until_kind:declare_attackers"])
    assert t.legal(f"attack {t.permanent('Raging Goblin')}>p1")


def test_302_6_without_haste_a_new_creature_cannot_attack() -> None:
    t = build("Gray Ogre", Setup())
    t.run([*t.cast("card"), "resolve", "until_kind:declare_attackers"])
    assert not t.legal(f"attack {t.permanent('Gray Ogre')}>p1")


def test_702_3_defender_wall_of_wood_cannot_attack() -> None:
    t = _attack("Wall of Wood")
    assert not t.legal("attack card>p1") and t.legal("attack bear>p1")


def test_702_20_vigilance_yotian_soldier_does_not_tap() -> None:
    t = _attack("Yotian Soldier").run(["attack card>p1"])
    assert not t.game.objects[t.id("card")].tapped


def test_702_19_trample_dreadmaw_assigns_the_excess_to_the_player() -> None:
    t = _attack("Colossal Dreadmaw").run(["attack card>p1", "until_kind:declare_blockers", "block hawk>card"])
    while t.game.pending.kind is not Kind.ASSIGN_DAMAGE:
        t.game.answer("pass")
    t.run(["assign card: hawk=1 p1=5", "until:end_combat"])
    assert t.life(1) == 15 and not t.on_battlefield("hawk")


def test_702_2_deathtouch_typhoid_rats_kill_the_giant() -> None:
    t = build("Typhoid Rats", Setup(where="battlefield", step="declare_attackers", begun=False, active=1))
    t.run(["attack giant>p0", "until_kind:declare_blockers", "block card>giant", "until:end_combat"])
    assert not t.on_battlefield("giant") and not t.on_battlefield("card")


def test_702_15_lifelink_child_of_night_gains_its_damage() -> None:
    t = _attack("Child of Night").run(["attack card>p1", "until_kind:declare_blockers", "block", "until:end_combat"])
    assert t.life(0) == 22 and t.life(1) == 18


def test_702_7_first_strike_youthful_knight_kills_before_being_hit() -> None:
    t = _attack("Youthful Knight", theirs=[{"card": "Grizzly Bears", "alias": "their_bear"}])
    t.run(["attack card>p1", "until_kind:declare_blockers", "block their_bear>card", "until:end_combat"])
    assert t.on_battlefield("card") and not t.on_battlefield("their_bear")


def test_702_4_double_strike_fencing_ace_deals_damage_twice() -> None:
    t = _attack("Fencing Ace").run(["attack card>p1", "until_kind:declare_blockers", "block", "until:end_combat"])
    assert t.life(1) == 18


def test_702_12_indestructible_darksteel_myr_survives_lethal_damage() -> None:
    t = build("Darksteel Myr", Setup(where="battlefield", hand=[{"card": "Lightning Bolt", "alias": "bolt"}]))
    t.run([*t.cast("bolt", "card"), "resolve"])
    assert t.on_battlefield("card")


def test_702_110_menace_boggart_brute_needs_two_blockers() -> None:
    t = _attack("Boggart Brute").run(["attack card>p1", "until_kind:declare_blockers"])
    assert not t.legal("block giant>card") and t.legal("block giant>card hawk>card")


def test_702_11_hexproof_plated_crusher_cannot_be_targeted_by_opponents() -> None:
    t = build("Plated Crusher", Setup(where="battlefield", active=1, their_hand=[{"card": "Lightning Bolt", "alias": "bolt"}],
                                            theirs=[{"card": "Mountain"}]))
    t.run(["cast bolt"])
    assert t.game.pending.kind is Kind.TARGETS
    assert not t.legal("targets card") and t.legal("targets bear")


def test_702_8_flash_ambush_viper_is_cast_on_the_opponents_turn() -> None:
    t = build("Ambush Viper", Setup(active=1))
    t.run(["pass", *t.cast("card"), "resolve"])
    assert t.on_battlefield("Ambush Viper", 0)


def test_flashless_creature_cannot_be_cast_on_the_opponents_turn() -> None:
    t = build("Gray Ogre", Setup(active=1))
    t.run(["pass"])
    assert not t.legal("cast card")


def test_306_planeswalker_can_be_attacked_and_loses_loyalty() -> None:
    """CR 508.1b / 306.8: creatures attack a planeswalker; damage to it removes loyalty."""
    t = build("Grizzly Bears", Setup(where="none", step="declare_attackers", begun=False,
                                     theirs=[{"card": "Jace Beleren", "alias": "jace"}]))
    t.run([f"attack bear>{t.id('jace')}", "until_kind:declare_blockers", "block", "until:end_combat"])
    assert t.game.loyalty(t.id("jace")) == 1 and t.life(1) == 20


def test_zone_of_a_countered_spell() -> None:
    """A countered spell goes to its owner's graveyard (CR 701.5a), checked with pool cards."""
    t = build("Counterspell", Setup(active=1, their_hand=[{"card": "Grizzly Bears", "alias": "theirs"}]))
    t.run([*t.cast("theirs"), "pass", "cast card", lambda t: f"targets {t.game.stack[-1].id}", "pay auto", "resolve"])
    assert any(t.game.objects[o].zone is Zone.GRAVEYARD for o in t.game.players[1].graveyard)
