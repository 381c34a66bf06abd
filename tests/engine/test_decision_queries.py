"""The table's questions about the pending decision, answered by the rules (engine.decision_queries)."""

from __future__ import annotations

from pathlib import Path

from mtgtable.engine import Activate, Game, Kind, Pass, PlayerRef
from mtgtable.engine import decision_queries as q
from mtgtable.engine.files.scenario import load_scenario

P0, P1 = PlayerRef(0), PlayerRef(1)
BOARD = Path(__file__).parents[1] / "gui" / "data" / "fanned_tokens.toml"


def _board() -> tuple[Game, dict[str, int]]:
    s = load_scenario(BOARD)
    return s.game, dict(s.aliases)


def _to(game: Game, kind: Kind) -> None:
    while game.pending is not None and game.pending.kind is not kind:
        assert game.pending.kind is Kind.PRIORITY, game.pending.kind
        game.answer(Pass())


def _named(game: Game, name: str, player: int = 0) -> list[int]:
    return [o for o in game.battlefield if game.objects[o].name == name and game.objects[o].controller == player]


def test_cr_302_6_haste_granted_by_another_card_lets_a_new_creature_attack() -> None:
    game, alias = _board()
    giant = alias["giant"]
    assert game.objects[giant].sick  # it came under Alice's control this turn...
    assert not q.summoning_sick(game.state, giant)  # ...but Test Fervor gives it haste (CR 702.10)
    _to(game, Kind.DECLARE_ATTACKERS)
    d = game.pending
    assert d is not None
    assert q.drop_targets(game.state, d, giant) == frozenset({P1})
    assert q.why_not(game.state, d, giant, P1) is None
    assert q.why_not(game.state, d, giant, P0).rule == "508.1b"  # a creature attacks the defending player


def test_cr_508_1a_a_tapped_creature_cant_be_dragged_and_the_engine_says_why() -> None:
    game, alias = _board()
    game.objects[alias["sap1"]].tapped = True
    _to(game, Kind.DECLARE_ATTACKERS)
    d = game.pending
    assert d is not None
    assert q.drop_targets(game.state, d, alias["sap1"]) == frozenset()
    why = q.drag_problem(game.state, d, alias["sap1"])
    assert why is not None and why.rule == "508.1a" and "tapped" in why.reason
    assert alias["sap1"] not in q.attack_with_everything(game.state, d, {})
    assert set(q.attack_with_everything(game.state, d, {})) == {alias["giant"], alias["sap2"], alias["sap3"]}


def test_cr_509_1a_a_blocker_past_its_capacity_gives_up_its_earlier_block() -> None:
    game, alias = _board()
    _to(game, Kind.DECLARE_ATTACKERS)
    game.answer(q_attack(game, alias["sap1"], alias["sap2"]))
    _to(game, Kind.DECLARE_BLOCKERS)
    d = game.pending
    assert d is not None and d.kind is Kind.DECLARE_BLOCKERS
    bears = alias["bears"]
    blocks = q.add_block(game.state, d, (), bears, alias["sap1"])
    assert blocks == ((bears, alias["sap1"]),)
    blocks = q.add_block(game.state, d, blocks, bears, alias["sap2"])  # one attacker per blocker: the new block wins
    assert blocks == ((bears, alias["sap2"]),)
    why = q.why_not(game.state, d, bears, P0)
    assert why is not None and why.rule == "509.1a"  # creatures block attacking creatures, not players


def q_attack(game: Game, *attackers: int) -> object:
    from mtgtable.engine import DeclareAttackers
    return DeclareAttackers(tuple((a, P1) for a in attackers))


def test_cr_605_3a_mana_abilities_are_among_a_permanents_actions() -> None:
    game, _ = _board()
    d = game.pending
    assert d is not None and d.kind is Kind.PRIORITY
    forest = _named(game, "Forest")[0]
    assert q.card_actions(game.state, d, forest) == [Activate(forest, 0)]
    island = _named(game, "Volcanic Island")[0]
    # a land that makes one of two colours: one action per colour (CR 106.1)
    assert sorted(a.color for a in q.card_actions(game.state, d, island)) == ["R", "U"]
    assert forest not in q.playable_cards(game.state, d)  # mana abilities alone don't make a card "playable"


def test_cr_106_1_the_colours_a_land_makes_are_read_by_the_engine() -> None:
    game, _ = _board()
    assert q.mana_colors(game.state, _named(game, "Forest")[0]) == ("G",)
    assert q.mana_colors(game.state, _named(game, "Volcanic Island")[0]) == ("U", "R")
    assert q.mana_colors(game.state, _named(game, "Hill Giant")[0]) == ()


def test_cr_115_1_a_target_not_in_the_engines_list_is_refused_with_its_rule() -> None:
    game, alias = _board()
    bolt = next(c for c in game.players[0].hand if game.objects[c].name == "Lightning Bolt")
    game.answer(q.card_actions(game.state, game.pending, bolt)[0])  # type: ignore[arg-type]
    d = game.pending
    assert d is not None and d.kind is Kind.TARGETS
    assert q.why_not(game.state, d, alias["bob2"]) is None
    assert alias["bob2"] in q.next_target_choices(d, [])
    fervor = _named(game, "Test Fervor")[0]
    why = q.why_not(game.state, d, fervor)
    assert why is not None and why.rule == "115.1" and "Test Fervor" in why.reason


def test_cr_116_2_a_card_that_cant_be_played_says_why() -> None:
    game, _ = _board()
    _to(game, Kind.DECLARE_ATTACKERS)
    game.answer(q_attack(game))  # no attack: the game moves on to the second main phase...
    while game.pending is not None and game.active == 0:
        game.answer(Pass())  # ...and on to Bob's turn
    d = game.pending
    assert d is not None and d.kind is Kind.PRIORITY and d.player == 1
    bears = next(c for c in game.players[0].hand if game.objects[c].name == "Grizzly Bears")
    why = q.why_not(game.state, d, bears)
    assert why is not None and why.rule == "116.2"  # not Bob's card to play
