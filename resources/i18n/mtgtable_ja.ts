<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name></name>
    <message>
        <location filename="../../mtgtable/gui/models/card_zone_model.py" line="136"/>
        <source>CardZoneModel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/card_painter.py" line="134"/>
        <source>Card</source>
        <comment>token</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/card_painter.py" line="209"/>
        <source>Card</source>
        <comment>ATTACKING</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/card_painter.py" line="209"/>
        <source>Card</source>
        <comment>BLOCKING</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="158"/>
        <source>LogPanel</source>
        <comment>Rule: CR {rule}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="160"/>
        <source>LogPanel</source>
        <comment>The game did this by itself (a turn-based or state-based action): nobody chose it.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="167"/>
        <source>LogPanel</source>
        <comment>During {step} (CR {rule}): {explain}</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="38"/>
        <source>Point at a card to see it here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardZoneModel</name>
    <message>
        <location filename="../../mtgtable/gui/models/card_zone_model.py" line="101"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChooseCardsDialog</name>
    <message>
        <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="23"/>
        <source>Discard to hand size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="23"/>
        <source>Bottom of the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="24"/>
        <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="25"/>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="67"/>
        <source>{n} of {count} chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="75"/>
        <source>CR {rule}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatModel</name>
    <message>
        <location filename="../../mtgtable/gui/models/combat_model.py" line="86"/>
        <source>Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/combat_model.py" line="86"/>
        <source>Fights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/combat_model.py" line="112"/>
        <source>, {n} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/combat_model.py" line="116"/>
        <source>attacks {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/combat_model.py" line="118"/>
        <source> — unblocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/combat_model.py" line="120"/>
        <source>blocks · #{n} in order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="99"/>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="100"/>
        <source>Each attacker with its blockers below it, in damage assignment order (CR 509.2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="30"/>
        <source>Assign combat damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="32"/>
        <source>Divide each creature&apos;s damage among the creatures it fights. A creature later in the damage assignment order can be given damage only after every earlier one has lethal damage (CR 510.1c).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="36"/>
        <source>Divide each creature&apos;s damage among the creatures it fights (CR 510.1c).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="43"/>
        <source>{card} deals {n} damage</source>
        <extracomment>source id -&gt; recipient -&gt; spin box</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="60"/>
        <source>{card}: {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="62"/>
        <source>Assigned automatically (no choice): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="65"/>
        <source>Assign lethal in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="79"/>
        <source>  (trample: only after lethal to every blocker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="84"/>
        <source>#{n} </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="85"/>
        <source>{order}{card} {p}/{t}, lethal: {lethal}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="88"/>
        <source> ({n} already marked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="113"/>
        <source>This assignment is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="116"/>
        <source>CR {rule}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionController</name>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="64"/>
        <source>Pass</source>
        <extracomment>Marks, prompt or actions changed: the window refreshes. The privacy screen must hide the table until ``player`` is ready. A dialog for the pending decision was opened (tests and the window use it). Show the privacy screen between hotseat players (off for screenshots).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="65"/>
        <source>Pass priority (Space). When everyone passes in a row, the top of the stack resolves or the step ends (CR 116.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="67"/>
        <source>Pass until end of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="68"/>
        <source>Keep passing priority until this turn ends. Required decisions are still asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="70"/>
        <source>Pass until my next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="71"/>
        <source>Keep passing priority until your next turn. Required decisions are still asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="73"/>
        <source>Stop passing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="74"/>
        <source>Attack with everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="75"/>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="76"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="77"/>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="78"/>
        <source>Mulligan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="79"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="81"/>
        <source>Pay automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="82"/>
        <source>Pay with selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="83"/>
        <source>Open the dialog again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="137"/>
        <source>Pass the computer to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="167"/>
        <source>{name}: drag creatures onto {defender} to attack, then confirm. Click an attacker to withdraw it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="170"/>
        <source>Confirm attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="174"/>
        <source>{name}: drag your creatures onto attackers to block, then confirm. Click a blocker to take it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="176"/>
        <source>Confirm blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="182"/>
        <source>{name}: pay {cost} — click lands to tap them, or pay automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="188"/>
        <source>London mulligan: draw seven, then put one card on the bottom per mulligan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="189"/>
        <source>mulligan: shuffle and draw one card fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="190"/>
        <source>{name}: keep this hand of {n}, or mulligan ({rule})?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="195"/>
        <source>{name} plays first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="196"/>
        <source>{name} won the coin flip: who plays first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="212"/>
        <source>Pass (let {card} resolve)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="213"/>
        <source>{name}, you have priority. {card} is on the stack: respond, or pass to let it resolve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="217"/>
        <source>the next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="218"/>
        <source>Pass (to {step})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="220"/>
        <source>{name}, you have priority: play a highlighted card, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="222"/>
        <source>{name}, you have priority. Nothing can be played right now: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="233"/>
        <source>Choose a target: {spec} (click a highlighted card or player).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="245"/>
        <source>Not allowed (CR {rule}): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="300"/>
        <source>Choose X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="300"/>
        <source>X =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="326"/>
        <source>{what} is not a legal target for this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/controller.py" line="393"/>
        <source>a creature blocks an attacking creature, not a player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/overlays.py" line="78"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../mtgtable/gui/models/log_model.py" line="57"/>
        <source>T{turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/log_model.py" line="59"/>
        <source>Click for the rule behind this line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="126"/>
        <source>Click a line of the log to see why it happened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="133"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="40"/>
        <source>mtgtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="116"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="117"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="118"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="119"/>
        <source>&amp;Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="120"/>
        <source>Recover the autosaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="122"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="123"/>
        <source>Undo to an earlier decision…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="125"/>
        <source>Concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="126"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="127"/>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="128"/>
        <source>Pay mana costs automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="131"/>
        <source>Stops for the player at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="151"/>
        <source>Whenever I can play something</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="155"/>
        <source>My turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="155"/>
        <source>Opponent&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="208"/>
        <source>Draw on turn {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="210"/>
        <source>You won on turn {n}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="212"/>
        <source>{name} wins on turn {n}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="213"/>
        <source>{reason} (CR {rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="226"/>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="227"/>
        <location filename="../../mtgtable/gui/main_window.py" line="247"/>
        <source>mtgtable games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="235"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="240"/>
        <source>No autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="240"/>
        <source>There is no autosaved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="246"/>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="253"/>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="261"/>
        <source>Before answer {n}: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="263"/>
        <source>Undo to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/main_window.py" line="263"/>
        <source>Go back to just before:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="18"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="21"/>
        <source>Alice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="21"/>
        <source>Bob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="27"/>
        <source>Hotseat: two players, one screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="28"/>
        <source>Goldfish: against an opponent that does nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="29"/>
        <source>Step by step: stops at every step and explains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="33"/>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="34"/>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="44"/>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="35"/>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="46"/>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="36"/>
        <source>Coin flip winner chooses (CR 103.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="38"/>
        <source>London (draw 7, bottom one per mulligan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="39"/>
        <source>Classic (CR 103.4: draw one fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="40"/>
        <source>Damage assignment order (CR 509.2; unchecked: the 2024 rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="45"/>
        <source>Deck 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="47"/>
        <source>Deck 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="48"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="49"/>
        <source>Who plays first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="50"/>
        <source>Mulligan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="52"/>
        <source>Shuffle seed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="28"/>
        <source>Damage assignment order — {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="31"/>
        <source>{card} blocks several attackers. Put them in the order it will deal its damage: an attacker gets damage only after every earlier one has been assigned lethal damage (CR 509.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="35"/>
        <source>{card} is blocked by several creatures. Put them in the order it will deal its damage: a blocker gets damage only after every earlier one has been assigned lethal damage (CR 509.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="52"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="53"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="75"/>
        <source>  ({n} damage already marked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="77"/>
        <source>  — new: place it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="102"/>
        <source>CR {rule}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_area.py" line="34"/>
        <source>Creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_area.py" line="34"/>
        <source>Other permanents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_area.py" line="35"/>
        <source>Lands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_area.py" line="35"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerBadge</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="53"/>
        <source>Life total. A player at 0 or less life loses (CR 704.5a).</source>
        <extracomment>A zone viewer was asked for: (player, &quot;library&quot; | &quot;graveyard&quot; | &quot;exile&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="56"/>
        <source>Poison counters. Ten or more and the player loses (CR 704.5c).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="58"/>
        <source>Mana pool: mana made and not yet spent. It empties at the end of each step (CR 500.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="72"/>
        <source>Library: cards left to draw (face down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="73"/>
        <source>Graveyard: click to look through it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="74"/>
        <source>Exile: click to look through it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="96"/>
        <source>active player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="98"/>
        <source>deciding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="98"/>
        <source>has priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="100"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="102"/>
        <source>♥ {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="103"/>
        <source>☠ {n} poison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="108"/>
        <source>mana pool empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="110"/>
        <source>Library {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="111"/>
        <source>Graveyard {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/player_badge.py" line="112"/>
        <source>Exile {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/overlays.py" line="42"/>
        <source>Click anywhere when ready. Your hand stays hidden until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/overlays.py" line="52"/>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StackModel</name>
    <message>
        <location filename="../../mtgtable/gui/models/stack_model.py" line="37"/>
        <source>spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/stack_model.py" line="37"/>
        <source>ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/stack_model.py" line="38"/>
        <source>trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/stack_model.py" line="39"/>
        <source>{source} ({kind}) — {controller}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/models/stack_model.py" line="42"/>
        <source>→ targets {targets}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StackPanel</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="68"/>
        <source>The stack is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="72"/>
        <source>Stack (top first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/side_panels.py" line="73"/>
        <source>Spells and abilities wait here. The top one resolves when all players pass in succession (CR 405, 116.4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnTracker</name>
    <message>
        <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="108"/>
        <source>Before the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="109"/>
        <source>Mulligans (CR 103.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="111"/>
        <source>Turn {n} — {name}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="115"/>
        <source>Priority: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="117"/>
        <source>Waiting for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="119"/>
        <source>Passed: {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZoneViewer</name>
    <message>
        <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="19"/>
        <source>{name}&apos;s library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="20"/>
        <source>{n} cards, face down. Nobody may look at them (CR 401.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="24"/>
        <source>{name}&apos;s graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="24"/>
        <source>{name}&apos;s exile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="32"/>
        <source>Empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
