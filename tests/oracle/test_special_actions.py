"""Actions from the opening hand and outlast, compiled from the cards' real Oracle text (read
from the corpus at test time): the Leylines and Gemstone Caverns begin the game on the battlefield
(CR 103.6a, engine/turn/pregame.py); outlast is "[Cost], {T}: Put a +1/+1 counter on this. Activate only
as a sorcery." (CR 702.107a)."""

from __future__ import annotations

import pytest

from mtgtable.engine import Game, GameConfig, IllegalAnswer, Kind
from mtgtable.engine.text.ability_text import ability_text
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.driver import run
from mtgtable.goldfish.pilot import HeuristicPilot
from mtgtable.oracle import compile_card
from mtgtable.oracle.special_lines import opening_hand_line

from .corpus import compiled_db, record, table


def _game(deck0: list[str], deck1: list[str], seed: int = 3) -> Game:
    db = compiled_db({n for n in deck0 + deck1 if n not in ("Forest", "Island", "Grizzly Bears")})
    return Game.new(GameConfig((tuple(deck0), tuple(deck1)), seed=seed, starting_player=0), db)


def _keep_all(g: Game) -> None:
    while g.pending is not None and g.pending.kind is Kind.MULLIGAN:
        g.answer("keep")


def test_cr_103_6a_every_leyline_and_gemstone_caverns_compile_in_full() -> None:
    for name in ("Leyline of the Void", "Gemstone Caverns", "Leyline of Anticipation", "Leyline Axe"):
        compiled = compile_card(record(name))
        assert compiled.lines[0].status == "automated", (name, compiled.lines)
    assert compile_card(record("Gemstone Caverns")).status == "automated"


def test_cr_103_6a_other_opening_hand_wordings_stay_by_hand() -> None:
    for line in ("You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, "
                 "each opponent loses 3 life, then you gain life equal to the life lost this way.",
                 "If Impatient Iguana is in your opening hand and you're not the starting player, you may reveal it. "
                 "If you do, you become the starting player.",
                 "If this card is in your opening hand, you may exile it. If you do, create four Time Walk token "
                 "cards and shuffle them into your deck."):
        assert opening_hand_line(line, "X") is None
    for name in ("Chancellor of the Dross", "Impatient Iguana", "Time Sidewalk"):
        lines = [r for r in compile_card(record(name)).lines if "opening hand" in r.text]
        assert lines and all(r.status == "by_hand" for r in lines), name


def test_cr_103_6a_a_leyline_in_the_opening_hand_may_begin_the_game_on_the_battlefield() -> None:
    g = _game(["Leyline of the Void"] * 40, ["Forest"] * 40)
    _keep_all(g)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "103.6a" and d.player == 0
    with pytest.raises(IllegalAnswer):
        g.answer("choose 2")
    g.answer("choose 1")  # the first one onto the battlefield
    g.answer("choose 0")  # the second one stays in the hand
    for _ in range(5):    # each of the others is asked about in turn
        assert g.pending.kind is Kind.CHOOSE and g.pending.rule == "103.6a"
        g.answer("choose 0")
    assert g.pending.kind is Kind.PRIORITY and g.turn == 1
    on_field = [o for o in g.objects.values() if o.zone.name == "BATTLEFIELD"]
    assert [o.name for o in on_field] == ["Leyline of the Void"] and on_field[0].controller == 0
    assert len(g.players[0].hand) == 6


def test_cr_103_6a_gemstone_caverns_only_for_the_player_who_does_not_start() -> None:
    g = _game(["Gemstone Caverns"] * 40, ["Gemstone Caverns"] * 40)
    _keep_all(g)
    d = g.pending  # the starting player (0) is not asked at all
    assert d.kind is Kind.CHOOSE and d.player == 1 and d.rule == "103.6a"
    g.answer("choose 1")
    d = g.pending
    assert d.data.get("pregame_exile") and d.player == 1
    with pytest.raises(IllegalAnswer):
        g.answer(f"choose {g.players[0].hand[0]}")  # not a card in their hand
    exiled = g.players[1].hand[0]
    g.answer(f"choose {exiled}")
    caverns = [o for o in g.objects.values() if o.zone.name == "BATTLEFIELD"]
    assert len(caverns) == 1 and caverns[0].counters.get("luck") == 1 and caverns[0].controller == 1
    assert len(g.players[1].hand) == 5 and len(g.players[1].exile) == 1
    while g.pending.kind is Kind.CHOOSE:  # the other Caverns in the hand: keep them
        g.answer("choose 0")
    assert g.pending.kind is Kind.PRIORITY


def test_cr_103_6a_the_goldfish_pilot_and_the_random_agent_answer_it() -> None:
    for agents in ((HeuristicPilot(0), HeuristicPilot(1)), (RandomAgent(seed=4), RandomAgent(seed=5))):
        g = _game(["Gemstone Caverns"] * 10 + ["Leyline of the Void"] * 10 + ["Forest"] * 20,
                  ["Gemstone Caverns"] * 20 + ["Forest"] * 20, seed=11)
        run(g, dict(enumerate(agents)), until=lambda gm: gm.turn >= 3)
        assert g.turn >= 3
        if isinstance(agents[0], HeuristicPilot):  # the pilot always begins with them (a "you may": yes)
            assert any(o.name == "Gemstone Caverns" and o.counters.get("luck") == 1 and o.controller == 1
                       for o in g.objects.values() if o.zone.name == "BATTLEFIELD")


def test_cr_103_6a_its_text() -> None:
    card = compiled_db(["Gemstone Caverns", "Leyline of the Void"])
    assert ability_text(card.get("Leyline of the Void").abilities[0]) == \
        "If this card is in your opening hand, you may begin the game with it on the battlefield."
    assert "luck counter" in ability_text(card.get("Gemstone Caverns").abilities[0])


def test_cr_702_107a_outlast_is_a_sorcery_speed_counter_ability() -> None:
    compiled = compile_card(record("Ainok Bond-Kin"))
    outlast = [a for a in compiled.record["abilities"] if a["kind"] == "activated"]
    assert outlast and outlast[0]["cost"] == "{1}{W}, {T}" and outlast[0]["sorcery_speed"]
    s = table(["Ainok Bond-Kin"], battlefield=[{"card": "Ainok Bond-Kin", "alias": "ainok"}] + ["Plains"] * 2)
    g = s.game
    ainok = s.aliases["ainok"]
    opts = [str(o) for o in g.pending.options()]
    assert any(o.startswith(f"activate {ainok}") for o in opts), opts
    s.answer(next(o for o in opts if o.startswith(f"activate {ainok}")))
    for _ in range(4):
        if g.pending.kind is Kind.PAY:
            s.answer("pay auto")
        elif g.pending.kind is Kind.PRIORITY and g.stack:
            g.answer(g.pending.options()[0])
    assert g.objects[ainok].counters.get("+1/+1") == 1 and g.objects[ainok].tapped


def test_cr_702_107a_outlast_needs_a_creature_and_mana_symbols() -> None:
    from mtgtable.oracle.special_lines import outlast_line
    assert outlast_line("Outlast {G}", ("Enchantment",)) is None
    assert outlast_line("Outlast—Pay 2 life.", ("Creature",)) is None
    assert outlast_line("Outlast {2}{W}", ("Creature",)) is not None


def _to_graveyard(s: object, alias: str) -> int:
    from mtgtable.engine import operations as ops
    from mtgtable.engine.objects import Zone
    g = s.game  # type: ignore[attr-defined]
    new = ops.move(g.state, s.aliases[alias], Zone.GRAVEYARD)  # type: ignore[attr-defined]
    assert new is not None
    return new


def _resolve(g: Game) -> None:
    for _ in range(6):
        if g.pending.kind is Kind.PAY:
            g.answer("pay auto")
        elif g.pending.kind is Kind.PRIORITY and g.stack:
            g.answer(g.pending.options()[0])
        else:
            return


def test_cr_702_52a_dredge_compiles_for_every_number() -> None:
    for name in ("Life from the Loam", "Golgari Thug", "Stinkweed Imp", "Darkblast"):
        lines = [r for r in compile_card(record(name)).lines if r.text.startswith("Dredge")]
        assert lines and lines[0].status == "automated", name


def test_cr_702_52a_a_draw_may_be_replaced_by_milling_and_returning_the_dredge_card() -> None:
    s = table(["Divination", "Life from the Loam"], hand=["Divination", "Life from the Loam"],
              battlefield=["Island"] * 3, library=["Forest"] * 10)
    g = s.game
    loam = _to_graveyard(s, "h1")
    s.answer("cast h0")
    _resolve(g)
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "702.52a" and d.data["options"] == [loam, -1]
    with pytest.raises(IllegalAnswer):
        g.answer("choose 9999")
    g.answer(f"choose {loam}")  # the first card: dredge 3; the second card: no dredge card left, a draw
    assert sorted(g.objects[c].name for c in g.players[0].hand) == ["Forest", "Life from the Loam"]
    assert sorted(g.objects[c].name for c in g.players[0].graveyard) == ["Divination", "Forest", "Forest", "Forest"]
    assert len(g.players[0].library) == 6


def test_cr_702_52a_declining_draws_the_card() -> None:
    s = table(["Divination", "Life from the Loam"], hand=["Divination", "Life from the Loam"],
              battlefield=["Island"] * 3, library=["Forest"] * 10)
    g = s.game
    loam = _to_graveyard(s, "h1")
    s.answer("cast h0")
    _resolve(g)
    g.answer("choose -1")
    assert g.pending.kind is Kind.CHOOSE and g.pending.rule == "702.52a"  # each card is asked about (CR 121.6)
    g.answer("choose -1")
    assert [g.objects[c].name for c in g.players[0].hand] == ["Forest", "Forest"]
    assert loam in g.players[0].graveyard and len(g.players[0].library) == 8


def test_cr_702_52b_no_dredge_without_enough_cards_in_the_library() -> None:
    s = table(["Divination", "Life from the Loam"], hand=["Divination", "Life from the Loam"],
              battlefield=["Island"] * 3, library=["Forest"] * 2)
    g = s.game
    _to_graveyard(s, "h1")
    s.answer("cast h0")
    _resolve(g)
    assert g.pending.kind is Kind.PRIORITY and not g.stack
    assert [g.objects[c].name for c in g.players[0].hand] == ["Forest", "Forest"]


def test_cr_702_52a_the_draw_for_the_turn_may_be_dredged_and_the_pilot_answers() -> None:
    s = table(["Golgari Thug"], hand=["Golgari Thug"], battlefield=["Swamp"] * 3, library=["Forest"] * 20,
              step="upkeep")
    g = s.game
    thug = _to_graveyard(s, "h0")
    for _ in range(4):
        if g.pending.kind is Kind.CHOOSE:
            break
        g.answer("pass")
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "702.52a" and d.data["options"] == [thug, -1]
    assert HeuristicPilot(0).choose(g, d) == HeuristicPilot(0).choose(g, d)
    g.answer(str(HeuristicPilot(0).choose(g, d)))
    assert [g.objects[c].name for c in g.players[0].hand] == ["Golgari Thug"]  # three lands: it dredges
    assert len(g.players[0].graveyard) == 4
    assert "Dredge 4" in ability_text(g.objects[g.players[0].hand[0]].card.abilities[-1]) or any(
        "Dredge 4" in ability_text(a) for a in g.objects[g.players[0].hand[0]].card.abilities)


def test_cr_305_1_crucible_of_worlds_lets_its_controller_play_lands_from_their_graveyard() -> None:
    assert compile_card(record("Crucible of Worlds")).status == "automated"
    s = table(["Crucible of Worlds"], hand=["Forest", "Mountain"], battlefield=["Crucible of Worlds"])
    g = s.game
    forest = _to_graveyard(s, "h0")
    opts = [str(o) for o in g.pending.options()]
    assert f"land {forest}" in opts
    g.answer(f"land {forest}")
    assert g.objects[next(o for o in g.battlefield if g.objects[o].name == "Forest")].controller == 0
    # still the turn's one land play (CR 305.2)
    with pytest.raises(IllegalAnswer):
        s.answer("land h1")


def test_cr_305_1_without_crucible_a_land_in_the_graveyard_stays_there() -> None:
    s = table(["Forest"], hand=["Forest"], battlefield=["Island"])
    g = s.game
    forest = _to_graveyard(s, "h0")
    assert f"land {forest}" not in [str(o) for o in g.pending.options()]
    with pytest.raises(IllegalAnswer):
        g.answer(f"land {forest}")


def test_cr_305_1_the_pilot_plays_the_graveyard_land_first() -> None:
    s = table(["Crucible of Worlds"], hand=["Forest", "Mountain"], battlefield=["Crucible of Worlds"])
    g = s.game
    forest = _to_graveyard(s, "h0")
    assert str(HeuristicPilot(0).choose(g, g.pending)) == f"land {forest}"


def test_cr_702_81a_retrace_casts_from_the_graveyard_for_its_cost_and_a_land_card() -> None:
    assert compile_card(record("Flame Jab")).status == "automated"
    s = table(["Flame Jab"], hand=["Flame Jab", "Forest", "Grizzly Bears"], battlefield=["Mountain"])
    g = s.game
    jab = _to_graveyard(s, "h0")
    opts = [str(o) for o in g.pending.options()]
    assert any(o.startswith(f"cast {jab}") for o in opts), opts
    g.answer(f"cast {jab}")
    for _ in range(8):
        d = g.pending
        if d.kind is Kind.CHOOSE and "cast_method" in d.data:
            g.answer(f"choose {list(d.data['cast_method']).index('retrace')}")
        elif d.kind is Kind.CHOOSE and "cost_part" in d.data:
            assert s.aliases["h2"] not in d.data["options"]  # only a land card (CR 702.81a)
            g.answer(f"choose {s.aliases['h1']}")
        elif d.kind is Kind.TARGETS:
            g.answer("targets p1")
        else:
            break
    _resolve(g)
    assert g.players[1].life == 19
    names = sorted(g.objects[c].name for c in g.players[0].graveyard)
    assert names == ["Flame Jab", "Forest"]  # it returns to the graveyard, not exile (CR 702.81a)


def test_cr_702_81a_no_retrace_without_a_land_card_in_hand() -> None:
    s = table(["Flame Jab"], hand=["Flame Jab", "Grizzly Bears"], battlefield=["Mountain"])
    g = s.game
    jab = _to_graveyard(s, "h0")
    assert not any(str(o).startswith(f"cast {jab}") for o in g.pending.options())
