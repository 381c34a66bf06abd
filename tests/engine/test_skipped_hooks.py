"""The hot paths skip a rare feature's hook only where skipping gives exactly what the hook
would: the per-game feature bits (``engine/features.py``) are set for every card that has the
feature, and the quick answers agree with the full ones."""

from __future__ import annotations

from mtgtable.engine import Game, GameConfig, features
from mtgtable.engine.agents import RandomAgent
from mtgtable.engine.data.cards import Ability, CardDef, default_card_db
from mtgtable.engine.families.dredge import may_dredge
from mtgtable.engine.rules.mana import ManaCost
from mtgtable.engine.rules.casting_rules import flash_allowed, flash_possible
from mtgtable.engine.families.graveyard_lands import playable
from mtgtable.engine.families.optional_targets import _minimum, minimum
from mtgtable.engine.rules.targets import candidates, has_candidate

BITS = ("PRIORITY_MANA", "SPEND_ONLY", "DISCARD_SELF", "TYPE_CHANGES", "PHASING", "DREDGE", "ALTERNATIVE_COST")

#: Target specs of the sample decks' spells and a few more kinds (players, stack, graveyard).
SPECS = ("any", "creature", "player", "opponent", "spell", "creature_you_control", "permanent",
         "creature_card_in_your_graveyard")


def test_each_feature_has_its_own_bit() -> None:
    values = [getattr(features, name) for name in BITS]
    assert all(v and v & (v - 1) == 0 for v in values)  # one bit each
    assert len(set(values)) == len(values)  # PHASING once shared TYPE_CHANGES' bit


def _card(name: str, *abilities: Ability) -> CardDef:
    return CardDef(name, ManaCost.parse("{1}{B}"), types=("Instant",), abilities=abilities)


def test_cr_702_52a_a_card_with_dredge_sets_the_dredge_bit() -> None:
    assert features.of_card(_card("Dredger", Ability("static", static="dredge", params={"n": 3}))) & features.DREDGE
    assert not features.of_card(_card("Plain")) & features.DREDGE


def test_cr_702_34a_a_card_with_an_alternative_cost_sets_its_bit() -> None:
    alt = Ability("static", static="alternative_cost", params={"zone": "graveyard", "cost": "{2}{B}"})
    assert features.of_card(_card("Flashbacker", alt)) & features.ALTERNATIVE_COST
    assert not features.of_card(_card("Plain")) & features.ALTERNATIVE_COST


def test_cr_702_62a_suspend_is_activated_from_the_hand_so_the_pilot_looks_for_it() -> None:
    suspend = Ability("activated", params={"from_hand": True, "special_action": "suspend", "n": 3})
    assert features.of_card(_card("Suspender", suspend)) & features.DISCARD_SELF


def test_cr_702_52a_a_game_without_dredge_never_offers_it() -> None:
    deck = ("Swamp",) * 40
    game = Game.new(GameConfig((deck, deck), seed=4), keep_events=False)
    assert not may_dredge(game.state, (0, 1))


def test_cr_601_2c_has_candidate_is_whether_candidates_finds_any() -> None:
    deck = ("Mountain",) * 20 + ("Lightning Bolt", "Grizzly Bears", "Shock", "Llanowar Elves") * 10
    checked = 0
    for seed in (1, 2):
        game = Game.new(GameConfig((deck, deck), seed=seed), keep_events=False)
        agents = {0: RandomAgent(seed), 1: RandomAgent(seed + 1)}
        while game.pending is not None and len(game.answers) < 800:
            state = game.state
            for spec in SPECS:
                for p in (0, 1):
                    assert has_candidate(state, spec, p) == bool(candidates(state, spec, p)), spec
                    checked += 1
            game.answer(agents[game.pending.player].choose(game, game.pending))
    assert checked > 1000


def test_cr_601_3a_flash_possible_false_means_no_card_has_flash_by_a_rule() -> None:
    deck = ("Forest",) * 20 + ("Grizzly Bears",) * 20
    game = Game.new(GameConfig((deck, deck), seed=4), keep_events=False)
    state = game.state
    assert not flash_possible(state)
    assert not any(flash_allowed(state, p, state.objects[c].card) for p in (0, 1) for c in state.players[p].hand)


def test_cr_305_1_lands_from_the_graveyard_only_with_a_permanent_allowing_it() -> None:
    deck = ("Forest",) * 40
    game = Game.new(GameConfig((deck, deck), seed=4), keep_events=False)
    state = game.state
    state.players[0].graveyard.extend(state.players[0].library[:2])  # (no permanent allows them)
    assert playable(state, 0) == []


def test_cr_601_2c_minimum_is_cached_per_ability_and_equal_to_the_walk() -> None:
    db = default_card_db()
    abilities = [a for c in db for a in c.abilities if a.targets]
    assert abilities
    for a in abilities:
        assert minimum(a) == _minimum(a)
        assert minimum(a) == _minimum(a)  # (the cached answer)
