"""Costs and abilities about the graveyard (issue #10), compiled from their Oracle text and played:
Grim Lavamancer's "Exile two cards from your graveyard" (a cost part, CR 118.3, 602.2b), Seasoned
Pyromancer's "Exile this card from your graveyard" and Phantasmagorian's "Return this card from your
graveyard to your hand" (abilities that work only from the graveyard, CR 113.6k).
"""

from __future__ import annotations

from typing import Any

from mtgtable.engine import Cast, Choose, Kind, Pay
from mtgtable.engine import operations as ops
from mtgtable.engine.answers import Activate
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.decisions import Targets
from mtgtable.engine.objects import Zone
from mtgtable.engine.refs import PlayerRef
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.oracle import compile_card

from .corpus import record, settle, status, table


def _text(name: str) -> str:
    return " ".join(ability_text(a) for a in card_from_json(compile_card(record(name)).record).abilities)


def _to_graveyard(s: Any, names: list[str]) -> list[int]:
    """Put these cards of my hand into my graveyard (new objects, CR 400.7); their new ids."""
    g = s.game
    out = []
    for n in names:
        c = next(c for c in g.players[0].hand if g.objects[c].name == n)
        new = ops.move(g.state, c, Zone.GRAVEYARD)
        assert new is not None
        out.append(new)
    return out


def _activations(g: Any, source: int) -> list[Activate]:
    return [a for a in g.legal_actions(0) if isinstance(a, Activate) and a.source == source]


# ----------------------------------------------------------------------------- exile cards from your graveyard

def test_cr_118_3_grim_lavamancer_exiles_two_cards_from_the_graveyard_to_deal_2_damage() -> None:
    assert status("Grim Lavamancer") == "automated"
    assert "Exile 2 card from your graveyard." in _text("Grim Lavamancer")
    s = table(["Grim Lavamancer"], hand=["Island", "Island", "Lightning Bolt"],
              battlefield=["Mountain", {"card": "Grim Lavamancer", "alias": "lava"}])
    g = s.game
    lava = s.id("lava")
    yard = _to_graveyard(s, ["Island"])
    assert not _activations(g, lava)  # one card in the graveyard: the cost can't be paid (CR 117.3)
    assert "graveyard" in str(g.activate_problem(0, lava, 0, ""))
    yard += _to_graveyard(s, ["Island", "Lightning Bolt"])
    g.answer(_activations(g, lava)[0])
    assert g.pending.kind is Kind.TARGETS
    g.answer(Targets((PlayerRef(1),)))
    picked = []
    for _ in range(2):  # each card to exile, chosen before anything is paid (CR 601.2h via 602.2b)
        d = g.pending
        assert d.kind is Kind.CHOOSE and d.data["cost_part"] == "exile_from_graveyard"
        assert set(d.data["options"]) <= set(yard)
        pick = next(c for c in d.data["options"] if c not in picked)
        picked.append(pick)
        g.answer(Choose(pick))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    settle(s)
    assert g.players[1].life == 18
    assert len(g.players[0].graveyard) == 1 and len(g.players[0].exile) == 2


# ----------------------------------------------------------------------------- abilities of a card in a graveyard

def test_cr_113_6k_seasoned_pyromancer_exiles_itself_from_the_graveyard_for_two_elementals() -> None:
    assert status("Seasoned Pyromancer") == "partial"
    text = _text("Seasoned Pyromancer")
    assert "Exile this card from your graveyard." in text
    assert "Activate only while this card is in your graveyard." in text
    s = table(["Seasoned Pyromancer"], hand=["Seasoned Pyromancer"], battlefield=["Mountain"] * 5)
    g = s.game
    pyro = g.players[0].hand[0]
    assert not _activations(g, pyro)  # not from the hand (CR 113.6k)
    assert g.activate_problem(0, pyro, 0, "") is not None
    pyro = _to_graveyard(s, ["Seasoned Pyromancer"])[0]
    acts = _activations(g, pyro)
    assert len(acts) == 1
    g.answer(acts[0])
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    assert g.objects[pyro].zone is Zone.EXILE if pyro in g.objects else True
    assert not g.players[0].graveyard and len(g.players[0].exile) == 1
    settle(s)
    tokens = [o for o in g.objects.values() if o.zone is Zone.BATTLEFIELD and o.token]
    assert len(tokens) == 2 and all(o.name == "Elemental" or "Elemental" in o.card.subtypes for o in tokens)


def test_cr_113_6k_phantasmagorian_returns_itself_to_the_hand_for_three_discarded_cards() -> None:
    assert status("Phantasmagorian") == "partial"
    assert "Activate only while this card is in your graveyard." in _text("Phantasmagorian")
    s = table(["Phantasmagorian"], hand=["Phantasmagorian", "Island", "Island", "Island"])
    g = s.game
    ghost = _to_graveyard(s, ["Phantasmagorian"])[0]
    acts = _activations(g, ghost)
    assert len(acts) == 1
    g.answer(acts[0])
    for _ in range(3):  # the three cards to discard (CR 602.2b)
        d = g.pending
        assert d.kind is Kind.CHOOSE and d.data["cost_part"] == "discard"
        g.answer(Choose(d.data["options"][0]))
    assert not g.players[0].hand and len(g.players[0].graveyard) == 4
    settle(s)
    assert [g.objects[c].name for c in g.players[0].hand] == ["Phantasmagorian"]
    assert len(g.players[0].graveyard) == 3


def test_cr_113_6k_a_graveyard_ability_is_not_activated_from_the_battlefield() -> None:
    s = table(["Phantasmagorian"], hand=["Island", "Island", "Island"],
              battlefield=[{"card": "Phantasmagorian", "alias": "ghost"}])
    g = s.game
    ghost = s.id("ghost")
    assert not _activations(g, ghost)
    found = g.activate_problem(0, ghost, 0, "")
    assert found is not None and found.rule == "113.6k"


# ----------------------------------------------------------------------------- a colorless card (CR 105.2c)

def test_cr_105_2c_eye_of_ugin_finds_only_a_colorless_creature_card() -> None:
    assert status("Eye of Ugin") == "partial"
    s = table(["Eye of Ugin", "Matter Reshaper"], battlefield=["Eye of Ugin"] + ["Wastes"] * 7,
              library=["Grizzly Bears", "Matter Reshaper", "Ornithopter", "Island"])
    g = s.game
    eye = next(o for o in g.battlefield if g.objects[o].name == "Eye of Ugin")
    g.answer(next(a for a in g.legal_actions(0) if isinstance(a, Activate) and a.source == eye))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(5):
        d = g.pending
        if d.kind is Kind.CHOOSE and d.data.get("search"):
            break
        g.answer(next(o for o in d.options() if str(o) == "pass"))
    d = g.pending
    found = sorted(g.objects[c].name for c in d.data["options"] if c != -1)
    assert found == ["Matter Reshaper", "Ornithopter"]  # colorless creatures only (CR 105.2c)
    g.answer(Choose(next(c for c in d.data["options"] if c != -1 and g.objects[c].name == "Matter Reshaper")))
    settle(s)
    assert [g.objects[c].name for c in g.players[0].hand] == ["Matter Reshaper"]


# ----------------------------------------------------------------------------- one onto the battlefield, the other to hand

def _cultivate(found: list[str], library: list[str]) -> Any:
    s = table(["Cultivate"], hand=["Cultivate"], battlefield=["Forest"] * 3, library=library)
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(10):
        d = g.pending
        if d.kind is Kind.CHOOSE and d.data.get("search") and -1 in d.data["options"]:
            want = [c for c in d.data["options"] if c != -1 and g.objects[c].name in found
                    and c not in d.data.get("found", ())]
            g.answer(Choose(want[0] if want and len(d.data.get("found", ())) < len(found) else -1))
        elif d.kind is Kind.PRIORITY:
            if not g.stack:
                break
            g.answer(next(o for o in d.options() if str(o) == "pass"))
        else:
            break
    return s


def test_cr_608_2d_cultivate_puts_the_chosen_land_onto_the_battlefield_tapped_and_the_other_into_the_hand() -> None:
    assert status("Cultivate") == "automated"
    assert "Put one onto the battlefield tapped and the other into your hand." in _text("Cultivate")
    s = _cultivate(["Plains", "Island"], ["Plains", "Island", "Grizzly Bears", "Swamp"])
    g = s.game
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "608.2d" and -1 not in d.data["options"]
    assert sorted(g.objects[c].name for c in d.data["options"]) == ["Island", "Plains"]
    g.answer(Choose(next(c for c in d.data["options"] if g.objects[c].name == "Island")))
    settle(s)
    island = [o for o in g.battlefield if g.objects[o].name == "Island"]
    assert len(island) == 1 and g.objects[island[0]].tapped
    assert [g.objects[c].name for c in g.players[0].hand] == ["Plains"]


def test_cr_608_2c_cultivate_with_one_land_found_puts_it_onto_the_battlefield() -> None:
    s = _cultivate(["Plains"], ["Plains", "Grizzly Bears", "Grizzly Bears"])
    g = s.game
    settle(s)
    plains = [o for o in g.battlefield if g.objects[o].name == "Plains"]
    assert len(plains) == 1 and g.objects[plains[0]].tapped
    assert not g.players[0].hand


# ----------------------------------------------------------------------------- the opponent chooses (Intuition)

def test_cr_701_23b_intuition_finds_three_cards_and_the_opponent_chooses_the_one_for_the_hand() -> None:
    assert status("Intuition") == "automated"
    assert "Search your library for 3 cards." in _text("Intuition")
    s = table(["Intuition"], hand=["Intuition"], battlefield=["Island"] * 3,
              library=["Grizzly Bears", "Lightning Bolt", "Serra Angel", "Island"])
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.TARGETS:
        g.answer(Targets((PlayerRef(1),)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    picked: list[int] = []
    for _ in range(10):
        d = g.pending
        if d.kind is Kind.CHOOSE and d.data.get("search"):
            assert -1 not in d.data["options"]  # no quality named: three must be found (CR 701.23b)
            pick = next(c for c in d.data["options"] if g.objects[c].name != "Island")
            picked.append(pick)
            g.answer(Choose(pick))
        elif d.kind is Kind.PRIORITY and g.stack:
            g.answer(next(o for o in d.options() if str(o) == "pass"))
        else:
            break
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 1 and d.rule == "608.2d"  # the opponent chooses
    assert sorted(d.data["options"]) == sorted(picked)
    bolt = next(c for c in d.data["options"] if g.objects[c].name == "Lightning Bolt")
    g.answer(Choose(bolt))
    settle(s)
    assert [g.objects[c].name for c in g.players[0].hand] == ["Lightning Bolt"]
    assert sorted(g.objects[c].name for c in g.players[0].graveyard) == ["Grizzly Bears", "Intuition", "Serra Angel"]
