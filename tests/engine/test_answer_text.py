"""Every answer reads back as itself: ``parse_answer(str(a)) == a`` (the replay,
the save file and undo keep only the text), and the fast structural check that
lets typed answers skip the text agrees with the parser."""

from __future__ import annotations

import typing
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgtable.engine.answers import (
    ANSWER_TYPES,
    Answer,
    ManualAction,
    Activate,
    AssignDamage,
    Bottom,
    Cancel,
    Cast,
    Choose,
    NameCard,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    Discard,
    Keep,
    Manual,
    Mulligan,
    Order,
    Pass,
    Pay,
    PlayLand,
    TurnFaceUp,
    StackOrder,
    StartingPlayer,
    Targets,
    check_well_formed,
    parse_answer,
)
from mtgtable.engine.errors import AnswerSyntaxError, IllegalAnswer
from mtgtable.engine.refs import PlayerRef

ids = st.integers(0, 10 ** 6)
ints = st.integers(-(10 ** 6), 10 ** 6)
players = st.integers(0, 9)
refs = st.one_of(ids, players.map(PlayerRef))
letters = st.sampled_from(["", "W", "U", "B", "R", "G", "C"])
words = st.text(st.characters(min_codepoint=33, max_codepoint=0x2FFF, blacklist_categories=("Z", "C")),
                min_size=1, max_size=8)
small = {"max_size": 5}

#: A strategy for every answer class (the registry test below proves none is missing).
STRATEGIES: dict[type, st.SearchStrategy[Any]] = {
    Pass: st.just(Pass()), Keep: st.just(Keep()), Mulligan: st.just(Mulligan()), Cancel: st.just(Cancel()),
    StartingPlayer: st.builds(StartingPlayer, players),
    Concede: st.builds(Concede, players),
    PlayLand: st.builds(PlayLand, ids),
    TurnFaceUp: st.builds(TurnFaceUp, ids),
    Cast: st.builds(Cast, ids, ints),
    Activate: st.builds(Activate, ids, ints, letters),
    Targets: st.builds(Targets, st.lists(refs, **small).map(tuple)),
    Pay: st.one_of(st.just(Pay(auto=True)),
                   st.builds(lambda s: Pay(sources=tuple(s)), st.lists(st.tuples(ids, letters), **small))),
    DeclareAttackers: st.builds(DeclareAttackers, st.lists(st.tuples(ids, refs), **small).map(tuple)),
    DeclareBlockers: st.builds(DeclareBlockers, st.lists(st.tuples(ids, ids), **small).map(tuple)),
    Order: st.builds(Order, ids, st.lists(ids, **small).map(tuple)),
    AssignDamage: st.builds(AssignDamage, st.lists(st.tuples(ids, st.lists(st.tuples(refs, ints), **small)
                                                             .map(tuple)), **small).map(tuple)),
    Discard: st.builds(Discard, st.lists(ids, **small).map(tuple)),
    Bottom: st.builds(Bottom, st.lists(ids, **small).map(tuple)),
    Choose: st.builds(Choose, ints),
    NameCard: st.builds(NameCard, st.lists(words, min_size=1, max_size=4).map(" ".join)),
    StackOrder: st.builds(StackOrder, st.lists(ints, **small).map(tuple)),
    Manual: st.builds(Manual, st.sampled_from(list(ManualAction)), refs,
                      st.lists(words, max_size=3).map(" ".join)),
}
answers = st.one_of(*STRATEGIES.values())


def test_every_registered_answer_class_is_generated_here() -> None:
    assert set(STRATEGIES) == set(ANSWER_TYPES.values())


def test_the_answer_type_names_every_answer_class() -> None:
    """``Answer`` is what :func:`parse_answer` returns: compiled, a class missing from it would be
    refused with ``TypeError`` as it is read (NameCard was, before the answers module was compiled)."""
    assert set(typing.get_args(Answer)) == set(ANSWER_TYPES.values())


def test_each_answer_class_owns_its_verb() -> None:
    for verb, cls in ANSWER_TYPES.items():
        assert cls.VERB == verb


@settings(max_examples=600, deadline=None)
@given(answers)
def test_every_answer_reads_back_as_itself(answer: Any) -> None:
    text = str(answer)
    assert parse_answer(text) == answer, text
    check_well_formed(answer)  # a well-formed answer passes the fast check too


@settings(max_examples=300, deadline=None)
@given(st.text(st.sampled_from(list("passtockdrginy 0123456789p>:;=-x#auto")), max_size=30))
def test_whatever_text_parses_gives_a_well_formed_answer_that_reads_back(text: str) -> None:
    """The parser and the fast check agree: nothing the parser makes is refused as
    malformed, and its text form reads back as the same answer."""
    try:
        answer = parse_answer(text)
    except AnswerSyntaxError:
        return
    check_well_formed(answer)
    assert parse_answer(str(answer)) == answer


@pytest.mark.parametrize("answer", [
    DeclareAttackers(((1, "p1"),)),  # type: ignore[arg-type]
    Targets(("p0",)),  # type: ignore[arg-type]
    Targets([1]),  # type: ignore[arg-type]
    Cast(True),
    Cast(-1),
    Activate(1, 0, "g"),
    Activate(1, 0, "GGG"),  # two letters name a filter land's pair (mana_abilities); three say nothing
    Pay(auto=True, sources=((1, "G"),)),
    Manual("life", PlayerRef(0), " -3"),
    Manual("dance", 5),
    AssignDamage(((1, ((PlayerRef(1), 2.0),)),)),  # type: ignore[arg-type]
    StartingPlayer(-1),
    Concede(PlayerRef(0)),  # type: ignore[arg-type]
    PlayerRef(0),
    "pass",
])
def test_an_answer_its_text_cannot_say_is_refused_without_reading_text(answer: Any) -> None:
    with pytest.raises(IllegalAnswer):
        check_well_formed(answer)


@pytest.mark.parametrize("text, why", [
    ("", "empty answer"),
    ("dance 5", "unknown answer 'dance'"),
    ("pass now", "'pass' takes 0 argument(s)"),
    ("cast 5 7", "unexpected '7'"),
    ("activate 5 0 color=Q", "not a mana letter"),
    ("attack 5", "expected attacker>target"),
    ("manual dance 5", "unknown table action"),
])
def test_bad_text_says_why(text: str, why: str) -> None:
    with pytest.raises(AnswerSyntaxError) as info:
        parse_answer(text)
    assert why in str(info.value)


@pytest.mark.parametrize("text, answer", [
    ("start 0", StartingPlayer(0)),      # a seat without the p, as hand-written answers have it
    ("PASS", Pass()),
    ("targets P1 #12", Targets((PlayerRef(1), 12))),
    ("order 5 : 9 10", Order(5, (9, 10))),
    ("activate 12 color=g", Activate(12, 0, "G")),
    ("pay 3:g 4", Pay(sources=((3, "G"), (4, "")))),
    ("assign 5: 9=3 10=2; 6: p1=4", AssignDamage(((5, ((9, 3), (10, 2))), (6, ((PlayerRef(1), 4),))))),
])
def test_lenient_spellings_read_as_before(text: str, answer: Any) -> None:
    assert parse_answer(text) == answer
