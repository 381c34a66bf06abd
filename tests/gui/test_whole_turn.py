"""A whole turn cycle played through the window with real clicks and drags.

Alice plays a Mountain and casts Hill Giant; on her next turn she drags it
onto Bob to attack; Bob drags both Grizzly Bears onto it to block; Alice
orders the blockers in the dialog (CR 509.2) and assigns the giant's 3
damage in the dialog (CR 510.1c): 2 to the first bear (lethal), 1 to the
second.  The first bear and the giant die; the second bear keeps 1 damage.
"""

from __future__ import annotations

from mtgtable.engine import Kind, PlayerRef, Zone
from mtgtable.gui.dialogs.damage_dialog import DamageDialog
from mtgtable.gui.dialogs.order_dialog import OrderDialog
from mtgtable.gui.models.card_zone_model import CardGroup

from .helpers import LEFT, click_button, click_card, drag_card, pass_privacy


def _named(game, player: int, zone: str, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    ids = game.battlefield if zone == "battlefield" else getattr(game.players[player], zone)
    return [o for o in ids if game.objects[o].name == name and game.objects[o].controller == player]


def test_whole_turn_through_the_gui(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    session, ctl = window.session, window.controller
    game = lambda: session.game  # noqa: E731 - the game object is replaced only by undo/new game
    pass_privacy(qtbot, window)
    hand = window.bottom.views[CardGroup.HAND]

    # Turn 5, Alice: play a land by clicking it, then cast Hill Giant by clicking it.
    land = _named(game(), 0, "hand", "Mountain")[0]
    click_card(qtbot, hand, land)
    assert len(_named(game(), 0, "battlefield", "Mountain")) == 4
    giant = _named(game(), 0, "hand", "Hill Giant")[0]
    assert giant in session.marks.playable  # highlighted: castable now
    click_card(qtbot, hand, giant)
    # auto-pay, both players pass (nobody can respond), the giant resolves; Bob's turn begins
    giant = _named(game(), 0, "battlefield", "Hill Giant")[0]
    assert game().objects[giant].sick
    # Alice sees her giant arrive before the table moves on: she passes herself
    assert game().pending.player == 0 and game().pending.kind is Kind.PRIORITY and not window.privacy.isVisible()
    click_button(qtbot, window, ctl.pass_action)

    # Turn 6, Bob: the privacy screen, then Bob passes with Space and declares no attack.
    assert game().active == 1
    pass_privacy(qtbot, window)
    while game().active == 1:
        d = game().pending
        if window.privacy.isVisible():
            pass_privacy(qtbot, window)
        elif d.kind is Kind.DECLARE_ATTACKERS:
            click_button(qtbot, window, ctl.confirm_action)
        else:
            assert d.kind is Kind.PRIORITY
            qtbot.keyClick(window, " ")  # Space passes

    # Turn 7, Alice: pass the main phase, then drag the giant onto Bob's badge.
    while game().pending.kind is not Kind.DECLARE_ATTACKERS:
        if window.privacy.isVisible():
            pass_privacy(qtbot, window)
        else:
            click_button(qtbot, window, ctl.pass_action)
    if window.privacy.isVisible():
        pass_privacy(qtbot, window)
    creatures = window.bottom.views[CardGroup.CREATURES]
    lands = window.bottom.views[CardGroup.LANDS]
    # a refused drag shows the engine's reason
    drag_card(qtbot, lands, _named(game(), 0, "battlefield", "Mountain")[0], window.top.badge)
    assert "508.1a" in window.prompt_bar.refusal.text()
    drag_card(qtbot, creatures, giant, window.top.badge)
    assert dict(session.marks.draft.planned_attacks()) == {giant: PlayerRef(1)}
    click_button(qtbot, window, ctl.confirm_action)
    assert game().combat.attackers == {giant: PlayerRef(1)}

    # Bob blocks with both bears by dragging each onto the attacking giant.
    assert game().pending.kind is Kind.DECLARE_BLOCKERS
    pass_privacy(qtbot, window)
    assert window.bottom.player == 1  # the table turned to Bob
    bear1, bear2 = _named(game(), 1, "battlefield", "Grizzly Bears")
    bob_creatures = window.bottom.views[CardGroup.CREATURES]
    alice_creatures = window.top.views[CardGroup.CREATURES]
    for bear in (bear1, bear2):
        drag_card(qtbot, bob_creatures, bear, alice_creatures.viewport(), alice_creatures.card_center(giant))
    assert list(session.marks.draft.planned_blocks()) == [(bear1, giant), (bear2, giant)]
    click_button(qtbot, window, ctl.confirm_action)

    # Alice orders the blockers: bear2 first.
    assert game().pending.kind is Kind.ORDER_BLOCKERS
    pass_privacy(qtbot, window)
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, OrderDialog))
    order = ctl.dialog
    order.list.setCurrentRow(1)
    qtbot.mouseClick(order.up_button, LEFT)
    assert order.order == (bear2, bear1)
    qtbot.mouseClick(order.buttons.button(order.buttons.StandardButton.Ok), LEFT)
    assert game().combat.blockers_of(giant) == [bear2, bear1]

    # Alice assigns damage: first try 1/2 (illegal, shown live), then 2/1.
    qtbot.waitUntil(lambda: isinstance(ctl.dialog, DamageDialog))
    dmg = ctl.dialog
    ok = dmg.buttons.button(dmg.buttons.StandardButton.Ok)
    dmg.set_amount(giant, bear2, 1)
    dmg.set_amount(giant, bear1, 2)
    assert not ok.isEnabled() and "510.1c" in dmg.problem.text()
    dmg.set_amount(giant, bear2, 2)
    dmg.set_amount(giant, bear1, 1)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, LEFT)

    g = game()
    assert _named(g, 0, "graveyard", "Hill Giant"), "the giant took 4 damage and died"
    assert len(_named(g, 1, "graveyard", "Grizzly Bears")) == 1
    (survivor,) = _named(g, 1, "battlefield", "Grizzly Bears")
    assert g.objects[survivor].damage == 1
    assert g.players[1].life == 20
    assert g.objects[survivor].zone is Zone.BATTLEFIELD
