"""The rules engine: a state machine with one pending decision at a time.

Imports only the standard library (``tests/test_engine_isolation.py`` proves it).

The top of the package holds the game and its protocol (``game``, ``state``,
``operations``, ``decisions``, ``answers``, ``driver``...); each sub-package is
a room with one reason to change: ``turn`` (the flow of play), ``rules``
(rules that judge and compute), ``data`` (what a card is), ``families`` (the
effect vocabulary, a module per family of card abilities), ``text`` (readable
sentences), ``files`` (saves, scenarios, resources) and ``tools`` (the fuzzer
and the benchmarks).

>>> from mtgtable.engine import Game, GameConfig
>>> deck = ("Forest",) * 20 + ("Grizzly Bears",) * 20
>>> game = Game.new(GameConfig((deck, deck), seed=7, starting_player=0))
>>> game.pending.kind.value, game.pending.player
('mulligan', 0)
>>> _ = game.answer("keep"); _ = game.answer("keep")
>>> game.step.value, game.pending.kind.value
('upkeep', 'priority')
"""

from .data.cards import Ability, CardDB, CardDef, default_card_db
from .rules.combat_data import Combat
from .decisions import (
    Activate,
    Answer,
    AssignDamage,
    Bottom,
    Cancel,
    Cast,
    Choose,
    Concede,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Discard,
    Keep,
    Kind,
    Manual,
    Mulligan,
    NameCard,
    Order,
    Pass,
    Pay,
    PlayerRef,
    PlayLand,
    Ref,
    StackOrder,
    StartingPlayer,
    Targets,
    TurnFaceUp,
    parse_answer,
)
from .errors import (
    AnswerSyntaxError,
    CardDataError,
    IllegalAnswer,
    Problem,
    SaveFileError,
    ScenarioError,
    problem,
)
from .events import Event
from .game import Game, GameConfig, Resume
from .objects import GameObject, Player, StackItem, Zone
from .state import GameState, Outcome
from .turn.steps import Phase, Step

__all__ = [
    "Ability", "Activate", "Answer", "AnswerSyntaxError", "AssignDamage", "Bottom", "Cancel", "CardDB",
    "CardDataError", "CardDef", "Cast", "Choose", "Combat", "Concede", "Decision", "DeclareAttackers",
    "DeclareBlockers", "Discard", "Event", "Game", "GameConfig", "GameObject", "GameState", "IllegalAnswer", "Keep",
    "Kind", "Manual", "Mulligan", "NameCard", "StackOrder", "Order", "Outcome", "Pass", "Pay", "Phase", "PlayLand", "Player",
    "PlayerRef", "Problem", "Ref",
    "Resume", "SaveFileError", "ScenarioError", "StackItem", "StartingPlayer", "Step", "Targets", "TurnFaceUp", "Zone",
    "default_card_db", "parse_answer", "problem",
]
