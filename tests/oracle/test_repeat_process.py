"""``You may repeat this process any number of times.`` (Ad Nauseam, CR 608.2c-d): the process
before it, repeated while its controller chooses to and has a library."""

from __future__ import annotations

from mtgtable.engine import Cast, Choose, Kind, Pay
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card

from .corpus import record, table


def test_cr_608_2d_ad_nauseam_repeats_the_reveal_until_its_controller_stops() -> None:
    c = compile_card(record("Ad Nauseam"))
    assert c.status == "automated"
    text = " ".join(ability_text(a) for a in card_from_json(c.record).abilities)
    assert text.endswith("You may repeat this process any number of times.")
    s = table(["Ad Nauseam"], hand=["Ad Nauseam"], battlefield=["Swamp"] * 5,
              library=["Grizzly Bears", "Lightning Bolt", "Island", "Serra Angel"])
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(5):
        if g.pending.kind is not Kind.PRIORITY:
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.data.get("repeat_process") and d.rule == "608.2d"
    assert [g.objects[c].name for c in g.players[0].hand] == ["Grizzly Bears"] and g.players[0].life == 18
    g.answer(Choose(1))  # again: Lightning Bolt, 1 life
    g.answer(Choose(1))  # again: Island, 0 life
    assert g.players[0].life == 17
    g.answer(Choose(0))  # stop before Serra Angel
    assert sorted(g.objects[c].name for c in g.players[0].hand) == ["Grizzly Bears", "Island", "Lightning Bolt"]
    assert [g.objects[c].name for c in g.players[0].library] == ["Serra Angel"]


def test_cr_608_2d_the_repeat_is_not_offered_once_the_library_is_empty() -> None:
    s = table(["Ad Nauseam"], hand=["Ad Nauseam"], battlefield=["Swamp"] * 5, library=["Island"])
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(5):
        if g.pending.kind is not Kind.PRIORITY or not g.stack:
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    assert not g.stack and g.pending.kind is Kind.PRIORITY
    assert [g.objects[c].name for c in g.players[0].hand] == ["Island"]


def test_the_pilot_repeats_while_it_has_life_to_spare() -> None:
    s = table(["Ad Nauseam"], hand=["Ad Nauseam"], battlefield=["Swamp"] * 5,
              library=["Serra Angel"] * 6)
    g = s.game
    g.answer(Cast(g.players[0].hand[0]))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    pilot = HeuristicPilot(0)
    for _ in range(20):
        if g.pending.kind is Kind.PRIORITY and not g.stack:
            break
        g.answer(pilot.choose(g, g.pending) if g.pending.kind is Kind.CHOOSE else
                 next(o for o in g.pending.options() if str(o) == "pass"))
    assert g.players[0].life == 10  # 20, 15, 10 (Serra Angel: 5 each): stops at 10 life or less


def test_cr_701_17a_grindstone_mills_again_while_the_two_cards_share_a_color() -> None:
    from mtgtable.engine.answers import Activate
    from mtgtable.engine.decisions import Targets
    from mtgtable.engine.refs import PlayerRef
    c = compile_card(record("Grindstone"))
    assert c.status == "automated"
    assert "If two cards that share a color were milled this way, repeat this process." in " ".join(
        ability_text(a) for a in card_from_json(c.record).abilities)
    # two red, two blue, then a red and a colorless card (no colour shared, CR 105.2c): stop there
    s = table(["Grindstone"], battlefield=["Grindstone", "Island", "Island", "Island"],
              library=["Lightning Bolt", "Lightning Bolt", "Counterspell", "Counterspell", "Lightning Bolt",
                       "Ornithopter", "Island", "Island"])
    g = s.game
    grind = next(o for o in g.battlefield if g.objects[o].name == "Grindstone")
    g.answer(Activate(grind, 0))
    g.answer(Targets((PlayerRef(0),)))
    if g.pending.kind is Kind.PAY:
        g.answer(Pay(auto=True))
    for _ in range(5):
        if not g.stack:
            break
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    assert len(g.players[0].graveyard) == 6
    assert [g.objects[x].name for x in g.players[0].library] == ["Island", "Island"]
