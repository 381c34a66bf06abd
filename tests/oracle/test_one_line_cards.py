"""Real-deck cards one line away from automated (issue #10), compiled from their Oracle text and played:
Manamorphose's two mana in any combination of colors (CR 106.1, 608.2d), spectacle (CR 702.137a),
Glimpse of Nature's delayed trigger for the rest of the turn (CR 603.7c), Stinkweed Imp's combat damage
trigger (CR 510.3), Rhox Faithmender's doubled life gain (CR 614.1a, 616.1), Scavenging Ooze's
"if it was a creature card" (CR 608.2h).
"""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Cast, Choose, Kind, Pay
from mtgtable.engine import operations as ops
from mtgtable.oracle import compile_card
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.objects import Zone
from mtgtable.engine.text.ability_text import ability_text

from .corpus import record, settle, status, table


def _text(name: str) -> str:
    """The card's compiled abilities rendered back (what the card panel shows, then translated)."""
    return " ".join(ability_text(a) for a in card_from_json(compile_card(record(name)).record).abilities)


def _until_choice(s: Any, most: int = 10) -> None:
    """Pass priority until a decision other than priority waits (the resolving spell's choice)."""
    g = s.game
    for _ in range(most):
        if g.pending.kind is not Kind.PRIORITY:
            return
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))


# ----------------------------------------------------------------------------- mana of any combination (CR 106.1)

def test_cr_106_1_manamorphose_adds_two_mana_each_of_a_chosen_color_and_draws() -> None:
    assert status("Manamorphose") == "automated"
    s = table(["Manamorphose"], hand=["Manamorphose"], battlefield=["Mountain", "Mountain"], library=["Island"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _until_choice(s)
    d = g.pending
    assert d.data.get("mana_color") and d.rule == "106.4"
    g.answer(Choose(0))  # white for the first mana (CR 608.2d: chosen as it resolves)
    assert g.pending.data.get("mana_color")
    g.answer(Choose(1))  # blue for the second
    settle(s)
    assert sorted(g.players[0].pool.units()) == ["U", "W"]
    assert [g.objects[c].name for c in g.players[0].hand] == ["Island"]
    assert "Add 2 mana in any combination of colors." in _text("Manamorphose")


# ----------------------------------------------------------------------------- spectacle (CR 702.137a)

def test_cr_702_137a_skewer_the_critics_costs_r_once_an_opponent_lost_life_this_turn() -> None:
    assert status("Skewer the Critics") == "automated"
    assert "Spectacle {R}" in _text("Skewer the Critics")
    s = table(["Skewer the Critics"], hand=["Skewer the Critics"], battlefield=["Mountain"])
    g = s.game
    skewer = g.players[0].hand[0]
    assert g.cast_problem(0, skewer) is not None  # {2}{R} with one Mountain, nobody lost life yet
    ops.lose_life(g.state, 0, 1)  # I lose life: not an opponent
    assert g.cast_problem(0, skewer) is not None
    ops.lose_life(g.state, 1, 1)  # the opponent lost life this turn
    assert g.cast_problem(0, skewer) is None
    g.answer(Cast(skewer))
    if g.pending.kind is Kind.CHOOSE:
        assert "spectacle" in g.pending.data["cast_method"]
        g.answer(Choose(g.pending.data["cast_method"].index("spectacle")))
    assert g.pending.kind is Kind.TARGETS
    g.answer(next(o for o in g.pending.options() if 1 in [getattr(t, "index", None) for t in o.targets]))
    g.answer(Pay(auto=True))
    settle(s)
    assert g.players[1].life == 20 - 1 - 3


def test_cr_702_137a_damage_counts_as_life_lost_and_a_new_turn_forgets_it() -> None:
    s = table(["Skewer the Critics"], hand=["Skewer the Critics"], battlefield=["Mountain"])
    g = s.game
    skewer = g.players[0].hand[0]
    mountain = g.battlefield[0]
    ops.deal_damage(g.state, mountain, g.players[1].ref, 2)  # damage to a player is life lost (CR 120.3a)
    assert g.players[1].life_lost_this_turn == 2 and g.cast_problem(0, skewer) is None
    copy = g.state.copy()  # the record is part of the state (a checkpoint keeps it)
    assert copy.players[1].life_lost_this_turn == 2
    ops.begin_turn(g.state, 1)  # "this turn" (CR 702.137a): a new turn starts with none lost
    assert g.players[1].life_lost_this_turn == 0


# ----------------------------------------------------------------------------- "whenever ... this turn" (CR 603.7c)

def test_cr_603_7c_glimpse_of_nature_draws_for_each_creature_spell_cast_this_turn() -> None:
    assert status("Glimpse of Nature") == "automated"
    assert _text("Glimpse of Nature") == "Whenever you cast a creature spell this turn: Draw a card."
    s = table(["Glimpse of Nature"], hand=["Glimpse of Nature", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"],
              battlefield=["Forest"] * 7, library=["Island"] * 6)
    g = s.game

    def cast(name: str) -> None:
        g.answer(Cast(next(c for c in g.players[0].hand if g.objects[c].name == name)))
        g.answer(Pay(auto=True))
        settle(s)

    def islands() -> int:
        return sum(g.objects[c].name == "Island" for c in g.players[0].hand)

    cast("Grizzly Bears")
    assert islands() == 0  # before Glimpse resolves, nothing waits
    cast("Glimpse of Nature")
    assert islands() == 0 and len(g.state.delayed_triggers) == 1  # it creates the trigger; it draws nothing
    cast("Grizzly Bears")
    assert islands() == 1
    cast("Grizzly Bears")
    assert islands() == 2  # each time this turn (CR 603.7c), not once
    ops.begin_turn(g.state, 1)
    assert not g.state.delayed_triggers  # "this turn" is over


# ----------------------------------------------------------------------------- combat damage to a creature (CR 510.3)

def _attack(s: Any, alias: str) -> None:
    g = s.game
    while g.pending.kind is not Kind.DECLARE_ATTACKERS:
        g.answer(g.pending.options()[0])
    s.answer(f"attack {alias}>p1")


def test_cr_510_3_stinkweed_imp_destroys_the_creature_it_dealt_combat_damage_to() -> None:
    assert status("Stinkweed Imp") == "automated"
    assert "Whenever this deals combat damage to a creature, Destroy that creature." in _text("Stinkweed Imp")
    s = table(["Stinkweed Imp", "Serra Angel"], battlefield=[{"card": "Stinkweed Imp", "alias": "imp"}],
              their_battlefield=[{"card": "Serra Angel", "alias": "angel"}])
    g = s.game
    _attack(s, "imp")
    while g.pending.kind is not Kind.DECLARE_BLOCKERS:
        s.answer("pass")
    s.answer("block angel>imp")
    for _ in range(30):
        if g.step is not None and g.step.name.lower() in ("end_of_combat", "main2"):
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass") if g.pending.kind is Kind.PRIORITY
                 else g.pending.suggest())
    # 1 damage to a 4/4 is not lethal: the trigger destroys it; the Imp died of the Angel's 4
    assert not any(g.objects[o].name == "Serra Angel" for o in g.battlefield)
    assert not any(g.objects[o].name == "Stinkweed Imp" for o in g.battlefield)


def test_cr_510_3_stinkweed_imp_does_not_trigger_on_damage_to_a_player() -> None:
    s = table(["Stinkweed Imp", "Serra Angel"], battlefield=[{"card": "Stinkweed Imp", "alias": "imp"}],
              their_battlefield=[{"card": "Serra Angel", "alias": "angel"}])
    g = s.game
    _attack(s, "imp")
    for _ in range(30):
        if g.step is not None and g.step.name.lower() in ("end_of_combat", "main2"):
            break
        d = g.pending
        if d.kind is Kind.DECLARE_BLOCKERS:
            s.answer("block")  # no blockers
        else:
            g.answer(next(o for o in d.options() if str(o) == "pass") if d.kind is Kind.PRIORITY else d.suggest())
    assert g.players[1].life == 19 and any(g.objects[o].name == "Serra Angel" for o in g.battlefield)


# ----------------------------------------------------------------------------- life gain replaced (CR 614.1a)

def test_cr_614_1a_rhox_faithmender_doubles_its_controllers_life_gain_only() -> None:
    assert status("Rhox Faithmender") == "automated"
    assert "If you would gain life, you gain twice that much life instead." in _text("Rhox Faithmender")
    s = table(["Rhox Faithmender"], battlefield=["Rhox Faithmender"])
    g = s.game
    ops.gain_life(g.state, 0, 3)
    assert g.players[0].life == 26
    ops.gain_life(g.state, 1, 3)  # an opponent's life gain is not replaced
    assert g.players[1].life == 23
    assert any(e.rule == "614.1a" for e in g.events)


def test_cr_616_1_two_rhox_faithmenders_gain_four_times_as_much() -> None:
    s = table(["Rhox Faithmender"], battlefield=["Rhox Faithmender", "Rhox Faithmender"])
    g = s.game
    ops.gain_life(g.state, 0, 2)
    assert g.players[0].life == 28


# ----------------------------------------------------------------------------- "if it was a creature card" (CR 608.2h)

def _ooze_eats(name: str) -> tuple[Any, int]:
    s = table(["Scavenging Ooze", "Grizzly Bears"], battlefield=[{"card": "Scavenging Ooze", "alias": "ooze"},
                                                                "Forest"])
    g = s.game
    card = ops.new_object(g.state, g.db[name], 1, Zone.GRAVEYARD)
    s.answer("activate ooze 0")
    s.answer(f"targets {card.id}")
    s.answer("pay auto")
    settle(s)
    assert [g.objects[c].name for c in g.players[1].exile] == [name]
    return g, s.id("ooze")


def test_cr_608_2h_scavenging_ooze_grows_and_gains_life_for_a_creature_card() -> None:
    assert status("Scavenging Ooze") == "automated"
    assert "If it was a creature card: Put 1 +1/+1 counter(s) on this. You gain 1 life." in _text("Scavenging Ooze")
    g, ooze = _ooze_eats("Grizzly Bears")
    assert g.objects[ooze].counters.get("+1/+1") == 1 and g.players[0].life == 21


def test_cr_608_2h_scavenging_ooze_only_exiles_a_noncreature_card() -> None:
    g, ooze = _ooze_eats("Island")
    assert not g.objects[ooze].counters.get("+1/+1") and g.players[0].life == 20
