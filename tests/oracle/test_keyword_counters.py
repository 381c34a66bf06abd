"""Fading, vanishing, extort, myriad, "Whenever you gain life" and "You have no maximum hand size",
compiled from the cards' real Oracle text (read from the corpus at test time) and played through
the engine (CR 702.32a, 702.63a, 702.101a, 702.116a, 119.9, 402.2, 514.1)."""

from __future__ import annotations

from typing import Any

from mtgtable.engine import driver
from mtgtable.engine.agents import GoldfishAgent
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.data.cards import card_from_json
from mtgtable.engine.decisions import Kind
from mtgtable.engine.turn.steps import Step
from mtgtable.oracle import compile_card
from mtgtable.oracle.compiler import rules_lines

from .corpus import corpus, named, record, table


def _at_my_upkeep(game: Any) -> bool:
    return bool(game.step is Step.UPKEEP and game.active == 0 and not game.stack and not game.pending_triggers
                and game.pending is not None and game.pending.kind is Kind.PRIORITY)


def _to_my_upkeep_priority(g: Any) -> None:
    """Pass (both players goldfish) until player 0's next upkeep, its triggers resolved."""
    agents = {0: GoldfishAgent(), 1: GoldfishAgent()}
    driver.run(g, agents, until=lambda game: game.active == 1, max_answers=500)
    driver.run(g, agents, until=_at_my_upkeep, max_answers=500)


def _lines_with(pred: Any) -> list[dict[str, Any]]:
    return [r for r in corpus().values() if any(pred(ln) for ln in rules_lines(str(r.get("text") or "")))]


def test_cr_702_32a_fading_counts_down_then_sacrifices() -> None:
    c = compile_card(record("Blastoderm"))
    assert c.status == "automated"
    s = table(["Blastoderm"], battlefield=[{"card": "Blastoderm", "alias": "b", "counters": {"fade": 1}}])
    g = s.game
    _to_my_upkeep_priority(g)
    assert g.objects[s.id("b")].counters.get("fade", 0) == 0 and named(g, "Blastoderm")
    _to_my_upkeep_priority(g)
    assert not named(g, "Blastoderm")  # no fade counter to remove: sacrificed
    assert "Blastoderm" in [g.objects[o].name for o in g.players[0].graveyard]


def test_cr_702_32a_fading_enters_with_its_fade_counters() -> None:
    card = card_from_json(compile_card(record("Blastoderm")).record)
    st = [a for a in card.abilities if a.static == "enters_with_counters"]
    assert st and st[0].params["counter"] == "fade" and st[0].params["n"] == 3
    assert "Fading 3" in ability_text(st[0])


def test_cr_702_63a_vanishing_sacrifices_when_the_last_time_counter_is_removed() -> None:
    s = table(["Keldon Marauders"], battlefield=[{"card": "Keldon Marauders", "alias": "k", "counters": {"time": 2}}])
    g = s.game
    _to_my_upkeep_priority(g)
    assert g.objects[s.id("k")].counters.get("time") == 1 and named(g, "Keldon Marauders")
    _to_my_upkeep_priority(g)
    assert not named(g, "Keldon Marauders")


def test_cr_702_63a_vanishing_without_time_counters_does_not_trigger() -> None:
    """With no time counter the upkeep ability doesn't trigger (intervening "if", CR 603.4) and nothing
    removes a last counter, so the permanent stays."""
    s = table(["Keldon Marauders"], battlefield=[{"card": "Keldon Marauders", "alias": "k"}])
    g = s.game
    _to_my_upkeep_priority(g)
    assert named(g, "Keldon Marauders")


def test_cr_702_101a_extort_drains_when_paid() -> None:
    c = compile_card(record("Syndic of Tithes"))
    assert c.status == "automated"
    s = table(["Syndic of Tithes", "Lightning Bolt"], hand=["Lightning Bolt"],
              battlefield=["Syndic of Tithes", "Mountain", "Plains"])
    g = s.game
    s.answer("cast h0")
    s.answer("targets p1") if g.pending is not None and g.pending.kind is Kind.TARGETS else None
    s.answer("pay auto")
    assert g.pending is not None
    # the extort trigger goes on the stack above the Bolt; both pass, it resolves and asks
    for _ in range(4):
        if g.pending is not None and g.pending.kind is Kind.CHOOSE:
            break
        s.answer("pass")
    assert g.pending is not None and g.pending.kind is Kind.CHOOSE
    s.answer("choose 1")
    if g.pending is not None and g.pending.kind is Kind.PAY:
        s.answer("pay auto")
    assert g.players[1].life == 19 and g.players[0].life == 21


def test_cr_702_116a_myriad_does_nothing_in_a_two_player_game() -> None:
    found = _lines_with(lambda ln: ln == "Myriad")
    assert found
    for r in found[:5]:
        card = card_from_json(compile_card(r).record)
        ab = next(a for a in card.abilities if a.params.get("keyword") == "Myriad")
        assert ab.kind == "static" and ab.static == "multiplayer_only"
        assert "no effect" in ability_text(ab)


def test_cr_119_9_whenever_you_gain_life_puts_a_counter() -> None:
    c = compile_card(record("Ajani's Pridemate"))
    assert c.status == "automated"
    s = table(["Ajani's Pridemate", "Revitalize"], hand=["Revitalize"],
              battlefield=[{"card": "Ajani's Pridemate", "alias": "a"}, "Plains", "Plains"])
    g = s.game
    s.answer("cast h0")
    if g.pending is not None and g.pending.kind is Kind.TARGETS:
        s.answer("targets p0")
    s.answer("pay auto")
    for _ in range(6):
        if g.objects[s.id("a")].counters.get("+1/+1"):
            break
        s.answer("pass")
    assert g.objects[s.id("a")].counters.get("+1/+1") == 1


def test_cr_119_9_an_opponent_gaining_life_does_not_trigger_you_gain_life() -> None:
    s = table(["Ajani's Pridemate"], battlefield=[{"card": "Ajani's Pridemate", "alias": "a"}])
    g = s.game
    g.gain_life(1, 3, "test")
    assert not g.pending_triggers
    g.gain_life(0, 3, "test")
    assert len(g.pending_triggers) == 1


def test_cr_402_2_no_maximum_hand_size_skips_the_cleanup_discard() -> None:
    c = compile_card(record("Reliquary Tower"))
    assert c.status == "automated"
    for tower in (True, False):
        s = table(["Reliquary Tower"], hand=["Island"] * 9, battlefield=["Reliquary Tower"] if tower else [])
        g = s.game
        asked: list[Any] = []

        def before(game: Any, d: Any, a: Any, asked: list[Any] = asked) -> None:
            if d.kind is Kind.DISCARD:
                asked.append(d)
        driver.run(g, {0: GoldfishAgent(), 1: GoldfishAgent()}, until=lambda game: game.active == 1,
                   max_answers=200, before=before)
        assert bool(asked) is not tower
        assert len(g.players[0].hand) == (9 if tower else 7)


def test_cr_611_3a_during_your_turn_has_first_strike_only_on_your_turn() -> None:
    from mtgtable.engine.rules import characteristics as chars
    c = compile_card(record("Spartan Veteran"))
    assert c.status == "automated"
    card = card_from_json(c.record)
    assert any("Only during your turn" in ability_text(a) for a in card.abilities)
    s = table(["Spartan Veteran"], battlefield=[{"card": "Spartan Veteran", "alias": "v"}])
    g = s.game
    assert chars.has_keyword(g.state, s.id("v"), "First strike")
    driver.run(g, {0: GoldfishAgent(), 1: GoldfishAgent()}, until=lambda game: game.active == 1, max_answers=200)
    assert not chars.has_keyword(g.state, s.id("v"), "First strike")


def test_cr_611_3a_during_your_turn_with_other_words_stays_by_hand() -> None:
    for r in _lines_with(lambda ln: ln.startswith("During your turn, equipped creature")):
        assert any(ln.startswith("During your turn") for ln in compile_card(r).by_hand)


def test_cr_702_46a_soulshift_returns_a_spirit_card_with_small_enough_mana_value() -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.rules import targets
    from mtgtable.engine.objects import Zone
    c = compile_card(record("Thief of Hope"))  # Soulshift 2
    assert "Soulshift 2" not in c.by_hand
    s = table(["Thief of Hope", "Kami of Ancient Law", "Kami of the Hunt", "Grizzly Bears"],
              hand=["Kami of Ancient Law", "Kami of the Hunt", "Grizzly Bears"],
              battlefield=[{"card": "Thief of Hope", "alias": "t"}])
    g = s.game
    small, big, bear = s.id("h0"), s.id("h1"), s.id("h2")  # a 2-mana Spirit, a 3-mana Spirit, a Bear
    for oid in (small, big, bear):
        ops.move(g.state, oid, Zone.GRAVEYARD)
    small, big, bear = (next(o for o in g.players[0].graveyard if g.objects[o].name == n)
                        for n in ("Kami of Ancient Law", "Kami of the Hunt", "Grizzly Bears"))
    ops.move(g.state, s.id("t"), Zone.GRAVEYARD)  # it dies (CR 700.4)
    assert g.pending_triggers
    spec = g.pending_triggers[0].ability.targets[0]
    assert targets.candidates(g.state, spec, 0) == [small]
    for _ in range(6):
        d = g.pending
        assert d is not None
        if d.kind is Kind.TARGETS:
            s.answer(f"targets {small}")
        elif d.kind is Kind.CHOOSE:
            s.answer("choose 1")
        elif d.kind is Kind.PRIORITY:
            if small not in g.players[0].graveyard:
                break
            s.answer("pass")
    assert "Kami of Ancient Law" in [g.objects[o].name for o in g.players[0].hand]
    assert "Kami of the Hunt" in [g.objects[o].name for o in g.players[0].graveyard]


def _resolve_all(s: Any) -> None:
    g = s.game
    for _ in range(20):
        if g.pending is None or g.pending.kind is not Kind.PRIORITY or not (g.stack or g.pending_triggers):
            return
        s.answer("pass")


def test_cr_702_135a_afterlife_makes_flying_spirits_when_it_dies() -> None:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    assert compile_card(record("Syndicate Messenger")).status == "automated"
    s = table(["Syndicate Messenger"], battlefield=[{"card": "Syndicate Messenger", "alias": "m"}])
    g = s.game
    ops.move(g.state, s.id("m"), Zone.GRAVEYARD)
    _resolve_all(s)
    spirits = named(g, "Spirit")
    assert len(spirits) == 1
    assert g.power_toughness(spirits[0]) == (1, 1) and "Flying" in g.objects[spirits[0]].card.keywords


def _attack(s: Any, alias: str) -> None:
    g = s.game
    while g.pending.kind is not Kind.DECLARE_ATTACKERS:
        g.answer(g.pending.options()[0])
    s.answer(f"attack {alias}>p1")


def test_cr_702_86a_annihilator_makes_the_defending_player_sacrifice() -> None:
    s = table(["Artisan of Kozilek", "Grizzly Bears"], battlefield=[{"card": "Artisan of Kozilek", "alias": "a"}],
              their_battlefield=["Grizzly Bears", "Island", "Island"])
    g = s.game
    _attack(s, "a")
    for _ in range(10):
        if g.pending is not None and g.pending.kind is Kind.CHOOSE and g.pending.player == 1:
            g.answer(g.pending.options()[0])
        elif g.stack or g.pending_triggers:
            s.answer("pass")
        else:
            break
    assert len([o for o in g.battlefield if g.objects[o].controller == 1]) == 1


def test_cr_702_130a_afflict_when_blocked_the_defending_player_loses_life() -> None:
    s = table(["Spellweaver Eternal", "Grizzly Bears"], battlefield=[{"card": "Spellweaver Eternal", "alias": "e"}],
              their_battlefield=[{"card": "Grizzly Bears", "alias": "b"}])
    g = s.game
    _attack(s, "e")
    while g.pending.kind is not Kind.DECLARE_BLOCKERS:
        s.answer("pass")
    s.answer("block b>e")
    _resolve_all(s)
    assert g.players[1].life == 18


def test_cr_702_112a_renown_counters_once_then_renowned() -> None:
    from mtgtable.engine.rules.trigger_conditions import is_renowned
    assert compile_card(record("Topan Freeblade")).status == "automated"
    s = table(["Topan Freeblade"], battlefield=[{"card": "Topan Freeblade", "alias": "t"}])
    g = s.game
    t = s.id("t")
    _attack(s, "t")
    agents = {0: GoldfishAgent(), 1: GoldfishAgent()}
    driver.run(g, agents, until=lambda game: game.step is Step.END, max_answers=200)
    assert g.objects[t].counters.get("+1/+1") == 1 and is_renowned(g.state, t)
    assert g.players[1].life == 18
    driver.run(g, agents, until=lambda game: game.active == 1, max_answers=200)
    driver.run(g, agents, until=lambda game: game.active == 0 and game.step is Step.MAIN1, max_answers=300)
    _attack(s, "t")
    driver.run(g, agents, until=lambda game: game.step is Step.END, max_answers=200)
    assert g.players[1].life == 15  # a 3/3 now
    assert g.objects[t].counters.get("+1/+1") == 1  # renowned: no more counters (CR 603.4)


def test_cr_702_92a_living_weapon_makes_a_germ_and_attaches_to_it() -> None:
    assert compile_card(record("Flayer Husk")).status == "automated"
    s = table(["Flayer Husk"], hand=["Flayer Husk"], battlefield=["Plains"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    _resolve_all(s)
    (husk,) = named(g, "Flayer Husk")
    (germ,) = named(g, "Phyrexian Germ")
    assert g.objects[husk].attached_to == germ
    assert g.power_toughness(germ) == (1, 1)  # 0/0, and "Equipped creature gets +1/+1"


def test_cr_702_163a_for_mirrodin_compiles_to_a_rebel_and_attach() -> None:
    found = _lines_with(lambda ln: ln == "For Mirrodin!")
    assert found
    for r in found[:5]:
        card = card_from_json(compile_card(r).record)
        ab = next(a for a in card.abilities if a.params.get("keyword") == "For Mirrodin!")
        assert ab.trigger == "etb" and ab.effects[0]["token"]["name"] == "Rebel"
        assert "2/2 red Rebel" in ability_text(ab)


def test_cr_702_58a_graft_moves_a_counter_onto_another_creature_entering() -> None:
    assert compile_card(record("Simic Initiate")).status == "automated"
    s = table(["Simic Initiate", "Grizzly Bears"], hand=["Grizzly Bears"],
              battlefield=[{"card": "Simic Initiate", "alias": "i", "counters": {"+1/+1": 1}}, "Forest", "Forest"])
    g = s.game
    s.answer("cast h0")
    s.answer("pay auto")
    for _ in range(10):
        d = g.pending
        if d is not None and d.kind is Kind.CHOOSE:
            s.answer("choose 1")
        elif g.stack or g.pending_triggers:
            s.answer("pass")
        else:
            break
    (bear,) = named(g, "Grizzly Bears")
    assert g.objects[bear].counters.get("+1/+1") == 1
    assert not named(g, "Simic Initiate")  # a 0/0 without its counter (CR 704.5f)
