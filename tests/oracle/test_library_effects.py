"""Library and hand effects compiled from the cards' real Oracle text (read from
the corpus at test time) and played through the engine: scry and surveil N,
looking at the top N, putting cards back, revealed-hand discards, graveyard
returns.  Every choice is the generic ``Choose`` decision, answered here as a
player would, and checked by the rule it follows."""

from __future__ import annotations

from typing import Any

import pytest

from mtgtable.engine import Choose, IllegalAnswer, Kind, Zone
from mtgtable.engine import operations as ops
from mtgtable.engine.agents import RandomAgent
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card

from .corpus import record, table

LIBRARY = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Lightning Bolt", "Grizzly Bears", "Counterspell"]


def _names(game: Any, ids: list[int]) -> list[str]:
    return [game.objects[i].name for i in ids]


def _resolve(s: Any) -> None:
    """Pass priority until the stack is empty or a player is asked something else."""
    g = s.game
    for _ in range(20):
        if g.pending is None or g.pending.kind is not Kind.PRIORITY or not g.stack:
            return
        g.answer(g.pending.options()[0])


def _cast(name: str, *, targets: str = "", library: list[str] = LIBRARY, hand: list[str] = (),  # type: ignore[assignment]
          lands: int = 4, graveyard_hand: list[str] = ()) -> Any:  # type: ignore[assignment]
    s = table([name], hand=[name, *hand], library=library,
              battlefield=[c for c in ("Island", "Swamp", "Forest", "Mountain") for _ in range(lands)])
    s.answer("cast h0")
    if s.game.pending.kind is Kind.TARGETS:
        s.answer(f"targets {targets}")
    s.answer("pay auto")
    _resolve(s)
    return s


def _choose(s: Any, name: str) -> None:
    """Choose the option that is the card called ``name``."""
    d = s.game.pending
    assert d.kind is Kind.CHOOSE, d
    (oid,) = [o.choice for o in d.options() if o.choice in s.game.objects and s.game.objects[o.choice].name == name]
    s.game.answer(Choose(oid))


def _top(s: Any, n: int) -> list[str]:
    return _names(s.game, s.game.players[0].library[:n])


def test_every_card_of_the_family_compiles_in_full() -> None:
    for name in ("Preordain", "Ponder", "Brainstorm", "Sea Gate Oracle", "Augur of Bolas", "Lead the Stampede",
                 "Ancient Stirrings", "Impulse", "Stock Up", "Thoughtseize", "Duress", "Inquisition of Kozilek",
                 "Gitaxian Probe", "Peek", "Hymn to Tourach", "Sensei's Divining Top", "Mnemonic Wall",
                 "Eternal Witness", "Omen of the Sea", "Sleight of Hand", "Foresee"):
        compiled = compile_card(record(name))
        assert compiled.status == "automated", (name, compiled.lines)


def test_cr_701_22a_scry_2_puts_any_number_on_the_bottom_and_orders_the_rest() -> None:
    s = _cast("Preordain")
    g = s.game
    d = g.pending
    assert d.rule == "701.22a" and d.data["library_action"] == "scry_bottom"
    assert _names(g, d.data["looked"]) == ["Plains", "Island"]
    s.answer("choose -1")  # keep both on top ...
    _choose(s, "Island")   # ... Island first
    assert _names(g, g.players[0].hand[-1:]) == ["Island"]  # then "draw a card" draws it
    assert _top(s, 1) == ["Plains"]


def test_cr_701_22a_scry_2_both_to_the_bottom_in_the_chosen_order() -> None:
    s = _cast("Preordain")
    g = s.game
    _choose(s, "Plains")
    _choose(s, "Island")  # every card looked at is on the bottom: no more to keep
    _choose(s, "Island")  # the bottom order, from the top down
    lib = _names(g, g.players[0].library)
    assert lib[-2:] == ["Island", "Plains"]
    assert _names(g, g.players[0].hand[-1:]) == ["Swamp"]


def test_cr_701_22a_a_scry_answer_outside_the_cards_looked_at_is_refused() -> None:
    s = _cast("Preordain")
    g = s.game
    third = g.players[0].library[2]
    with pytest.raises(IllegalAnswer) as exc:
        g.answer(Choose(third))
    assert exc.value.rule == "701.22a"


def test_cr_608_2d_ponder_puts_the_three_back_in_the_chosen_order_then_may_shuffle() -> None:
    s = _cast("Ponder")
    g = s.game
    assert g.pending.data["library_action"] == "order_top"
    _choose(s, "Swamp")
    _choose(s, "Plains")  # Island is left: it goes third
    d = g.pending
    assert d.data.get("yes_no")  # "You may shuffle."
    g.answer(Choose(0))
    assert _names(g, g.players[0].hand[-1:]) == ["Swamp"]
    assert _top(s, 2) == ["Plains", "Island"]


def test_cr_608_2d_brainstorm_draws_three_and_puts_two_back_the_last_chosen_on_top() -> None:
    s = _cast("Brainstorm", hand=["Grizzly Bears"])
    g = s.game
    d = g.pending
    assert d.data["library_action"] == "put_back"
    _choose(s, "Grizzly Bears")
    _choose(s, "Island")
    assert _top(s, 2) == ["Island", "Grizzly Bears"]
    assert sorted(_names(g, g.players[0].hand)) == ["Plains", "Swamp"]
    assert not any("Grizzly Bears" in e.text for e in g.events if e.kind == "put_back")  # hidden (CR 401.2)


def test_cr_608_2d_sea_gate_oracle_one_to_hand_the_other_to_the_bottom() -> None:
    s = table(["Sea Gate Oracle"], hand=["Sea Gate Oracle"], library=LIBRARY, battlefield=["Island"] * 3)
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)  # the creature spell, then its enters trigger
    g = s.game
    d = g.pending
    assert d.data["library_action"] == "take" and -1 not in [o.choice for o in d.options()]  # not optional
    _choose(s, "Island")
    assert _names(g, g.players[0].hand) == ["Island"]
    assert _names(g, g.players[0].library[-1:]) == ["Plains"]


def test_cr_701_20a_augur_of_bolas_reveals_only_an_instant_or_sorcery() -> None:
    library = ["Plains", "Lightning Bolt", "Grizzly Bears", "Island"]
    s = table(["Augur of Bolas"], hand=["Augur of Bolas"], library=library, battlefield=["Island"] * 3)
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    g = s.game
    options = [o.choice for o in g.pending.options()]
    assert sorted(_names(g, [o for o in options if o != -1])) == ["Lightning Bolt"] and -1 in options
    _choose(s, "Lightning Bolt")
    assert any(e.kind == "reveal" and e.rule == "701.20a" for e in g.events)
    _choose(s, "Grizzly Bears")  # the bottom order of the other two, from the top down
    assert _names(g, g.players[0].library) == ["Island", "Grizzly Bears", "Plains"]


def test_cr_608_2d_lead_the_stampede_takes_any_number_of_creature_cards() -> None:
    library = ["Grizzly Bears", "Plains", "Llanowar Elves", "Island", "Lightning Bolt", "Swamp"]
    s = _cast("Lead the Stampede", library=library)
    g = s.game
    _choose(s, "Grizzly Bears")
    _choose(s, "Llanowar Elves")
    assert g.pending.data["library_action"] == "order_bottom"  # no creature card left to take
    while g.pending.kind is Kind.CHOOSE:  # the order of the three at the bottom
        g.answer(g.pending.options()[0])
    assert sorted(_names(g, g.players[0].hand)) == ["Grizzly Bears", "Llanowar Elves"]
    assert _names(g, g.players[0].library[:1]) == ["Swamp"]


def test_cr_701_9b_thoughtseize_you_choose_a_nonland_card_and_lose_2_life() -> None:
    s = table(["Thoughtseize", "Lightning Bolt"], hand=["Thoughtseize"], battlefield=["Swamp"])
    g = s.game
    them = g.players[1]
    bolt = ops.new_object(g.state, g.db["Lightning Bolt"], 1, Zone.HAND)
    land = ops.new_object(g.state, g.db["Mountain"], 1, Zone.HAND)
    s.answer("cast h0")
    s.answer("targets p1")
    s.answer("pay auto")
    _resolve(s)
    d = g.pending
    assert d.rule == "701.9b" and [o.choice for o in d.options()] == [bolt.id]
    assert land.id in d.data["shown"]
    with pytest.raises(IllegalAnswer):
        g.answer(Choose(land.id))
    g.answer(Choose(bolt.id))
    assert _names(g, them.graveyard) == ["Lightning Bolt"] and g.players[0].life == 18


def test_cr_402_3_gitaxian_probe_shows_the_hand_to_its_controller_only() -> None:
    s = table(["Gitaxian Probe"], hand=["Gitaxian Probe"], battlefield=["Island"])
    g = s.game
    ops.new_object(g.state, g.db["Island"], 1, Zone.HAND)
    s.answer("cast h0")
    s.answer("targets p1")
    s.answer("pay auto")
    _resolve(s)
    d = g.pending
    assert d.player == 0 and d.data["library_action"] == "look_hand" and d.data["shown"] == g.players[1].hand
    s.answer("choose -1")
    assert len(g.players[0].hand) == 1  # and it drew a card


def test_cr_701_9b_hymn_to_tourach_discards_at_random() -> None:
    s = table(["Hymn to Tourach"], hand=["Hymn to Tourach"], battlefield=["Swamp"] * 3)
    g = s.game
    for _ in range(3):
        ops.new_object(g.state, g.db["Island"], 1, Zone.HAND)
    s.answer("cast h0")
    s.answer("targets p1")
    s.answer("pay auto")
    _resolve(s)
    assert len(g.players[1].hand) == 1 and len(g.players[1].graveyard) == 2
    assert all(e.rule == "701.9b" for e in g.events if e.kind == "move" and "random" in e.text)


def test_cr_608_2_sensei_s_divining_top_draws_then_goes_on_top_of_the_library() -> None:
    s = table(["Sensei's Divining Top"], battlefield=[{"card": "Sensei's Divining Top", "alias": "top"}, "Island"],
              library=LIBRARY)
    g = s.game
    s.answer("activate top 0")
    s.answer("pay auto")
    _resolve(s)
    _choose(s, "Swamp")
    _choose(s, "Island")
    assert _top(s, 3) == ["Swamp", "Island", "Plains"]
    (top,) = [o for o in g.battlefield if g.objects[o].name == "Sensei's Divining Top"]
    s.answer(f"activate {top} 1")
    _resolve(s)
    assert _names(g, g.players[0].hand) == ["Swamp"]
    assert _top(s, 1) == ["Sensei's Divining Top"]


def test_cr_115_1_mnemonic_wall_returns_an_instant_or_sorcery_from_your_graveyard() -> None:
    s = table(["Mnemonic Wall", "Lightning Bolt"], hand=["Mnemonic Wall"], battlefield=["Island"] * 5)
    g = s.game
    bolt = ops.new_object(g.state, g.db["Lightning Bolt"], 0, Zone.GRAVEYARD)
    bears = ops.new_object(g.state, g.db["Grizzly Bears"], 0, Zone.GRAVEYARD)
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    d = g.pending
    assert d.kind is Kind.TARGETS
    with pytest.raises(IllegalAnswer):
        s.answer(f"targets {bears.id}")
    s.answer(f"targets {bolt.id}")
    _resolve(s)
    g.answer(Choose(1))  # "you may"
    assert _names(g, g.players[0].hand) == ["Lightning Bolt"]


@pytest.mark.parametrize("agent", ["pilot", "random"])
def test_every_agent_answers_the_library_decisions(agent: str) -> None:
    for name in ("Preordain", "Ponder", "Brainstorm", "Impulse", "Ancient Stirrings", "Lead the Stampede"):
        s = _cast(name)
        g = s.game
        player = HeuristicPilot(0) if agent == "pilot" else RandomAgent(seed=3)
        for _ in range(30):
            d = g.pending
            if d is None or d.kind is not Kind.CHOOSE:
                break
            g.answer(player.choose(g, d))
        assert g.pending is None or g.pending.kind is not Kind.CHOOSE, name
        assert len(g.players[0].library) + len(g.players[0].hand) + len(g.players[0].graveyard) >= len(LIBRARY)


def test_cr_608_2h_path_to_exile_its_controller_may_search_for_a_basic_land_tapped() -> None:
    s = table(["Path to Exile"], hand=["Path to Exile"], battlefield=["Plains"])
    g = s.game
    bears = ops.new_object(g.state, g.db["Grizzly Bears"], 1, Zone.BATTLEFIELD)
    s.answer("cast h0")
    s.answer(f"targets {bears.id}")
    s.answer("pay auto")
    _resolve(s)
    d = g.pending
    assert d.player == 1 and d.rule == "608.2d" and d.data.get("yes_no")  # its controller decides
    g.answer(Choose(1))
    d = g.pending
    assert d.player == 1 and d.data.get("search")
    island = next(o.choice for o in d.options() if o.choice != -1)
    g.answer(Choose(island))
    lands = [o for o in g.battlefield if g.objects[o].controller == 1 and g.objects[o].name == "Island"]
    assert len(lands) == 1 and g.objects[lands[0]].tapped
    assert _names(g, g.players[1].exile) == ["Grizzly Bears"]


def test_cr_701_24a_vampiric_tutor_shuffles_then_puts_the_card_on_top() -> None:
    s = _cast("Vampiric Tutor")
    g = s.game
    _choose(s, "Counterspell")
    assert _top(s, 1) == ["Counterspell"] and g.players[0].life == 18
    assert not any("Counterspell" in e.text for e in g.events)  # not revealed: it stays hidden


def test_cr_605_1a_deathrite_shaman_exiles_a_land_card_and_adds_a_chosen_color() -> None:
    s = table(["Deathrite Shaman"], battlefield=[{"card": "Deathrite Shaman", "alias": "drs"}])
    g = s.game
    plains = ops.new_object(g.state, g.db["Plains"], 1, Zone.GRAVEYARD)
    s.answer("activate drs 0")
    s.answer(f"targets {plains.id}")
    _resolve(s)
    d = g.pending
    assert d.data.get("mana_color") and d.rule == "106.4"
    g.answer(Choose(4))
    assert g.players[0].pool.units() == ["G"] and _names(g, g.players[1].exile) == ["Plains"]


def test_cr_110_2_reanimate_puts_any_graveyard_creature_under_your_control_and_costs_its_mana_value() -> None:
    s = table(["Reanimate", "Serra Angel"], hand=["Reanimate"], battlefield=["Swamp"])
    g = s.game
    angel = ops.new_object(g.state, g.db["Serra Angel"], 1, Zone.GRAVEYARD)
    s.answer("cast h0")
    s.answer(f"targets {angel.id}")
    s.answer("pay auto")
    _resolve(s)
    (new,) = [o for o in g.battlefield if g.objects[o].name == "Serra Angel"]
    assert g.objects[new].controller == 0 and g.objects[new].owner == 1
    assert g.players[0].life == 15  # Serra Angel's mana value is 5


def test_cr_701_20a_dark_confidant_reveals_the_top_card_into_hand_and_loses_its_mana_value() -> None:
    s = table(["Dark Confidant"], battlefield=[{"card": "Dark Confidant", "alias": "bob"}],
              library=["Counterspell", "Island"], step="upkeep")
    g = s.game
    from mtgtable.engine.objects import PendingTrigger  # the upkeep trigger, as the step's start puts it
    (bob,) = [o for o in g.battlefield if g.objects[o].name == "Dark Confidant"]
    ab = next(a for a in g.objects[bob].card.abilities if a.kind == "triggered")
    g.state.pending_triggers.append(PendingTrigger(0, bob, "Dark Confidant", ab, {}))
    g.answer(g.pending.options()[0])  # pass: the trigger goes on the stack first
    _resolve(s)
    assert _names(g, g.players[0].hand) == ["Counterspell"] and g.players[0].life == 18
    assert any(e.kind == "reveal" and "Counterspell" in e.text for e in g.events)


def test_cr_608_2c_gamble_discards_at_random_before_the_shuffle() -> None:
    s = _cast("Gamble", hand=["Grizzly Bears"])
    g = s.game
    _choose(s, "Counterspell")
    assert len(g.players[0].hand) == 1 and len(g.players[0].graveyard) == 2  # Gamble and the random discard
    kinds = [e.kind for e in g.events]
    assert kinds.index("shuffle") > max(i for i, e in enumerate(g.events) if "random" in e.text)


def test_cr_701_9b_compulsive_research_discards_a_land_or_two_cards() -> None:
    s = _cast("Compulsive Research", targets="p0")
    g = s.game
    d = g.pending
    assert d.player == 0 and d.data["library_action"] == "discard_unless"
    lands = [o.choice for o in d.options() if o.choice != -1]
    assert sorted(_names(g, lands)) == ["Island", "Plains", "Swamp"]  # the three drawn
    s.answer("choose -1")  # discard two cards instead
    assert g.pending.kind is Kind.DISCARD and g.pending.data["count"] == 2
    g.answer(g.pending.suggest())
    assert len(g.players[0].hand) == 1


def test_cr_608_2_bojuka_bog_exiles_target_players_graveyard() -> None:
    s = table(["Bojuka Bog"], hand=["Bojuka Bog"])
    g = s.game
    for name in ("Lightning Bolt", "Grizzly Bears"):
        ops.new_object(g.state, g.db[name], 1, Zone.GRAVEYARD)
    s.answer("land h0")
    s.answer("targets p1")
    _resolve(s)
    assert not g.players[1].graveyard and sorted(_names(g, g.players[1].exile)) == ["Grizzly Bears", "Lightning Bolt"]


def test_cr_701_19_entomb_puts_the_card_found_into_the_graveyard() -> None:
    s = _cast("Entomb")
    g = s.game
    _choose(s, "Grizzly Bears")
    assert "Grizzly Bears" in _names(g, g.players[0].graveyard)


def test_cr_608_2d_stoneforge_mystic_puts_an_equipment_card_from_hand_onto_the_battlefield() -> None:
    s = table(["Stoneforge Mystic", "Bonesplitter"], hand=["Bonesplitter", "Grizzly Bears"],
              battlefield=[{"card": "Stoneforge Mystic", "alias": "sfm"}, "Plains", "Plains"])
    g = s.game
    s.answer("activate sfm 0")
    s.answer("pay auto")
    _resolve(s)
    g.answer(Choose(1))  # "you may"
    d = g.pending
    assert _names(g, [o.choice for o in d.options()]) == ["Bonesplitter"]  # only the Equipment card
    g.answer(d.options()[0])
    assert "Bonesplitter" in _names(g, g.battlefield)


def test_cr_603_10a_chromatic_star_draws_when_put_into_a_graveyard_from_the_battlefield() -> None:
    s = table(["Chromatic Star"], battlefield=[{"card": "Chromatic Star", "alias": "star"}, "Island"])
    g = s.game
    g.move(s.id("star"), Zone.GRAVEYARD)  # destroyed or sacrificed: it leaves the battlefield
    g.answer(g.pending.options()[0])  # a pass: the trigger is put on the stack (CR 603.3) and resolves
    _resolve(s)
    assert len(g.players[0].hand) == 1


def test_cr_608_2d_kor_skyfisher_returns_a_permanent_you_control_chosen_on_resolution() -> None:
    s = table(["Kor Skyfisher"], hand=["Kor Skyfisher"], battlefield=["Plains", "Plains"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve(s)
    d = g.pending
    assert d.rule == "608.2d"
    assert sorted(_names(g, [o.choice for o in d.options()])) == ["Kor Skyfisher", "Plains", "Plains"]
    plains = next(o.choice for o in d.options() if g.objects[o.choice].name == "Plains")
    g.answer(Choose(plains))
    assert _names(g, g.players[0].hand) == ["Plains"]



def test_cr_701_24a_learn_from_the_past_shuffles_a_graveyard_into_its_library() -> None:
    s = table(["Learn from the Past"], hand=["Learn from the Past"], battlefield=["Island"] * 4,
              library=["Island", "Island"])
    g = s.game
    ops.new_object(g.state, g.db["Grizzly Bears"], 0, Zone.GRAVEYARD)
    s.answer("cast h0")
    s.answer("targets p0")
    s.answer("pay auto")
    _resolve(s)
    assert _names(g, g.players[0].graveyard) == ["Learn from the Past"]  # it goes there after resolving
    assert sorted(_names(g, g.players[0].library + g.players[0].hand)) == ["Grizzly Bears", "Island", "Island"]
