"""Issue #10: triggers, conditions and counted amounts, compiled from the corpus and played through
the engine (engine/families/enter_triggers.py, oracle/trigger_phrases.py and their neighbours)."""

from __future__ import annotations

from typing import Any, Callable

from mtgtable.engine import Kind
from mtgtable.oracle import compile_card

from .corpus import record, table


def _pass_until(s: Any, pred: Callable[[], bool], limit: int = 40) -> None:
    for _ in range(limit):
        if pred():
            return
        d = s.game.pending
        if d.kind is Kind.CHOOSE and d.data.get("yes_no"):
            s.answer("choose 1")
        else:
            s.answer("pass")
    raise AssertionError("never happened")


def test_cr_603_6a_soul_warden_family_compiles_in_full() -> None:
    for name in ("Soul Warden", "Essence Warden", "Soul's Attendant", "Auriok Champion"):
        assert compile_card(record(name)).status == "automated", name


def test_cr_603_6a_soul_warden_gains_life_when_any_other_creature_enters() -> None:
    s = table([], hand=["Grizzly Bears"], battlefield=["Soul Warden", "Forest", "Forest"])
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: s.game.players[0].life == 21)
    assert not s.game.stack


def test_cr_603_6a_soul_warden_sees_an_opponents_creature_but_not_itself() -> None:
    s = table([], hand=["Soul Warden"], battlefield=["Plains"])
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: not s.game.stack and s.game.pending.kind is not Kind.CHOOSE)
    assert s.game.players[0].life == 20  # "another": its own entering doesn't count
    from mtgtable.engine import operations as ops
    them = ops.new_object(s.game.state, s.game.db.get("Grizzly Bears"), 1, ops.Zone.LIBRARY)
    ops.move(s.game.state, them.id, ops.Zone.BATTLEFIELD)
    assert any(t.source_name == "Soul Warden" for t in s.game.state.pending_triggers)


def test_cr_603_6a_a_creature_you_control_sees_itself_but_not_the_opponents() -> None:
    rec = {"name": "Test Greeter", "manaCost": "{G}", "type": "Creature — Elf", "types": ["Creature"],
           "subtypes": ["Elf"], "power": "1", "toughness": "1",
           "text": "Whenever a creature you control enters, you gain 1 life."}
    got = compile_card(rec)
    assert got.status == "automated"
    ab = got.record["abilities"][0]
    assert ab["trigger"] == "creature_enters" and ab.get("self_too") and "enters_whose" not in ab
    s = table([], hand=["Test Greeter"], battlefield=["Forest"], extra=[rec])
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: s.game.players[0].life == 21)


def test_cr_702_73a_changeling_is_every_creature_type_in_every_zone() -> None:
    from mtgtable.engine.data.card_filters import card_matches
    from mtgtable.engine.data.cards import card_from_json
    got = compile_card(record("Changeling Outcast"))
    assert [ln.status for ln in got.lines][0] == "automated"
    card = card_from_json(got.record)
    assert card.type_line == "Creature — Shapeshifter"  # the printed type line
    assert {"Elf", "Faerie", "Goblin", "Shapeshifter"} <= set(card.subtypes)
    assert "Forest" not in card.subtypes  # a land type is not a creature type (CR 205.3g)
    assert card_matches(card, {"subtypes_any": ["Elf"]})  # a search of the library finds it


def test_cr_702_73a_a_changeling_entering_triggers_another_human_you_control() -> None:
    rec = {"name": "Test Human Greeter", "manaCost": "{W}", "type": "Creature — Human", "types": ["Creature"],
           "subtypes": ["Human"], "power": "1", "toughness": "1",
           "text": "Whenever another Human you control enters, you gain 1 life."}
    assert compile_card(rec).status == "automated"
    s = table([], hand=["Changeling Outcast", "Grizzly Bears"], battlefield=["Test Human Greeter", "Swamp", "Swamp", "Forest", "Forest",
                                                                           "Forest"], extra=[rec])
    s.answer("cast h1")  # a Bear is not a Human: no trigger
    s.answer("pay auto")
    _pass_until(s, lambda: not s.game.stack and s.game.pending.kind is not Kind.CHOOSE)
    assert s.game.players[0].life == 20
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: s.game.players[0].life == 21)


def test_cr_603_4_faerie_miscreant_draws_only_beside_another_of_its_name() -> None:
    assert compile_card(record("Faerie Miscreant")).status == "automated"
    s = table([], hand=["Faerie Miscreant", "Faerie Miscreant"], battlefield=["Island", "Island"])
    hand = len(s.game.players[0].hand)
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: not s.game.stack and s.game.pending.kind is not Kind.CHOOSE)
    assert len(s.game.players[0].hand) == hand - 1  # the first one alone: no trigger (CR 603.4)
    s.answer("cast h1")
    s.answer("pay auto")
    _pass_until(s, lambda: len(s.game.players[0].hand) == hand - 1)  # the second cast, then a card drawn
    assert any(e.rule == "121.1" for e in s.game.events)


def test_cr_205_4a_skred_counts_the_snow_permanents_you_control() -> None:
    assert compile_card(record("Skred")).status == "automated"
    s = table([], hand=["Skred"], battlefield=["Snow-Covered Mountain", "Snow-Covered Mountain", "Mountain"],
              their_battlefield=[{"card": "Hill Giant", "alias": "g"}])
    s.answer("cast h0")
    s.answer("targets g")
    s.answer("pay auto")
    _pass_until(s, lambda: not s.game.stack)
    assert s.game.state.objects[s.id("g")].damage == 2  # two snow permanents, not the plain Mountain


def test_cr_305_2a_exploration_lets_you_play_a_second_land_but_not_a_third() -> None:
    from mtgtable.engine.errors import IllegalAnswer
    assert compile_card(record("Exploration")).status == "automated"
    s = table([], hand=["Forest", "Island", "Mountain"], battlefield=["Exploration"])
    s.answer("land h0")
    s.answer("land h1")
    assert len(s.game.players[0].hand) == 1
    try:
        s.answer("land h2")
    except IllegalAnswer as exc:
        assert exc.rule == "305.2"
    else:
        raise AssertionError("a third land was played")


def test_cr_305_2a_without_exploration_one_land_a_turn() -> None:
    from mtgtable.engine.turn.actions import land_problem
    s = table([], hand=["Forest", "Island"])
    s.answer("land h0")
    problem = land_problem(s.game.state, 0, s.id("h1"))
    assert problem is not None and problem.rule == "305.2"


def test_cr_101_2_your_opponents_cant_cast_spells_during_your_turn() -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.turn.actions import cast_problem
    s = table([], battlefield=["Kutzil, Malamet Exemplar"], their_battlefield=["Island"])
    bolt = ops.new_object(s.game.state, s.game.db.get("Lightning Bolt"), 1, ops.Zone.HAND)
    problem = cast_problem(s.game.state, 1, bolt.id)
    assert problem is not None and problem.rule == "101.2"
    s.game.state.active = 1  # on their own turn the rule doesn't apply (only the colour is missing then)
    problem = cast_problem(s.game.state, 1, bolt.id)
    assert problem is None or problem.rule != "101.2"


def test_cr_113_6k_punishing_fire_returns_from_the_graveyard_when_an_opponent_gains_life() -> None:
    from mtgtable.engine import operations as ops
    assert compile_card(record("Punishing Fire")).status == "automated"
    s = table([], hand=["Punishing Fire", "Grizzly Bears"], battlefield=["Mountain", "Mountain", "Forest", "Forest"],
              their_battlefield=["Soul Warden"])
    ops.move(s.game.state, s.id("h0"), ops.Zone.GRAVEYARD)
    assert s.game.players[0].graveyard
    s.answer("cast h1")  # their Soul Warden gains them 1 life (CR 119.9): Punishing Fire triggers (113.6k)
    s.answer("pay auto")
    for _ in range(30):
        if any(s.game.objects[c].name == "Punishing Fire" for c in s.game.players[0].hand):
            break
        d = s.game.pending
        if d.kind is Kind.CHOOSE and d.data.get("yes_no"):
            s.answer("choose 1")
        elif d.kind is Kind.PAY:
            s.answer("pay auto")
        else:
            s.answer("pass")
    assert s.game.players[1].life == 21
    assert any(s.game.objects[c].name == "Punishing Fire" for c in s.game.players[0].hand)
    assert not s.game.players[0].graveyard


def test_cr_113_6k_punishing_fire_on_the_stack_or_in_the_hand_does_not_trigger() -> None:
    s = table([], hand=["Punishing Fire"], battlefield=["Mountain"])
    from mtgtable.engine import operations as ops
    ops.gain_life(s.game.state, 1, 3)
    assert not s.game.state.pending_triggers  # in the hand: it works only from the graveyard


def test_cr_603_2_armadillo_cloak_gains_the_damage_its_creature_deals() -> None:
    from mtgtable.engine import operations as ops
    assert compile_card(record("Armadillo Cloak")).status == "automated"
    s = table([], hand=["Armadillo Cloak"], battlefield=[{"card": "Grizzly Bears", "alias": "b"}, "Forest", "Forest",
                                                         "Plains"])
    s.answer("cast h0")
    s.answer("targets b")
    s.answer("pay auto")
    _pass_until(s, lambda: not s.game.stack and s.game.state.objects[s.id("b")].attached_to is None
                and any(s.game.objects[o].attached_to == s.id("b") for o in s.game.battlefield))
    ops.deal_damage(s.game.state, s.id("b"), ops.PlayerRef(1), 4, source_name="Grizzly Bears")
    _pass_until(s, lambda: s.game.players[0].life == 24)  # that much: 4 (CR 608.2h)


def test_cr_608_2b_spellstutter_sprite_counts_the_faeries_as_it_targets_and_as_it_resolves() -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.rules.targets import is_legal_target
    assert compile_card(record("Spellstutter Sprite")).status == "automated"
    s = table([], battlefield=[{"card": "Spellstutter Sprite", "alias": "sprite"}, "Faerie Miscreant"])
    st = s.game.state
    two = ops.new_object(st, s.game.db.get("Grizzly Bears"), 1, ops.Zone.STACK)  # mana value 2
    three = ops.new_object(st, s.game.db.get("Hill Giant"), 1, ops.Zone.STACK)  # mana value 4
    assert is_legal_target(st, "spell:mv<=#Faerie", two.id, 0)  # two Faeries: X is 2
    assert not is_legal_target(st, "spell:mv<=#Faerie", three.id, 0)
    ops.move(st, s.id("sprite"), ops.Zone.GRAVEYARD)
    assert not is_legal_target(st, "spell:mv<=#Faerie", two.id, 0)  # one Faerie left: X is 1 (CR 608.2b)


def test_cr_702_73a_a_changeling_counts_as_a_faerie_for_spellstutter_sprite() -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.rules.targets import is_legal_target
    s = table([], battlefield=["Changeling Outcast"])
    st = s.game.state
    bear = ops.new_object(st, s.game.db.get("Llanowar Elves"), 1, ops.Zone.STACK)  # mana value 1
    assert is_legal_target(st, "spell:mv<=#Faerie", bear.id, 0)


def test_cr_107_3m_wan_shi_tong_enters_with_the_x_paid_and_draws_half_x_rounded_down() -> None:
    assert compile_card(record("Wan Shi Tong, Librarian")).status == "automated"
    s = table([], hand=["Wan Shi Tong, Librarian"], battlefield=["Island"] * 5)
    hand = len(s.game.players[0].hand)
    s.answer("cast h0 x=3")
    s.answer("pay auto")
    _pass_until(s, lambda: not s.game.stack and any(s.game.objects[o].name.startswith("Wan Shi Tong")
                                                    for o in s.game.battlefield) and not s.game.state.pending_triggers)
    wan = next(o for o in s.game.battlefield if s.game.objects[o].name.startswith("Wan Shi Tong"))
    assert s.game.objects[wan].counters.get("+1/+1") == 3  # X = 3 (CR 107.3m)
    assert len(s.game.players[0].hand) == hand - 1 + 1  # half of 3, rounded down: 1 card (CR 107.1a)


def test_cr_701_23_wan_shi_tong_grows_and_draws_when_an_opponent_searches() -> None:
    from mtgtable.engine.families.search_triggers import searched
    s = table([], battlefield=[{"card": "Wan Shi Tong, Librarian", "alias": "w"}])
    searched(s.game.state, 0)  # its controller's own search: nothing
    assert not s.game.state.pending_triggers
    searched(s.game.state, 1)
    hand = len(s.game.players[0].hand)
    _pass_until(s, lambda: len(s.game.players[0].hand) == hand + 1)
    assert s.game.objects[s.id("w")].counters.get("+1/+1") == 1


def test_cr_121_2_bowmasters_triggers_for_each_extra_card_an_opponent_draws_but_not_the_draw_for_the_turn() -> None:
    from mtgtable.engine import operations as ops
    assert compile_card(record("Orcish Bowmasters")).status == "automated"
    s = table([], battlefield=["Orcish Bowmasters"])
    st = s.game.state
    ops.draw(st, 1, 1, turn_draw=True)  # their draw for the turn (CR 504.1)
    assert not st.pending_triggers
    ops.draw(st, 0, 2)  # its controller's own draws
    assert not st.pending_triggers
    ops.draw(st, 1, 2)  # two cards, one at a time: two triggers (CR 121.2)
    assert [t.ability.trigger for t in st.pending_triggers] == ["opponent_draws_extra"] * 2


def test_cr_701_47a_bowmasters_enters_deals_1_damage_and_amasses_an_orc_army() -> None:
    assert compile_card(record("Orcish Bowmasters")).status == "automated"
    s = table([], hand=["Orcish Bowmasters"], battlefield=["Swamp", "Swamp"])
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: s.game.pending.kind is Kind.TARGETS)
    s.answer("targets p1")
    _pass_until(s, lambda: s.game.players[1].life == 19)
    _pass_until(s, lambda: not s.game.stack)
    army = [o for o in s.game.battlefield if "Army" in s.game.objects[o].card.subtypes]
    assert len(army) == 1 and s.game.objects[army[0]].counters.get("+1/+1") == 1
    assert s.game.power(army[0]) == 1 and s.game.toughness(army[0]) == 1


def test_cr_118_9_mindbreak_trap_is_free_once_an_opponent_cast_three_spells_this_turn() -> None:
    from mtgtable.engine.rules import casting_costs
    from mtgtable.engine.turn.actions import cast_problem
    got = compile_card(record("Mindbreak Trap"))
    assert [ln.status for ln in got.lines][0] == "automated"
    s = table([], hand=["Mindbreak Trap"])
    st = s.game.state
    trap = st.objects[s.id("h0")]
    assert [m.key for m in casting_costs.methods(st, 0, trap)] == ["normal"] or \
        all(m.key != "alternative" for m in casting_costs.methods(st, 0, trap))
    st.players[1].spells_cast = 3
    assert any(m.key == "alternative" and not m.mana.mana_value for m in casting_costs.methods(st, 0, trap))
    st.players[1].spells_cast = 2
    st.players[0].spells_cast = 5  # its own controller's spells don't count
    assert all(m.key != "alternative" for m in casting_costs.methods(st, 0, trap))
    assert cast_problem(st, 0, trap.id) is not None


def test_cr_700_5_gray_merchant_drains_your_devotion_to_black() -> None:
    assert compile_card(record("Gray Merchant of Asphodel")).status == "automated"
    s = table([], hand=["Gray Merchant of Asphodel"], battlefield=["Swamp"] * 5 + ["Dark Ritual Test Bear"],
              extra=[{"name": "Dark Ritual Test Bear", "manaCost": "{B/G}{2/B}{B/P}", "type": "Creature — Bear",
                      "types": ["Creature"], "subtypes": ["Bear"], "power": "2", "toughness": "2", "text": ""}])
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: s.game.players[1].life < 20)
    # Gray Merchant's {B}{B}, and the hybrid, the {2/B} and the Phyrexian symbol each once: 5 (CR 700.5)
    assert s.game.players[1].life == 15
    _pass_until(s, lambda: s.game.players[0].life == 25)


def test_cr_702_73a_another_elf_entering_grows_elvish_vanguard() -> None:
    assert compile_card(record("Elvish Vanguard")).status == "automated"
    s = table([], hand=["Changeling Outcast"], battlefield=[{"card": "Elvish Vanguard", "alias": "v"}, "Swamp",
                                                          "Swamp"])
    s.answer("cast h0")
    s.answer("pay auto")
    _pass_until(s, lambda: s.game.objects[s.id("v")].counters.get("+1/+1") == 1)


def test_cr_122_1_the_one_ring_counts_its_burden_counters() -> None:
    from mtgtable.engine.data.cards import card_from_json
    got = compile_card(record("The One Ring"))
    assert [ln.status for ln in got.lines] == ["automated", "by_hand", "automated", "automated"]
    s = table([], battlefield=[{"card": "The One Ring", "alias": "r"}], library=["Island"] * 20)
    ring = s.game.objects[s.id("r")]
    hand = len(s.game.players[0].hand)
    assert sum(a.kind == "activated" for a in card_from_json(got.record).abilities) == 1
    for _ in (1, 2):
        s.answer(f"activate {s.id('r')} 0")
        _pass_until(s, lambda: not s.game.stack)
        ring.tapped = False
    assert ring.counters.get("burden") == 2
    assert len(s.game.players[0].hand) == hand + 1 + 2  # one, then two (CR 608.2h: counted as it resolves)
