"""Static abilities whose value changes as the game goes, compiled from the cards' real Oracle
text (read from the corpus at test time) and played through the engine: characteristic-defining
P/T (CR 604.3, 613.4a), conditional and counted P/T (CR 613.4c), permanents that don't untap
(CR 502.3), "you may pay {4}. If you do" (CR 608.2d), an intervening "if this is tapped"
(CR 603.4) and cumulative upkeep (CR 702.24a)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Choose, Kind, Zone
from mtgtable.engine.rules import characteristics as chars
from mtgtable.engine import operations as ops
from mtgtable.engine.turn.steps import Step
from mtgtable.oracle import compile_card

from .corpus import named, record, table


def _to_graveyard(g: Any, *names: str) -> None:
    """Put these cards of my library into my graveyard (they are objects already)."""
    for n in names:
        oid = next(o for o in g.players[0].library if g.objects[o].name == n)
        ops.move(g.state, oid, Zone.GRAVEYARD)


def _advance(g: Any, step: Step, active: int, answer: Any = None, limit: int = 200) -> None:
    """Pass priority (answering anything else with ``answer(decision)`` or its first option) until
    ``step`` of ``active``'s turn has begun and a player gets priority in it."""
    for _ in range(limit):
        d = g.pending
        if d is None:
            return
        if g.state.step is step and g.state.active == active and d.kind is Kind.PRIORITY and not g.stack:
            return
        if d.kind is not Kind.PRIORITY and answer is not None:
            got = answer(d)
            if got is not None:
                g.answer(got)
                continue
        g.answer(d.options()[0] if d.options() else d.suggest())
    raise AssertionError(f"never reached {step} of player {active}")


@pytest.mark.parametrize("name", ["Tarmogoyf", "Kird Ape", "Wild Nacatl", "Mana Vault", "Grim Monolith",
                                  "Ethereal Armor", "Crusader of Odric", "Lhurgoyf", "Basalt Monolith"])
def test_the_cards_of_the_family_compile_in_full(name: str) -> None:
    compiled = compile_card(record(name))
    assert compiled.status == "automated", compiled.lines


def test_cr_604_3_tarmogoyf_counts_the_card_types_among_cards_in_all_graveyards() -> None:
    s = table(["Tarmogoyf"], battlefield=["Tarmogoyf"], library=["Lightning Bolt", "Forest", "Grizzly Bears",
                                                                 "Shock", "Ornithopter"])
    g = s.game
    (goyf,) = named(g, "Tarmogoyf")
    assert chars.power_toughness(g.state, goyf) == (0, 1)  # the printed */1+* is never read
    _to_graveyard(g, "Lightning Bolt", "Shock")
    assert chars.power_toughness(g.state, goyf) == (1, 2)  # two instants: one card type
    _to_graveyard(g, "Forest", "Ornithopter")  # a land, and an artifact creature: two more types
    assert chars.power_toughness(g.state, goyf) == (4, 5)


def test_cr_613_4a_counters_apply_after_the_characteristic_defining_ability() -> None:
    s = table(["Crusader of Odric"], battlefield=[{"card": "Crusader of Odric", "counters": {"+1/+1": 1}},
                                                  "Grizzly Bears"])
    g = s.game
    (crusader,) = named(g, "Crusader of Odric")
    assert chars.power_toughness(g.state, crusader) == (3, 3)  # two creatures, plus the counter


def test_cr_613_4c_kird_ape_gets_plus_1_plus_2_only_as_long_as_you_control_a_forest() -> None:
    s = table(["Kird Ape"], battlefield=["Kird Ape", {"card": "Forest", "alias": "f"}])
    g = s.game
    (ape,) = named(g, "Kird Ape")
    assert chars.power_toughness(g.state, ape) == (2, 3)
    ops.move(g.state, s.resolve("f"), Zone.GRAVEYARD)
    assert chars.power_toughness(g.state, ape) == (1, 1)


def test_cr_613_4c_the_opponents_forest_does_not_count_for_kird_ape() -> None:
    s = table(["Kird Ape"], battlefield=["Kird Ape"], their_battlefield=["Forest"])
    g = s.game
    (ape,) = named(g, "Kird Ape")
    assert chars.power_toughness(g.state, ape) == (1, 1)


def test_cr_613_4c_ethereal_armor_counts_enchantments_and_gives_first_strike() -> None:
    s = table(["Ethereal Armor"], battlefield=[{"card": "Grizzly Bears", "alias": "bear"},
                                               {"card": "Ethereal Armor", "attached_to": "bear"},
                                               {"card": "Ethereal Armor", "attached_to": "bear"}])
    g = s.game
    bear = s.resolve("bear")
    assert chars.power_toughness(g.state, bear) == (6, 6)  # each Armor: +1/+1 for each of the two
    assert chars.has_keyword(g.state, bear, "First strike")


def test_cr_613_4c_cranial_plating_counts_the_artifacts_its_controller_controls() -> None:
    s = table(["Cranial Plating", "Ornithopter"], battlefield=[
        {"card": "Ornithopter", "alias": "bird"}, {"card": "Cranial Plating", "attached_to": "bird"}, "Sol Ring"],
        their_battlefield=["Sol Ring"])
    g = s.game
    bird = s.resolve("bird")
    assert chars.power_toughness(g.state, bird) == (3, 2)  # Ornithopter, Plating, my Sol Ring: not theirs


def _vault_table(tapped: bool = True) -> Any:
    return table(["Mana Vault"], battlefield=[{"card": "Mana Vault", "tapped": tapped, "alias": "vault"},
                                              *[{"card": "Mountain", "tapped": True}] * 4], step="end")


def test_cr_502_3_mana_vault_does_not_untap_in_the_untap_step() -> None:
    s = _vault_table()
    g = s.game
    _advance(g, Step.MAIN1, 0, answer=lambda d: Choose(0) if d.data.get("yes_no") else None, limit=400)
    assert g.objects[s.resolve("vault")].tapped
    assert all(not g.objects[o].tapped for o in named(g, "Mountain"))  # the lands untapped (CR 502.3)


def test_cr_608_2d_mana_vault_pay_4_in_the_upkeep_to_untap_it() -> None:
    s = _vault_table()
    g = s.game
    asked = []

    def pay(d: Any) -> Any:
        if d.data.get("yes_no") and d.rule == "608.2d":
            asked.append(d)
            return Choose(1)
        return None
    _advance(g, Step.DRAW, 0, answer=pay, limit=400)
    assert asked and not g.objects[s.resolve("vault")].tapped
    assert g.players[0].life == 20  # untapped before the draw step: its trigger didn't happen (CR 603.4)


def test_cr_603_4_mana_vault_deals_1_damage_in_the_draw_step_only_while_tapped() -> None:
    s = _vault_table()
    g = s.game
    _advance(g, Step.MAIN1, 0, answer=lambda d: Choose(0) if d.data.get("yes_no") else None, limit=400)
    assert g.players[0].life == 19
    s2 = _vault_table(tapped=False)
    _advance(s2.game, Step.MAIN1, 0, limit=400)
    assert s2.game.players[0].life == 20


def test_cr_502_3_enchanted_creature_does_not_untap_claustrophobia() -> None:
    s = table(["Claustrophobia"], battlefield=[{"card": "Grizzly Bears", "alias": "bear", "tapped": True}],
              their_battlefield=[{"card": "Claustrophobia", "attached_to": "bear"}], step="end")
    g = s.game
    _advance(g, Step.MAIN1, 0, limit=400)
    assert g.objects[s.resolve("bear")].tapped


def test_cr_702_24a_cumulative_upkeep_adds_an_age_counter_then_pay_for_each_or_sacrifice() -> None:
    s = table(["Mystic Remora"], battlefield=[{"card": "Mystic Remora", "alias": "remora", "counters": {"age": 1}},
                                              *["Island"] * 2], step="end")
    g = s.game
    prompts = []

    def pay(d: Any) -> Any:
        if d.data.get("yes_no") and d.rule == "702.24a":
            prompts.append(d)
            return Choose(1)
        return None
    _advance(g, Step.DRAW, 0, answer=pay, limit=400)
    remora = s.resolve("remora")
    assert prompts and g.objects[remora].zone is Zone.BATTLEFIELD and g.objects[remora].counters["age"] == 2
    assert all(g.objects[o].tapped for o in named(g, "Island"))  # {1} for each of two age counters


def test_cr_702_24a_cumulative_upkeep_not_paid_sacrifices_it() -> None:
    s = table(["Mystic Remora"], battlefield=[{"card": "Mystic Remora", "alias": "remora", "counters": {"age": 2}},
                                              *["Island"] * 2], step="end")
    g = s.game
    _advance(g, Step.DRAW, 0, limit=400)  # three age counters now, {3}: two Islands can't pay it
    assert not named(g, "Mystic Remora")
    assert [g.objects[c].name for c in g.players[0].graveyard] == ["Mystic Remora"]


@pytest.mark.parametrize("line", [
    "This creature gets +1/+1 as long as it's your turn.",  # a condition the engine doesn't track
    "This creature gets +1/+1 for each opponent you have.",
    "Max speed — This creature gets +1/+1 as long as you control a Forest.",
    "This creature's power is equal to the greatest mana value among creatures you control.",
])
def test_lines_the_engine_cannot_follow_stay_by_hand(line: str) -> None:
    rec = {"name": "Test Creature", "type": "Creature — Ape", "types": ["Creature"], "power": "1",
           "toughness": "1", "text": line}
    assert compile_card(rec).status == "by_hand"


def test_cr_202_3_abrupt_decay_targets_only_a_nonland_permanent_with_mana_value_3_or_less() -> None:
    from mtgtable.engine import IllegalAnswer
    from mtgtable.engine.rules.targets import candidates
    s = table(["Abrupt Decay"], hand=["Abrupt Decay"], battlefield=["Swamp", "Forest"],
              their_battlefield=[{"card": "Tarmogoyf", "alias": "goyf"}, {"card": "Serra Angel", "alias": "angel"},
                                 {"card": "Forest", "alias": "land"}])
    g = s.game
    assert set(candidates(g.state, "nonland_permanent:mv<=3", 0)) == {s.resolve("goyf")}
    s.answer("cast h0")
    with pytest.raises(IllegalAnswer) as exc:
        s.answer("targets angel")  # mana value 5
    assert exc.value.rule == "115.1" and "mana value 3 or less" in str(exc.value)
    s.answer("targets goyf")
    s.answer("pay auto")
    for _ in range(5):
        if g.stack:
            g.answer(g.pending.options()[0])
    assert s.resolve("goyf") not in g.battlefield and named(g, "Serra Angel", 1)


def test_cr_202_3_a_creature_with_power_2_or_less_is_judged_by_its_power_now() -> None:
    from mtgtable.engine.rules.targets import is_legal_target
    s = table(["Kird Ape"], battlefield=[{"card": "Kird Ape", "alias": "ape"}])
    g = s.game
    assert is_legal_target(g.state, "creature:power<=1", s.resolve("ape"), 1)
    s2 = table(["Kird Ape"], battlefield=[{"card": "Kird Ape", "alias": "ape"}, "Forest"])
    assert not is_legal_target(s2.game.state, "creature:power<=1", s2.resolve("ape"), 1)  # 2/3 with a Forest


def test_target_filters_compile_to_specs_the_engine_checks() -> None:
    from mtgtable.engine.rules.target_filters import describe, is_spec
    for name, spec in (("Abrupt Decay", "nonland_permanent:mv<=3"), ("Mental Misstep", "spell:mv=1"),
                       ("Smother", "creature:mv<=3")):
        ab = compile_card(record(name)).record["abilities"][0]
        assert ab["targets"] == [spec] and is_spec(spec)
    assert describe("creature:power>=4") == "target creature with power 4 or greater"
    assert not is_spec("creature:mv<=x") and not is_spec("player:mv<=3") and not is_spec("wizard:mv<=3")


def test_cr_608_2h_swords_to_plowshares_its_controller_gains_life_equal_to_its_power() -> None:
    s = table(["Swords to Plowshares"], hand=["Swords to Plowshares"], battlefield=["Plains"],
              their_battlefield=[{"card": "Serra Angel", "alias": "angel", "counters": {"+1/+1": 2}}])
    g = s.game
    s.answer("cast h0")
    s.answer("targets angel")
    s.answer("pay auto")
    for _ in range(5):
        if g.stack:
            g.answer(g.pending.options()[0])
    assert not named(g, "Serra Angel", 1)
    assert g.players[1].life == 26  # its power as it last existed on the battlefield: 4 + 2 (CR 608.2h)
    assert g.players[0].life == 20


def test_cr_608_2h_timberwatch_elf_counts_the_elves_as_its_ability_resolves() -> None:
    s = table(["Timberwatch Elf", "Llanowar Elves"], battlefield=[
        {"card": "Timberwatch Elf", "alias": "tw"}, {"card": "Llanowar Elves", "alias": "elf"}],
        their_battlefield=["Llanowar Elves"])
    g = s.game
    s.answer("activate tw 0")
    s.answer("targets elf")
    for _ in range(5):
        if g.stack:
            g.answer(g.pending.options()[0])
    assert chars.power_toughness(g.state, s.resolve("elf")) == (4, 4)  # three Elves on the battlefield


def test_cr_608_2h_counted_amounts_compile_and_render_with_x() -> None:
    from mtgtable.engine.text.ability_text import ability_text
    from mtgtable.engine.data.cards import card_from_json
    card = card_from_json(compile_card(record("Wellwisher")).record)
    assert ability_text(card.abilities[0]) == ("{T}: You gain X life. X is the number of Elf permanents on the "
                                               "battlefield.")


@pytest.mark.parametrize("artifacts, damage", [(2, 2), (3, 4)])
def test_cr_608_2c_galvanic_blast_deals_4_instead_with_three_artifacts_as_it_resolves(artifacts: int,
                                                                                      damage: int) -> None:
    s = table(["Galvanic Blast"], hand=["Galvanic Blast"], battlefield=["Mountain", *["Ornithopter"] * artifacts])
    g = s.game
    s.answer("cast h0")
    s.answer("targets p1")
    s.answer("pay auto")
    for _ in range(5):
        if g.stack:
            g.answer(g.pending.options()[0])
    assert g.players[1].life == 20 - damage


def test_an_instead_line_without_damage_before_it_leaves_the_card_by_hand() -> None:
    rec = {"name": "Test Spell", "type": "Instant", "types": ["Instant"], "text":
           "Draw a card.\nMetalcraft — Test Spell deals 4 damage instead if you control three or more artifacts."}
    assert compile_card(rec).status == "by_hand"


def test_cr_107_3_a_search_for_a_creature_card_with_mana_value_x_or_less_counts_the_x_paid() -> None:
    rec = {"name": "Test Tutor", "manaCost": "{X}{G}", "type": "Sorcery", "types": ["Sorcery"], "colors": ["G"],
           "text": "Search your library for a green creature card with mana value X or less, put it onto the "
                   "battlefield, then shuffle."}
    assert compile_card(rec).status == "automated"
    s = table(["Test Tutor"], hand=["Test Tutor"], battlefield=["Forest"] * 3, extra=[rec],
              library=["Llanowar Elves", "Grizzly Bears", "Tarmogoyf", "Serra Angel", "Ornithopter"])
    g = s.game
    s.answer("cast h0 x=1")
    s.answer("pay auto")
    for _ in range(3):
        if g.stack and g.pending.kind is Kind.PRIORITY:
            g.answer(g.pending.options()[0])
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "701.19"
    offered = {g.objects[o.choice].name for o in d.options() if o.choice != -1}
    assert offered == {"Llanowar Elves"}  # green and mana value 1 or less: not Ornithopter (colourless)


def test_cr_614_1a_a_card_that_would_go_to_a_graveyard_from_anywhere_is_exiled_instead() -> None:
    rec = {"name": "Test Wurm", "manaCost": "{G}", "type": "Creature — Wurm", "types": ["Creature"],
           "subtypes": ["Wurm"], "power": "2", "toughness": "2",
           "text": "If this creature would be put into a graveyard from anywhere, exile it instead."}
    assert compile_card(rec).status == "automated"
    s = table(["Test Wurm"], battlefield=[{"card": "Test Wurm", "alias": "w"}], extra=[rec],
              library=["Test Wurm", "Island"])
    g = s.game
    ops.move(g.state, s.resolve("w"), Zone.GRAVEYARD, rule="701.7", why="is destroyed")
    _to_graveyard_any = next(o for o in g.players[0].library if g.objects[o].name == "Test Wurm")
    ops.move(g.state, _to_graveyard_any, Zone.GRAVEYARD)  # milled: from the library too
    assert not g.players[0].graveyard and [g.objects[c].name for c in g.players[0].exile] == ["Test Wurm"] * 2


@pytest.mark.parametrize("untap", [True, False])
def test_cr_502_3_you_may_choose_not_to_untap_it_during_your_untap_step(untap: bool) -> None:
    rec = {"name": "Test Vise", "manaCost": "{2}", "type": "Artifact", "types": ["Artifact"],
           "text": "You may choose not to untap this artifact during your untap step."}
    assert compile_card(rec).status == "automated"
    s = table(["Test Vise"], battlefield=[{"card": "Test Vise", "alias": "v", "tapped": True},
                                          {"card": "Island", "tapped": True}], extra=[rec], step="end")
    g = s.game
    asked = []

    def choose(d: Any) -> Any:
        if d.rule == "502.3":
            asked.append(d)
            return Choose(1 if untap else 0)
        return None
    _advance(g, Step.UPKEEP, 0, answer=choose, limit=400)
    assert len(asked) == 1
    assert g.objects[s.resolve("v")].tapped is not untap
    assert not any(g.objects[o].tapped for o in named(g, "Island"))


def test_cr_613_4c_other_elf_creatures_you_control_get_plus_1_plus_1() -> None:
    s = table(["Elvish Archdruid", "Llanowar Elves"], battlefield=[
        {"card": "Elvish Archdruid", "alias": "lord"}, {"card": "Llanowar Elves", "alias": "elf"}, "Grizzly Bears"],
        their_battlefield=[{"card": "Llanowar Elves", "alias": "theirs"}])
    g = s.game
    assert chars.power_toughness(g.state, s.resolve("elf")) == (2, 2)
    assert chars.power_toughness(g.state, s.resolve("lord")) == (2, 2)  # "other": not itself
    assert chars.power_toughness(g.state, s.resolve("theirs")) == (1, 1)  # "you control"
    (bears,) = named(g, "Grizzly Bears")
    assert chars.power_toughness(g.state, bears) == (2, 2)


def test_cr_613_4c_crusade_pumps_every_players_white_creatures() -> None:
    s = table(["Crusade"], battlefield=["Crusade", {"card": "Savannah Lions", "alias": "mine"}],
              their_battlefield=[{"card": "Savannah Lions", "alias": "theirs"}, {"card": "Grizzly Bears",
                                                                                  "alias": "bears"}])
    g = s.game
    assert chars.power_toughness(g.state, s.resolve("mine")) == (3, 2)
    assert chars.power_toughness(g.state, s.resolve("theirs")) == (3, 2)
    assert chars.power_toughness(g.state, s.resolve("bears")) == (2, 2)


def test_cr_508_1c_it_cant_attack_unless_the_defending_player_controls_an_island() -> None:
    from mtgtable.engine.rules.combat import attack_problem
    rec = {"name": "Test Serpent", "manaCost": "{5}{U}", "type": "Creature — Serpent", "types": ["Creature"],
           "subtypes": ["Serpent"], "power": "5", "toughness": "5",
           "text": "This creature can't attack unless defending player controls an Island."}
    assert compile_card(rec).status == "automated"
    s = table(["Test Serpent"], battlefield=[{"card": "Test Serpent", "alias": "s"}], extra=[rec])
    why = attack_problem(s.game.state, s.resolve("s"))
    assert why is not None and why.rule == "508.1c"
    s2 = table(["Test Serpent"], battlefield=[{"card": "Test Serpent", "alias": "s"}], extra=[rec],
               their_battlefield=["Island"])
    assert attack_problem(s2.game.state, s2.resolve("s")) is None


def test_cr_106_4_elvish_archdruid_adds_g_for_each_elf_you_control() -> None:
    s = table(["Elvish Archdruid", "Llanowar Elves"], battlefield=[
        {"card": "Elvish Archdruid", "alias": "lord"}, "Llanowar Elves", "Llanowar Elves"],
        their_battlefield=["Llanowar Elves"])
    g = s.game
    s.answer("activate lord 0")
    assert g.players[0].pool.amounts.get("G", 0) == 3  # itself and two more Elves: not the opponent's


def test_cr_608_2h_accumulated_knowledge_counts_the_cards_with_its_name_in_all_graveyards() -> None:
    s = table(["Accumulated Knowledge"], hand=["Accumulated Knowledge"], battlefield=["Island", "Island"],
              library=["Accumulated Knowledge", "Accumulated Knowledge", "Plains", "Swamp", "Mountain", "Forest"])
    g = s.game
    _to_graveyard(g, "Accumulated Knowledge", "Accumulated Knowledge")
    s.answer("cast h0")
    s.answer("pay auto")
    for _ in range(3):
        if g.stack and g.pending.kind is Kind.PRIORITY:
            g.answer(g.pending.options()[0])
    assert len(g.players[0].hand) == 3  # one, then two more: the two in the graveyard, not itself on the stack


def test_cr_205_3i_domain_counts_the_basic_land_types_among_lands_you_control() -> None:
    s = table(["Tribal Flames"], hand=["Tribal Flames"], battlefield=["Mountain", "Mountain", "Forest", "Island"])
    g = s.game
    s.answer("cast h0")
    s.answer("targets p1")
    s.answer("pay auto")
    for _ in range(3):
        if g.stack and g.pending.kind is Kind.PRIORITY:
            g.answer(g.pending.options()[0])
    assert g.players[1].life == 17  # Mountain, Forest, Island


def test_cr_115_1_dispel_targets_only_an_instant_spell() -> None:
    from mtgtable.engine.rules.targets import is_legal_target
    s = table(["Dispel", "Lightning Bolt", "Grizzly Bears"], hand=["Lightning Bolt", "Dispel", "Grizzly Bears"],
              battlefield=["Mountain", "Island", "Forest", "Forest"])
    g = s.game
    s.answer("cast h0")
    s.answer("targets p1")
    s.answer("pay auto")
    (bolt,) = [i.id for i in g.stack]
    assert is_legal_target(g.state, "instant_spell", bolt, 0)
    assert not is_legal_target(g.state, "sorcery_spell", bolt, 0)
    s.answer("cast h1")
    s.answer(f"targets {bolt}")
    s.answer("pay auto")
    for _ in range(4):
        if g.stack and g.pending.kind is Kind.PRIORITY:
            g.answer(g.pending.options()[0])
    assert g.players[1].life == 20  # the Bolt was countered


def test_cr_611_3a_giant_tortoise_gets_plus_0_plus_3_only_while_untapped() -> None:
    s = table(["Giant Tortoise"], battlefield=[{"card": "Giant Tortoise", "alias": "t"}])
    g = s.game
    t = s.resolve("t")
    assert chars.power_toughness(g.state, t) == (1, 4)
    s2 = table(["Giant Tortoise"], battlefield=[{"card": "Giant Tortoise", "alias": "t", "tapped": True}])
    assert chars.power_toughness(s2.game.state, s2.resolve("t")) == (1, 1)


def test_a_self_condition_on_an_auras_grant_stays_by_hand() -> None:
    rec = {"name": "Test Aura", "manaCost": "{W}", "type": "Enchantment — Aura", "types": ["Enchantment"],
           "subtypes": ["Aura"],
           "text": "Enchant creature" + chr(10) + "Enchanted creature gets +1/+1 as long as it's untapped."}
    compiled = compile_card(rec)
    assert [ln.status for ln in compiled.lines] == ["automated", "by_hand"]
