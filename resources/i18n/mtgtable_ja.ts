<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>Action</name>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="41" />
            <source>Play {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="44" />
            <source>Cast {card} (X = {x})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="45" />
            <source>Cast {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="51" />
            <source>Activate: {text} (for {color})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="52" />
            <source>Activate: {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="54" />
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Card</name>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="69" />
            <source>BY HAND</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="119" />
            <source>{name} (tapped)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="126" />
            <source>tapped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="203" />
            <source>token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="257" />
            <source>{n} dmg</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="293" />
            <source>ATTACKING</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="293" />
            <source>BLOCKING</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CardPreview</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="53" />
            <source>Point at a card to see it here.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CardZoneModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="105" />
            <source>Card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="129" />
            <source>Power/toughness now: {p}/{t}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="131" />
            <source>Damage marked: {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="133" />
            <source>Summoning sick: can't attack or use {T} abilities this turn (CR 302.6).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="137" />
            <source>The game can't apply this card's text: do what it says by hand (right-click the card or a player).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="142" />
            <source>Counters: {n} × {kind}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChooseCardsDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="25" />
            <source>Discard to hand size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="25" />
            <source>Bottom of the library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="26" />
            <source>Choose</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="69" />
            <source>{n} of {count} chosen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="77" />
            <source>CR {rule}: {reason}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CombatModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="88" />
            <source>Creature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="88" />
            <source>Fights</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="114" />
            <source>, {n} damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="118" />
            <source>attacks {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="120" />
            <source> — unblocked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="122" />
            <source>blocks · #{n} in order</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CombatPanel</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="150" />
            <source>Combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="151" />
            <source>Each attacker with its blockers below it, in damage assignment order (CR 509.2).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CountersDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="49" />
            <source>Counters on {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="57" />
            <source>A negative number removes counters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="58" />
            <source>Kind of counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="59" />
            <source>How many (negative removes)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DamageDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="32" />
            <source>Assign combat damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="34" />
            <source>Divide each creature's damage among the creatures it fights. A creature later in the damage assignment order can be given damage only after every earlier one has lethal damage (CR 510.1c).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="38" />
            <source>Divide each creature's damage among the creatures it fights (CR 510.1c).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="45" />
            <source>{card} deals {n} damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="62" />
            <source>{card}: {parts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="64" />
            <source>Assigned automatically (no choice): </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="67" />
            <source>Assign lethal in order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="81" />
            <source>  (trample: only after lethal to every blocker)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="86" />
            <source>#{n} </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="87" />
            <source>{order}{card} {p}/{t}, lethal: {lethal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="90" />
            <source> ({n} already marked)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="114" />
            <source>This assignment is legal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="117" />
            <source>CR {rule}: {reason}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DecisionController</name>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="92" />
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="93" />
            <source>Pass priority (Space). When everyone passes in a row, the top of the stack resolves or the step ends (CR 116.4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="95" />
            <source>Pass until end of turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="96" />
            <source>Keep passing priority until this turn ends. Required decisions are still asked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="98" />
            <source>Pass until my next turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="99" />
            <source>Keep passing priority until your next turn. Required decisions are still asked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="101" />
            <source>Stop passing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="102" />
            <source>Attack with everything</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="103" />
            <source>Confirm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="104" />
            <source>Clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="105" />
            <source>Keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="106" />
            <source>Mulligan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="107" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="109" />
            <source>Pay automatically</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="110" />
            <source>Pay with selected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="111" />
            <source>Open the dialog again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="168" />
            <source>Pass the computer to {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="202" />
            <source>{name}: drag creatures onto {defender} to attack, then confirm. Click an attacker to withdraw it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="205" />
            <source>Confirm attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="209" />
            <source>{name}: drag your creatures onto attackers to block, then confirm. Click a blocker to take it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="211" />
            <source>Confirm blocks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="217" />
            <source>{name}: pay {cost} — click lands to tap them, or pay automatically.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="223" />
            <source>London mulligan: draw seven, then put one card on the bottom per mulligan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="224" />
            <source>mulligan: shuffle and draw one card fewer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="225" />
            <source>{name}: keep this hand of {n}, or mulligan ({rule})?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="230" />
            <source>{name} plays first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="231" />
            <source>{name} won the coin flip: who plays first?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="234" />
            <source>{name}: {prompt}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="247" />
            <source>Pass (let {card} resolve)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="248" />
            <source>{name}, you have priority. {card} is on the stack: respond, or pass to let it resolve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="252" />
            <source>the next turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="253" />
            <source>Pass (to {step})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="255" />
            <source>{name}, you have priority: play a highlighted card, or pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="257" />
            <source>{name}, you have priority. Nothing can be played right now: pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="269" />
            <source>Choose a target: {spec} (click a highlighted card or player).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="285" />
            <source>Not allowed (CR {rule}): {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="340" />
            <source>Choose X</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="340" />
            <source>X =</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="370" />
            <source>{what} is not a legal target for this</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="437" />
            <source>a creature blocks an attacking creature, not a player</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DeckExporter</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="188" />
            <source>Export the deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="189" />
            <source>Text decklist (*.txt);;Cockatrice deck (*.cod)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="194" />
            <source>Replace the file?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="195" />
            <source>{file} already exists. Replace it?</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DeckImportDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="44" />
            <source>Import a deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="51" />
            <source>Choose a deck file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="53" />
            <source>Text (Arena, MTGO), MTGO .dek, Cockatrice .cod, Forge and XMage .dck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="72" />
            <source>Use this deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="88" />
            <source>Imported deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="91" />
            <source>Open a deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="92" />
            <source>Decklists ({patterns});;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="111" />
            <source>Cannot read {file}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="118" />
            <source>You can play this deck, but it does not follow the constructed deck-building rules:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="127" />
            <source>{name}: {n} cards, sideboard {s}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="132" />
            <source>{n} × {name} (sideboard)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="145" />
            <source>(line {lines})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="147" />
            <source>did you mean {names}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="148" />
            <source> or </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="150" />
            <source>no similar card in the card pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="152" />
            <source>{file}: {n} card name(s) are not in the card pool. Fix the file and open it again:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameOverBanner</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/overlays.py" line="82" />
            <source>New game</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LessonPanel</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="37" />
            <source>Play the example's next move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="39" />
            <source>Make the move the lesson file plays next, for whoever has to decide. You can also make it yourself at the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="42" />
            <source>Start again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="44" />
            <source>Back to the lesson's starting position.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="46" />
            <source>Hide</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="48" />
            <source>Hide the lesson's explanation (the game goes on).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="73" />
            <source>Lesson: {title}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="75" />
            <source>This scenario file has no explanation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="91" />
            <source>Next in the example ({n} of {total}): {name} — {move}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="94" />
            <source>This example has no scripted moves: play it out at the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="96" />
            <source>All the example's moves are played: carry on, or start again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="98" />
            <source>The table has left the example's moves: play on, or start again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LogModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/log_model.py" line="57" />
            <source>T{turn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/log_model.py" line="59" />
            <source>Click for the rule behind this line</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="204" />
            <source>Click a line of the log to see why it happened.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="211" />
            <source>Game log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="231" />
            <source>Undo to before this</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="235" />
            <source>Replay the game up to the decision that led to this line.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="250" />
            <source>Rule: CR {rule}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="252" />
            <source>The game did this by itself (a turn-based or state-based action): nobody chose it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="259" />
            <source>During {step} (CR {rule}): {explain}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="49" />
            <source>mtgtable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="145" />
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="146" />
            <source>&amp;New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="147" />
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="148" />
            <source>&amp;Save as…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="149" />
            <source>Recover the autosaved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="151" />
            <source>&amp;Import a deck…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="152" />
            <source>&amp;Export a deck…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="154" />
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="155" />
            <source>Undo to an earlier decision…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="157" />
            <source>Concede</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="158" />
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="159" />
            <source>&amp;Lessons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="162" />
            <source>&amp;Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="163" />
            <source>Pay mana costs automatically</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="166" />
            <source>Stops for the player at the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="169" />
            <source>Card images folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="170" />
            <source>Draw the cards (no images)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="190" />
            <source>Whenever I can play something</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="194" />
            <source>My turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="194" />
            <source>Opponent's turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="209" />
            <source>No lessons found in {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="254" />
            <source>What the game just did by itself:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="263" />
            <source>Draw on turn {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="265" />
            <source>You won on turn {n}!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="267" />
            <source>{name} wins on turn {n}!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="268" />
            <source>{reason} (CR {rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="309" />
            <source>Export a deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="309" />
            <source>Deck:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="315" />
            <source>Cannot export the deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="318" />
            <source>Deck saved to {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="321" />
            <source>Folder of card images (named after the cards)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="332" />
            <source>{n} card images found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="339" />
            <source>Open a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="340" />
            <source>mtgtable games (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="348" />
            <source>Cannot open the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="356" />
            <source>Cannot open the lesson</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="372" />
            <source>No autosave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="372" />
            <source>There is no autosaved game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="378" />
            <source>Save the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="385" />
            <source>Nothing to undo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="392" />
            <source>Before answer {n}: {answer}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="401" />
            <source>Undo to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="401" />
            <source>Go back to just before:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ManualActions</name>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="62" />
            <source>{card}: by hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="64" />
            <source>The game can't apply this card's text: do it here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="70" />
            <source>Untap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="72" />
            <source>Tap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="73" />
            <source>Move to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="79" />
            <source>Counters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="82" />
            <source>Put a {kind} counter on it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="86" />
            <source>Take a {kind} counter off it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="88" />
            <source>Other counters…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="97" />
            <source>{name}: by hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="102" />
            <source>Lose {n} life</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="102" />
            <source>Gain {n} life</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="104" />
            <source>Change life by…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="107" />
            <source>Create a creature token…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="114" />
            <source>Table actions are taken by the player holding priority.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="126" />
            <source>Not allowed (CR {rule}): {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="154" />
            <source>Change life</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="155" />
            <source>Change {name}'s life by (negative: loses life):</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="27" />
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="35" />
            <source>Alice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="35" />
            <source>Bob</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="42" />
            <source>Import…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="45" />
            <source>Read a deck file (text, .dek, .cod, .dck) and play with it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="52" />
            <source>Hotseat: two players, one screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="53" />
            <source>Goldfish: against an opponent that does nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="54" />
            <source>Step by step: stops at every step and explains</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="58" />
            <source>Random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="59" />
            <source>Player 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="60" />
            <source>Player 2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="61" />
            <source>Coin flip winner chooses (CR 103.1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="63" />
            <source>London (draw 7, bottom one per mulligan)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="64" />
            <source>Classic (CR 103.4: draw one fewer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="65" />
            <source>Damage assignment order (CR 509.2; unchecked: the 2024 rules)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="73" />
            <source>Leave at Random for a new shuffle every game. Give a number to shuffle exactly as an earlier game (saved games keep their seed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="76" />
            <source>Deck 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="78" />
            <source>Deck 2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="79" />
            <source>Mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="80" />
            <source>Who plays first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="81" />
            <source>Mulligan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="83" />
            <source>Shuffle seed</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OrderDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="57" />
            <source>Order your triggered abilities</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="58" />
            <source>Several of your abilities triggered at the same time. You choose the order they go on the stack (CR 603.3b). The list shows the stack as it will be: the top one resolves first, the bottom one last.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="61" />
            <source>Top of the stack — resolves first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="61" />
            <source>Bottom — resolves last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="66" />
            <source>Damage assignment order — {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="68" />
            <source>{card} blocks several attackers. Put them in the order it will deal its damage: an attacker gets damage only after every earlier one has been assigned lethal damage (CR 509.3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="72" />
            <source>{card} is blocked by several creatures. Put them in the order it will deal its damage: a blocker gets damage only after every earlier one has been assigned lethal damage (CR 509.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="76" />
            <source>Gets damage first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="76" />
            <source>Gets damage last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="96" />
            <source>Move up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="97" />
            <source>Move down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="121" />
            <source>  ({n} damage already marked)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="123" />
            <source>  — new: place it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="133" />
            <source>{source}: {ability}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="134" />
            <source>{source} has left the battlefield; its ability still goes on the stack (CR 113.7a).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="177" />
            <source>CR {rule}: {reason}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayerArea</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_area.py" line="35" />
            <source>Creatures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_area.py" line="35" />
            <source>Other permanents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_area.py" line="36" />
            <source>Lands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_area.py" line="36" />
            <source>Hand</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayerBadge</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="55" />
            <source>Life total. A player at 0 or less life loses (CR 704.5a). Right-click to change life or create a token by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="59" />
            <source>Poison counters. Ten or more and the player loses (CR 704.5c).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="61" />
            <source>Mana pool: mana made and not yet spent. It empties at the end of each step (CR 500.4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="75" />
            <source>Library: cards left to draw (face down).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="76" />
            <source>Graveyard: click to look through it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="77" />
            <source>Exile: click to look through it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="99" />
            <source>active player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="101" />
            <source>deciding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="101" />
            <source>has priority</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="103" />
            <source>passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="105" />
            <source>♥ {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="106" />
            <source>☠ {n} poison</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="111" />
            <source>mana pool empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="113" />
            <source>Library {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="114" />
            <source>Graveyard {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="115" />
            <source>Exile {n}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/overlays.py" line="44" />
            <source>Click anywhere when ready. Your hand stays hidden until then.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/overlays.py" line="54" />
            <source>Pass to {name}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StackModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="37" />
            <source>spell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="37" />
            <source>ability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="38" />
            <source>trigger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="39" />
            <source>{source} ({kind}) — {controller}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="42" />
            <source>→ targets {targets}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StackPanel</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="119" />
            <source>The stack is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="123" />
            <source>Stack (top first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="124" />
            <source>Spells and abilities wait here. The top one resolves when all players pass in succession (CR 405, 116.4).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TokenDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="17" />
            <source>Create a token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="19" />
            <source>A creature token for {name}, made by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="20" />
            <source>Saproling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="30" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="31" />
            <source>Power / toughness</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TurnTracker</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="140" />
            <source>Before the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="141" />
            <source>Mulligans (CR 103.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="145" />
            <source>{step} (CR {rule}): {explanation}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="149" />
            <source>Turn {n} — {name}'s turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="153" />
            <source>Priority: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="155" />
            <source>Waiting for {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="157" />
            <source>Passed: {names}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Zone</name>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="170" />
            <source>Hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="170" />
            <source>Battlefield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="171" />
            <source>Graveyard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="171" />
            <source>Exile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="172" />
            <source>Library (at the bottom)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="172" />
            <source>Stack</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ZoneViewer</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="20" />
            <source>{name}'s library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="21" />
            <source>{n} cards, face down. Nobody may look at them (CR 401.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="25" />
            <source>{name}'s graveyard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="25" />
            <source>{name}'s exile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="35" />
            <source>Empty.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>decks</name>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="56" />
            <source>{source}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="57" />
            <source>{source}, line {line}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="59" />
            <source>{source}, {field}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="61" />
            <source>{where}: {detail}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="64" />
            <source>pasted text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="67" />
            <source>the file is empty, so there is no deck to read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="68" />
            <source>no cards were found; a decklist has lines such as '4 Lightning Bolt'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="69" />
            <source>the file is {size} bytes, far larger than any decklist (the limit is {limit} bytes).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="73" />
            <source>this is a binary file, not a decklist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="74" />
            <source>this looks like {kind}, not a decklist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="75" />
            <source>a PNG image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="76" />
            <source>a JPEG image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="77" />
            <source>a GIF image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="78" />
            <source>a PDF document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="79" />
            <source>a ZIP archive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="80" />
            <source>a gzip archive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="81" />
            <source>the text is not UTF-8 (byte 0x{byte} cannot be read); save the file as UTF-8 and try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="85" />
            <source>this looks like a web page (HTML), not a decklist; copy the decklist text itself instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="91" />
            <source>expected a card line such as '4 Lightning Bolt' (a number of copies, then the card name), found '{text}'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="95" />
            <source>the count '{count}' is not a whole number; write a card line like '4 Lightning Bolt'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="99" />
            <source>the count {count} for '{name}' must be at least 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="100" />
            <source>the count {count} for '{name}' is too large (at most {limit}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="101" />
            <source>the count {count} is not followed by a card name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="104" />
            <source>the line has {length} characters, far more than any card line (the limit is {limit}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="108" />
            <source>the card name '{name}' has {length} characters, far more than any card name (the limit is {limit}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="112" />
            <source>the deck has {count} cards by here, more than the limit of {limit}; no deck is this big, so the file is refused.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="116" />
            <source>the deck has more than {limit} different card names by here; no deck is this big, so the file is refused.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="122" />
            <source>the XML is malformed or incomplete ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="123" />
            <source>the XML declares a DOCTYPE or entities, which are refused for safety; a deck file never needs them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="127" />
            <source>this XML document (root element &lt;{tag}&gt;) is not a deck format that can be read here; expected an MTGO .dek, a Cockatrice .cod or an OCTGN .o8d file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="131" />
            <source>expected {expected}, whose root element is &lt;{root}&gt;, found &lt;{tag}&gt;.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="132" />
            <source>expected {expected}, which is XML, but the file does not start with '&lt;'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="133" />
            <source>the &lt;{tag}&gt; element has no '{attribute}' attribute.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="134" />
            <source>unknown Cockatrice zone '{zone}'; expected 'main', 'side' or 'tokens'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="137" />
            <source>unknown OCTGN section '{section}'; expected 'Main', 'Sideboard', 'Command Zone' or 'Planes/Schemes'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="141" />
            <source>an MTGO .dek file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="142" />
            <source>a Cockatrice .cod file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="143" />
            <source>an OCTGN .o8d file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="146" />
            <source>the &lt;card&gt; element for '{name}' has no 'number' attribute; counted as 1 copy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="151" />
            <source>the JSON is malformed ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="152" />
            <source>the JSON is nested more than {limit} levels deep; a deck file never is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="153" />
            <source>this JSON document is not an MTGJSON deck file; expected an object with 'mainBoard' (inside 'data').</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="157" />
            <source>expected a list of cards here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="158" />
            <source>expected a card: an object with a 'name' and a 'count'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="159" />
            <source>the card name must be non-empty text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="160" />
            <source>the count of '{name}' must be a whole number, found {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="163" />
            <source>{count} unknown card name(s): {items}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="164" />
            <source>{count} unknown card name(s): {items}; and {more} more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="165" />
            <source>'{name}' (line {line}; did you mean {suggestions}?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="166" />
            <source>'{name}' (did you mean {suggestions}?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="167" />
            <source>'{name}' (line {line}; no similar card name found)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="168" />
            <source>'{name}' (no similar card name found)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="169" />
            <source>'{name}'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="170" />
            <source>, </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="171" />
            <source>; </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="174" />
            <source>CR {rule}: the main deck has {count} cards; a constructed deck needs at least {minimum}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="178" />
            <source>CR {rule}: the deck has {count} copies of {name} (main deck and sideboard together); at most {limit} are allowed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="182" />
            <source>CR {rule}: the sideboard has {count} cards; a constructed sideboard may have at most {limit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="188" />
            <source>{path} already exists and was left untouched; choose another name or confirm that it should be replaced.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="192" />
            <source>decks cannot be saved as '{fmt}'; choose one of: {choices}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="469" />
            <source>{player} casts {card}{tgt}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="505" />
            <source>{player} activates {card}'s ability: {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="255" />
            <source>{player} plays {card} (a special action, once per turn).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="308" />
            <source>{player} changes {target}'s life by {n} by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="321" />
            <source>{player} {verb}s {card} by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="446" />
            <source>{player} taps {card} for mana.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="325" />
            <source>{player} puts {n} {kind} counter(s) on {card} by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="329" />
            <source>{player} moves {card} to the {zone} by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="180" />
            <source>Damage assignment order for {card}: {order}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="39" />
            <source>{player} has no creature that can attack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="78" />
            <source>No creatures attack: the declare blockers and combat damage steps are skipped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="121" />
            <source>{blocker} blocks {attacker}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="61" />
            <source>The attack costs were not paid: the declaration is undone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="68" />
            <source>{card} attacks {target}{tap}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="114" />
            <source>The blocking costs were not paid: the declaration is undone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="125" />
            <source>{attacker} is unblocked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="58" />
            <source>{player} pays {cost} to attack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="111" />
            <source>{player} pays {cost} to block.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="272" />
            <source>{player} plays first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="387" />
            <source>Turn {n}: {player}'s {extra}turn begins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="498" />
            <source>Damage wears off all permanents and 'until end of turn' effects end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="256" />
            <source>{player} wins the coin flip and chooses who plays first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="275" />
            <source>{player} shuffles their library.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="445" />
            <source>{player} untaps {n} permanent(s).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="313" />
            <source>{player} mulligans (mulligan {k}) and draws {n}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="326" />
            <source>{player} puts {k} card(s) on the bottom of their library.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="364" />
            <source>{player} plays first and skips the draw step of their first turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="402" />
            <source>{step} begins. {explain}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="414" />
            <source>Something happened during cleanup: players get priority, and another cleanup step will follow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="428" />
            <source>{player}'s unused mana ({n}) empties from their mana pool.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="435" />
            <source>'Until end of combat' effects end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="447" />
            <source>{player} draws a card for the turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="305" />
            <source>{player} keeps a hand of {n}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="513" />
            <source>{player} passes priority.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="170" />
            <source>{player} creates a {card} token ({source}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="217" />
            <source>{player} gains {n} life ({why}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="221" />
            <source>{player} loses {n} life ({why}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="238" />
            <source>{card} gets {p:+d}/{t:+d}{extra} ({until}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="244" />
            <source>{n} {kind} counter(s) put on {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="267" />
            <source>{player} will take an extra turn after this one ({source}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="273" />
            <source>An additional combat phase{main} will follow this phase ({source}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="278" />
            <source>{player} will skip their next {what} ({source}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="310" />
            <source>{blocker} enters the battlefield blocking {attacker}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="156" />
            <source>{player} draws {n} card(s).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="206" />
            <source>{n} damage to {target} is prevented.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="209" />
            <source>{source} deals {n} {kind} to {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="233" />
            <source>{card} becomes {colors} ({until}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="251" />
            <source>{card} is indestructible and is not destroyed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="116" />
            <source>{card} {why}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="150" />
            <source>{player} must draw but the library is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="192" />
            <source>{player} loses the game: {why}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="44" />
            <source>{card} doesn't resolve: all its targets are illegal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="49" />
            <source>{card} resolves.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="51" />
            <source>{card}'s ability resolves: {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="204" />
            <source>{player} wins the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="207" />
            <source>The game is a draw: all players lost at the same time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="61" />
            <source>{card}: the engine can't apply this text; resolve it by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="71" />
            <source>{card} is attached to {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="251" />
            <source>{card}'s ability triggers: {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="240" />
            <source>{card}'s ability has no legal target and is removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="96" />
            <source>only the active player can do this, in their main phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="98" />
            <source>this can be done only in a main phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="100" />
            <source>this can be done only while the stack is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="107" />
            <source>#{id} is not a card in your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="109" />
            <source>{card} is not a land</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="112" />
            <source>a land can be played only by the active player in their main phase with an empty stack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="116" />
            <source>you have already played a land this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="191" />
            <source>{card} is a land: lands are played, not cast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="197" />
            <source>X must be a number 0 or more, and only for a cost with {X}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="199" />
            <source>you can't pay {cost} for {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="213" />
            <source>#{id} is not a permanent on the battlefield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="215" />
            <source>you don't control {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="218" />
            <source>{card} has no activated ability number {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="246" />
            <source>you can't pay {cost} for {card}'s ability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="283" />
            <source>#{id} is not an object in the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="286" />
            <source>{card} is not yours to handle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="288" />
            <source>{card} is not a permanent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="423" />
            <source>that mana does not pay {cost}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="461" />
            <source>Pay {cost} for {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="484" />
            <source>Choose targets for {card}'s ability.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="489" />
            <source>Pay {cost} for {card}'s ability.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="181" />
            <source>there is no legal choice for "{spec}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="204" />
            <source>{card} can be cast only during combat after blockers are declared</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="223" />
            <source>{card} is already tapped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="225" />
            <source>{card} has summoning sickness: it can't use {{T}} abilities yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="229" />
            <source>loyalty abilities can be activated only at sorcery speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="231" />
            <source>a loyalty ability of {card} was already activated this turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="233" />
            <source>{card} doesn't have {n} loyalty to remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="241" />
            <source>{card} can't make {color} mana</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="243" />
            <source>choose which colour of mana {card} makes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="271" />
            <source>{target} is not a player in the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="273" />
            <source>life change {value} is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="279" />
            <source>a manual token needs a player, a name and P/T, e.g. 'token p0 Saproling 1/1'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="296" />
            <source>the stack can't be changed by hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="300" />
            <source>counters need a kind and a number, e.g. '+1/+1 2'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="344" />
            <source>choose {n} target(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="398" />
            <source>there is not enough mana to pay {cost}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="405" />
            <source>{card} is used twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="408" />
            <source>{card} is not a mana source you can use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="411" />
            <source>{card} can't produce mana now (tapped or summoning sick)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="455" />
            <source>Choose targets for {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="293" />
            <source>{value} is not a zone (library, hand, battlefield, graveyard, exile)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="353" />
            <source>{target} is not a legal choice for "{spec}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="59" />
            <source>with priority you may pass, play a land, cast or activate, not {answer}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="350" />
            <source>{target} is not a legal choice for "{spec}" (hexproof, CR 702.11)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="121" />
            <source>#{id} is not a creature on the battlefield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="123" />
            <source>{card} is not controlled by the active player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="125" />
            <source>{card} is tapped; only untapped creatures can attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="127" />
            <source>{card} has not been under its controller's control since the turn began (summoning sickness) and has no haste</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="130" />
            <source>{card} has defender and can't attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="132" />
            <source>{card} can't attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="146" />
            <source>#{id} is not a planeswalker on the battlefield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="148" />
            <source>{card} is not controlled by the defending player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="162" />
            <source>no more than {n} creature(s) can attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="164" />
            <source>{card} can't attack alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="220" />
            <source>{cards} must attack if able: this declaration obeys {obeyed} requirement(s) but {best} can be obeyed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="298" />
            <source>{card} is tapped; only untapped creatures can block</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="300" />
            <source>{card} can't block</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="310" />
            <source>{card} is not an attacking creature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="313" />
            <source>{attacker} can't be blocked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="316" />
            <source>{attacker} has flying; {blocker} has neither flying nor reach</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="318" />
            <source>{attacker} has shadow; only creatures with shadow can block it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="320" />
            <source>{blocker} has shadow and can block only creatures with shadow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="322" />
            <source>{blocker} can block only creatures with flying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="141" />
            <source>creatures can only attack the defending player, not {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="199" />
            <source>{card} is declared as an attacker twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="326" />
            <source>{attacker} can't be blocked by creatures with power {n} or less</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="408" />
            <source>{blocker} is declared blocking {attacker} twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="416" />
            <source>{blocker} can block only {n} creature(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="429" />
            <source>requirements not met ({cards}): this block obeys {obeyed} requirement(s) but {best} can be obeyed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="493" />
            <source>{card} does not assign combat damage now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="499" />
            <source>no assignment given for {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="513" />
            <source>{card} must assign exactly its power ({power}), not {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="343" />
            <source>{attacker} can't be blocked except by two or more creatures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="349" />
            <source>{blocker} can't block alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="504" />
            <source>{card} can't assign damage to {recipient}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="507" />
            <source>damage amounts can't be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="543" />
            <source>{card} can assign damage to {player} only after assigning lethal damage to {blocker}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat.py" line="535" />
            <source>{card} can't assign damage to {later} until {earlier}, earlier in the damage assignment order, has been assigned lethal damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="175" />
            <source>Choose the damage assignment order of the blockers of {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="175" />
            <source>Choose the damage assignment order of the attackers of {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="296" />
            <source>#{card} is given more than one assignment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="168" />
            <source>this decision orders the blockers of {card}, not of {other}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="168" />
            <source>this decision orders the attackers of {card}, not of {other}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="172" />
            <source>the order must list each of {cards} once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="301" />
            <source>#{card} names {recipient} more than once in its assignment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="46" />
            <source>Declare attackers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="55" />
            <source>Pay {cost} to attack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="98" />
            <source>Declare blockers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="108" />
            <source>Pay {cost} to block.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="258" />
            <source>Assign combat damage.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="248" />
            <source>{cards} has no choice to make</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/errors.py" line="91" />
            <source>cannot read answer {answer}: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/errors.py" line="105" />
            <source>the answer {answer} could not be applied ({error}); the game is as it was before it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/errors.py" line="108" />
            <source>the answer {answer} could not be applied ({error}), and the game could not be restored: it takes no more answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="336" />
            <source>Put {n} card(s) from your hand on the bottom of your library.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="538" />
            <source>You have priority: cast, activate, play a land, or pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="159" />
            <source>the game is broken and takes no more answers: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="163" />
            <source>the game is over; no more answers are taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="215" />
            <source>the game is over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="223" />
            <source>there is no player p{n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="344" />
            <source>choose exactly {n} different card(s) from your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="258" />
            <source>Choose who plays first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="347" />
            <source>{card} is not in {player}'s hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="482" />
            <source>Discard {n} card(s) down to your maximum hand size.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="298" />
            <source>Keep this hand or mulligan?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="293" />
            <source>this decision takes {expected}, not {answer}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="329" />
            <source>Place {blocker} in the damage assignment order of {attacker}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="325" />
            <source>the new order must list every blocker of the attacker once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="327" />
            <source>the other blockers keep their relative order; only the new one is placed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="222" />
            <source>Choose the order to put your {n} triggered abilities on the stack (the first one resolves last).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="167" />
            <source>Legend rule: choose which {card} to keep.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="181" />
            <source>{card} is not one of the options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="217" />
            <source>list each of the {n} triggered abilities once, by position (0 to {last})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="243" />
            <source>Choose targets for {card}'s triggered ability.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Untap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>The active player untaps all their permanents. Nobody gets priority.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Upkeep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>'At the beginning of your upkeep' abilities trigger; then players may cast instants.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Draw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>The active player draws a card (the starting player skips this on turn 1, CR 103.7a).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Precombat main</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>The active player may play a land and cast creatures and sorceries.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Beginning of combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Last chance to act before attackers are declared.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Declare attackers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>The active player chooses which creatures attack, and whom. Attackers tap.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Declare blockers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>The defending player chooses blockers; then damage assignment order is set.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>First-strike damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Creatures with first strike or double strike deal their combat damage.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Combat damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Attacking and blocking creatures deal combat damage, all at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>End of combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>'At end of combat' abilities trigger; then creatures leave combat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Postcombat main</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>The active player may play a land (if not done yet) and cast sorcery-speed spells.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>End step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>'At the beginning of the end step' abilities trigger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Cleanup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/steps.py" />
            <source>Discard down to seven cards, then damage wears off and 'until end of turn' effects end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is exiled by {source}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is returned to its owner's hand by {source}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is sacrificed ({source}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is destroyed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is destroyed ({source}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is countered by {source}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is put into its owner's graveyard: it has toughness 0 or less.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is destroyed: it has lethal damage marked on it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is destroyed: it was dealt damage by a source with deathtouch.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is put into its owner's graveyard: it has no loyalty counters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is put into its owner's graveyard: it is an Aura attached to nothing.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>engine-args</name>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="443" />
            <source>is sacrificed for mana</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/actions.py" line="504" />
            <source>is sacrificed to pay a cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="180" />
            <source>, then </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="68" />
            <source> and taps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/combat_flow.py" line="68" />
            <source>Vigilance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/effects.py" line="166" />
            <source>milled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="387" />
            <source>extra </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="488" />
            <source>is discarded to hand size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="273" />
            <source> and main phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="233" />
            <source>colorless</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="233" />
            <source> and </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/resolution.py" line="171" />
            <source>is put into the graveyard (legend rule)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>any target (creature, player or planeswalker)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature or player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature or planeswalker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target planeswalker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target attacking creature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target attacking or blocking creature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target blocking creature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature attacking you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature you control</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature an opponent controls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature with flying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature without flying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target tapped creature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target permanent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target nonland permanent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target artifact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target enchantment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target artifact or enchantment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target land</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target spell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature spell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target noncreature spell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target instant or sorcery spell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target card in a graveyard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/targets.py" />
            <source>target creature card in your graveyard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>combat damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>end of turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>end of combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>conceded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>life total 0 or less</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>drew from an empty library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>ten or more poison counters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>battlefield</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>graveyard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>exile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>stack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>tap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>untap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mtgtable/gui/i18n.py" />
            <source> targeting {names}</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
