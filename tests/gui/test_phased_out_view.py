"""A phased-out permanent (CR 702.26b) stays on its controller's side of the table, greyed,
with a "phased out" label, in English and in Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from mtgtable.engine import operations as ops
from mtgtable.gui.i18n import install_translator
from mtgtable.gui.card_face import face_of
from mtgtable.gui.card_painter import card_pixmap
from mtgtable.gui.models.card_zone_model import CardGroup, accessible_name, card_tooltip, group_ids

from .conftest import DATA, open_window


@pytest.fixture
def japanese(qapp):  # type: ignore[no-untyped-def]
    translator = install_translator(QApplication.instance(), lang="ja")
    assert translator is not None
    yield translator
    for t in QApplication.instance().findChildren(QTranslator):
        QApplication.instance().removeTranslator(t)
        t.deleteLater()


def _phase_one(qtbot):  # type: ignore[no-untyped-def]
    win = open_window(qtbot, DATA / "whole_turn.toml", "goldfish")
    game = win.session.game
    perm = game.battlefield[0]
    ops.phase_out(game.state, [perm])
    return win, game, perm


def test_cr_702_26b_a_phased_out_permanent_is_shown_greyed_and_labelled(qtbot) -> None:  # type: ignore[no-untyped-def]
    win, game, perm = _phase_one(qtbot)
    o = game.objects[perm]
    shown = [oid for g in (CardGroup.LANDS, CardGroup.CREATURES, CardGroup.OTHER)
             for oid in group_ids(game, o.controller, g)]
    assert perm in shown
    face = face_of(game, perm, win.session.marks)
    assert face.phased_out and face.attacking == ""
    assert "phased out" in accessible_name(face)
    assert "Phased out" in card_tooltip(game, perm)
    assert not card_pixmap(face).isNull()
    ops.phase_in(game.state, [perm])
    assert not face_of(game, perm, win.session.marks).phased_out


def test_cr_702_26b_the_phased_out_label_in_japanese(qtbot, japanese) -> None:  # type: ignore[no-untyped-def]
    win, game, perm = _phase_one(qtbot)
    face = face_of(game, perm, win.session.marks)
    assert "フェイズ・アウト中" in accessible_name(face)
    assert "フェイズ・アウト中" in card_tooltip(game, perm)
