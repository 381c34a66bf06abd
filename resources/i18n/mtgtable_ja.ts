<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>Action</name>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="43" />
            <source>Play {face} (the back face of {card})</source>
            <translation>{face}をプレイする（{card}の第2面）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="45" />
            <source>Play {card}</source>
            <translation>{card}をプレイする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="50" />
            <source>Cast {face} (the Adventure of {card})</source>
            <translation>{face}を唱える（{card}の出来事）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="52" />
            <source>Cast {face} (the other half of {card})</source>
            <translation>{face}を唱える（{card}のもう一方の半分）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="53" />
            <source>Cast {face} (the back face of {card})</source>
            <translation>{face}を唱える（{card}の第2面）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="56" />
            <source>Cast {card} (X = {x})</source>
            <translation>{card}を唱える（X = {x}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="57" />
            <source>Cast {card}</source>
            <translation>{card}を唱える</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="64" />
            <source>Activate: {text} (for {color})</source>
            <translation>起動：{text}（{color}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="65" />
            <source>Activate: {text}</source>
            <translation>起動：{text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="68" />
            <source>Turn face up: {card}</source>
            <translation>表向きにする：{card}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="71" />
            <source>Pass</source>
            <translation>パス</translation>
        </message>
    </context>
    <context>
        <name>Card</name>
        <message>
            <location filename="../../mtgtable/gui/card_face.py" line="146" />
            <source>Face down: {card} (only you see this)</source>
            <translation>裏向き：{card}（あなたにだけ見えています）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_notes.py" line="25" />
            <source>Chosen color: {color}</source>
            <translation>選ばれた色：{color}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_notes.py" line="29" />
            <source>Chosen type: {type}</source>
            <translation>選ばれたタイプ：{type}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_notes.py" line="32" />
            <source>Chosen name: {card}</source>
            <translation>選ばれた名前：{card}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_notes.py" line="35" />
            <source>Enchanting: {player}</source>
            <translation>エンチャント先：{player}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_notes.py" line="37" />
            <source>Exiled: {card}</source>
            <translation>追放：{card}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_notes.py" line="39" />
            <source>Back face of {card}</source>
            <translation>{card}の第2面</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_notes.py" line="41" />
            <source>Transformed</source>
            <translation>変身済み</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="104" />
            <source>phased out</source>
            <translation>フェイズ・アウト中</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="139" />
            <source>{name} (tapped)</source>
            <translation>{name}（タップ状態）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="146" />
            <source>tapped</source>
            <translation>タップ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="223" />
            <source>token</source>
            <translation>トークン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="293" />
            <source>{n} dmg</source>
            <translation>{n}ダメージ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="367" />
            <source>ATTACKING {target}</source>
            <translation>{target}を攻撃中</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="368" />
            <source>BLOCKING {attacker}</source>
            <translation>{attacker}をブロック中</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="410" />
            <source>BY HAND</source>
            <translation>手動で処理</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_painter.py" line="410" />
            <source>PART BY HAND</source>
            <translation>一部手動</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/card_text.py" line="108" />
            <source>Face-down creature</source>
            <translation>裏向きのクリーチャー</translation>
        </message>
    </context>
    <context>
        <name>CardDatabase</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="151" />
            <source>Use a card file</source>
            <translation>カードファイルを使う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="152" />
            <source>Card files (*.json *.json.gz);;All files (*)</source>
            <translation>カードファイル (*.json *.json.gz);;すべてのファイル (*)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="158" />
            <source>Cannot use the card file</source>
            <translation>カードファイルを使えません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="160" />
            <source>Card file</source>
            <translation>カードファイル</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="161" />
            <source>{file}: {n} cards.</source>
            <translation>{file}: {n} 枚のカード。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="168" />
            <source>Use a card file…</source>
            <translation>カードファイルを使う…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="169" />
            <source>Update card database…</source>
            <translation>カードデータベースを更新…</translation>
        </message>
    </context>
    <context>
        <name>CardPreview</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="54" />
            <source>Point at a card to see it here.</source>
            <translation>カードにマウスを重ねると、ここに大きく表示されます。</translation>
        </message>
    </context>
    <context>
        <name>CardZoneModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="204" />
            <source>Card</source>
            <translation>カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="207" />
            <source>{name} ×{n}</source>
            <translation>{name} ×{n}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="231" />
            <source>{n} damage</source>
            <translation>ダメージ{n}点</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="233" />
            <source>{n} {kind} counters</source>
            <translation>{kind}カウンター{n}個</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="235" />
            <source>tapped</source>
            <translation>タップ状態</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="237" />
            <source>summoning sick</source>
            <translation>召喚酔い</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="239" />
            <source>attacking {target}</source>
            <translation>{target}を攻撃中</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="241" />
            <source>blocking {attacker}</source>
            <translation>{attacker}をブロック中</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="243" />
            <source>can be played</source>
            <translation>プレイできる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="245" />
            <source>phased out</source>
            <translation>フェイズ・アウト中</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="259" />
            <source>Phased out: treated as though it doesn't exist until it phases in as its controller's next untap step begins (CR 702.26b, 502.1).</source>
            <translation>フェイズ・アウト中：コントローラーの次のアンタップ・ステップの開始時にフェイズ・インするまで、存在しないものとして扱われる(CR 702.26b, 502.1)。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="262" />
            <source>Power/toughness now: {p}/{t}</source>
            <translation>現在のパワー／タフネス：{p}/{t}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="264" />
            <source>Damage marked: {n}</source>
            <translation>負っているダメージ：{n}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="266" />
            <source>Summoning sick: can't attack or use {T} abilities this turn (CR 302.6).</source>
            <translation>召喚酔い：このターン、攻撃することも{T}能力を起動することもできません（CR 302.6）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="270" />
            <source>The game can't apply this card's text: do what it says by hand (right-click the card or a player).</source>
            <translation>このカードの文章はゲームが自動では処理できません。書かれていることを手動で行ってください（カードかプレイヤーを右クリック）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="275" />
            <source>By hand (the game doesn't apply these lines; right-click the card or a player):</source>
            <translation>手動（この行はゲームが処理しません。カードかプレイヤーを右クリックしてください）：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/card_zone_model.py" line="280" />
            <source>Counters: {n} × {kind}</source>
            <translation>カウンター：{kind} ×{n}</translation>
        </message>
    </context>
    <context>
        <name>ChooseCardsDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="26" />
            <source>Discard to hand size</source>
            <translation>手札の上限まで捨てる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="26" />
            <source>Bottom of the library</source>
            <translation>ライブラリーの一番下に置く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="27" />
            <source>Choose</source>
            <translation>選ぶ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="73" />
            <source>{n} of {count} chosen</source>
            <translation>{count}枚中{n}枚を選択</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/choose_cards_dialog.py" line="81" />
            <source>CR {rule}: {reason}</source>
            <translation>CR {rule}：{reason}</translation>
        </message>
    </context>
    <context>
        <name>CombatModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="98" />
            <source>Creature</source>
            <translation>クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="98" />
            <source>Fights</source>
            <translation>戦闘</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="124" />
            <source>, {n} damage</source>
            <translation>、{n}ダメージ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="128" />
            <source>attacks {target}</source>
            <translation>{target}を攻撃</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="131" />
            <source> — unblocked</source>
            <translation> — ブロックされていない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="133" />
            <source> — blocked (its blockers left combat: it stays blocked, CR 509.1h)</source>
            <translation> — ブロックされている（ブロック・クリーチャーは戦闘から離れたが、ブロックされたまま。CR 509.1h）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/combat_model.py" line="135" />
            <source>blocks · #{n} in order</source>
            <translation>ブロック · 割り振り順{n}番目</translation>
        </message>
    </context>
    <context>
        <name>CombatPanel</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="159" />
            <source>Combat</source>
            <translation>戦闘</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="160" />
            <source>Each attacker with its blockers below it, in damage assignment order (CR 509.2).</source>
            <translation>各攻撃クリーチャーの下に、そのブロック・クリーチャーをダメージ割り振り順に表示します（CR 509.2）。</translation>
        </message>
    </context>
    <context>
        <name>CountersDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="49" />
            <source>Counters on {card}</source>
            <translation>{card}のカウンター</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="57" />
            <source>A negative number removes counters.</source>
            <translation>負の数を指定するとカウンターを取り除きます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="58" />
            <source>Kind of counter</source>
            <translation>カウンターの種類</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="59" />
            <source>How many (negative removes)</source>
            <translation>個数（負の数で取り除く）</translation>
        </message>
    </context>
    <context>
        <name>DamageDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="34" />
            <source>Assign combat damage</source>
            <translation>戦闘ダメージの割り振り</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="36" />
            <source>Divide each creature's damage among the creatures it fights. A creature later in the damage assignment order can be given damage only after every earlier one has lethal damage (CR 510.1c).</source>
            <translation>各クリーチャーのダメージを、戦っているクリーチャーに割り振ってください。ダメージ割り振り順で後ろのクリーチャーには、それより前のすべてのクリーチャーに致死ダメージを割り振った後でなければダメージを割り振れません（CR 510.1c）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="40" />
            <source>Divide each creature's damage among the creatures it fights (CR 510.1c).</source>
            <translation>各クリーチャーのダメージを、戦っているクリーチャーに割り振ってください（CR 510.1c）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="47" />
            <source>{card} deals {n} damage</source>
            <translation>{card}は{n}点のダメージを与える</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="65" />
            <source>{card}: {parts}</source>
            <translation>{card}：{parts}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="67" />
            <source>Assigned automatically (no choice): </source>
            <translation>自動で割り振り済み（選択の余地なし）：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="70" />
            <source>Assign lethal in order</source>
            <translation>順番に致死ダメージを割り振る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="88" />
            <source>  (trample: only after lethal to every blocker)</source>
            <translation>  （トランプル：すべてのブロック・クリーチャーに致死ダメージを割り振った後のみ）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="93" />
            <source>#{n} </source>
            <translation>{n}番目 </translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="94" />
            <source>{order}{card} {p}/{t}, lethal: {lethal}</source>
            <translation>{order}{card} {p}/{t}、致死ダメージ：{lethal}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="97" />
            <source> ({n} already marked)</source>
            <translation>（既に{n}点のダメージ）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="121" />
            <source>This assignment is legal.</source>
            <translation>この割り振りは適正です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/damage_dialog.py" line="124" />
            <source>CR {rule}: {reason}</source>
            <translation>CR {rule}：{reason}</translation>
        </message>
    </context>
    <context>
        <name>DecisionController</name>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="104" />
            <source>Pass</source>
            <translation>パス</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="105" />
            <source>Pass priority (Space). When everyone passes in a row, the top of the stack resolves or the step ends (CR 116.4).</source>
            <translation>優先権をパスします（スペースキー）。全員が続けてパスすると、スタックの一番上が解決するか、ステップが終わります（CR 116.4）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="107" />
            <source>Pass until end of turn</source>
            <translation>ターン終了までパス</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="108" />
            <source>Keep passing priority until this turn ends. Required decisions are still asked.</source>
            <translation>このターンが終わるまで優先権をパスし続けます。必ず行う選択は、その都度たずねます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="110" />
            <source>Pass until my next turn</source>
            <translation>自分の次のターンまでパス</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="111" />
            <source>Keep passing priority until your next turn. Required decisions are still asked.</source>
            <translation>自分の次のターンまで優先権をパスし続けます。必ず行う選択は、その都度たずねます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="113" />
            <source>Stop passing</source>
            <translation>パスをやめる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="115" />
            <source>Attack with everything</source>
            <translation>全員で攻撃</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="116" />
            <source>Confirm</source>
            <translation>決定</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="120" />
            <source>Clear</source>
            <translation>やり直す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="121" />
            <source>Keep</source>
            <translation>キープ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="122" />
            <source>Keep this hand (K).</source>
            <translation>この手札をキープします（K）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="123" />
            <source>Mulligan</source>
            <translation>マリガン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="124" />
            <source>Shuffle this hand away and draw a new one (M).</source>
            <translation>この手札を戻してシャッフルし、新しい手札を引きます（M）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="125" />
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="126" />
            <source>Pay automatically</source>
            <translation>自動で支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="127" />
            <source>Pay with selected</source>
            <translation>選んだもので支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="128" />
            <source>Open the dialog again</source>
            <translation>ダイアログをもう一度開く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="194" />
            <source>Pass the computer to {name}.</source>
            <translation>{name}にコンピューターを渡してください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/controller.py" line="287" />
            <source>Not allowed (CR {rule}): {reason}</source>
            <translation>できません（CR {rule}）：{reason}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/base.py" line="91" />
            <source>{name}: {prompt}</source>
            <translation>{name}：{prompt}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/choices.py" line="39" />
            <source>Choose a target: {spec} (click a highlighted card or player), or Confirm to choose no more ({n} chosen).</source>
            <translation>対象を選んでください：{spec}（強調表示されたカードかプレイヤーをクリック）。これ以上選ばないなら「確定」（{n}個選択済み）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/choices.py" line="42" />
            <source>Choose a target: {spec} (click a highlighted card or player).</source>
            <translation>対象を選んでください：{spec}（光っているカードかプレイヤーをクリック）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/choices.py" line="92" />
            <source>{name}: pay {cost} — click lands to tap them, or pay automatically.</source>
            <translation>{name}：{cost}を支払ってください — 土地をクリックしてタップするか、自動で支払います。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/choices.py" line="118" />
            <source>London mulligan: draw seven, then put one card on the bottom per mulligan</source>
            <translation>ロンドン・マリガン：7枚引き、マリガンした回数だけカードをライブラリーの一番下に置く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/choices.py" line="119" />
            <source>mulligan: shuffle and draw one card fewer</source>
            <translation>マリガン：切り直して1枚少なく引く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/choices.py" line="120" />
            <source>{name}: keep this hand of {n}, or mulligan ({rule})?</source>
            <translation>{name}：この{n}枚の手札をキープしますか、マリガンしますか（{rule}）？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/choices.py" line="134" />
            <source>{name} plays first</source>
            <translation>{name}が先攻</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/choices.py" line="135" />
            <source>{name} won the coin flip: who plays first?</source>
            <translation>{name}がコイン投げに勝ちました。どちらが先攻ですか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/combat.py" line="39" />
            <source>Confirm attack</source>
            <translation>攻撃を決定</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/combat.py" line="40" />
            <source>{name}: drag creatures onto {defender} to attack, then confirm. Click an attacker to withdraw it.</source>
            <translation>{name}：攻撃するクリーチャーを{defender}へドラッグして、決定してください。攻撃クリーチャーをクリックすると取り消せます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/combat.py" line="107" />
            <source>Confirm blocks</source>
            <translation>ブロックを決定</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/combat.py" line="108" />
            <source>{name}: drag your creatures onto attackers to block, then confirm. Click a blocker to take it back.</source>
            <translation>{name}：ブロックするクリーチャーを攻撃クリーチャーへドラッグして、決定してください。ブロック・クリーチャーをクリックすると取り消せます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/combat.py" line="141" />
            <source>Now choose the attacker {card} blocks (arrow keys, then Enter).</source>
            <translation>{card}がブロックする攻撃クリーチャーを選んでください（矢印キーで選び、Enter）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/priority.py" line="33" />
            <source>Pass (let {card} resolve)</source>
            <translation>パス（{card}を解決させる）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/priority.py" line="34" />
            <source>{name}, you have priority. {card} is on the stack: respond, or pass to let it resolve.</source>
            <translation>{name}が優先権を持っています。スタックに{card}があります。対応するか、パスして解決させてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/priority.py" line="38" />
            <source>the next turn</source>
            <translation>次のターン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/priority.py" line="39" />
            <source>Pass (to {step})</source>
            <translation>パス（{step}へ）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/priority.py" line="41" />
            <source>{name}, you have priority: play a highlighted card, or pass.</source>
            <translation>{name}が優先権を持っています。光っているカードを使うか、パスしてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/priority.py" line="43" />
            <source>{name}, you have priority. Nothing can be played right now: pass.</source>
            <translation>{name}が優先権を持っています。今できることはありません。パスしてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/priority.py" line="76" />
            <source>Choose X</source>
            <translation>Xを選ぶ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/handlers/priority.py" line="76" />
            <source>X =</source>
            <translation>X =</translation>
        </message>
    </context>
    <context>
        <name>DeckExporter</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="250" />
            <source>Export the deck</source>
            <translation>デッキを書き出す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="251" />
            <source>Text decklist (*.txt);;Cockatrice deck (*.cod)</source>
            <translation>テキストのデッキリスト (*.txt);;Cockatrice デッキ (*.cod)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="256" />
            <source>Replace the file?</source>
            <translation>ファイルを置き換えますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="257" />
            <source>{file} already exists. Replace it?</source>
            <translation>{file}は既にあります。置き換えますか？</translation>
        </message>
    </context>
    <context>
        <name>DeckImportDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="49" />
            <source>Import a deck</source>
            <translation>デッキを読み込む</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="59" />
            <source>Choose a deck file…</source>
            <translation>デッキファイルを選ぶ…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="62" />
            <source>Text (Arena, MTGO, Archidekt), MTGO .dek, Cockatrice .cod, Forge and XMage .dck, OCTGN .o8d, MTGJSON .json.</source>
            <translation>テキスト（Arena、MTGO、Archidekt）、MTGO .dek、Cockatrice .cod、Forge と XMage の .dck、OCTGN .o8d、MTGJSON .json に対応しています。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="83" />
            <source>Update card database…</source>
            <translation>カードデータベースを更新…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="84" />
            <source>Use a card file…</source>
            <translation>カードファイルを使う…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="92" />
            <source>Use this deck</source>
            <translation>このデッキを使う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="108" />
            <source>Imported deck</source>
            <translation>読み込んだデッキ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="111" />
            <source>Open a deck</source>
            <translation>デッキを開く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="112" />
            <source>Decklists ({patterns});;All files (*)</source>
            <translation>デッキリスト ({patterns});;すべてのファイル (*)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="132" />
            <source>There is no full card database, only the cards that come with the table: download MTGJSON's card list or use a card file you have, then open the deck again.</source>
            <translation>完全なカードデータベースがなく、テーブル付属のカードしかありません。MTGJSON のカードリストをダウンロードするか、お持ちのカードファイルを使ってから、デッキをもう一度開いてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="137" />
            <source>Cannot read {file}: {error}</source>
            <translation>{file}を読めません：{error}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="148" />
            <source>You can play this deck, but it does not follow the constructed deck-building rules:</source>
            <translation>このデッキで遊べますが、構築戦のデッキ構築ルールに合っていません：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="158" />
            <source>{name}: {n} cards, sideboard {s}</source>
            <translation>{name}：{n}枚、サイドボード{s}枚</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="160" />
            <source>automated</source>
            <translation>自動</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="160" />
            <source>partly by hand</source>
            <translation>一部手動</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="161" />
            <source>by hand</source>
            <translation>手動</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="168" />
            <source>{n} × {name} (sideboard)</source>
            <translation>{n} × {name}（サイドボード）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="173" />
            <source>Automated: {auto} cards; partly by hand: {partial}; by hand: {manual} ({share:.0%})</source>
            <translation>自動: {auto} 枚、一部手動: {partial} 枚、手動: {manual} 枚 ({share:.0%})</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="207" />
            <source>(line {lines})</source>
            <translation>（{lines}行目）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="209" />
            <source>did you mean {names}?</source>
            <translation>{names}のことですか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="210" />
            <source> or </source>
            <translation>または</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="212" />
            <source>no similar card in the card pool</source>
            <translation>似た名前のカードはカードプールにありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/deck_dialogs.py" line="214" />
            <source>{file}: {n} card name(s) are not in the card pool. Fix the file and open it again:</source>
            <translation>{file}：{n}個のカード名がカードプールにありません。ファイルを直してから、もう一度開いてください：</translation>
        </message>
    </context>
    <context>
        <name>GameOverBanner</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/overlays.py" line="106" />
            <source>New game</source>
            <translation>新しいゲーム</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="81" />
            <source>Before the game: {what}</source>
            <translation>ゲーム開始前：{what}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="83" />
            <source>Turn {n}, {name}'s {step}: {what}</source>
            <translation>第{n}ターン（{name}のターン）、{step}：{what}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="94" />
            <source>{player} chooses: {option}</source>
            <translation>{player}は「{option}」を選んだ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="98" />
            <source>{player} chooses {card}</source>
            <translation>{player}が{card}を選ぶ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="101" />
            <source>{player} chooses a card</source>
            <translation>{player}はカードを1枚選んだ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="113" />
            <source>{player} passes</source>
            <translation>{player}がパス</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="115" />
            <source>{player} keeps their hand</source>
            <translation>{player}が手札をキープ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="117" />
            <source>{player} mulligans</source>
            <translation>{player}がマリガン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="119" />
            <source>{player} plays first</source>
            <translation>{player}が先攻</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="123" />
            <source>{player} plays {card}</source>
            <translation>{player}が{card}をプレイ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="125" />
            <source>{player} casts a face-down creature</source>
            <translation>{player}が裏向きのクリーチャーを唱える</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="134" />
            <source>{player} casts {card} targeting {targets}</source>
            <translation>{player}が{targets}を対象に{card}を唱える</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="136" />
            <source>{player} activates {card} targeting {targets}</source>
            <translation>{player}が{targets}を対象に{card}の能力を起動</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="139" />
            <source>{player} casts {card}</source>
            <translation>{player}が{card}を唱える</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="140" />
            <source>{player} activates {card}</source>
            <translation>{player}が{card}の能力を起動</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="142" />
            <source>{player} targets {targets}</source>
            <translation>{player}が{targets}を対象に選ぶ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="144" />
            <source>{player} pays</source>
            <translation>{player}がコストを支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="147" />
            <source>{player} attacks with nothing</source>
            <translation>{player}は攻撃しない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="148" />
            <source>{player} attacks with {cards}</source>
            <translation>{player}が{cards}で攻撃</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="152" />
            <source>{player} blocks nothing</source>
            <translation>{player}はブロックしない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="153" />
            <source>{blocker} blocks {attacker}</source>
            <translation>{blocker}が{attacker}をブロック</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="155" />
            <source>{player}: {blocks}</source>
            <translation>{player}：{blocks}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="157" />
            <source>{player} discards {cards}</source>
            <translation>{player}が{cards}を捨てる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="159" />
            <source>{player} puts {n} card(s) on the bottom</source>
            <translation>{player}がカード{n}枚をライブラリーの一番下に置く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="168" />
            <source>a card</source>
            <translation>カード1枚</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="171" />
            <source>{player} by hand: {action} {target}</source>
            <translation>{player}が手動で：{target}を{action}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="174" />
            <source>{player} concedes</source>
            <translation>{player}が投了</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="177" />
            <source>{player} turns {card} face up</source>
            <translation>{player}が{card}を表向きにする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/history.py" line="179" />
            <source>{player} decides</source>
            <translation>{player}が選択</translation>
        </message>
    </context>
    <context>
        <name>KeyboardHelp</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="12" />
            <source>Keyboard</source>
            <translation>キーボード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="14" />
            <source>Tab, Shift+Tab</source>
            <translation>Tab、Shift+Tab</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="14" />
            <source>Move between the rows of cards and the players</source>
            <translation>カードの列とプレイヤーの間を移動</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="15" />
            <source>Arrow keys</source>
            <translation>矢印キー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="15" />
            <source>Move between the cards of a row (a blue ring shows which)</source>
            <translation>列の中のカードを移動（青い枠が選択中のカード）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="16" />
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="16" />
            <source>Play, cast or choose the card (as a click); on a player: choose them</source>
            <translation>カードをプレイする・唱える・選ぶ（クリックと同じ）。プレイヤーの上では、そのプレイヤーを選ぶ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="17" />
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="17" />
            <source>Attack with the card; when blocking: the blocker, then the attacker it blocks</source>
            <translation>そのカードで攻撃する。ブロック時は、ブロック・クリーチャー、次にそれがブロックする攻撃クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="18" />
            <source>Ctrl+Enter</source>
            <translation>Ctrl+Enter</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="18" />
            <source>Confirm the attack or the blocks (Enter too, when no card is chosen)</source>
            <translation>攻撃やブロックを決定（カードを選んでいないときは Enter でも）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="19" />
            <source>Space</source>
            <translation>スペース</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="19" />
            <source>Pass priority</source>
            <translation>優先権をパス</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="20" />
            <source>Escape</source>
            <translation>Esc</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="20" />
            <source>Cancel the spell or ability being cast</source>
            <translation>唱えている途中の呪文や能力を取り消す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="21" />
            <source>K, M</source>
            <translation>K、M</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="21" />
            <source>Keep the hand, or mulligan</source>
            <translation>手札をキープ、またはマリガン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="22" />
            <source>Enter or Space</source>
            <translation>Enter またはスペース</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="22" />
            <source>On the privacy screen: I'm ready</source>
            <translation>目隠し画面で：準備ができた</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="23" />
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="23" />
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="24" />
            <source>F1</source>
            <translation>F1</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/keyboard_help.py" line="24" />
            <source>This list</source>
            <translation>この一覧</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <location filename="../../mtgtable/gui/card_text.py" line="53" />
            <source>en</source>
            <translation>ja</translation>
        </message>
    </context>
    <context>
        <name>LessonMove</name>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="243" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="247" />
            <source>Attack with nothing</source>
            <translation>攻撃しない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="248" />
            <source>Attack: {attacks}</source>
            <translation>攻撃：{attacks}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="249" />
            <source>{attacker} → {defender}</source>
            <translation>{attacker}→{defender}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="252" />
            <source>Block with nothing</source>
            <translation>ブロックしない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="253" />
            <source>Block: {blocks}</source>
            <translation>ブロック：{blocks}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="254" />
            <source>{blocker} blocks {attacker}</source>
            <translation>{blocker}が{attacker}をブロック</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="256" />
            <source>Damage assignment order of {card}: {order}</source>
            <translation>{card}のダメージ割り振り順：{order}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="257" />
            <source> → </source>
            <translation>→</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="259" />
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="259" />
            <source>Assign {card}'s damage: {parts}</source>
            <translation>{card}のダメージを割り振る：{parts}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="261" />
            <source>{target} {n}</source>
            <translation>{target}に{n}点</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="264" />
            <source>Discard {cards}</source>
            <translation>{cards}を捨てる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="266" />
            <source>Put on the bottom: {cards}</source>
            <translation>ライブラリーの一番下に置く：{cards}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="268" />
            <source>Choose {card}</source>
            <translation>{card}を選ぶ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="270" />
            <source>Targets: {targets}</source>
            <translation>対象：{targets}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="273" />
            <source>Pay the cost</source>
            <translation>コストを支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/lessons.py" line="274" />
            <source>Pay with {sources}</source>
            <translation>{sources}で支払う</translation>
        </message>
    </context>
    <context>
        <name>LessonPanel</name>
        <message>
            <location filename="../../mtgtable/gui/lesson_dialogs.py" line="64" />
            <source>Play the example's next move</source>
            <translation>例の次の手を進める</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="43" />
            <source>Make the move the lesson file plays next, for whoever has to decide. You can also make it yourself at the table.</source>
            <translation>レッスンファイルが次に行う選択を、選択するプレイヤーの代わりに行います。テーブルで自分で行うこともできます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="46" />
            <source>Start again</source>
            <translation>最初からやり直す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="48" />
            <source>Back to the lesson's starting position.</source>
            <translation>レッスンの開始局面に戻ります。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="50" />
            <source>Hide</source>
            <translation>隠す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="52" />
            <source>Hide the lesson's explanation (the game goes on).</source>
            <translation>レッスンの説明を隠します（ゲームは続きます）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="54" />
            <source>Show the lesson</source>
            <translation>レッスンを表示</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="103" />
            <source>Lesson: {title}</source>
            <translation>レッスン：{title}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="105" />
            <source>This scenario file has no explanation.</source>
            <translation>このシナリオファイルには説明がありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="107" />
            <source>Your goal: {goal}</source>
            <translation>目標：{goal}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="118" />
            <source>Goal reached! {why}</source>
            <translation>目標達成！ {why}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="122" />
            <source>Not yet: {hint} Press “Start again” to try another answer.</source>
            <translation>まだです：{hint}「最初からやり直す」を押して、別の答えを試しましょう。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="155" />
            <source>Next in the example ({n} of {total}): {name} — {move}</source>
            <translation>例の次の手（{total}手中{n}手目）：{name} — {move}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="158" />
            <source>This example has no scripted moves: play it out at the table.</source>
            <translation>この例には決まった手順がありません。テーブルで自由にプレイしてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="160" />
            <source>All the example's moves are played: carry on, or start again.</source>
            <translation>例の手順はすべて終わりました。続けてプレイするか、最初からやり直してください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/lesson_panel.py" line="162" />
            <source>The table has left the example's moves: play on, or start again.</source>
            <translation>例とは違う手が選ばれました。そのまま続けるか、最初からやり直してください。</translation>
        </message>
    </context>
    <context>
        <name>LogModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/log_model.py" line="67" />
            <source>{text} (automatic: no stop)</source>
            <translation>{text}（自動：停止ポイントなし）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/log_model.py" line="68" />
            <source>T{turn}</source>
            <translation>T{turn}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/log_model.py" line="71" />
            <source>Click for the rule behind this line</source>
            <translation>クリックすると、この行の根拠となるルールを表示します</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="213" />
            <source>Click a line of the log to see why it happened.</source>
            <translation>ログの行をクリックすると、それが起きた理由を表示します。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="220" />
            <source>Game log</source>
            <translation>ゲームログ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="246" />
            <source>Undo to before this</source>
            <translation>この直前まで戻す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="250" />
            <source>Replay the game up to the decision that led to this line.</source>
            <translation>この行につながった選択の直前までゲームを再現します。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="266" />
            <source>Nobody chose this pass: the table passed automatically because this player has no stop in this step (Table ▸ Stops for the player at the table).</source>
            <translation>このパスは誰かが選んだものではありません。このプレイヤーはこのステップに停止ポイントを置いていないので、テーブルが自動でパスしました（テーブル ▸ 席にいるプレイヤーの停止ポイント）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="269" />
            <source>Rule: CR {rule}.</source>
            <translation>ルール：CR {rule}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="272" />
            <source>CR {rule} in short: {text}</source>
            <translation>CR {rule}をひとことで：{text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="274" />
            <source>The game did this by itself (a turn-based or state-based action): nobody chose it.</source>
            <translation>これはゲームが自動で行いました（ターン起因処理または状況起因処理）。誰かが選んだものではありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="281" />
            <source>During {step} (CR {rule}): {explain}</source>
            <translation>{step}（CR {rule}）：{explain}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="284" />
            <source>Nobody gets priority in this step (CR 502.3, 514.3), so no player is asked anything here.</source>
            <translation>このステップでは誰も優先権を得ないので（CR 502.3、514.3）、ここでは誰にも何も尋ねません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="287" />
            <source>This is why the turn tracker goes past a step: a skipped step does not happen at all (CR 500.10).</source>
            <translation>ターン表示がステップを飛ばして進むのはこのためです。飛ばされたステップはまったく起こりません（CR 500.10）。</translation>
        </message>
    </context>
    <context>
        <name>LookDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/look_dialog.py" line="23" />
            <source>Look at cards</source>
            <translation>カードを見る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/look_dialog.py" line="34" />
            <source>(no cards)</source>
            <translation>（カードなし）</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../mtgtable/gui/i18n.py" line="164" />
            <source>all players lost at the same time</source>
            <translation>全員が同時に敗北した</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/i18n.py" line="165" />
            <source>{player}: {why}</source>
            <translation>{player}：{why}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/i18n.py" line="167" />
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="192" />
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="193" />
            <source>&amp;New game…</source>
            <translation>新しいゲーム(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="194" />
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="195" />
            <source>&amp;Save as…</source>
            <translation>名前を付けて保存(&amp;S)…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="196" />
            <source>Recover an autosaved game…</source>
            <translation>自動保存されたゲームを復元…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="198" />
            <source>&amp;Import a deck…</source>
            <translation>デッキを読み込む(&amp;I)…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="199" />
            <source>&amp;Export a deck…</source>
            <translation>デッキを書き出す(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="201" />
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="202" />
            <source>Undo to an earlier decision…</source>
            <translation>前の選択まで戻す…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="204" />
            <source>Concede</source>
            <translation>投了</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="205" />
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="206" />
            <source>Gold&amp;fish</source>
            <translation>ゴールドフィッシュ(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="207" />
            <source>&amp;Simulate…</source>
            <translation>シミュレーション(&amp;S)…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="208" />
            <source>&amp;Lessons</source>
            <translation>レッスン(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="211" />
            <source>&amp;Table</source>
            <translation>テーブル(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="212" />
            <source>Pay mana costs automatically</source>
            <translation>マナ・コストを自動で支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="215" />
            <source>Stops for the player at the table</source>
            <translation>席にいるプレイヤーの停止ポイント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="218" />
            <source>Presenter view (large cards, both hands readable)</source>
            <translation>プレゼンター表示（大きなカード、両方の手札が読める）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="222" />
            <source>Turn the board around</source>
            <translation>盤面の向きを変える</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="224" />
            <source>Card images folder…</source>
            <translation>カード画像のフォルダー…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="225" />
            <source>Draw the cards (no images)</source>
            <translation>カードを描画する（画像を使わない）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="226" />
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="227" />
            <source>&amp;Keyboard…</source>
            <translation>キーボード(&amp;K)…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="249" />
            <source>Default stops (my main phases; the opponent's spells, attacks, blocks and end step)</source>
            <translation>標準の停止ポイント（自分のメイン・フェイズ、対戦相手の呪文・攻撃・ブロック・終了ステップ）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="254" />
            <source>Full control (stop at every priority)</source>
            <translation>フルコントロール（優先権を得るたびに止まる）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="259" />
            <source>My turn</source>
            <translation>自分のターン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="259" />
            <source>Opponent's turn</source>
            <translation>対戦相手のターン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="274" />
            <source>No lessons found in {folder}</source>
            <translation>{folder} にレッスンが見つかりません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="323" />
            <source>mtgtable — goldfish: the opponent does nothing</source>
            <translation>mtgtable — ゴールドフィッシュ：対戦相手は何もしない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="324" />
            <source>mtgtable</source>
            <translation>mtgtable</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="355" />
            <source>What the game just did by itself:</source>
            <translation>ゲームが自動で行ったこと：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="365" />
            <source>Draw on turn {n}</source>
            <translation>第{n}ターンで引き分け</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="368" />
            <source>You won on your {nth} turn!</source>
            <translation>あなたの{nth}ターン目に勝ちました！</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="370" />
            <source>{name} wins on turn {n}!</source>
            <translation>第{n}ターンで{name}の勝利！</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="371" />
            <source>{reason} (CR {rule})</source>
            <translation>{reason}（CR {rule}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="412" />
            <source>Export a deck</source>
            <translation>デッキを書き出す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="412" />
            <source>Deck:</source>
            <translation>デッキ：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="418" />
            <source>Cannot export the deck</source>
            <translation>デッキを書き出せません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="421" />
            <source>Deck saved to {path}</source>
            <translation>デッキを{path}に保存しました</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="424" />
            <source>Folder of card images (named after the cards)</source>
            <translation>カード画像のフォルダー（ファイル名はカード名）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="435" />
            <source>{n} card images found</source>
            <translation>カード画像が{n}枚見つかりました</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="442" />
            <source>Open a saved game</source>
            <translation>保存したゲームを開く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="443" />
            <source>mtgtable games (*.json)</source>
            <translation>mtgtable のゲーム (*.json)</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="452" />
            <source>Cannot open the game</source>
            <translation>ゲームを開けません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="470" />
            <source>Cannot open the lesson</source>
            <translation>レッスンを開けません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="481" />
            <source>Open the lesson?</source>
            <translation>レッスンを開きますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="482" />
            <source>Opening “{title}” ends the game at the table (it is not saved). Open the lesson?</source>
            <translation>「{title}」を開くと、いまのゲームは終わります（保存されません）。レッスンを開きますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="495" />
            <source>Current game: {player}'s deck</source>
            <translation>いまのゲーム：{player}のデッキ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="541" />
            <source>No autosave</source>
            <translation>自動保存なし</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="541" />
            <source>There is no other autosaved game.</source>
            <translation>ほかに自動保存されたゲームはありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="543" />
            <source>{file} (autosaved {when})</source>
            <translation>{file}（{when}に自動保存）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="545" />
            <source>Recover an autosaved game</source>
            <translation>自動保存されたゲームを復元</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="545" />
            <source>Game:</source>
            <translation>ゲーム：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="553" />
            <source>Another mtgtable window is playing that game.</source>
            <translation>そのゲームは別の mtgtable ウィンドウで遊ばれています。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="563" />
            <source>Save the game</source>
            <translation>ゲームを保存</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="573" />
            <source>Cannot save the game</source>
            <translation>ゲームを保存できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="576" />
            <source>Game saved to {path}</source>
            <translation>ゲームを{path}に保存しました</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="581" />
            <source>Nothing to undo.</source>
            <translation>元に戻せるものはありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="596" />
            <source>Undo to</source>
            <translation>戻す先</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/main_window.py" line="596" />
            <source>Go back to just before:</source>
            <translation>この直前に戻る：</translation>
        </message>
    </context>
    <context>
        <name>ManualActions</name>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="64" />
            <source>{card}: by hand</source>
            <translation>{card}：手動の処理</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="66" />
            <source>The game can't apply this card's text: do it here.</source>
            <translation>このカードの文章はゲームが処理できません。ここから手動で行ってください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="72" />
            <source>Untap</source>
            <translation>アンタップする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="74" />
            <source>Tap</source>
            <translation>タップする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="75" />
            <source>Move to</source>
            <translation>移動先</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="81" />
            <source>Counters</source>
            <translation>カウンター</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="84" />
            <source>Put a {kind} counter on it</source>
            <translation>{kind}カウンターを1個置く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="88" />
            <source>Take a {kind} counter off it</source>
            <translation>{kind}カウンターを1個取り除く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="90" />
            <source>Other counters…</source>
            <translation>その他のカウンター…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="99" />
            <source>{name}: by hand</source>
            <translation>{name}：手動の処理</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="104" />
            <source>Lose {n} life</source>
            <translation>ライフを{n}点失う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="104" />
            <source>Gain {n} life</source>
            <translation>ライフを{n}点得る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="106" />
            <source>Change life by…</source>
            <translation>ライフを増減する…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="109" />
            <source>Create a creature token…</source>
            <translation>クリーチャー・トークンを生成する…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="116" />
            <source>Table actions are taken by the player holding priority.</source>
            <translation>手動の処理は、優先権を持っているプレイヤーが行います。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="128" />
            <source>Not allowed (CR {rule}): {reason}</source>
            <translation>できません（CR {rule}）：{reason}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="156" />
            <source>Change life</source>
            <translation>ライフの増減</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="157" />
            <source>Change {name}'s life by (negative: loses life):</source>
            <translation>{name}のライフの増減（負の数で失う）：</translation>
        </message>
    </context>
    <context>
        <name>NameDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/name_dialog.py" line="31" />
            <source>Choose a card name</source>
            <translation>カード名を選ぶ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/name_dialog.py" line="37" />
            <source>Type part of a card name</source>
            <translation>カード名の一部を入力</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../mtgtable/gui/app.py" line="36" />
            <source>Alice</source>
            <translation>アリス</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/app.py" line="36" />
            <source>Bob</source>
            <translation>ボブ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="27" />
            <source>New game</source>
            <translation>新しいゲーム</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="42" />
            <source>Import…</source>
            <translation>読み込む…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="45" />
            <source>Read a deck file (text, .dek, .cod, .dck, .o8d, .json) and play with it.</source>
            <translation>デッキファイル（テキスト、.dek、.cod、.dck、.o8d、.json）を読み込んで、そのデッキで遊びます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="52" />
            <source>Hotseat: two players, one screen</source>
            <translation>ホットシート：2人で1つの画面</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="53" />
            <source>Goldfish: against an opponent that does nothing</source>
            <translation>一人回し：何もしない対戦相手と</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="54" />
            <source>Step by step: stops at every step and explains</source>
            <translation>ステップごと：すべてのステップで止まって説明する</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="58" />
            <source>Random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="59" />
            <source>Player 1</source>
            <translation>プレイヤー1</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="60" />
            <source>Player 2</source>
            <translation>プレイヤー2</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="61" />
            <source>Coin flip winner chooses (CR 103.1)</source>
            <translation>コイン投げの勝者が選ぶ（CR 103.1）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="63" />
            <source>London (draw 7, bottom one per mulligan)</source>
            <translation>ロンドン（7枚引き、マリガン1回につき1枚を一番下へ）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="64" />
            <source>Classic (CR 103.4: draw one fewer)</source>
            <translation>クラシック（CR 103.4：1枚少なく引く）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="65" />
            <source>Damage assignment order (CR 509.2; unchecked: the 2024 rules)</source>
            <translation>ダメージ割り振り順を使う（CR 509.2。外すと2024年のルール）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="73" />
            <source>Leave at Random for a new shuffle every game. Give a number to shuffle exactly as an earlier game (saved games keep their seed).</source>
            <translation>「ランダム」のままなら毎回新しくシャッフルします。数値を入れると以前のゲームと同じようにシャッフルします（保存したゲームはシードを記録しています）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="76" />
            <source>Deck 1</source>
            <translation>デッキ1</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="78" />
            <source>Deck 2</source>
            <translation>デッキ2</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="79" />
            <source>Mode</source>
            <translation>モード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="80" />
            <source>Who plays first</source>
            <translation>先攻</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="81" />
            <source>Mulligan</source>
            <translation>マリガン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="83" />
            <source>Shuffle seed</source>
            <translation>シャッフルのシード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/new_game_dialog.py" line="123" />
            <source>The goldfish has no deck: it never does anything.</source>
            <translation>ゴールドフィッシュにはデッキがありません。何もしない相手です。</translation>
        </message>
    </context>
    <context>
        <name>OrderDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="58" />
            <source>Order your triggered abilities</source>
            <translation>誘発型能力の順番</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="59" />
            <source>Several of your abilities triggered at the same time. You choose the order they go on the stack (CR 603.3b). The list shows the stack as it will be: the top one resolves first, the bottom one last.</source>
            <translation>あなたの能力が同時に複数誘発しました。スタックに置く順番はあなたが決めます（CR 603.3b）。この一覧はスタックに置かれた後の並びです。一番上のものが最初に解決し、一番下のものが最後に解決します。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="62" />
            <source>Top of the stack — resolves first</source>
            <translation>スタックの一番上 — 最初に解決</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="62" />
            <source>Bottom — resolves last</source>
            <translation>一番下 — 最後に解決</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="67" />
            <source>Damage assignment order — {card}</source>
            <translation>ダメージ割り振り順 — {card}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="69" />
            <source>{card} blocks several attackers. Put them in the order it will deal its damage: an attacker gets damage only after every earlier one has been assigned lethal damage (CR 509.3).</source>
            <translation>{card}は複数の攻撃クリーチャーをブロックしています。ダメージを与える順番に並べてください。前のすべての攻撃クリーチャーに致死ダメージが割り振られた後でなければ、次の攻撃クリーチャーにはダメージを割り振れません（CR 509.3）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="73" />
            <source>{card} is blocked by several creatures. Put them in the order it will deal its damage: a blocker gets damage only after every earlier one has been assigned lethal damage (CR 509.2).</source>
            <translation>{card}は複数のクリーチャーにブロックされています。ダメージを与える順番に並べてください。前のすべてのブロック・クリーチャーに致死ダメージが割り振られた後でなければ、次のブロック・クリーチャーにはダメージを割り振れません（CR 509.2）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="77" />
            <source>Gets damage first</source>
            <translation>最初にダメージを受ける</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="77" />
            <source>Gets damage last</source>
            <translation>最後にダメージを受ける</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="97" />
            <source>Move up</source>
            <translation>上へ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="98" />
            <source>Move down</source>
            <translation>下へ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="122" />
            <source>  ({n} damage already marked)</source>
            <translation>  （既に{n}点のダメージ）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="124" />
            <source>  — new: place it</source>
            <translation>  — 新規：位置を決めてください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="134" />
            <source>{source}: {ability}</source>
            <translation>{source}：{ability}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="136" />
            <source>{source} has left the battlefield; its ability still goes on the stack (CR 113.7a).</source>
            <translation>{source}は戦場を離れましたが、その能力はスタックに置かれます（CR 113.7a）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/order_dialog.py" line="178" />
            <source>CR {rule}: {reason}</source>
            <translation>CR {rule}：{reason}</translation>
        </message>
    </context>
    <context>
        <name>PlayerArea</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_area.py" line="36" />
            <source>Creatures</source>
            <translation>クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_area.py" line="36" />
            <source>Other permanents</source>
            <translation>その他のパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_area.py" line="37" />
            <source>Lands</source>
            <translation>土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_area.py" line="37" />
            <source>Hand</source>
            <translation>手札</translation>
        </message>
    </context>
    <context>
        <name>PlayerBadge</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="60" />
            <source>Life total. A player at 0 or less life loses (CR 704.5a). Right-click to change life or create a token by hand.</source>
            <translation>ライフ総量。ライフが0以下のプレイヤーは敗北します（CR 704.5a）。右クリックでライフの増減やトークンの生成を手動で行えます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="64" />
            <source>Poison counters. Ten or more and the player loses (CR 704.5c).</source>
            <translation>毒カウンター。10個以上になったプレイヤーは敗北します（CR 704.5c）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="67" />
            <source>Energy counters ({E}): got and paid by card effects (CR 107.14, 122.1f).</source>
            <translation>エネルギー・カウンター（{E}）：カードの効果によって得て、支払う（CR 107.14, 122.1f）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="70" />
            <source>Mana pool: mana made and not yet spent. It empties at the end of each step (CR 500.4).</source>
            <translation>マナ・プール：出したがまだ使っていないマナ。各ステップの終わりに空になります（CR 500.4）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="90" />
            <source>Library: cards left to draw (face down).</source>
            <translation>ライブラリー：これから引くカード（裏向き）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="91" />
            <source>Graveyard: click to look through it.</source>
            <translation>墓地：クリックすると中身を見られます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="92" />
            <source>Exile: click to look through it.</source>
            <translation>追放領域：クリックすると中身を見られます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="114" />
            <source>active player</source>
            <translation>アクティブ・プレイヤー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="116" />
            <source>deciding</source>
            <translation>選択中</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="116" />
            <source>has priority</source>
            <translation>優先権あり</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="118" />
            <source>passed</source>
            <translation>パス済み</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="120" />
            <source>♛ the monarch</source>
            <translation>♛ モナーク</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="122" />
            <source>{name}, {n} life</source>
            <translation>{name}、ライフ{n}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="123" />
            <source>♥ {n}</source>
            <translation>♥ {n}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="124" />
            <source>☠ {n} poison</source>
            <translation>☠ 毒{n}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="125" />
            <source>⚡ {n} energy</source>
            <translation>⚡ エネルギー{n}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="129" />
            <source>Mana pool: mana made and not yet spent. It empties at the end of each step (CR 500.4). The last {n} may be spent only on what the ability that made it says (CR 106.6).</source>
            <translation>マナ・プール：生み出されてまだ使われていないマナ。各ステップの終わりに空になる（CR 500.4）。最後の{n}点は、それを生み出した能力が指定するものにしか使えない（CR 106.6）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="136" />
            <source>mana pool empty</source>
            <translation>マナ・プールは空</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="139" />
            <source>Library {n}</source>
            <translation>ライブラリー {n}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="140" />
            <source>Graveyard {n}</source>
            <translation>墓地 {n}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/player_badge.py" line="141" />
            <source>Exile {n}</source>
            <translation>追放 {n}</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/overlays.py" line="48" />
            <source>Click anywhere or press Enter when ready. Your hand stays hidden until then.</source>
            <translation>準備ができたら、どこかをクリックするか Enter を押してください。それまで手札は隠れたままです。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/overlays.py" line="58" />
            <source>Pass to {name}</source>
            <translation>{name}に交代</translation>
        </message>
    </context>
    <context>
        <name>Resume</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/resume_dialog.py" line="17" />
            <source>Resume the game from turn {n}?</source>
            <translation>第{n}ターンからゲームを再開しますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/resume_dialog.py" line="19" />
            <source>Resume the game that was about to start?</source>
            <translation>開始直前だったゲームを再開しますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/resume_dialog.py" line="20" />
            <source>{a} against {b}</source>
            <translation>{a}対{b}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/resume_dialog.py" line="22" />
            <source>{players}, {n} answers, autosaved {when}. The table closed before the game ended. No starts a new game (the autosave is kept, but no longer offered).</source>
            <translation>{players}、選択{n}回、{when}に自動保存。ゲームが終わる前にテーブルが閉じられました。「いいえ」で新しいゲームを始めます（自動保存は残りますが、今後は再開を提案しません）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/resume_dialog.py" line="30" />
            <source>Resume a game</source>
            <translation>ゲームの再開</translation>
        </message>
    </context>
    <context>
        <name>SaveTracker</name>
        <message>
            <location filename="../../mtgtable/gui/save_tracker.py" line="54" />
            <source>mtgtable</source>
            <translation>mtgtable</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/save_tracker.py" line="59" />
            <source>{file}[*] — {app}</source>
            <translation>{file}[*] — {app}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/save_tracker.py" line="65" />
            <source>Unsaved moves</source>
            <translation>保存していない手</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/save_tracker.py" line="66" />
            <source>Save the moves made since {file} was saved?</source>
            <translation>{file}を保存した後の手を保存しますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/save_tracker.py" line="69" />
            <source>Discarded moves are still in the autosave until the next game.</source>
            <translation>破棄した手も、次のゲームまでは自動保存に残っています。</translation>
        </message>
    </context>
    <context>
        <name>SimulateDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="41" />
            <source>Simulate goldfish games</source>
            <translation>ゴールドフィッシュのシミュレーション</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="51" />
            <source>(no second deck)</source>
            <translation>（比べるデッキなし）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="59" />
            <source>On the play</source>
            <translation>先手</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="60" />
            <source>On the draw</source>
            <translation>後手</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="62" />
            <source>London (draw 7, bottom one per mulligan)</source>
            <translation>ロンドン（7枚引き、マリガン1回につき1枚を一番下へ）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="63" />
            <source>Classic (CR 103.4: draw one fewer)</source>
            <translation>クラシック（CR 103.4：1枚少なく引く）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="65" />
            <source>Deck</source>
            <translation>デッキ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="66" />
            <source>Compare with</source>
            <translation>比べるデッキ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="67" />
            <source>Games</source>
            <translation>ゲーム数</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="68" />
            <source>Pilot</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="69" />
            <source>Mulligan</source>
            <translation>マリガン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="76" />
            <source>Run</source>
            <translation>実行</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="78" />
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="111" />
            <source>{deck}: {share} of its cards are played by hand; the pilot casts them and they do nothing, so the figures are slower than the deck.</source>
            <translation>{deck}：カードの{share}は手動で処理するカードです。シミュレーションでは唱えても何も起こらないので、数字は実際のデッキより遅くなります。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="128" />
            <source>Playing {n} games on {jobs} worker processes…</source>
            <translation>{jobs}個のワーカー・プロセスで{n}ゲームを実行中…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="142" />
            <source>The simulation stopped: {error}</source>
            <translation>シミュレーションが止まりました：{error}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="147" />
            <source>Cancelled.</source>
            <translation>キャンセルしました。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="163" />
            <source>by your turn {t}: {p}</source>
            <translation>自分の{t}ターン目までに{p}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="167" />
            <source>{deck}: mean kill on your turn {mean}; {by}; mulligans by depth {depth}</source>
            <translation>{deck}：平均して自分の{mean}ターン目に勝利。{by}。マリガンの回数別：{depth}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="170" />
            <source>Fewer than {n} games: these figures are noise.</source>
            <translation>{n}ゲーム未満なので、この数字はあてになりません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/simulate_dialog.py" line="173" />
            <source>Done: {n} games in {s} s.</source>
            <translation>完了：{n}ゲームを{s}秒で実行しました。</translation>
        </message>
    </context>
    <context>
        <name>StackModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="39" />
            <source>spell</source>
            <translation>呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="39" />
            <source>ability</source>
            <translation>能力</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="40" />
            <source>trigger</source>
            <translation>誘発型能力</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="42" />
            <source>copy of a spell</source>
            <translation>呪文のコピー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="43" />
            <source>{source} ({kind}) — {controller}</source>
            <translation>{source}（{kind}）— {controller}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/stack_model.py" line="46" />
            <source>→ targets {targets}</source>
            <translation>→ 対象：{targets}</translation>
        </message>
    </context>
    <context>
        <name>StackPanel</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="128" />
            <source>The stack is empty.</source>
            <translation>スタックは空です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="132" />
            <source>Stack (top first)</source>
            <translation>スタック（上から順に）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/side_panels.py" line="133" />
            <source>Spells and abilities wait here. The top one resolves when all players pass in succession (CR 405, 116.4).</source>
            <translation>呪文や能力はここで待ちます。全員が続けてパスすると、一番上のものが解決します（CR 405、116.4）。</translation>
        </message>
    </context>
    <context>
        <name>StepShort</name>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="36" />
            <source>Untap</source>
            <translation>アンタップ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="36" />
            <source>Upkeep</source>
            <translation>アップキープ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="37" />
            <source>Draw</source>
            <translation>ドロー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="37" />
            <source>Main 1</source>
            <translation>メイン1</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="38" />
            <source>Combat</source>
            <translation>戦闘開始</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="38" />
            <source>Attack</source>
            <translation>攻撃</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="39" />
            <source>Block</source>
            <translation>ブロック</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="39" />
            <source>1st strike</source>
            <translation>先制攻撃</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="40" />
            <source>Damage</source>
            <translation>ダメージ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="40" />
            <source>End combat</source>
            <translation>戦闘終了</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="41" />
            <source>Main 2</source>
            <translation>メイン2</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="41" />
            <source>End</source>
            <translation>終了</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="42" />
            <source>Cleanup</source>
            <translation>クリンナップ</translation>
        </message>
    </context>
    <context>
        <name>TokenDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="17" />
            <source>Create a token</source>
            <translation>トークンを生成</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="19" />
            <source>A creature token for {name}, made by hand.</source>
            <translation>{name}のクリーチャー・トークンを手動で生成します。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="20" />
            <source>Saproling</source>
            <translation>苗木</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="30" />
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/manual_dialogs.py" line="31" />
            <source>Power / toughness</source>
            <translation>パワー／タフネス</translation>
        </message>
    </context>
    <context>
        <name>TurnModel</name>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="84" />
            <source>Stop set here on your turns: click to clear it.</source>
            <translation>自分のターンはここで止まります。クリックで解除します。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="85" />
            <source>Click to always stop here on your turns.</source>
            <translation>クリックすると、自分のターンは必ずここで止まります。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="87" />
            <source>Stop set here on the opponent's turns: click to clear it.</source>
            <translation>対戦相手のターンはここで止まります。クリックで解除します。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/models/turn_model.py" line="88" />
            <source>Click to always stop here on the opponent's turns.</source>
            <translation>クリックすると、対戦相手のターンは必ずここで止まります。</translation>
        </message>
    </context>
    <context>
        <name>TurnTracker</name>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="179" />
            <source>Before the game</source>
            <translation>ゲーム開始前</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="180" />
            <source>Mulligans (CR 103.4)</source>
            <translation>マリガン（CR 103.4）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="185" />
            <source>{step} (CR {rule}): {explanation}</source>
            <translation>{step}（CR {rule}）：{explanation}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="190" />
            <source>Turn {n} — {name}'s turn</source>
            <translation>第{n}ターン — {name}のターン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="194" />
            <source>Priority: {name}</source>
            <translation>優先権：{name}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="196" />
            <source>Waiting for {name}</source>
            <translation>{name}の選択待ち</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/widgets/turn_tracker.py" line="198" />
            <source>Passed: {names}</source>
            <translation>パス済み：{names}</translation>
        </message>
    </context>
    <context>
        <name>UpdateCardDatabaseDialog</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="75" />
            <source>Update card database</source>
            <translation>カードデータベースの更新</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="79" />
            <source>Downloading every card from MTGJSON…
{url}</source>
            <translation>MTGJSON から全カードをダウンロードしています…
{url}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="100" />
            <source>Cancelling…</source>
            <translation>キャンセルしています…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="109" />
            <source>{done:.1f} of {total:.1f} MB</source>
            <translation>{done:.1f} / {total:.1f} MB</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="111" />
            <source>{done:.1f} MB</source>
            <translation>{done:.1f} MB</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="113" />
            <source>Checking the card list…</source>
            <translation>カードリストを確認しています…</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="127" />
            <source>The card database has {n} cards now ({ja} with Japanese names).</source>
            <translation>カードデータベースは {n} 枚になりました（うち日本語名あり {ja} 枚）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="131" />
            <source>The download did not work; the card database is unchanged.
{reason}</source>
            <translation>ダウンロードできませんでした。カードデータベースは変わっていません。
{reason}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/card_database_dialog.py" line="135" />
            <source>Cancelled; the card database is unchanged.</source>
            <translation>キャンセルしました。カードデータベースは変わっていません。</translation>
        </message>
    </context>
    <context>
        <name>Zone</name>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="172" />
            <source>Hand</source>
            <translation>手札</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="172" />
            <source>Battlefield</source>
            <translation>戦場</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="173" />
            <source>Graveyard</source>
            <translation>墓地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="173" />
            <source>Exile</source>
            <translation>追放</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="174" />
            <source>Library (at the bottom)</source>
            <translation>ライブラリー（一番下）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/manual_actions.py" line="174" />
            <source>Stack</source>
            <translation>スタック</translation>
        </message>
    </context>
    <context>
        <name>ZoneViewer</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="20" />
            <source>{name}'s library</source>
            <translation>{name}のライブラリー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="21" />
            <source>{n} cards, face down. Nobody may look at them (CR 401.2).</source>
            <translation>裏向きのカードが{n}枚。誰も見ることはできません（CR 401.2）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="25" />
            <source>{name}'s graveyard</source>
            <translation>{name}の墓地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="25" />
            <source>{name}'s exile</source>
            <translation>{name}の追放領域</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/zone_viewer.py" line="41" />
            <source>Empty.</source>
            <translation>空です。</translation>
        </message>
    </context>
    <context>
        <name>decks</name>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="63" />
            <source>{source}</source>
            <translation>{source}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="64" />
            <source>{source}, line {line}</source>
            <translation>{source}、{line}行目</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="66" />
            <source>{source}, {field}</source>
            <translation>{source}、{field}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="68" />
            <source>{where}: {detail}</source>
            <translation>{where}：{detail}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="71" />
            <source>pasted text</source>
            <translation>貼り付けたテキスト</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="74" />
            <source>the file is empty, so there is no deck to read.</source>
            <translation>ファイルが空なので、読み込むデッキがありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="75" />
            <source>no cards were found; a decklist has lines such as '4 Lightning Bolt'.</source>
            <translation>カードが見つかりません。デッキリストには「4 Lightning Bolt」のような行が必要です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="76" />
            <source>the file is {size} bytes, far larger than any decklist (the limit is {limit} bytes).</source>
            <translation>ファイルが{size}バイトあり、デッキリストとしては大きすぎます（上限は{limit}バイト）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="81" />
            <source>this is a binary file, not a decklist.</source>
            <translation>これはバイナリファイルで、デッキリストではありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="82" />
            <source>this looks like {kind}, not a decklist.</source>
            <translation>これは{kind}のようで、デッキリストではありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="83" />
            <source>a PNG image</source>
            <translation>PNG画像</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="84" />
            <source>a JPEG image</source>
            <translation>JPEG画像</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="85" />
            <source>a GIF image</source>
            <translation>GIF画像</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="86" />
            <source>a PDF document</source>
            <translation>PDF文書</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="87" />
            <source>a ZIP archive</source>
            <translation>ZIPアーカイブ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="88" />
            <source>a gzip archive</source>
            <translation>gzipアーカイブ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="89" />
            <source>the text is not UTF-8 (byte 0x{byte} cannot be read); save the file as UTF-8 and try again.</source>
            <translation>テキストがUTF-8ではありません（バイト0x{byte}を読めません）。UTF-8で保存し直してから、もう一度試してください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="94" />
            <source>this looks like a web page (HTML), not a decklist; copy the decklist text itself instead.</source>
            <translation>これはウェブページ（HTML）のようで、デッキリストではありません。デッキリストのテキストそのものをコピーしてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="101" />
            <source>expected a card line such as '4 Lightning Bolt' (a number of copies, then the card name), found '{text}'.</source>
            <translation>「4 Lightning Bolt」のようなカードの行（枚数、続いてカード名）があるはずの場所に「{text}」があります。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="106" />
            <source>the count '{count}' is not a whole number; write a card line like '4 Lightning Bolt'.</source>
            <translation>枚数「{count}」が整数ではありません。「4 Lightning Bolt」のように書いてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="111" />
            <source>the count {count} for '{name}' must be at least 1.</source>
            <translation>「{name}」の枚数{count}は1以上でなければなりません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="112" />
            <source>the count {count} for '{name}' is too large (at most {limit}).</source>
            <translation>「{name}」の枚数{count}は多すぎます（最大{limit}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="113" />
            <source>the count {count} is not followed by a card name.</source>
            <translation>枚数{count}の後にカード名がありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="116" />
            <source>the line has {length} characters, far more than any card line (the limit is {limit}).</source>
            <translation>この行は{length}文字あり、カードの行としては長すぎます（上限は{limit}文字）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="121" />
            <source>the card name '{name}' has {length} characters, far more than any card name (the limit is {limit}).</source>
            <translation>カード名「{name}」は{length}文字あり、カード名としては長すぎます（上限は{limit}文字）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="126" />
            <source>the deck has {count} cards by here, more than the limit of {limit}; no deck is this big, so the file is refused.</source>
            <translation>ここまででデッキが{count}枚になり、上限の{limit}枚を超えました。これほど大きなデッキはないため、このファイルは読み込みません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="131" />
            <source>the deck has more than {limit} different card names by here; no deck is this big, so the file is refused.</source>
            <translation>ここまででデッキのカード名が{limit}種類を超えました。これほど大きなデッキはないため、このファイルは読み込みません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="138" />
            <source>the XML is malformed or incomplete ({reason}).</source>
            <translation>XMLの形式が正しくないか、途中で切れています（{reason}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="139" />
            <source>the XML declares a DOCTYPE or entities, which are refused for safety; a deck file never needs them.</source>
            <translation>XMLがDOCTYPEまたは実体を宣言しています。安全のため受け付けません（デッキファイルには不要なものです）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="144" />
            <source>the XML has more than {limit} elements by here; no deck file is this big, so the file is refused.</source>
            <translation>ここまででXMLの要素が{limit}個を超えました。これほど大きなデッキファイルはないため、このファイルは読み込みません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="149" />
            <source>the XML nests elements more than {limit} levels deep; a deck file never does.</source>
            <translation>XMLの要素の入れ子が{limit}段より深くなっています。デッキファイルがこれほど深くなることはありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="150" />
            <source>this XML document (root element &lt;{tag}&gt;) is not a deck format that can be read here; expected an MTGO .dek, a Cockatrice .cod or an OCTGN .o8d file.</source>
            <translation>このXML文書（ルート要素 &lt;{tag}&gt;）は読み込めるデッキ形式ではありません。MTGOの.dek、Cockatriceの.cod、OCTGNの.o8dのいずれかが必要です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="155" />
            <source>expected {expected}, whose root element is &lt;{root}&gt;, found &lt;{tag}&gt;.</source>
            <translation>{expected}（ルート要素 &lt;{root}&gt;）のはずが、&lt;{tag}&gt; がありました。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="156" />
            <source>expected {expected}, which is XML, but the file does not start with '&lt;'.</source>
            <translation>XMLである{expected}のはずが、ファイルが「&lt;」で始まっていません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="157" />
            <source>the &lt;{tag}&gt; element has no '{attribute}' attribute.</source>
            <translation>&lt;{tag}&gt; 要素に「{attribute}」属性がありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="158" />
            <source>unknown Cockatrice zone '{zone}'; expected 'main', 'side', 'sideboard' or 'tokens'.</source>
            <translation>Cockatriceの領域「{zone}」は不明です。「main」「side」「sideboard」「tokens」のいずれかが必要です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="162" />
            <source>unknown OCTGN section '{section}'; expected 'Main', 'Sideboard', 'Command Zone' or 'Planes/Schemes'.</source>
            <translation>OCTGNのセクション「{section}」は不明です。「Main」「Sideboard」「Command Zone」「Planes/Schemes」のいずれかが必要です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="167" />
            <source>an MTGO .dek file</source>
            <translation>MTGOの.dekファイル</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="168" />
            <source>a Cockatrice .cod file</source>
            <translation>Cockatriceの.codファイル</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="169" />
            <source>an OCTGN .o8d file</source>
            <translation>OCTGNの.o8dファイル</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="172" />
            <source>the &lt;card&gt; element for '{name}' has no 'number' attribute; counted as 1 copy.</source>
            <translation>「{name}」の &lt;card&gt; 要素に「number」属性がないため、1枚として数えました。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="178" />
            <source>the JSON is malformed ({reason}).</source>
            <translation>JSONの形式が正しくありません（{reason}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="179" />
            <source>the JSON is nested more than {limit} levels deep; a deck file never is.</source>
            <translation>JSONの入れ子が{limit}段より深くなっています。デッキファイルがこれほど深くなることはありません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="180" />
            <source>this JSON document is not an MTGJSON deck file; expected an object with 'mainBoard' (inside 'data').</source>
            <translation>このJSON文書はMTGJSONのデッキファイルではありません。（「data」の中に）「mainBoard」を持つオブジェクトが必要です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="185" />
            <source>expected a list of cards here.</source>
            <translation>ここにはカードのリストが必要です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="186" />
            <source>expected a card: an object with a 'name' and a 'count'.</source>
            <translation>カードが必要です：「name」と「count」を持つオブジェクトです。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="187" />
            <source>the card name must be non-empty text.</source>
            <translation>カード名は空でない文字列でなければなりません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="188" />
            <source>the count of '{name}' must be a whole number, found {count}.</source>
            <translation>「{name}」の枚数は整数でなければなりませんが、{count}と書かれています。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="191" />
            <source>{count} unknown card name(s): {items}.</source>
            <translation>不明なカード名が{count}個あります：{items}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="192" />
            <source>{count} unknown card name(s): {items}; and {more} more.</source>
            <translation>不明なカード名が{count}個あります：{items}。ほかに{more}個あります。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="193" />
            <source>'{name}' (line {line}; did you mean {suggestions}?)</source>
            <translation>「{name}」（{line}行目。{suggestions}のことですか？）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="194" />
            <source>'{name}' (did you mean {suggestions}?)</source>
            <translation>「{name}」（{suggestions}のことですか？）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="195" />
            <source>'{name}' (line {line}; no similar card name found)</source>
            <translation>「{name}」（{line}行目。似た名前のカードはありません）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="196" />
            <source>'{name}' (no similar card name found)</source>
            <translation>「{name}」（似た名前のカードはありません）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="197" />
            <source>'{name}'</source>
            <translation>「{name}」</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="198" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="199" />
            <source>; </source>
            <translation>。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="202" />
            <source>CR {rule}: the main deck has {count} cards; a constructed deck needs at least {minimum}.</source>
            <translation>CR {rule}：メインデッキが{count}枚です。構築戦のデッキは{minimum}枚以上必要です。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="207" />
            <source>CR {rule}: the deck has {count} copies of {name} (main deck and sideboard together); at most {limit} are allowed.</source>
            <translation>CR {rule}：{name}が{count}枚入っています（メインデッキとサイドボードの合計）。{limit}枚までしか入れられません。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="212" />
            <source>CR {rule}: the sideboard has {count} cards; a constructed sideboard may have at most {limit}.</source>
            <translation>CR {rule}：サイドボードが{count}枚です。構築戦のサイドボードは{limit}枚までです。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="219" />
            <source>{path} already exists and was left untouched; choose another name or confirm that it should be replaced.</source>
            <translation>{path}は既にあるため、変更していません。別の名前を選ぶか、置き換えることを確認してください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/decks/messages.py" line="224" />
            <source>decks cannot be saved as '{fmt}'; choose one of: {choices}.</source>
            <translation>デッキを「{fmt}」形式では保存できません。次のいずれかを選んでください：{choices}。</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <location filename="../../mtgtable/engine/families/ability_grants.py" line="59" />
            <source>{card} gains an ability: {text}</source>
            <translation>{card}は能力を得る：{text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/activation_effects.py" line="37" />
            <source>{card} is attached to {target}.</source>
            <translation>{card}が{target}につけられた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/casting_rule_effects.py" line="32" />
            <source>{player} can't cast spells this turn ({source}).</source>
            <translation>{player}はこのターン、呪文を唱えられない（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/casting_rule_effects.py" line="35" />
            <source>{player} can't cast noncreature spells this turn ({source}).</source>
            <translation>{player}はこのターン、クリーチャーでない呪文を唱えられない（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/color_prevention.py" line="48" />
            <source>{player} chooses {color}: all damage that {color} sources would deal this turn is prevented ({card}).</source>
            <translation>{player}は{color}を選ぶ。このターン、{color}の発生源が与えるすべてのダメージは軽減される（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/combat_prevention.py" line="44" />
            <source>All combat damage that would be dealt this turn is prevented ({card}).</source>
            <translation>このターンに与えられる戦闘ダメージはすべて軽減される（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/combat_prevention.py" line="49" />
            <source>All combat damage that would be dealt to and dealt by {target} this turn is prevented ({card}).</source>
            <translation>このターン、{target}に与えられる戦闘ダメージと{target}が与える戦闘ダメージはすべて軽減される（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/copy_effects.py" line="71" />
            <source>{source}: there is no permanent to copy.</source>
            <translation>{source}：コピーするパーマネントがない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/draw_triggers.py" line="64" />
            <source>{card} becomes a {kind} as well: by hand.</source>
            <translation>{card}は{kind}にもなる：手作業で。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/dredge.py" line="68" />
            <source>{player} dredges {card}: mills {n} card(s) instead of drawing.</source>
            <translation>{player}は{card}を発掘する：カードを引く代わりにカードを{n}枚切削する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="360" />
            <source>{player} shuffles their library.</source>
            <translation>{player}は自分のライブラリーを切り直した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="339" />
            <source>{player} shuffles their library and puts the card found on top.</source>
            <translation>{player}は自分のライブラリーを切り直し、見つけたカードを一番上に置いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="335" />
            <source>{player} reveals {card}.</source>
            <translation>{player}は{card}を公開した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/enchant_player.py" line="59" />
            <source>{card} enters attached to {player}.</source>
            <translation>{card}は{player}についた状態で戦場に出た。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/face_down.py" line="140" />
            <source>{player} turns a face-down creature face up (a special action, CR 116.2b): it is {card}.</source>
            <translation>{player}が裏向きのクリーチャーを表向きにする（特別な処理、CR 116.2b）：それは{card}である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/hand_abilities.py" line="72" />
            <source>{card} enters the battlefield tapped and attacking.</source>
            <translation>{card}はタップ状態で攻撃している状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/hand_abilities.py" line="54" />
            <source>{card} is no longer in its owner's hand: the ability does nothing.</source>
            <translation>{card}はもうオーナーの手札にない：この能力は何もしない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/hideaway.py" line="52" />
            <source>{player} exiles a card face down with {card}.</source>
            <translation>{player}は{card}でカード1枚を裏向きで追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/hideaway.py" line="58" />
            <source>{player} puts {n} card(s) on the bottom of their library.</source>
            <translation>{player}はカード{n}枚をライブラリーの一番下に置いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="180" />
            <source>{card} enters with {n} {kind} counter(s).</source>
            <translation>{card}は{kind}カウンターが{n}個置かれた状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="88" />
            <source>{player} pays {n} life: {card} is not countered.</source>
            <translation>{player}は{n}点のライフを支払った。{card}は打ち消されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_counters.py" line="89" />
            <source>{card} becomes renowned.</source>
            <translation>{card}は高名になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_counters.py" line="101" />
            <source>{card} becomes monstrous.</source>
            <translation>{card}は怪物的になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_counters.py" line="134" />
            <source>A {kind} counter moves from {card} onto {target}.</source>
            <translation>{kind}カウンター1個が{card}から{target}の上に移動する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_counters.py" line="57" />
            <source>{n} {kind} counter(s) are removed from {card}.</source>
            <translation>{card}から{kind}カウンターが{n}個取り除かれる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="128" />
            <source>{player} chooses {color} for {card}.</source>
            <translation>{player}は{card}のために{color}を選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="142" />
            <source>{player} chooses {type} for {card}.</source>
            <translation>{player}は{card}のために{type}を選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="227" />
            <source>{player} looks at the top {n} card(s) of their library, keeps {k} on top and puts the rest on the bottom in a random order.</source>
            <translation>{player}はライブラリーの一番上から{n}枚のカードを見て、{k}枚を一番上に残し、残りを無作為の順番で一番下に置いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="241" />
            <source>{player} wins the game ({card}).</source>
            <translation>{player}はゲームに勝利した（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="245" />
            <source>{player} loses the game: {why}.</source>
            <translation>{player}はゲームに敗北した：{why}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="102" />
            <source>{player} doesn't search.</source>
            <translation>{player}は探さなかった。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="145" />
            <source>{player} puts {n} card(s) into their hand.</source>
            <translation>{player}はカード{n}枚を手札に加えた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="240" />
            <source>{player} scries {n}: {bottom} on the bottom, {top} on top.</source>
            <translation>{player}は占術{n}を行った（一番下に{bottom}枚、一番上に{top}枚）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="285" />
            <source>{player} surveils {n}: {top} kept on top.</source>
            <translation>{player}は諜報{n}を行った（一番上に{top}枚残した）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="299" />
            <source>{player} looks at the top {n} card(s) of their library and puts them back.</source>
            <translation>{player}はライブラリーの一番上から{n}枚を見て、好きな順番で戻した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="224" />
            <source>{player} scries 1 ({where}).</source>
            <translation>{player}は占術1を行った（{where}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="462" />
            <source>{player} looks at {other}'s hand.</source>
            <translation>{player}は{other}の手札を見た。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="547" />
            <source>{player} shuffles their graveyard into their library.</source>
            <translation>{player}は自分の墓地を自分のライブラリーに加えて切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="613" />
            <source>{player} adds {mana}.</source>
            <translation>{player}は{mana}を加えた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="268" />
            <source>{player} surveils 1 and keeps the card on top.</source>
            <translation>{player}は諜報1を行い、カードを一番上に残した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="326" />
            <source>{player} puts {n} card(s) from their hand on top of their library.</source>
            <translation>{player}は手札からカード{n}枚をライブラリーの一番上に置いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="489" />
            <source>{card} is put on top of its owner's library.</source>
            <translation>{card}がオーナーのライブラリーの一番上に置かれた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="491" />
            <source>{card} is put on the bottom of its owner's library.</source>
            <translation>{card}がオーナーのライブラリーの一番下に置かれた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/linked_effects.py" line="123" />
            <source>{card} has left the battlefield: nothing is exiled.</source>
            <translation>{card}は戦場を離れている：何も追放されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/linked_effects.py" line="160" />
            <source>{player} puts the card exiled face down with {card} into their hand.</source>
            <translation>{player}は{card}で裏向きに追放されていたカードを手札に加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/mass_effects.py" line="179" />
            <source>{card}'s ability is countered by {source}.</source>
            <translation>{card}の能力は{source}によって打ち消された。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/mass_effects.py" line="139" />
            <source>{player} shuffles their hand and graveyard into their library.</source>
            <translation>{player}は自分の手札と墓地を自分のライブラリーに加えて切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/modal_faces.py" line="126" />
            <source>{card} is exiled on an adventure: its owner may cast {creature} from exile.</source>
            <translation>{card}は出来事として追放された。オーナーは{creature}を追放領域から唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/monarch.py" line="42" />
            <source>{player} becomes the monarch.</source>
            <translation>{player}がモナークになる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/naming.py" line="63" />
            <source>{player} chooses the card name {name}.</source>
            <translation>{player}はカード名{name}を選んだ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/naming.py" line="75" />
            <source>{player} reveals their hand: {cards}.</source>
            <translation>{player}は手札を公開した：{cards}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/naming.py" line="78" />
            <source>{player} reveals their hand: it is empty.</source>
            <translation>{player}は手札を公開した：手札はない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="159" />
            <source>{player} separates the permanents into two piles: {one} | {two}.</source>
            <translation>{player}はパーマネントを2つの束に分けた：{one} | {two}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="241" />
            <source>{player} shuffles their hand into their library.</source>
            <translation>{player}は自分の手札を自分のライブラリーに加えて切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="219" />
            <source>{player} puts the top card of {owner}'s library on the bottom.</source>
            <translation>{player}は{owner}のライブラリーの一番上のカードを一番下に置いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="222" />
            <source>{player} leaves the top card of {owner}'s library on top.</source>
            <translation>{player}は{owner}のライブラリーの一番上のカードをそのままにした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/protection_grants.py" line="107" />
            <source>{card} gains {ability} until end of turn ({source}).</source>
            <translation>{card}はターン終了時まで{ability}を得る（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/retarget.py" line="85" />
            <source>{card} now targets {targets}.</source>
            <translation>{card}の対象は{targets}になった。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/retarget.py" line="54" />
            <source>{card} keeps its target: there is no other legal one.</source>
            <translation>{card}の対象は変わらない：他に適正な対象がない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="221" />
            <source>Cascade: {player} exiles {cards} from the top of their library.</source>
            <translation>続唱：{player}はライブラリーの一番上から{cards}を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="63" />
            <source>{card} can't be cast: its player can't cast spells now.</source>
            <translation>{card}は唱えられない：そのプレイヤーは今、呪文を唱えられない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="68" />
            <source>{card}: an additional cost to cast it is paid by hand ({source}).</source>
            <translation>{card}：唱えるための追加コストは手動で支払う（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="74" />
            <source>{card} can't be cast: no mode has a legal target.</source>
            <translation>{card}は唱えられない：適正な対象のあるモードがない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="79" />
            <source>{card} can't be cast: it has no legal target.</source>
            <translation>{card}は唱えられない：適正な対象がない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="103" />
            <source>{player} casts {card} without paying its mana cost, targeting {targets}.</source>
            <translation>{player}が{targets}を対象に、{card}をマナ・コストを支払うことなく唱える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="107" />
            <source>{player} casts {card} without paying its mana cost.</source>
            <translation>{player}が{card}をマナ・コストを支払うことなく唱える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="160" />
            <source>{player} puts a copy of {card} onto the stack, targeting {targets}.</source>
            <translation>{player}が{targets}を対象とする{card}のコピーをスタックに置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="164" />
            <source>{player} puts a copy of {card} onto the stack.</source>
            <translation>{player}が{card}のコピーをスタックに置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="178" />
            <source>Replicate: {card} is copied {n} time(s).</source>
            <translation>複製：{card}が{n}回コピーされる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="180" />
            <source>Storm: {card} is copied {n} time(s).</source>
            <translation>ストーム：{card}が{n}回コピーされる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="230" />
            <source>{player} puts {n} card(s) on the bottom of their library in a random order.</source>
            <translation>{player}はカード{n}枚を無作為の順番でライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="256" />
            <source>{card} is exiled (rebound): its owner may cast it at the beginning of their next upkeep.</source>
            <translation>{card}は追放される（反復）：オーナーは次のアップキープの開始時にそれを唱えてよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="266" />
            <source>{card} returns to its owner's hand (buyback).</source>
            <translation>{card}はオーナーの手札に戻る（バイバック）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="336" />
            <source>{card} can't be countered.</source>
            <translation>{card}は打ち消されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/state_triggers.py" line="100" />
            <source>{card} untaps (you control {n} or more lands).</source>
            <translation>{card}がアンタップする（あなたは土地を{n}つ以上コントロールしている）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/suspend.py" line="51" />
            <source>{player} suspends {card} with {n} time counter(s).</source>
            <translation>{player}は{card}を時間カウンター{n}個で待機する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/suspend_effects.py" line="44" />
            <source>A time counter is removed from {card} ({n} left).</source>
            <translation>{card}から時間カウンターが1個取り除かれる(残り{n}個)。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/transform.py" line="58" />
            <source>{card} transforms into {face}.</source>
            <translation>{card}は変身して{face}になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/transform.py" line="75" />
            <source>{player} looks at the top card of their library.</source>
            <translation>{player}は自分のライブラリーの一番上のカードを見る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/turn_locks.py" line="34" />
            <source>Players can't gain life this turn ({card}).</source>
            <translation>このターン、プレイヤーはライフを得られない（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/turn_locks.py" line="41" />
            <source>Damage can't be prevented this turn ({card}).</source>
            <translation>このターン、ダメージは軽減されない（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/type_choice_effects.py" line="57" />
            <source>{player} chooses {type}.</source>
            <translation>{player}は{type}を選んだ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/unless_pays.py" line="55" />
            <source>{player} pays {cost} for {card}.</source>
            <translation>{player}は{card}のために{cost}を支払った。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/unless_pays.py" line="43" />
            <source>{player} can't pay {cost} for {card}.</source>
            <translation>{player}は{card}のために{cost}を支払えない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/unless_pays.py" line="49" />
            <source>{player} doesn't pay {cost} for {card}.</source>
            <translation>{player}は{card}のために{cost}を支払わない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/zone_effects.py" line="65" />
            <source>{player} shuffles {card} into their library.</source>
            <translation>{player}は{card}を自分のライブラリーに加えて切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/zone_effects.py" line="211" />
            <source>{card} gains flashback until end of turn.</source>
            <translation>{card}はターン終了時までフラッシュバックを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="328" />
            <source>{card} would enter the battlefield: it is put into its owner's graveyard instead.</source>
            <translation>{card}は戦場に出る代わりに、オーナーの墓地に置かれる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="431" />
            <source>{player} creates a token that's a copy of {card} ({source}).</source>
            <translation>{player}は{card}のコピーであるトークンを生成する（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="449" />
            <source>{player} creates a {card} token ({source}).</source>
            <translation>{player}は{card}トークンを生成した（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="551" />
            <source>{player} gets {n} poison counter(s) ({source}).</source>
            <translation>{player}は毒カウンターを{n}個得る（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="561" />
            <source>{player} gets {n} energy counter(s) ({source}).</source>
            <translation>{player}はエネルギー・カウンターを{n}個得る（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="571" />
            <source>{player} pays {n} energy counter(s) ({source}).</source>
            <translation>{player}はエネルギー・カウンターを{n}個支払う（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="587" />
            <source>{player} gains {n} life ({why}).</source>
            <translation>{player}は{n}点のライフを得た（{why}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="648" />
            <source>{player} loses {n} life ({why}).</source>
            <translation>{player}は{n}点のライフを失った（{why}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="744" />
            <source>{card} gets {p:+d}/{t:+d}{extra} ({until}).</source>
            <translation>{card}は{p:+d}/{t:+d}の修整を受け{extra}た（{until}まで）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="751" />
            <source>{n} {kind} counter(s) put on {card}.</source>
            <translation>{card}に{kind}カウンターが{n}個置かれた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="779" />
            <source>{card} gets a regeneration shield ({source}).</source>
            <translation>{card}は再生の盾を得る（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="788" />
            <source>{card} can't be regenerated this turn ({source}).</source>
            <translation>{card}はこのターン再生できない（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="832" />
            <source>{player} will take an extra turn after this one ({source}).</source>
            <translation>{player}はこのターンの後に追加のターンを得る（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="844" />
            <source>An additional combat phase{main} will follow this phase ({source}).</source>
            <translation>このフェイズの後に追加の戦闘フェイズ{main}が続く（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="850" />
            <source>{player} will skip their next {what} ({source}).</source>
            <translation>{player}は次の{what}を飛ばす（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="888" />
            <source>{blocker} enters the battlefield blocking {attacker}.</source>
            <translation>{blocker}が{attacker}をブロックしている状態で戦場に出た。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="914" />
            <source>Damage assignment order for {card}: {order}.</source>
            <translation>{card}のダメージ割り振り順：{order}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="142" />
            <source>{card} would go to a graveyard: it is exiled instead.</source>
            <translation>{card}は墓地に置かれる代わりに追放される。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="173" />
            <source>The face-down creature is revealed: it is {card}.</source>
            <translation>裏向きのクリーチャーが公開される：それは{card}である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="224" />
            <source>{card} enters as a copy of {copied}.</source>
            <translation>{card}は{copied}のコピーとして戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="283" />
            <source>{card} enters tapped.</source>
            <translation>{card}はタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="409" />
            <source>{player} draws {n} card(s).</source>
            <translation>{player}はカードを{n}枚引いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="511" />
            <source>{n} damage to {target} is prevented.</source>
            <translation>{target}への{n}点のダメージが軽減された。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="514" />
            <source>{source} deals {n} {kind} to {target}.</source>
            <translation>{source}は{target}に{n}点の{kind}を与えた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="577" />
            <source>{player} can't gain life this turn.</source>
            <translation>{player}はこのターン、ライフを得られない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="739" />
            <source>{card} becomes {colors} ({until}).</source>
            <translation>{card}は{colors}になった（{until}まで）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="760" />
            <source>{card} is indestructible and is not destroyed.</source>
            <translation>{card}は破壊不能なので、破壊されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="1577" />
            <source>{aura} is destroyed instead of {card}, and the damage on {card} is removed.</source>
            <translation>{card}の代わりに{aura}が破壊され、{card}のダメージは取り除かれる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="206" />
            <source>{card} {why}.</source>
            <translation>{card}：{why}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="403" />
            <source>{player} must draw but the library is empty.</source>
            <translation>{player}はカードを引かなければならないが、ライブラリーが空だ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="467" />
            <source>{n} damage from {source} is prevented (its color).</source>
            <translation>{source}からの{n}点のダメージは軽減される（その色）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="491" />
            <source>{n} damage to {target} is prevented (protection).</source>
            <translation>{target}に与えられる{n}点のダメージは軽減される（プロテクション）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="542" />
            <source>{n} -1/-1 counter(s) put on {card} (damage from {source}).</source>
            <translation>{card}の上に-1/-1カウンターが{n}個置かれる（{source}からのダメージ）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="583" />
            <source>{card}: {player} gains twice that much life instead.</source>
            <translation>{card}：{player}は代わりにその2倍のライフを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="806" />
            <source>{card} regenerates: it is tapped, its damage is removed and it is removed from combat.</source>
            <translation>{card}は再生する：タップされ、ダメージが取り除かれ、戦闘から取り除かれる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="987" />
            <source>{card} phases out.</source>
            <translation>{card}はフェイズ・アウトした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="989" />
            <source>{card} phases out with {host}.</source>
            <translation>{card}は{host}と一緒にフェイズ・アウトした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="1030" />
            <source>{card} phases in.</source>
            <translation>{card}はフェイズ・インした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="1032" />
            <source>{card} phases in with {host}.</source>
            <translation>{card}は{host}と一緒にフェイズ・インした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="263" />
            <source>{card} enters with a lore counter.</source>
            <translation>{card}は伝承カウンターが1個置かれた状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="471" />
            <source>{n} combat damage from {source} is prevented.</source>
            <translation>{source}からの{n}点の戦闘ダメージは軽減される。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="260" />
            <source>{player} activates {card}'s mana ability.</source>
            <translation>{player}は{card}のマナ能力を起動した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="219" />
            <source>{player} reveals {card} from their hand.</source>
            <translation>{player}は手札の{card}を公開する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/animation.py" line="87" />
            <source>{card} becomes a {pt} {types} ({until}).</source>
            <translation>{card}は{pt}の{types}になる（{until}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/animation.py" line="84" />
            <source>{card} becomes a {pt} creature with all creature types ({until}).</source>
            <translation>{card}はすべてのクリーチャー・タイプを持つ{pt}のクリーチャーになる（{until}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/aura_rules.py" line="174" />
            <source>{card} adds an additional {mana} for {player}.</source>
            <translation>{card}により{player}は追加で{mana}のマナを加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="124" />
            <source>{card} can't block this turn ({source}).</source>
            <translation>{card}はこのターン、ブロックできない（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="121" />
            <source>{card} can't attack or block this turn ({source}).</source>
            <translation>{card}はこのターン、攻撃もブロックもできない（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="756" />
            <source>{player} casts {card} paying its alternative cost.</source>
            <translation>{player}は{card}を代替コストで唱える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="772" />
            <source>{player} kicks {card}.</source>
            <translation>{player}は{card}をキッカーする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="774" />
            <source>{player} pays the buyback cost of {card}.</source>
            <translation>{player}は{card}のバイバック・コストを支払う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="777" />
            <source>{player} pays the replicate cost of {card} {n} time(s).</source>
            <translation>{player}は{card}の複製コストを{n}回支払う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="751" />
            <source>{card} is tapped to pay for {source}.</source>
            <translation>{card}は{source}のコストとしてタップされる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="759" />
            <source>{player} casts {card} for its evoke cost.</source>
            <translation>{player}は{card}を想起コストで唱える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="761" />
            <source>{player} casts {card} for its dash cost.</source>
            <translation>{player}は{card}を疾駆コストで唱える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="763" />
            <source>{player} casts {card} for its spectacle cost.</source>
            <translation>{player}は{card}を絢爛コストで唱える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="766" />
            <source>{player} casts {card} from the graveyard for its flashback cost.</source>
            <translation>{player}は{card}を墓地からフラッシュバック・コストで唱える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="769" />
            <source>{player} casts {card} from the graveyard with retrace.</source>
            <translation>{player}は回顧で墓地から{card}を唱える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/crew.py" line="103" />
            <source>{card} crews {vehicle}.</source>
            <translation>{card}が{vehicle}に搭乗する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="334" />
            <source>{player} removes {n} {kind} counter(s) from {card}.</source>
            <translation>{player}は{card}から{kind}カウンターを{n}個取り除く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="366" />
            <source>{player} taps {card} for mana.</source>
            <translation>{player}はマナを出すために{card}をタップした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/tap_costs.py" line="155" />
            <source>{card} is tapped to pay for {source}'s ability.</source>
            <translation>{card}は{source}の能力のコストとしてタップされた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="359" />
            <source>{player} chooses a mode of {card}: {text}</source>
            <translation>{player}は{card}のモードを選んだ：{text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="879" />
            <source>{player} casts {card}{tgt}.</source>
            <translation>{player}は{card}を唱えた{tgt}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="1008" />
            <source>{player} activates {card}'s ability: {text}</source>
            <translation>{player}は{card}の能力を起動した：{text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="540" />
            <source>{player} changes {target}'s life by {n} by hand.</source>
            <translation>{player}は手動で{target}のライフを{n}点増減した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="554" />
            <source>{player} {verb}s {card} by hand.</source>
            <translation>{player}は手動で{card}を{verb}した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="474" />
            <source>{player} plays {card} (a special action, once per turn).</source>
            <translation>{player}は{card}をプレイした（特別な処理、1ターンに1回）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="477" />
            <source>{player} plays {card} as its back face, {face} (a special action, once per turn).</source>
            <translation>{player}は{card}を第2面の{face}としてプレイした（特別な処理、1ターンに1回）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="558" />
            <source>{player} puts {n} {kind} counter(s) on {card} by hand.</source>
            <translation>{player}は手動で{card}に{kind}カウンターを{n}個置いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="562" />
            <source>{player} moves {card} to the {zone} by hand.</source>
            <translation>{player}は手動で{card}を{zone}に移動した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="43" />
            <source>{player} has no creature that can attack.</source>
            <translation>{player}には攻撃できるクリーチャーがいない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="94" />
            <source>No creatures attack: the declare blockers and combat damage steps are skipped.</source>
            <translation>攻撃クリーチャーがいない：ブロック・クリーチャー指定ステップと戦闘ダメージ・ステップは飛ばされる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="139" />
            <source>{blocker} blocks {attacker}.</source>
            <translation>{blocker}が{attacker}をブロックした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="65" />
            <source>The attack costs were not paid: the declaration is undone.</source>
            <translation>攻撃のコストが支払われなかった：指定は取り消される。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="71" />
            <source>{card} attacks {target}{tap}.</source>
            <translation>{card}が{target}を攻撃した{tap}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="133" />
            <source>The blocking costs were not paid: the declaration is undone.</source>
            <translation>ブロックのコストが支払われなかった：指定は取り消される。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="143" />
            <source>{attacker} is unblocked.</source>
            <translation>{attacker}はブロックされなかった。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="221" />
            <source>{card} dealt its combat damage in the first-strike damage step, so it deals none in this one.</source>
            <translation>{card}は先制攻撃ダメージ・ステップで戦闘ダメージを与えたので、このステップではダメージを与えない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="62" />
            <source>{player} pays {cost} to attack.</source>
            <translation>{player}は攻撃するために{cost}を支払った。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="130" />
            <source>{player} pays {cost} to block.</source>
            <translation>{player}はブロックするために{cost}を支払った。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="225" />
            <source>{card} was blocked and its blockers are gone: it stays blocked and deals no combat damage.</source>
            <translation>{card}はブロックされたが、ブロック・クリーチャーはもういない。ブロックされたままなので、戦闘ダメージを与えない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/entering.py" line="126" />
            <source>{player} chooses {value} as {card} enters.</source>
            <translation>{card}が戦場に出るに際し、{player}は{value}を選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/entering.py" line="75" />
            <source>{card} would enter: {player} has no land card to discard, so it is put into its owner's graveyard instead.</source>
            <translation>{card}が戦場に出る代わりに：{player}は捨てる土地カードを持っていないので、それはオーナーの墓地に置かれる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="50" />
            <source>{card} doesn't resolve: all its targets are illegal.</source>
            <translation>{card}は解決されない：対象がすべて不適正になった。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="56" />
            <source>{card}'s ability does nothing: its condition is no longer true.</source>
            <translation>{card}の能力は何もしない：条件がもう満たされていない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="60" />
            <source>A copy of {card} resolves.</source>
            <translation>{card}のコピーが解決した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="295" />
            <source>{player} wins the game.</source>
            <translation>{player}がゲームに勝利した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="298" />
            <source>The game is a draw: all players lost at the same time.</source>
            <translation>ゲームは引き分け：すべてのプレイヤーが同時に敗北した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="62" />
            <source>{card} resolves.</source>
            <translation>{card}が解決した。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="64" />
            <source>{card}'s ability resolves: {text}</source>
            <translation>{card}の能力が解決した：{text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="107" />
            <source>{card}: the engine can't apply this text; resolve it by hand.</source>
            <translation>{card}：この文章はゲームが処理できない。手動で解決すること。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="354" />
            <source>{card}'s ability triggers: {text}</source>
            <translation>{card}の能力が誘発した：{text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="333" />
            <source>{card}'s ability has no legal target and is removed.</source>
            <translation>{card}の能力には適正な対象がないので、取り除かれた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="81" />
            <source>{player} plays first.</source>
            <translation>{player}が先攻。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="198" />
            <source>Turn {n}: {player}'s {extra}turn begins.</source>
            <translation>第{n}ターン：{player}の{extra}ターンが始まる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="349" />
            <source>Damage wears off all permanents and 'until end of turn' effects end.</source>
            <translation>すべてのパーマネントからダメージが取り除かれ、「ターン終了時まで」の効果が終わる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="66" />
            <source>{player} wins the coin flip and chooses who plays first.</source>
            <translation>{player}がコイン投げに勝ち、先攻を決める。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="282" />
            <source>{player} untaps {n} permanent(s).</source>
            <translation>{player}はパーマネントを{n}個アンタップした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="126" />
            <source>{player} mulligans (mulligan {k}) and draws {n}.</source>
            <translation>{player}はマリガンし（{k}回目）、{n}枚引いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="139" />
            <source>{player} puts {k} card(s) on the bottom of their library.</source>
            <translation>{player}はカードを{k}枚ライブラリーの一番下に置いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="182" />
            <source>{player} plays first and skips the draw step of their first turn.</source>
            <translation>{player}は先攻なので、最初のターンのドロー・ステップを飛ばす。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="212" />
            <source>{step} begins. {explain}</source>
            <translation>{step}が始まる。{explain}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="238" />
            <source>Something happened during cleanup: players get priority, and another cleanup step will follow.</source>
            <translation>クリンナップ・ステップ中に何かが起きた：プレイヤーは優先権を得て、もう一度クリンナップ・ステップが続く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="262" />
            <source>{player}'s unused mana ({n}) empties from their mana pool.</source>
            <translation>{player}の使われなかったマナ（{n}）がマナ・プールから消えた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="270" />
            <source>'Until end of combat' effects end.</source>
            <translation>「戦闘終了時まで」の効果が終わる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="284" />
            <source>{player} draws a card for the turn.</source>
            <translation>{player}はターンのドローでカードを1枚引いた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="367" />
            <source>{player} passes priority.</source>
            <translation>{player}は優先権をパスした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="118" />
            <source>{player} keeps a hand of {n}.</source>
            <translation>{player}は{n}枚の手札をキープした。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/untap_step.py" line="108" />
            <source>{player} exerts {card}: it won't untap during their next untap step.</source>
            <translation>{player}は{card}を消耗させる。それは次のそのプレイヤーのアンタップ・ステップにアンタップしない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/data/card_names.py" line="56" />
            <source>this decision takes {expected}, not {answer}</source>
            <translation>この選択への答えは{expected}です（{answer}ではありません）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/data/card_names.py" line="61" />
            <source>{name} is not the name of a card you may choose</source>
            <translation>{name} は選べるカード名ではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="99" />
            <source>{card} has no ability to activate</source>
            <translation>{card}には起動できる能力がありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="155" />
            <source>{card} can't be moved now</source>
            <translation>{card}は今は動かせません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="94" />
            <source>{card} can't be played from where it is</source>
            <translation>{card}は今ある場所からはプレイできません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="96" />
            <source>you don't control {card}</source>
            <translation>あなたは{card}をコントロールしていません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="113" />
            <source>#{id} is not an object in the game</source>
            <translation>#{id}はゲームの中のオブジェクトではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="134" />
            <source>{card} can't pay this cost now</source>
            <translation>{card}ではこのコストを今は支払えません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="153" />
            <source>blocks are declared in the declare blockers step, after {player} attacks</source>
            <translation>ブロックは、{player}が攻撃した後のブロック・クリーチャー指定ステップで指定します</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="164" />
            <source>every target is already chosen</source>
            <translation>対象はすべて選び終わっています</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="166" />
            <source>{target} is not a legal target for this</source>
            <translation>{target}はこの対象として適正ではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="91" />
            <source>only {card}'s owner can play it from their hand</source>
            <translation>{card}を手札からプレイできるのはそのオーナーだけです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="129" />
            <source>a creature blocks an attacking creature, not a player</source>
            <translation>クリーチャーがブロックするのは攻撃クリーチャーで、プレイヤーではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="151" />
            <source>attacks are declared in the declare attackers step: pass priority until then to send {card} against the opponent</source>
            <translation>攻撃は攻撃クリーチャー指定ステップで指定します。そこまで優先権をパスしてから、{card}で対戦相手を攻撃してください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="214" />
            <source>{card} has nothing it may attack</source>
            <translation>{card}が攻撃できる相手がいません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/decision_queries.py" line="221" />
            <source>there is no attacking creature for {card} to block</source>
            <translation>{card}がブロックできる攻撃クリーチャーがいません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/errors.py" line="91" />
            <source>cannot read answer {answer}: {why}</source>
            <translation>答え{answer}を読み取れません：{why}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/errors.py" line="105" />
            <source>the answer {answer} could not be applied ({error}); the game is as it was before it</source>
            <translation>回答 {answer} を適用できなかった({error})。ゲームはその回答の前の状態に戻っている</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/errors.py" line="108" />
            <source>the answer {answer} could not be applied ({error}), and the game could not be restored: it takes no more answers</source>
            <translation>回答 {answer} を適用できず({error})、ゲームを元に戻せなかった。これ以上の回答は受け付けない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chain_copies.py" line="63" />
            <source>{card}: you may sacrifice a land to copy it.</source>
            <translation>{card}：土地を1つ生け贄に捧げて、それをコピーしてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chain_copies.py" line="69" />
            <source>{card}: copy it?</source>
            <translation>{card}：それをコピーしますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chain_copies.py" line="69" />
            <source>Copy it</source>
            <translation>コピーする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chain_copies.py" line="69" />
            <source>Don't copy</source>
            <translation>コピーしない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chain_copies.py" line="50" />
            <source>{card}: pay {cost} to copy it?</source>
            <translation>{card}：{cost}を支払ってそれをコピーしますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chain_copies.py" line="50" />
            <source>Don't pay</source>
            <translation>支払わない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chain_copies.py" line="64" />
            <source>Don't sacrifice</source>
            <translation>生け贄に捧げない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chosen.py" line="46" />
            <source>White</source>
            <translation>白</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chosen.py" line="46" />
            <source>Blue</source>
            <translation>青</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chosen.py" line="46" />
            <source>Black</source>
            <translation>黒</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chosen.py" line="47" />
            <source>Red</source>
            <translation>赤</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/chosen.py" line="47" />
            <source>Green</source>
            <translation>緑</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/color_prevention.py" line="41" />
            <source>{card}: choose a color. Damage that sources of that color would deal this turn is prevented.</source>
            <translation>{card}：色を1色選ぶ。このターン、その色の発生源が与えるダメージは軽減される。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/color_prevention.py" line="39" />
            <source>{n} is not one of the options</source>
            <translation>{n}は選択肢のひとつではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/copy_entering.py" line="90" />
            <source>{card} enters: choose a permanent for it to enter as a copy of, or none.</source>
            <translation>{card}が戦場に出る：それがコピーとして戦場に出るパーマネントを1つ選ぶか、選ばない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/copy_entering.py" line="87" />
            <source>{card} is not a permanent this can enter as a copy of</source>
            <translation>{card}は、これがそのコピーとして戦場に出られるパーマネントではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/copy_entering.py" line="92" />
            <source>Enter as itself (no copy)</source>
            <translation>そのまま戦場に出る（コピーしない）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/draw_triggers.py" line="58" />
            <source>Choose an Army creature you control to amass ({card}).</source>
            <translation>軍団化する、あなたがコントロールする軍隊クリーチャーを選ぶ（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/draw_triggers.py" line="55" />
            <source>{card} is not an Army creature you control</source>
            <translation>{card}はあなたがコントロールする軍隊クリーチャーではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/dredge.py" line="95" />
            <source>You would draw a card: dredge instead?</source>
            <translation>カードを引こうとしています：代わりに発掘しますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/dredge.py" line="91" />
            <source>{card} can't be dredged now (a card with dredge N in your graveyard, N cards in your library)</source>
            <translation>{card}は今発掘できない（墓地にある発掘Nを持つカードで、ライブラリーにN枚以上のカードが必要）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/dredge.py" line="96" />
            <source>Draw a card</source>
            <translation>カードを1枚引く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/each_player_returns.py" line="38" />
            <source>Choose a creature card in your graveyard to put onto the battlefield ({card}).</source>
            <translation>戦場に出すクリーチャー・カードをあなたの墓地から1枚選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effect_core.py" line="232" />
            <source>Discard {n} card(s) ({card}).</source>
            <translation>カードを{n}枚捨ててください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effect_core.py" line="229" />
            <source>choose exactly {n} different card(s) from your hand</source>
            <translation>手札から異なるカードをちょうど{n}枚選んでください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="289" />
            <source>{card}: do you want to do this? {text}</source>
            <translation>{card}：これを行いますか？ {text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="289" />
            <source>Yes</source>
            <translation>はい</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="289" />
            <source>No</source>
            <translation>いいえ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="325" />
            <source>Search your library for {what} ({card}).</source>
            <translation>ライブラリーから{what}を探してください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="381" />
            <source>Choose a permanent you control to return to its owner's hand ({card}).</source>
            <translation>オーナーの手札に戻す、あなたがコントロールするパーマネントを選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="322" />
            <source>{card} is not a card in your library that this search can find</source>
            <translation>{card}はこの探索で見つけられる、あなたのライブラリーのカードではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="378" />
            <source>{card} is not one of the permanents you can return</source>
            <translation>{card}は戻せるパーマネントではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="327" />
            <source>Find nothing</source>
            <translation>何も見つけない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/enchant_player.py" line="91" />
            <source>Choose what {card} deals damage to: {player} or a planeswalker they control.</source>
            <translation>{card}がダメージを与えるものを選んでください：{player}か、そのプレイヤーがコントロールするプレインズウォーカー。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/enchant_player.py" line="94" />
            <source>The player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/energy.py" line="52" />
            <source>Pay how much energy? You have {n} ({card}).</source>
            <translation>エネルギーをいくつ支払いますか？ 持っているのは{n}個です（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/energy.py" line="50" />
            <source>you can pay from 0 to {n} energy</source>
            <translation>支払えるエネルギーは0個から{n}個までです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/enter_replacements.py" line="52" />
            <source>{card} is not a land card in your hand</source>
            <translation>{card}はあなたの手札にある土地カードではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/enter_replacements.py" line="58" />
            <source>Discard nothing (it goes to the graveyard)</source>
            <translation>何も捨てない（それは墓地に置かれる）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/face_down.py" line="120" />
            <source>#{id} is not a face-down permanent</source>
            <translation>#{id}は裏向きのパーマネントではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/face_down.py" line="122" />
            <source>only its controller may turn {card} face up</source>
            <translation>{card}を表向きにできるのはそのコントローラーだけである</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/face_down.py" line="125" />
            <source>{card} has no morph cost: it can't be turned face up</source>
            <translation>{card}には変異コストがない：表向きにできない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/hideaway.py" line="45" />
            <source>Choose a card to exile face down ({card}).</source>
            <translation>裏向きで追放するカードを1枚選ぶ({card})。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="83" />
            <source>Pay {n} life for {card}? If you don't, it is countered ({source}).</source>
            <translation>{card}のために{n}点のライフを支払いますか？ 支払わなければ、それは打ち消される（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="83" />
            <source>Pay {n} life</source>
            <translation>{n}点のライフを支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="83" />
            <source>Don't pay (it is countered)</source>
            <translation>支払わない（打ち消される）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="150" />
            <source>Pay {cost} for {card}? If you don't, it is sacrificed.</source>
            <translation>{card}のために{cost}を支払いますか？ 支払わなければ、それは生け贄に捧げられる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="150" />
            <source>Pay {cost}</source>
            <translation>{cost}を支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="150" />
            <source>Don't pay (sacrifice it)</source>
            <translation>支払わない（生け贄に捧げる）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="93" />
            <source>{card}: pay {cost}? If you don't, your spell is countered.</source>
            <translation>{card}：{cost}を支払いますか？　支払わなければ、あなたの呪文は打ち消されます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="139" />
            <source>Pay {n} life for {card}? If you don't, it is sacrificed.</source>
            <translation>{card}のために{n}点のライフを支払いますか？ 支払わなければ、それは生け贄に捧げられる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_actions.py" line="153" />
            <source>Pay {cost} for {card}.</source>
            <translation>{card}のコスト{cost}を支払ってください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_effects.py" line="129" />
            <source>{attacker} has fear; only artifact and/or black creatures can block it</source>
            <translation>{attacker}は畏怖を持つ。アーティファクト・クリーチャーか黒のクリーチャーしかそれをブロックできない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_effects.py" line="133" />
            <source>{attacker} has intimidate; {blocker} is not an artifact and shares no color with it</source>
            <translation>{attacker}は威嚇を持つ。{blocker}はアーティファクトでなく、それと共通の色も持たない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_effects.py" line="137" />
            <source>{attacker} has horsemanship; {blocker} doesn't</source>
            <translation>{attacker}は馬術を持つ。{blocker}は持たない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_effects.py" line="141" />
            <source>{attacker} has protection from a quality {blocker} has</source>
            <translation>{attacker}は{blocker}が持つ特性からのプロテクションを持つ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_effects.py" line="145" />
            <source>{attacker} has skulk; {blocker} has greater power</source>
            <translation>{attacker}は潜伏を持つ。{blocker}のほうがパワーが大きい</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_effects.py" line="203" />
            <source>{card} has split second: no spells or non-mana abilities while it is on the stack</source>
            <translation>{card}は刹那を持つ。それがスタックにあるかぎり、呪文もマナ能力でない能力も使えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="102" />
            <source>White mana</source>
            <translation>白マナ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="102" />
            <source>Blue mana</source>
            <translation>青マナ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="102" />
            <source>Black mana</source>
            <translation>黒マナ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="103" />
            <source>Red mana</source>
            <translation>赤マナ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="103" />
            <source>Green mana</source>
            <translation>緑マナ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="133" />
            <source>Plains</source>
            <translation>平地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="133" />
            <source>Island</source>
            <translation>島</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="133" />
            <source>Swamp</source>
            <translation>沼</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="133" />
            <source>Mountain</source>
            <translation>山</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="134" />
            <source>Forest</source>
            <translation>森</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="79" />
            <source>As {card} enters, reveal a card from your hand? If you don't, it enters tapped.</source>
            <translation>{card}が戦場に出るに際し、手札のカードを公開しますか？ 公開しなければ、タップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="76" />
            <source>{card} is not a card in your hand that {land} lets you reveal</source>
            <translation>{card}は{land}で公開できる手札のカードではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/land_entering.py" line="81" />
            <source>Reveal nothing (it enters tapped)</source>
            <translation>何も公開しない（タップ状態で戦場に出る）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="219" />
            <source>Choose a card to put back on top of your library; the rest go to the bottom in a random order ({card}).</source>
            <translation>ライブラリーの一番上に戻すカードを選んでください。残りは無作為の順番で一番下に置かれます（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="75" />
            <source>Search your library for up to {n} {what} ({i} of {n}) ({card}).</source>
            <translation>あなたのライブラリーから{what}を最大{n}枚まで探してください（{i}枚目／{n}枚）（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="159" />
            <source>{card} is not one of the cards found</source>
            <translation>{card}は見つけたカードではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="99" />
            <source>{card}: do you want to search your library?</source>
            <translation>{card}：ライブラリーを探しますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="99" />
            <source>Search</source>
            <translation>探す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="99" />
            <source>Don't search</source>
            <translation>探さない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="222" />
            <source>Put none on top</source>
            <translation>一番上に何も置かない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="114" />
            <source>Choose the card to put onto the battlefield; the other goes into your hand ({card}).</source>
            <translation>戦場に出すカードを選んでください。もう1枚は手札に加わります（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="77" />
            <source>Find no more</source>
            <translation>これ以上見つけない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="128" />
            <source>Choose the card {player} puts into their hand; the rest go to their graveyard ({card}).</source>
            <translation>{player}が手札に加えるカードを選んでください。残りはそのプレイヤーの墓地に置かれます（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="558" />
            <source>Choose {what} to put onto the battlefield ({card}).</source>
            <translation>戦場に出す{what}を選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="165" />
            <source>{card} is not one of the options</source>
            <translation>{card}は選択肢にありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="187" />
            <source>Choose the next card to put back on top of your library, from the top down ({card}).</source>
            <translation>ライブラリーの一番上に戻す次のカードを、上から順に選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="191" />
            <source>Choose the next card to put on the bottom of your library, from the top down ({card}).</source>
            <translation>ライブラリーの一番下に置く次のカードを、上から順に選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="220" />
            <source>Scry 1: put {card} on the bottom of your library?</source>
            <translation>占術1：{card}をライブラリーの一番下に置きますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="220" />
            <source>Bottom</source>
            <translation>一番下</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="220" />
            <source>Keep on top</source>
            <translation>一番上に残す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="230" />
            <source>Scry {n}: choose a card to put on the bottom of your library, or keep the rest on top ({card}).</source>
            <translation>占術{n}：ライブラリーの一番下に置くカードを選ぶか、残りを一番上に残してください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="263" />
            <source>Surveil 1: put {card} into your graveyard?</source>
            <translation>諜報1：{card}を墓地に置きますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="263" />
            <source>Graveyard</source>
            <translation>墓地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="274" />
            <source>Surveil {n}: choose a card to put into your graveyard, or keep the rest on top ({card}).</source>
            <translation>諜報{n}：墓地に置くカードを選ぶか、残りを一番上に残してください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="359" />
            <source>Choose {what} to put into your hand ({card}).</source>
            <translation>手札に加える{what}を選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="466" />
            <source>You look at {player}'s hand ({card}).</source>
            <translation>{player}の手札を見ています（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="608" />
            <source>Choose the color of the mana to add ({card}).</source>
            <translation>加えるマナの色を選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="320" />
            <source>Choose a card from your hand to put on top of your library ({i} of {k}; the last one chosen ends on top) ({card}).</source>
            <translation>手札からライブラリーの一番上に置くカードを選んでください（{k}枚中{i}枚目。最後に選んだカードが一番上になります）（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="369" />
            <source>Take no more</source>
            <translation>これ以上加えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="418" />
            <source>Choose {what} from {player}'s hand to exile ({card}).</source>
            <translation>{player}の手札から追放する{what}を選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="422" />
            <source>Choose {what} from {player}'s hand to discard ({card}).</source>
            <translation>{player}の手札から捨てさせる{what}を選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="445" />
            <source>Discard {what}, or choose to discard {n} cards instead ({card}).</source>
            <translation>{what}を1枚捨てるか、代わりにカード{n}枚を捨てることを選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="233" />
            <source>Keep the rest on top</source>
            <translation>残りを一番上に残す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="361" />
            <source>Take none</source>
            <translation>加えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="468" />
            <source>Done</source>
            <translation>完了</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="447" />
            <source>Discard the cards instead</source>
            <translation>代わりにカードを捨てる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/linked_effects.py" line="103" />
            <source>Choose a card from your hand to exile with {card}.</source>
            <translation>{card}で追放するカードを手札から選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/linked_effects.py" line="100" />
            <source>{card} is not a card in your hand that {source} can exile</source>
            <translation>{card}は{source}で追放できる手札のカードではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/linked_effects.py" line="104" />
            <source>Exile nothing</source>
            <translation>何も追放しない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/modal_faces.py" line="80" />
            <source>{card} has no land back face to play</source>
            <translation>{card}にはプレイできる土地の第2面がない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/modal_faces.py" line="90" />
            <source>{card} has no other face to cast</source>
            <translation>{card}には唱えられる別の面がない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/modal_faces.py" line="92" />
            <source>{card}'s other face is cast only from your hand</source>
            <translation>{card}の別の面は手札からのみ唱えられる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/modal_faces.py" line="78" />
            <source>{card} is not a land</source>
            <translation>{card}は土地ではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/modes.py" line="99" />
            <source>No mode</source>
            <translation>モードを選ばない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="163" />
            <source>Choose the pile to sacrifice ({card}).</source>
            <translation>生け贄に捧げる束を選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="212" />
            <source>Choose the top card of {player}'s library to put it on the bottom, or leave it on top ({card}).</source>
            <translation>{player}のライブラリーの一番上のカードを選ぶと一番下に置きます。そのままにすることもできます（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="117" />
            <source>Choose a permanent to sacrifice ({card}).</source>
            <translation>生け贄に捧げるパーマネントを選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="148" />
            <source>Put a permanent into the first pile, or finish separating (the rest make the second pile) ({card}).</source>
            <translation>1つ目の束に入れるパーマネントを選ぶか、分け終えてください（残りが2つ目の束になります）（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="165" />
            <source>Sacrifice the first pile</source>
            <translation>1つ目の束を生け贄に捧げる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="166" />
            <source>Sacrifice the second pile</source>
            <translation>2つ目の束を生け贄に捧げる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="190" />
            <source>Choose a card from your hand to exile ({card}).</source>
            <translation>追放するカードを手札から選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="193" />
            <source>Choose a card from your graveyard to exile ({card}).</source>
            <translation>追放するカードを墓地から選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="215" />
            <source>Leave it on top</source>
            <translation>一番上のままにする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/player_effects.py" line="152" />
            <source>Done: the rest make the second pile</source>
            <translation>完了：残りを2つ目の束にする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/proliferate.py" line="41" />
            <source>Stop</source>
            <translation>やめる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/proliferate.py" line="57" />
            <source>Choose a permanent or player to proliferate ({card}).</source>
            <translation>増殖するパーマネントかプレイヤーを選ぶ（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/proliferate.py" line="51" />
            <source>{card} has no counter to proliferate or is already chosen</source>
            <translation>{card}には増殖するカウンターがないか、すでに選ばれている</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/protection_grants.py" line="73" />
            <source>Artifacts</source>
            <translation>アーティファクト</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/protection_grants.py" line="77" />
            <source>{card}: choose artifacts or a color. {creature} gains protection from it until end of turn.</source>
            <translation>{card}：アーティファクトか色を1色選ぶ。{creature}はターン終了時まで、それからのプロテクションを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/protection_grants.py" line="77" />
            <source>{card}: choose a color. {creature} gains protection from that color until end of turn.</source>
            <translation>{card}：色を1色選ぶ。{creature}はターン終了時まで、その色からのプロテクションを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/protection_grants.py" line="77" />
            <source>{card}: choose a color. The creatures gain protection from that color until end of turn.</source>
            <translation>{card}：色を1色選ぶ。それらのクリーチャーはターン終了時まで、その色からのプロテクションを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/repeat_effects.py" line="69" />
            <source>{card}: repeat this process?</source>
            <translation>{card}：この手順を繰り返しますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/repeat_effects.py" line="67" />
            <source>answer choose 1 (yes) or choose 0 (no)</source>
            <translation>choose 1（はい）か choose 0（いいえ）で答えてください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/repeat_effects.py" line="70" />
            <source>Repeat</source>
            <translation>繰り返す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/retarget.py" line="78" />
            <source>Choose new targets for {card} ({source}).</source>
            <translation>{card}の新しい対象を選んでください（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/retarget.py" line="62" />
            <source>choose {n} target(s)</source>
            <translation>対象を{n}つ選んでください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/retarget.py" line="64" />
            <source>the target must be changed to another legal target</source>
            <translation>対象は他の適正な対象に変更しなければならない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/retarget.py" line="66" />
            <source>the same target can't be chosen twice for one word "target"</source>
            <translation>1つの「対象」という語に同じ対象を2回選ぶことはできない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/retarget.py" line="69" />
            <source>{target} is not a legal new target</source>
            <translation>{target}は適正な新しい対象ではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/reveal_until.py" line="85" />
            <source>{card}: put {exiled} into your hand?</source>
            <translation>{card}：{exiled}を手札に加えますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/reveal_until.py" line="86" />
            <source>Exile the next card</source>
            <translation>次のカードを追放する</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/reveal_until.py" line="87" />
            <source>Put it into your hand</source>
            <translation>手札に加える</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="121" />
            <source>Cast {card} without paying its mana cost ({source})?</source>
            <translation>{card}をマナ・コストを支払うことなく唱えますか？（{source}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="93" />
            <source>Choose targets for {card}.</source>
            <translation>{card}の対象を選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="375" />
            <source>Choose a permanent to untap ({card}, {left} left).</source>
            <translation>アンタップするパーマネントを選んでください（{card}、残り{left}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="122" />
            <source>Don't cast it</source>
            <translation>唱えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="122" />
            <source>Cast it</source>
            <translation>唱える</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="148" />
            <source>Choose new targets for the copy of {card}?</source>
            <translation>{card}のコピーの新しい対象を選びますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="148" />
            <source>Choose new targets</source>
            <translation>新しい対象を選ぶ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="148" />
            <source>Keep its targets</source>
            <translation>対象を変えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="305" />
            <source>{card}: pay {cost}? If you don't, its effect happens.</source>
            <translation>{card}：{cost}を支払いますか？　支払わなければ、その効果が発生します。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="369" />
            <source>{card} is not a tapped permanent you can untap</source>
            <translation>{card}はアンタップできるタップ状態のパーマネントではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/stack_effects.py" line="151" />
            <source>Choose new targets for the copy of {card}.</source>
            <translation>{card}のコピーの新しい対象を選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/transform.py" line="77" />
            <source>{source}: the top card of your library is {card}. Reveal it?</source>
            <translation>{source}：あなたのライブラリーの一番上のカードは{card}です。公開しますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/transform.py" line="77" />
            <source>Reveal it</source>
            <translation>公開する</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/transform.py" line="77" />
            <source>Don't reveal it</source>
            <translation>公開しない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/type_choice_effects.py" line="52" />
            <source>Choose a creature type ({card}).</source>
            <translation>クリーチャー・タイプを1つ選んでください（{card}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/type_choice_effects.py" line="44" />
            <source>choose one of the options {first} to {last}</source>
            <translation>{first}から{last}までの選択肢から1つを選んでください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/unless_return.py" line="48" />
            <source>Return an untapped {kind} you control to its owner's hand, or sacrifice {card}.</source>
            <translation>あなたがコントロールするアンタップ状態の{kind}1つをオーナーの手札に戻すか、{card}を生け贄に捧げてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/unless_return.py" line="45" />
            <source>{card} is not an untapped {kind} you control</source>
            <translation>{card}はあなたがコントロールするアンタップ状態の{kind}ではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/unless_return.py" line="50" />
            <source>Sacrifice it</source>
            <translation>生け贄に捧げる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/upkeep_effects.py" line="47" />
            <source>Pay {cost} for {card}? If you do: {text}</source>
            <translation>{card}のために{cost}を支払いますか？ 支払ったなら：{text}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/upkeep_effects.py" line="70" />
            <source>Discard a card for {card}? Only if you do does the rest of its ability happen.</source>
            <translation>{card}のためにカード1枚を捨てますか？ 捨てた場合にのみ、その能力の残りが起こる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/upkeep_effects.py" line="70" />
            <source>Discard a card</source>
            <translation>カード1枚を捨てる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/upkeep_effects.py" line="70" />
            <source>Don't discard</source>
            <translation>捨てない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="176" />
            <source>the game is broken and takes no more answers: {why}</source>
            <translation>ゲームが壊れているため、これ以上の回答は受け付けない: {why}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="180" />
            <source>the game is over; no more answers are taken</source>
            <translation>ゲームは終了しました。これ以上の答えは受け付けません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="224" />
            <source>the game is over</source>
            <translation>ゲームは終了しました</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" line="232" />
            <source>there is no player p{n}</source>
            <translation>プレイヤーp{n}はいません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="907" />
            <source>Place {blocker} in the damage assignment order of {attacker}.</source>
            <translation>{attacker}のダメージ割り振り順のどこに{blocker}を入れるか決めてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="903" />
            <source>the new order must list every blocker of the attacker once</source>
            <translation>新しい順番には、その攻撃クリーチャーをブロックしているクリーチャーをすべて1回ずつ並べてください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="905" />
            <source>the other blockers keep their relative order; only the new one is placed</source>
            <translation>他のブロック・クリーチャーの順番は変わりません。新しいクリーチャーの位置だけを決めてください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_bans.py" line="34" />
            <source>the activated abilities of {card} can't be activated (an Aura says so)</source>
            <translation>{card}の起動型能力は起動できない（オーラによる）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="127" />
            <source>{card}'s ability can be activated only once each turn</source>
            <translation>{card}の能力は各ターンに1回しか起動できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="129" />
            <source>{card}'s ability can be activated only during your upkeep</source>
            <translation>{card}の能力はあなたのアップキープの間にしか起動できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="144" />
            <source>{card} makes mana of one color</source>
            <translation>{card}は1色のマナを生み出す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="208" />
            <source>To activate {card}'s ability: choose a permanent to sacrifice.</source>
            <translation>{card}の能力を起動するため、生け贄に捧げるパーマネントを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="133" />
            <source>{card}'s ability has a cost the engine doesn't pay</source>
            <translation>{card}の能力にはエンジンが支払えないコストがある</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="141" />
            <source>you don't control {n} permanent(s) that can pay this cost</source>
            <translation>このコストを支払えるパーマネントを{n}つコントロールしていない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="196" />
            <source>To activate {card}'s ability: choose a card to exile from your hand.</source>
            <translation>{card}の能力を起動するため、手札から追放するカードを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="199" />
            <source>To activate {card}'s ability: choose a card to discard.</source>
            <translation>{card}の能力を起動するため、捨てるカードを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="202" />
            <source>To activate {card}'s ability: choose a card to exile from your graveyard.</source>
            <translation>{card}の能力を起動するために、墓地から追放するカードを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="206" />
            <source>To activate {card}'s ability: choose a permanent to return to its owner's hand.</source>
            <translation>{card}の能力を起動するため、オーナーの手札に戻すパーマネントを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="136" />
            <source>you don't have {n} card(s) in hand that can pay this cost</source>
            <translation>このコストを支払えるカードが手札に{n}枚ない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/activation_costs.py" line="139" />
            <source>you don't have {n} card(s) in your graveyard that can pay this cost</source>
            <translation>このコストを支払えるカードが墓地に{n}枚ありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="48" />
            <source>Pay {life} life</source>
            <translation>{life}点のライフを支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="49" />
            <source>Discard {discard} card(s)</source>
            <translation>カードを{discard}枚捨てる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="50" />
            <source>Sacrifice {sacrifice} permanent(s)</source>
            <translation>パーマネントを{sacrifice}つ生け贄に捧げる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="51" />
            <source>Exile {exile_from_hand} card(s) from your hand</source>
            <translation>手札からカードを{exile_from_hand}枚追放する</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="52" />
            <source>Exile {exile_from_graveyard} card(s) from your graveyard</source>
            <translation>墓地からカードを{exile_from_graveyard}枚追放する</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="53" />
            <source>Return {return_to_hand} permanent(s) you control to your hand</source>
            <translation>あなたがコントロールするパーマネントを{return_to_hand}つ手札に戻す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="54" />
            <source>Put {minus_counters} -1/-1 counter(s) on a creature you control</source>
            <translation>あなたがコントロールするクリーチャー1体に-1/-1カウンターを{minus_counters}個置く</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="104" />
            <source>Which additional cost do you pay to cast {card}?</source>
            <translation>{card}を唱えるために、どちらの追加コストを支払いますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="117" />
            <source>Pay the optional additional cost of {card}?</source>
            <translation>{card}の任意の追加コストを支払いますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/additional_choices.py" line="118" />
            <source>Don't pay it</source>
            <translation>支払わない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="59" />
            <source>{card} can't attack this turn</source>
            <translation>{card}はこのターン、攻撃できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="61" />
            <source>{card} can't attack (an Aura or Equipment says so)</source>
            <translation>{card}は攻撃できない（オーラか装備品による）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="67" />
            <source>{card} can't attack {player} or planeswalkers they control</source>
            <translation>{card}は{player}やそのプレイヤーがコントロールするプレインズウォーカーを攻撃できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="89" />
            <source>{card} can't block this turn</source>
            <translation>{card}はこのターン、ブロックできない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="91" />
            <source>{card} can't block (an Aura or Equipment says so)</source>
            <translation>{card}はブロックできない（オーラか装備品による）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="103" />
            <source>{attacker} can't be blocked except by creatures with flying</source>
            <translation>{attacker}は飛行を持つクリーチャー以外にはブロックされない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="108" />
            <source>{blocker} can't block creatures with power {n} or greater</source>
            <translation>{blocker}はパワーが{n}以上のクリーチャーをブロックできない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/block_rules.py" line="101" />
            <source>{attacker} can't be blocked except by creatures with flying or reach</source>
            <translation>{attacker}は飛行か到達を持つクリーチャー以外にはブロックされない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="470" />
            <source>Pay its mana cost {normal}</source>
            <translation>マナ・コスト{normal}を支払う</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="471" />
            <source>Alternative cost: {alternative}</source>
            <translation>代替コスト：{alternative}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="472" />
            <source>Evoke {evoke} (it is sacrificed when it enters)</source>
            <translation>想起{evoke}（戦場に出たとき生け贄に捧げられる）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="473" />
            <source>Dash {dash} (haste; returns to your hand at the next end step)</source>
            <translation>疾駆{dash}（速攻を持ち、次の終了ステップの開始時に手札に戻る）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="474" />
            <source>Spectacle {spectacle} (an opponent lost life this turn)</source>
            <translation>絢爛{spectacle}（このターンに対戦相手がライフを失っている）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="475" />
            <source>Flashback {flashback} (exiled afterwards)</source>
            <translation>フラッシュバック{flashback}（その後追放される）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="476" />
            <source>Retrace: {retrace} and discard a land card</source>
            <translation>回顧：{retrace}と土地カード1枚を捨てる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="477" />
            <source>Face down for {face_down} (a 2/2 creature you may turn face up later)</source>
            <translation>{face_down}で裏向きに（後で表向きにできる2/2のクリーチャー）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="416" />
            <source>you can't pay {n} life: your life total is less than that</source>
            <translation>{n}点のライフを支払えません：ライフ総量がそれより少ないです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="444" />
            <source>a face-down spell has no X in its cost</source>
            <translation>裏向きの呪文のコストにXはない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="451" />
            <source>you can't pay {cost} for {card}</source>
            <translation>{card}のコスト{cost}を支払えません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="464" />
            <source>{card} can't be cast from there</source>
            <translation>{card}はそこから唱えられない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="496" />
            <source>no way of casting {card} can be paid now</source>
            <translation>今は{card}をどの方法でも唱えるコストを支払えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="501" />
            <source>How do you cast {card}?</source>
            <translation>{card}をどのように唱えますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="535" />
            <source>Pay the replicate cost of {card} once more? (replicate {cost}, paid {n} time(s) so far)</source>
            <translation>{card}の複製コストをもう1回支払いますか？（複製{cost}、ここまで{n}回）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="583" />
            <source>Delve: exile a card from your graveyard to pay {{1}} of {cost} for {card}, or stop.</source>
            <translation>探査：墓地のカードを1枚追放して{card}の{cost}のうち{{1}}を支払うか、やめる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="659" />
            <source>To cast {card}: choose a card to exile from your hand.</source>
            <translation>{card}を唱えるため：手札から追放するカードを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="693" />
            <source>{card} can't pay this cost</source>
            <translation>{card}ではこのコストを支払えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="695" />
            <source>Stop (pay the rest with mana)</source>
            <translation>やめる（残りはマナで支払う）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="715" />
            <source>option {n} is not one of the choices</source>
            <translation>選択肢{n}は選べるものではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="513" />
            <source>Kick {card}? (kicker {cost})</source>
            <translation>{card}をキッカーしますか？（キッカー{cost}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="524" />
            <source>Pay buyback for {card}? (buyback {cost})</source>
            <translation>{card}のバイバック・コストを支払いますか？（バイバック{cost}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="632" />
            <source>Convoke: tap a creature you control to pay {{1}} or one mana of its color of {cost} for {card}, or stop.</source>
            <translation>召集：あなたがコントロールするクリーチャーを1体タップして{card}の{cost}のうち{{1}}かその色のマナ1点を支払うか、やめる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="636" />
            <source>Improvise: tap an artifact you control to pay {{1}} of {cost} for {card}, or stop.</source>
            <translation>即席：あなたがコントロールするアーティファクトを1つタップして{card}の{cost}のうち{{1}}を支払うか、やめる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="662" />
            <source>To cast {card}: choose a card to discard.</source>
            <translation>{card}を唱えるため：捨てるカードを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="537" />
            <source>No more</source>
            <translation>これ以上支払わない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="537" />
            <source>Pay it once more (one more copy)</source>
            <translation>もう1回支払う（コピーが1つ増える）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="665" />
            <source>To cast {card}: choose a card to exile from your graveyard.</source>
            <translation>{card}を唱えるために、墓地から追放するカードを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="515" />
            <source>Don't kick</source>
            <translation>キッカーしない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="515" />
            <source>Kick (pay {cost} more)</source>
            <translation>キッカーする（追加で{cost}を支払う）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="526" />
            <source>Don't pay buyback</source>
            <translation>バイバックを支払わない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="526" />
            <source>Pay buyback (it returns to your hand)</source>
            <translation>バイバックを支払う（手札に戻る）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="668" />
            <source>To cast {card}: choose an untapped creature to tap.</source>
            <translation>{card}を唱えるため：タップするアンタップ状態のクリーチャーを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="671" />
            <source>To cast {card}: choose a permanent to return to its owner's hand.</source>
            <translation>{card}を唱えるため：オーナーの手札に戻すパーマネントを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="674" />
            <source>To cast {card}: choose a creature you control to put {n} -1/-1 counter(s) on.</source>
            <translation>{card}を唱えるために：-1/-1カウンターを{n}個置く、あなたがコントロールするクリーチャーを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_costs.py" line="678" />
            <source>To cast {card}: choose a permanent to sacrifice.</source>
            <translation>{card}を唱えるため：生け贄に捧げるパーマネントを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_rules.py" line="134" />
            <source>an effect says you can't cast spells this turn</source>
            <translation>効果により、あなたはこのターン、呪文を唱えられない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_rules.py" line="136" />
            <source>an effect says you can't cast noncreature spells this turn</source>
            <translation>効果により、あなたはこのターン、クリーチャーでない呪文を唱えられない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_rules.py" line="161" />
            <source>{card}: its controller's opponents can't activate abilities of {source} during its controller's turn</source>
            <translation>{card}：そのコントローラーのターンの間、その対戦相手は{source}の能力を起動できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/casting_rules.py" line="119" />
            <source>{card} can't be cast during your first {n} turns of the game</source>
            <translation>{card}は、このゲームのあなたの最初の{n}ターンの間は唱えられない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="37" />
            <source>#{id} is not a creature on the battlefield</source>
            <translation>#{id}は戦場にあるクリーチャーではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="39" />
            <source>{card} is not controlled by the active player</source>
            <translation>{card}はアクティブ・プレイヤーがコントロールしていません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="41" />
            <source>{card} is tapped; only untapped creatures can attack</source>
            <translation>{card}はタップ状態です。攻撃できるのはアンタップ状態のクリーチャーだけです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="43" />
            <source>{card} has not been under its controller's control since the turn began (summoning sickness) and has no haste</source>
            <translation>{card}はターンの開始時からコントローラーがコントロールし続けていません（召喚酔い）。速攻も持っていません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="46" />
            <source>{card} has defender and can't attack</source>
            <translation>{card}は防衛を持っているので攻撃できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="48" />
            <source>{card} can't attack</source>
            <translation>{card}は攻撃できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="63" />
            <source>{card} can't attack unless you've cast a creature spell this turn</source>
            <translation>このターンにあなたがクリーチャー呪文を唱えていないので、{card}は攻撃できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="77" />
            <source>#{id} is not a planeswalker on the battlefield</source>
            <translation>#{id}は戦場にあるプレインズウォーカーではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="79" />
            <source>{card} is not controlled by the defending player</source>
            <translation>{card}は防御プレイヤーがコントロールしていません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="93" />
            <source>no more than {n} creature(s) can attack</source>
            <translation>攻撃できるクリーチャーは{n}体までです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="95" />
            <source>{card} can't attack alone</source>
            <translation>{card}は単独では攻撃できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="151" />
            <source>{cards} must attack if able: this declaration obeys {obeyed} requirement(s) but {best} can be obeyed</source>
            <translation>{cards}は可能なら攻撃しなければなりません。この指定が従っている強制は{obeyed}個ですが、{best}個に従うことができます</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="251" />
            <source>{card} is tapped; only untapped creatures can block</source>
            <translation>{card}はタップ状態です。ブロックできるのはアンタップ状態のクリーチャーだけです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="253" />
            <source>{card} can't block</source>
            <translation>{card}はブロックできません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="263" />
            <source>{card} is not an attacking creature</source>
            <translation>{card}は攻撃クリーチャーではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="266" />
            <source>{attacker} can't be blocked</source>
            <translation>{attacker}はブロックされません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="277" />
            <source>{attacker} has flying; {blocker} has neither flying nor reach</source>
            <translation>{attacker}は飛行を持っています。{blocker}は飛行も到達も持っていません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="279" />
            <source>{attacker} has shadow; only creatures with shadow can block it</source>
            <translation>{attacker}はシャドーを持っています。これをブロックできるのはシャドーを持つクリーチャーだけです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="281" />
            <source>{blocker} has shadow and can block only creatures with shadow</source>
            <translation>{blocker}はシャドーを持っているので、シャドーを持つクリーチャーしかブロックできません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="283" />
            <source>{blocker} can block only creatures with flying</source>
            <translation>{blocker}は飛行を持つクリーチャーしかブロックできません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="58" />
            <source>{card} can't attack unless the defending player controls a {land}</source>
            <translation>防御プレイヤーが{land}をコントロールしていない限り、{card}は攻撃できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="72" />
            <source>creatures can only attack the defending player, not {target}</source>
            <translation>クリーチャーが攻撃できるのは防御プレイヤーだけです。{target}は攻撃できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="130" />
            <source>{card} is declared as an attacker twice</source>
            <translation>{card}が攻撃クリーチャーとして2回指定されています</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="273" />
            <source>{attacker} has {land}walk: the defending player controls a {land}</source>
            <translation>{attacker}は{land}渡りを持ちます：防御プレイヤーは{land}をコントロールしています</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="291" />
            <source>{attacker} can't be blocked by creatures with power {n} or less</source>
            <translation>{attacker}はパワーが{n}以下のクリーチャーによってはブロックされません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="423" />
            <source>{blocker} is declared blocking {attacker} twice</source>
            <translation>{blocker}が{attacker}をブロックするよう2回指定されています</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="431" />
            <source>{blocker} can block only {n} creature(s)</source>
            <translation>{blocker}がブロックできるクリーチャーは{n}体までです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="448" />
            <source>requirements not met ({cards}): this block obeys {obeyed} requirement(s) but {best} can be obeyed</source>
            <translation>強制に従っていません（{cards}）。このブロックが従っている強制は{obeyed}個ですが、{best}個に従うことができます</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="522" />
            <source>{card} does not assign combat damage now</source>
            <translation>{card}は今、戦闘ダメージを割り振りません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="528" />
            <source>no assignment given for {card}</source>
            <translation>{card}のダメージの割り振りが指定されていません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="542" />
            <source>{card} must assign exactly its power ({power}), not {total}</source>
            <translation>{card}はパワーと同じ{power}点のダメージをちょうど割り振らなければなりません（今は{total}点）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="365" />
            <source>{attacker} can't be blocked except by two or more creatures</source>
            <translation>{attacker}は2体以上のクリーチャーによってしかブロックされません（威迫など）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="371" />
            <source>{blocker} can't block alone</source>
            <translation>{blocker}は単独ではブロックできません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="533" />
            <source>{card} can't assign damage to {recipient}</source>
            <translation>{card}は{recipient}にダメージを割り振れません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="536" />
            <source>damage amounts can't be negative</source>
            <translation>ダメージの量を負の数にはできません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="572" />
            <source>{card} can assign damage to {player} only after assigning lethal damage to {blocker}</source>
            <translation>{card}が{player}にダメージを割り振れるのは、{blocker}に致死ダメージを割り振った後だけです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/combat.py" line="564" />
            <source>{card} can't assign damage to {later} until {earlier}, earlier in the damage assignment order, has been assigned lethal damage</source>
            <translation>ダメージ割り振り順で先にある{earlier}に致死ダメージを割り振るまで、{card}は{later}にダメージを割り振れません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/crew.py" line="57" />
            <source>the other untapped creatures you control don't have total power {n} or more</source>
            <translation>あなたがコントロールする他のアンタップ状態のクリーチャーのパワーの合計が{n}以上ありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/crew.py" line="87" />
            <source>Crew {n} for {card}: choose a creature to tap (power so far {total}).</source>
            <translation>{card}の搭乗{n}：タップするクリーチャーを選んでください（現在のパワー合計{total}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/crew.py" line="80" />
            <source>{card} can't crew this Vehicle</source>
            <translation>{card}はこの機体に搭乗できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="236" />
            <source>{card}'s ability can be activated only if its condition is met</source>
            <translation>{card}の能力は条件が満たされている場合にのみ起動できる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="239" />
            <source>{card} has no {kind} counter to remove</source>
            <translation>{card}には取り除く{kind}カウンターがない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="254" />
            <source>choose which colour of mana {card} makes</source>
            <translation>{card}が出すマナの色を選んでください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="257" />
            <source>{card} can't make {color} mana</source>
            <translation>{card}は{color}のマナを出せません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="260" />
            <source>{card} makes mana of different colors: name them, such as WU</source>
            <translation>{card}は異なる色のマナを生み出す：WUのように色を指定してください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/named_rules.py" line="54" />
            <source>activated abilities of sources named {card} can't be activated</source>
            <translation>{card}という名前の発生源の起動型能力は起動できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/player_rules.py" line="38" />
            <source>{card}: its controller's opponents can't cast spells during its controller's turn</source>
            <translation>{card}：そのコントローラーのターンの間、その対戦相手は呪文を唱えられない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/tap_costs.py" line="79" />
            <source>you don't control {n} untapped permanent(s) to tap for this cost</source>
            <translation>このコストのためにタップできる、あなたがコントロールするアンタップ状態のパーマネントが{n}つない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/tap_costs.py" line="87" />
            <source>you don't control {n} permanent(s) to sacrifice for this cost</source>
            <translation>このコストのために生け贄に捧げられる、あなたがコントロールするパーマネントが{n}つない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/tap_costs.py" line="106" />
            <source>{card} can't be chosen for this cost</source>
            <translation>{card}はこのコストのために選べない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/tap_costs.py" line="116" />
            <source>{card}: choose a permanent to tap for the cost ({left} left).</source>
            <translation>{card}：コストとしてタップするパーマネントを選んでください（残り{left}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/tap_costs.py" line="120" />
            <source>{card}: choose a permanent to sacrifice for the cost ({left} left).</source>
            <translation>{card}：コストとして生け贄に捧げるパーマネントを選んでください（残り{left}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/timing.py" line="18" />
            <source>only the active player can do this, in their main phase</source>
            <translation>これができるのは、自分のメイン・フェイズ中のアクティブ・プレイヤーだけです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/timing.py" line="20" />
            <source>this can be done only in a main phase</source>
            <translation>これはメイン・フェイズ中にしかできません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/timing.py" line="22" />
            <source>this can be done only while the stack is empty</source>
            <translation>これはスタックが空のときにしかできません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="24" />
            <source>white</source>
            <translation>白</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="24" />
            <source>blue</source>
            <translation>青</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="24" />
            <source>black</source>
            <translation>黒</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="24" />
            <source>red</source>
            <translation>赤</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="24" />
            <source>green</source>
            <translation>緑</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="28" />
            <source>When this enters</source>
            <translation>これが戦場に出たとき</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="28" />
            <source>When this dies</source>
            <translation>これが死亡したとき</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="29" />
            <source>When this is put into a graveyard from the battlefield</source>
            <translation>これが戦場から墓地に置かれたとき</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="29" />
            <source>Whenever this attacks</source>
            <translation>これが攻撃するたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="30" />
            <source>Whenever this blocks</source>
            <translation>これがブロックするたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="30" />
            <source>Whenever this becomes blocked</source>
            <translation>これがブロックされた状態になるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="31" />
            <source>Whenever this deals combat damage to a player</source>
            <translation>これがプレイヤーに戦闘ダメージを与えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="32" />
            <source>Whenever this deals combat damage to a creature</source>
            <translation>これがクリーチャーに戦闘ダメージを与えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="33" />
            <source>At the beginning of your upkeep</source>
            <translation>あなたのアップキープの開始時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="33" />
            <source>At the beginning of each upkeep</source>
            <translation>各アップキープの開始時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="34" />
            <source>At the beginning of enchanted player's upkeep</source>
            <translation>エンチャントされているプレイヤーのアップキープの開始時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="35" />
            <source>At the beginning of your end step</source>
            <translation>あなたの終了ステップの開始時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="35" />
            <source>At the beginning of the end step</source>
            <translation>終了ステップの開始時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="36" />
            <source>At the beginning of your draw step</source>
            <translation>あなたのドロー・ステップの開始時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="37" />
            <source>At the beginning of each player's draw step</source>
            <translation>各プレイヤーのドロー・ステップの開始時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="38" />
            <source>At the beginning of combat on your turn</source>
            <translation>あなたのターンの戦闘の開始時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="38" />
            <source>At end of combat</source>
            <translation>戦闘終了時に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="39" />
            <source>Whenever you cast a spell</source>
            <translation>あなたが呪文を唱えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="39" />
            <source>Whenever you cast a noncreature spell</source>
            <translation>あなたがクリーチャーでない呪文を唱えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="40" />
            <source>Whenever you cast an instant or sorcery spell</source>
            <translation>あなたがインスタントかソーサリーの呪文を唱えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="41" />
            <source>Whenever you cast a creature spell</source>
            <translation>あなたがクリーチャー呪文を唱えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="42" />
            <source>Whenever an opponent casts a spell</source>
            <translation>対戦相手が呪文を唱えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="43" />
            <source>When you cast this spell</source>
            <translation>あなたがこの呪文を唱えたとき</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="44" />
            <source>When this card is put into your graveyard from your library</source>
            <translation>このカードがあなたのライブラリーからあなたの墓地に置かれたとき</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="45" />
            <source>Whenever an opponent casts a noncreature spell</source>
            <translation>対戦相手がクリーチャーでない呪文を唱えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="46" />
            <source>Whenever an opponent casts a creature spell</source>
            <translation>対戦相手がクリーチャー呪文を唱えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="47" />
            <source>Whenever an opponent casts an instant or sorcery spell</source>
            <translation>対戦相手がインスタント呪文かソーサリー呪文を唱えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="48" />
            <source>Whenever a land you control enters</source>
            <translation>あなたのコントロール下で土地が戦場に出るたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="49" />
            <source>Whenever a creature you control attacks alone</source>
            <translation>あなたがコントロールするクリーチャーが単独で攻撃するたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="50" />
            <source>Whenever this becomes tapped</source>
            <translation>これがタップ状態になるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="51" />
            <source>When this is turned face up</source>
            <translation>これが表向きになったとき</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="52" />
            <source>Whenever you play another land</source>
            <translation>あなたが他の土地をプレイするたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="53" />
            <source>When you do</source>
            <translation>そうしたとき</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="54" />
            <source>When this leaves the battlefield</source>
            <translation>これが戦場を離れたとき</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="55" />
            <source>Whenever an opponent gains life</source>
            <translation>対戦相手がライフを得るたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="56" />
            <source>Whenever you gain life</source>
            <translation>あなたがライフを得るたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="57" />
            <source>Whenever enchanted creature deals damage</source>
            <translation>エンチャントされているクリーチャーがダメージを与えるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="58" />
            <source>Whenever this is dealt damage</source>
            <translation>これがダメージを受けるたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="59" />
            <source>Whenever one or more creatures you control attack</source>
            <translation>あなたがコントロールしている1体以上のクリーチャーが攻撃するたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="60" />
            <source>Whenever you scry</source>
            <translation>あなたが占術を行うたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="61" />
            <source>Whenever an opponent searches their library</source>
            <translation>対戦相手が自分のライブラリーを探すたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="62" />
            <source>Whenever an opponent draws a card</source>
            <translation>対戦相手1人がカード1枚を引くたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="63" />
            <source>Whenever an opponent draws their second card each turn</source>
            <translation>対戦相手1人が各ターンの自分の2枚目のカードを引くたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="64" />
            <source>Whenever an opponent draws a card except the first one they draw in each of their draw steps</source>
            <translation>対戦相手が、自分の各ドロー・ステップで最初に引く1枚以外のカードを引くたび</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="91" />
            <source>creature</source>
            <translation>クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="91" />
            <source>artifact</source>
            <translation>アーティファクト</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="91" />
            <source>land</source>
            <translation>土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="92" />
            <source>enchantment</source>
            <translation>エンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="92" />
            <source>instant</source>
            <translation>インスタント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="92" />
            <source>sorcery</source>
            <translation>ソーサリー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="93" />
            <source>planeswalker</source>
            <translation>プレインズウォーカー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="71" />
            <source>one mana of any color</source>
            <translation>好きな色のマナ1点</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="73" />
            <source>one mana of any of the exiled card's colors</source>
            <translation>追放されたカードの色のうち1色のマナ1点</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="75" />
            <source>one mana of any color among legendary creatures and planeswalkers you control</source>
            <translation>あなたがコントロールする伝説のクリーチャーやプレインズウォーカーの色のうち1色のマナ1点</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="147" />
            <source>Destroy {target}.</source>
            <translation>{target}を破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="147" />
            <source>Exile {target}.</source>
            <translation>{target}を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="148" />
            <source>Return {target} to its owner's hand.</source>
            <translation>{target}をオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="148" />
            <source>Counter {target}.</source>
            <translation>{target}を打ち消す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="149" />
            <source>Tap {target}.</source>
            <translation>{target}をタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="149" />
            <source>Untap {target}.</source>
            <translation>{target}をアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="149" />
            <source>Sacrifice {target}.</source>
            <translation>{target}を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="150" />
            <source>Destroy all of {target}.</source>
            <translation>{target}をすべて破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="151" />
            <source>Attach this to {target}.</source>
            <translation>これを{target}につける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="738" />
            <source>This can't block.</source>
            <translation>これはブロックできない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="738" />
            <source>This can't attack.</source>
            <translation>これは攻撃できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="739" />
            <source>This can't be blocked.</source>
            <translation>これはブロックされない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="739" />
            <source>This attacks each combat if able.</source>
            <translation>これは可能なら各戦闘で攻撃する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="740" />
            <source>This blocks each combat if able.</source>
            <translation>これは可能なら各戦闘でブロックする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="741" />
            <source>This must be blocked if able.</source>
            <translation>これは可能ならブロックされなければならない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="742" />
            <source>This can block only creatures with flying.</source>
            <translation>これは飛行を持つクリーチャーしかブロックできない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="743" />
            <source>This can't be countered.</source>
            <translation>これは打ち消されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="744" />
            <source>This can't attack alone.</source>
            <translation>これは単独では攻撃できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="744" />
            <source>This can't block alone.</source>
            <translation>これは単独ではブロックできない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="197" />
            <source>colorless</source>
            <translation>無色</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="385" />
            <source>({effect})</source>
            <translation>（{effect}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="417" />
            <source>Return the exiled card to the battlefield under its owner's control.</source>
            <translation>追放されたカードをオーナーのコントロール下で戦場に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="546" />
            <source>Equip {cost}.</source>
            <translation>装備{cost}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="571" />
            <source>({kind})</source>
            <translation>（{kind}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="784" />
            <source>({static})</source>
            <translation>（{static}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="135" />
            <source>This deals {n} damage to {target}.</source>
            <translation>これは{target}に{n}点のダメージを与える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="140" />
            <source>{player} draws {count} card(s).</source>
            <translation>{player}はカードを{count}枚引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="155" />
            <source>If it was a {type} card:</source>
            <translation>それが{type}・カードだったなら：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="158" />
            <source>Destroy {target} if it has mana value {n} or less.</source>
            <translation>{target}のマナ総量が{n}以下であるなら、それを破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="178" />
            <source>{target} gets {p:+d}/{t:+d} until end of turn.</source>
            <translation>ターン終了時まで、{target}は{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="180" />
            <source>Put {count} {kind} counter(s) on {target}.</source>
            <translation>{target}の上に{kind}カウンターを{count}個置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="213" />
            <source>Create {count} {pt} {colors} {name} creature token(s).</source>
            <translation>{pt}で{colors}の{name}クリーチャー・トークンを{count}体生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="215" />
            <source>This permanent gains this ability for as long as it stays on the battlefield:</source>
            <translation>このパーマネントは、戦場にあり続けるかぎり次の能力を得る：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="218" />
            <source>{player} mills {count} card(s).</source>
            <translation>{player}はカードを{count}枚切削する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="220" />
            <source>Its owner discards {count} card(s).</source>
            <translation>そのオーナーはカードを{count}枚捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="222" />
            <source>{player} discards {count} card(s).</source>
            <translation>{player}はカードを{count}枚捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="225" />
            <source>Choose a creature type.</source>
            <translation>クリーチャー・タイプを1つ選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="227" />
            <source>Add {mana}.</source>
            <translation>{mana}を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="229" />
            <source>Prevent the next {n} damage that would be dealt to {target} this turn.</source>
            <translation>このターン、次に{target}に与えられるダメージを{n}点軽減する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="232" />
            <source>{target} fights {other}.</source>
            <translation>{target}は{other}と格闘を行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="235" />
            <source>{player} takes an extra turn after this one.</source>
            <translation>{player}はこのターンの後に追加の1ターンを行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="250" />
            <source>Search your library for {what}, put it onto the battlefield, then shuffle.</source>
            <translation>あなたのライブラリーから{what}を探し、それを戦場に出し、その後ライブラリーを切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="253" />
            <source>Sacrifice this unless you pay {cost}.</source>
            <translation>{cost}を支払わない限り、これを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="255" />
            <source>Sacrifice this unless you return an untapped {kind} you control to its owner's hand.</source>
            <translation>あなたがコントロールするアンタップ状態の{kind}1つをオーナーの手札に戻さないかぎり、これを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="263" />
            <source>Return a land you control to its owner's hand.</source>
            <translation>あなたがコントロールする土地1つをオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="268" />
            <source>{player} mills 2 cards. If two cards that share a color were milled this way, repeat this process.</source>
            <translation>{player}はカードを2枚切削する。これにより共通の色を持つ2枚のカードが切削された場合、この手順を繰り返す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="278" />
            <source>If the condition holds as it resolves:</source>
            <translation>解決時に条件が満たされているなら：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="282" />
            <source>{player} may pay {cost}. If the player does, they may copy this spell and may choose a new target for that copy.</source>
            <translation>{player}は{cost}を支払ってもよい。そのプレイヤーがそうしたなら、そのプレイヤーはこの呪文をコピーしてもよく、そのコピーの新しい対象を選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="285" />
            <source>{player} may sacrifice a land of their choice. If the player does, they may copy this spell and may choose a new target for that copy.</source>
            <translation>{player}は自分が選んだ土地を1つ生け贄に捧げてもよい。そのプレイヤーがそうしたなら、そのプレイヤーはこの呪文をコピーしてもよく、そのコピーの新しい対象を選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="304" />
            <source>You become the monarch.</source>
            <translation>あなたがモナークになる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="306" />
            <source>Look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform this.</source>
            <translation>あなたのライブラリーの一番上のカードを見る。あなたはそのカードを公開してもよい。これによりインスタント・カードかソーサリー・カードが公開されたなら、これを変身させる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="309" />
            <source>Monstrosity {n} (if this isn't monstrous, put {n} +1/+1 counter(s) on it and it becomes monstrous).</source>
            <translation>怪物化{n}（これが怪物的でないなら、これの上に+1/+1カウンターを{n}個置き、これは怪物的になる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="312" />
            <source>Amass {kind} {n}.</source>
            <translation>軍団化（{kind}）{n}を行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="314" />
            <source>Look at the top {n} cards of your library, exile one of them face down, then put the rest on the bottom of your library in a random order.</source>
            <translation>あなたのライブラリーの一番上から{n}枚のカードを見て、そのうち1枚を裏向きで追放し、残りを無作為の順番でライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="321" />
            <source>Put this card from your hand onto the battlefield.</source>
            <translation>このカードをあなたの手札から戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="323" />
            <source>You get {n} energy counter(s).</source>
            <translation>あなたはエネルギー・カウンターを{n}個得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="325" />
            <source>You may pay any amount of energy.</source>
            <translation>あなたは望む数のエネルギーを支払ってもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="327" />
            <source>Exile this card.</source>
            <translation>このカードを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="329" />
            <source>Return this card from your graveyard to your hand.</source>
            <translation>このカードをあなたの墓地からあなたの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="331" />
            <source>Return it to its owner's hand.</source>
            <translation>それをオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="335" />
            <source>Regenerate {target}.</source>
            <translation>{target}を再生する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="337" />
            <source>Counter {target} unless its controller pays {cost}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.</source>
            <translation>{target}を、それのコントローラーが{cost}を支払わないかぎり打ち消す。この方法で呪文が打ち消されたなら、それをオーナーの墓地に置く代わりに追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="341" />
            <source>Counter {target} unless its controller pays {cost}.</source>
            <translation>{target}を、それのコントローラーが{cost}を支払わないかぎり打ち消す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="395" />
            <source>You may exile a nonartifact, nonland card from your hand.</source>
            <translation>あなたは手札から土地でもアーティファクトでもないカード1枚を追放してもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="396" />
            <source>Exile a nonartifact, nonland card from your hand.</source>
            <translation>手札から土地でもアーティファクトでもないカード1枚を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="414" />
            <source>Return the exiled card to its owner's hand.</source>
            <translation>追放されたカードをオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="416" />
            <source>Return the exiled cards to the battlefield under their owner's control.</source>
            <translation>追放されたカードをオーナーのコントロール下で戦場に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="429" />
            <source>Suspend {n}—{cost}: rather than cast this card from your hand, pay {cost} and exile it with {n} time counter(s) on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost; a creature cast this way has haste.</source>
            <translation>待機{n}―{cost}：このカードを手札から唱える代わりに、{cost}を支払い、時間カウンターを{n}個置いて追放する。あなたのアップキープの開始時に、時間カウンターを1個取り除く。最後の1個が取り除かれたとき、これをマナ・コストを支払うことなく唱えてもよい。この方法で唱えたクリーチャーは速攻を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="446" />
            <source>{cost}: Add {mana}.</source>
            <translation>{cost}：{mana}を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="458" />
            <source>{cost}: Add two mana of different colors.</source>
            <translation>{cost}：異なる色のマナ2点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="479" />
            <source>Chapter {chapters} —</source>
            <translation>第{chapters}章 ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="578" />
            <source>{cost}: Add one mana of any color that a land an opponent controls could produce.</source>
            <translation>{cost}：対戦相手がコントロールする土地が生み出せる色のうち好きな色のマナ1点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="583" />
            <source>(That much for each creature you control.)</source>
            <translation>（あなたがコントロールするクリーチャー1体につきその量。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="589" />
            <source>If a card is exiled with this, add {mana} instead.</source>
            <translation>これによって追放されたカードがあるなら、代わりに{mana}を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="591" />
            <source>If this has a {kind} counter on it, add {mana} instead.</source>
            <translation>これの上に{kind}カウンターがあるなら、代わりに{mana}を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="594" />
            <source>Each opponent gains {n} life.</source>
            <translation>各対戦相手は{n}点のライフを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="596" />
            <source>During your next untap step, as you untap your permanents, return this to its owner's hand.</source>
            <translation>あなたの次のアンタップ・ステップに、あなたがあなたのパーマネントをアンタップする際に、これをオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="603" />
            <source>If there are no {kind} counters on this, sacrifice it.</source>
            <translation>これの上に{kind}カウンターがないなら、これを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="645" />
            <source>This enters tapped unless you control {n} or fewer other lands.</source>
            <translation>あなたがこれ以外に{n}つ以下の土地をコントロールしていないかぎり、これはタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="646" />
            <source>This enters tapped unless you control {n} or more other lands.</source>
            <translation>あなたがこれ以外に{n}つ以上の土地をコントロールしていないかぎり、これはタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="647" />
            <source>This enters tapped unless you control {n} or more basic lands.</source>
            <translation>あなたが基本土地を{n}つ以上コントロールしていないかぎり、これはタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="648" />
            <source>This enters tapped unless you have {n} or more opponents.</source>
            <translation>あなたに対戦相手が{n}人以上いないかぎり、これはタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="649" />
            <source>This enters tapped unless it's one of your first {n} turns of the game.</source>
            <translation>これは、このゲームにおけるあなたの最初の{n}回のターンのいずれかでないかぎり、タップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="652" />
            <source>This enters tapped.</source>
            <translation>これはタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="698" />
            <source>If this was kicked, it enters with {n} {kind} counter(s) on it.</source>
            <translation>これがキッカーされていたなら、これは{kind}カウンターが{n}個置かれた状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="702" />
            <source>This enters with {n} {kind} counter(s) on it for each thing counted (X times).</source>
            <translation>これは数えたもの1つにつき{kind}カウンターが{n}個置かれた状態で戦場に出る（X回）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="706" />
            <source>This enters with {n} {kind} counter(s) on it.</source>
            <translation>これは{kind}カウンターが{n}個置かれた状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="709" />
            <source>As this enters, choose a basic land type.</source>
            <translation>これが戦場に出るに際し、基本土地タイプ1つを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="711" />
            <source>This is the chosen type.</source>
            <translation>これは選ばれたタイプである。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="716" />
            <source>As this enters, choose a color.</source>
            <translation>これが戦場に出るに際し、色1色を選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="723" />
            <source>As this enters, choose a creature type.</source>
            <translation>これが戦場に出るに際し、クリーチャー・タイプ1つを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="725" />
            <source>Enchanted land has "{cost}: Add {mana}."</source>
            <translation>エンチャントされている土地は「{cost}：{mana}を加える。」を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="727" />
            <source>Umbra armor (if the enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura).</source>
            <translation>トーテム鎧（エンチャントされているクリーチャーが破壊されるなら、代わりにそれからすべてのダメージを取り除き、このオーラを破壊する）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="734" />
            <source>Whenever enchanted land is tapped for mana, its controller adds an additional {mana}.</source>
            <translation>エンチャントされている土地がマナのためにタップされるたび、そのコントローラーは追加で{mana}を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="737" />
            <source>{land}walk.</source>
            <translation>{land}渡り。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="771" />
            <source>You have no maximum hand size.</source>
            <translation>あなたの手札の上限はなくなる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="145" />
            <source>{player} gains {n} life.</source>
            <translation>{player}は{n}点のライフを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="145" />
            <source>{player} loses {n} life.</source>
            <translation>{player}は{n}点のライフを失う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="173" />
            <source>{target} gets {p:+d}/{t:+d} until your next turn.</source>
            <translation>あなたの次のターンまで、{target}は{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="175" />
            <source>{target} gains {keywords} until end of turn.</source>
            <translation>ターン終了時まで、{target}は{keywords}を得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="177" />
            <source>{target} gets {p:+d}/{t:+d} and gains {keywords} until end of turn.</source>
            <translation>ターン終了時まで、{target}は{p:+d}/{t:+d}の修整を受けるとともに{keywords}を得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="194" />
            <source>Create {count} {name} token(s).</source>
            <translation>{name}・トークンを{count}個生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="200" />
            <source>{player} creates {count} {pt} {colors} {name} creature token(s).</source>
            <translation>{player}は{pt}で{colors}の{name}クリーチャー・トークンを{count}体生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="207" />
            <source>Its controller creates {count} {pt} {colors} {name} creature token(s).</source>
            <translation>そのコントローラーは{pt}で{colors}の{name}クリーチャー・トークンを{count}体生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="209" />
            <source>Create {count} {pt} {colors} {name} creature token(s) with {keywords}.</source>
            <translation>{keywords}を持つ{pt}で{colors}の{name}クリーチャー・トークンを{count}体生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="211" />
            <source>Create {count} {pt} {colors} {name} creature token(s) with this ability:</source>
            <translation>次の能力を持つ{pt}で{colors}の{name}クリーチャー・トークンを{count}体生成する：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="239" />
            <source>Search your library for {what}, then shuffle and put that card on top.</source>
            <translation>あなたのライブラリーから{what}を1枚探し、ライブラリーを切り直してそのカードを一番上に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="242" />
            <source>Search your library for {what}, put that card into your graveyard, then shuffle.</source>
            <translation>あなたのライブラリーから{what}を1枚探し、そのカードを墓地に置き、その後ライブラリーを切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="245" />
            <source>Search your library for {what}, put it into your hand, then shuffle.</source>
            <translation>あなたのライブラリーから{what}を探し、それをあなたの手札に加え、その後ライブラリーを切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="248" />
            <source>Search your library for {what}, put it onto the battlefield tapped, then shuffle.</source>
            <translation>あなたのライブラリーから{what}を探し、それをタップ状態で戦場に出し、その後ライブラリーを切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="260" />
            <source>Return a creature you control to its owner's hand.</source>
            <translation>あなたがコントロールするクリーチャー1体をオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="262" />
            <source>Return a permanent you control to its owner's hand.</source>
            <translation>あなたがコントロールするパーマネント1つをオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="266" />
            <source>You may:</source>
            <translation>あなたは以下を行ってもよい：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="272" />
            <source>You may repeat this process any number of times.</source>
            <translation>あなたはこの手順を望む回数だけ繰り返してもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="318" />
            <source>Put this card onto the battlefield from your hand tapped and attacking.</source>
            <translation>このカードをあなたの手札からタップ状態で攻撃している状態で戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="320" />
            <source>Put this card from your hand onto the battlefield tapped.</source>
            <translation>このカードをあなたの手札からタップ状態で戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="398" />
            <source>You may exile a nonland card from your hand.</source>
            <translation>あなたは手札から土地でないカード1枚を追放してもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="398" />
            <source>Exile a nonland card from your hand.</source>
            <translation>手札から土地でないカード1枚を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="408" />
            <source>Exile {target} until this leaves the battlefield.</source>
            <translation>これが戦場を離れるまで、{target}を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="410" />
            <source>Exile {target} and all other permanents with the same name as that permanent.</source>
            <translation>{target}と、それと同じ名前を持つ他のすべてのパーマネントを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="449" />
            <source>If you control {lands}, add {mana} instead.</source>
            <translation>あなたが{lands}をコントロールしている場合、代わりに{mana}を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="453" />
            <source>This deals {n} damage to you.</source>
            <translation>これはあなたに{n}点のダメージを与える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="471" />
            <source>{cost}:</source>
            <translation>{cost}：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="474" />
            <source>Activate only as a sorcery.</source>
            <translation>起動はソーサリーとしてのみ行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="522" />
            <source>if you control no {types},</source>
            <translation>あなたが{types}をコントロールしていないなら、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="524" />
            <source>if it was kicked,</source>
            <translation>それがキッカーされていたなら、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="526" />
            <source>if this is tapped,</source>
            <translation>これがタップ状態であるなら、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="528" />
            <source>if this card is in your graveyard,</source>
            <translation>このカードがあなたの墓地にあるなら、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="530" />
            <source>if that creature is {p}/{t},</source>
            <translation>そのクリーチャーが{p}/{t}であるなら、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="533" />
            <source>if you control a {type} planeswalker,</source>
            <translation>あなたが{type}・プレインズウォーカーをコントロールしているなら、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="536" />
            <source>if you control another creature named {card},</source>
            <translation>あなたが{card}という名前の他のクリーチャーをコントロールしているなら、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="549" />
            <source>Enchant creature.</source>
            <translation>エンチャント（クリーチャー）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="550" />
            <source>Enchant ({what}).</source>
            <translation>エンチャント（{what}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="568" />
            <source>It gets {p:+d}/{t:+d} and has {keywords}.</source>
            <translation>それは{p:+d}/{t:+d}の修整を受けるとともに{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="569" />
            <source>It gets {p:+d}/{t:+d}.</source>
            <translation>それは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="581" />
            <source>{cost}: Add one mana of any type that a land you control could produce.</source>
            <translation>{cost}：あなたがコントロールする土地が生み出せるタイプのうち好きなタイプのマナ1点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="586" />
            <source>(That much X times.)</source>
            <translation>（その量をX回。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="614" />
            <source>Activate only if an opponent controls {n} or more lands.</source>
            <translation>対戦相手が土地を{n}つ以上コントロールしている場合にのみ起動できる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="633" />
            <source>As this enters, you may pay {n} life. If you don't, it enters tapped.</source>
            <translation>これが戦場に出るに際し、あなたは{n}点のライフを支払ってもよい。そうしないなら、これはタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="640" />
            <source>As this enters, you may reveal a {what} card from your hand. If you don't, it enters tapped.</source>
            <translation>これが戦場に出るに際し、あなたは手札から{what}・カード1枚を公開してもよい。そうしないなら、これはタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="643" />
            <source>This enters tapped unless you control a {types}.</source>
            <translation>あなたが{types}をコントロールしていないかぎり、これはタップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="715" />
            <source>As this enters, choose a color other than {color}.</source>
            <translation>これが戦場に出るに際し、{color}以外の色1色を選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="732" />
            <source>Whenever enchanted land is tapped for mana, its controller adds an additional one mana of the chosen color.</source>
            <translation>エンチャントされている土地がマナのためにタップされるたび、そのコントローラーは追加で選ばれた色のマナ1点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="139" />
            <source>Draw a card.</source>
            <translation>カードを1枚引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="139" />
            <source>Draw {count} cards.</source>
            <translation>カードを{count}枚引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="144" />
            <source>You gain {n} life.</source>
            <translation>あなたは{n}点のライフを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="144" />
            <source>You lose {n} life.</source>
            <translation>あなたは{n}点のライフを失う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="193" />
            <source>Its controller creates {count} {name} token(s).</source>
            <translation>そのコントローラーは{name}・トークンを{count}個生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="205" />
            <source>Its controller creates {count} {pt} {colors} {name} creature token(s) with {keywords}.</source>
            <translation>そのコントローラーは{keywords}を持つ{pt}で{colors}の{name}クリーチャー・トークンを{count}体生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="400" />
            <source>You may exile a colorless card with mana value {n} or greater from your hand.</source>
            <translation>あなたは手札からマナ総量が{n}以上の無色のカード1枚を追放してもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="401" />
            <source>Exile a colorless card with mana value {n} or greater from your hand.</source>
            <translation>手札からマナ総量が{n}以上の無色のカード1枚を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="404" />
            <source>You may exile a card from your hand.</source>
            <translation>あなたは手札からカード1枚を追放してもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="404" />
            <source>Exile a card from your hand.</source>
            <translation>手札からカード1枚を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="461" />
            <source>{cost}: Add {mana} or one mana of the chosen color.</source>
            <translation>{cost}：{mana}か選ばれた色のマナ1点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="462" />
            <source>{cost}: Add one mana of the chosen color.</source>
            <translation>{cost}：選ばれた色のマナ1点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="464" />
            <source>{cost}: Add nothing (no commander in this game).</source>
            <translation>{cost}：何も加えない（このゲームに統率者はいない）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="557" />
            <source>It has this ability:</source>
            <translation>それは次の能力を持つ：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="559" />
            <source>It can't attack you or planeswalkers you control.</source>
            <translation>それはあなたやあなたがコントロールするプレインズウォーカーを攻撃できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="561" />
            <source>Its activated abilities can't be activated.</source>
            <translation>その起動型能力は起動できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="617" />
            <source>Activate only if you control {n} or more artifacts.</source>
            <translation>あなたがアーティファクトを{n}つ以上コントロールしている場合にのみ起動できる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="638" />
            <source>As this enters, you may reveal a {what} card from your hand. This enters tapped unless you revealed one this way or you control a {what}.</source>
            <translation>これが戦場に出るに際し、あなたは手札から{what}・カード1枚を公開してもよい。これは、この方法で公開したかあなたが{what}をコントロールしていないかぎり、タップ状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="668" />
            <source>Other creatures you control have this ability:</source>
            <translation>あなたがコントロールする他のクリーチャーは次の能力を持つ：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="669" />
            <source>Creatures you control have this ability:</source>
            <translation>あなたがコントロールするクリーチャーは次の能力を持つ：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="692" />
            <source>{kinds} creatures you control have {keywords}.</source>
            <translation>あなたがコントロールする{kinds}・クリーチャーは{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="693" />
            <source>Creatures you control have {keywords}.</source>
            <translation>あなたがコントロールするクリーチャーは{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="695" />
            <source>They have {keywords}.</source>
            <translation>それらは{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="166" />
            <source>that creature</source>
            <translation>そのクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="166" />
            <source>that permanent</source>
            <translation>そのパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="499" />
            <source>Whenever this becomes the target of a spell or ability an opponent controls,</source>
            <translation>これが対戦相手がコントロールする呪文や能力の対象になったとき、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="501" />
            <source>Whenever this becomes the target of a spell or ability,</source>
            <translation>これが呪文や能力の対象になったとき、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="619" />
            <source>Activate only if you control {n} or more lands.</source>
            <translation>あなたが土地を{n}つ以上コントロールしている場合にのみ起動できる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="686" />
            <source>Other creatures you control get {p:+d}/{t:+d}.</source>
            <translation>あなたがコントロールする他のクリーチャーは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="688" />
            <source>Creatures you control get {p:+d}/{t:+d}.</source>
            <translation>あなたがコントロールするクリーチャーは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="280" />
            <source>Otherwise:</source>
            <translation>そうでなければ：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="563" />
            <source>It has {keywords}.</source>
            <translation>それは{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="621" />
            <source>Activate only if you control an artifact.</source>
            <translation>あなたがアーティファクトをコントロールしている場合にのみ起動できる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="623" />
            <source>Activate only if you control a {types}.</source>
            <translation>あなたが{types}をコントロールしている場合にのみ起動できる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="680" />
            <source>Other {kinds} creatures get {p:+d}/{t:+d}.</source>
            <translation>他の{kinds}・クリーチャーは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="681" />
            <source>{kinds} creatures get {p:+d}/{t:+d}.</source>
            <translation>{kinds}・クリーチャーは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="683" />
            <source>Other {kinds} creatures you control get {p:+d}/{t:+d}.</source>
            <translation>あなたがコントロールする他の{kinds}・クリーチャーは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="684" />
            <source>{kinds} creatures you control get {p:+d}/{t:+d}.</source>
            <translation>あなたがコントロールする{kinds}・クリーチャーは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="505" />
            <source>Whenever a nontoken creature is put into your graveyard from the battlefield,</source>
            <translation>トークンでないクリーチャーが戦場からあなたの墓地に置かれるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="506" />
            <source>Whenever a nontoken creature is put into an opponent's graveyard from the battlefield,</source>
            <translation>トークンでないクリーチャーが戦場から対戦相手の墓地に置かれるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="509" />
            <source>Whenever a creature is put into your graveyard from the battlefield,</source>
            <translation>クリーチャーが戦場からあなたの墓地に置かれるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="510" />
            <source>Whenever a creature is put into an opponent's graveyard from the battlefield,</source>
            <translation>クリーチャーが戦場から対戦相手の墓地に置かれるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="515" />
            <source>Whenever you cast a spell that targets this,</source>
            <translation>あなたがこれを対象とする呪文を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/ability_text.py" line="519" />
            <source>{trigger},</source>
            <translation>{trigger}、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="15" />
            <source>Sacrifice another {what}.</source>
            <translation>他の{what}1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="16" />
            <source>Return another {what} you control to its owner's hand.</source>
            <translation>あなたがコントロールする他の{what}1つをオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="19" />
            <source>Return an unblocked attacking creature you control to its owner's hand.</source>
            <translation>あなたがコントロールするブロックされていない攻撃クリーチャー1体をオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="29" />
            <source>Cost: {cost}.</source>
            <translation>コスト：{cost}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="31" />
            <source>Reveal this card from your hand.</source>
            <translation>手札からこのカードを公開する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="34" />
            <source>Discard your hand.</source>
            <translation>あなたの手札をすべて捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="36" />
            <source>Return this to its owner's hand.</source>
            <translation>これをオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="38" />
            <source>Exile this card from your graveyard.</source>
            <translation>このカードをあなたの墓地から追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="42" />
            <source>Exile this card from your hand.</source>
            <translation>このカードをあなたの手札から追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="58" />
            <source>Activate only once each turn.</source>
            <translation>この能力は各ターンに1回しか起動できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="60" />
            <source>Activate only during your upkeep.</source>
            <translation>この能力はあなたのアップキープの間にしか起動できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="62" />
            <source>Activate only while this card is in your hand.</source>
            <translation>このカードがあなたの手札にある間にのみ起動できる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="64" />
            <source>Activate only while this card is in your graveyard.</source>
            <translation>このカードがあなたの墓地にある間にのみ起動できる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="66" />
            <source>Activate only as an instant (not while paying a cost).</source>
            <translation>インスタントとしてのみ起動できる（コストの支払い中には起動できない）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="84" />
            <source>Effect:</source>
            <translation>効果：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="40" />
            <source>Exile this.</source>
            <translation>これを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="51" />
            <source>This ability costs {cost} less to activate for each legendary creature you control.</source>
            <translation>この能力を起動するためのコストは、あなたがコントロールする伝説のクリーチャー1体につき{cost}少なくなる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="55" />
            <source>This ability costs {cost} less to activate for each X, where:</source>
            <translation>この能力を起動するためのコストはXにつき{cost}少なくなる。Xは次のとおり：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="79" />
            <source>Effect: add {n} mana of any one color.</source>
            <translation>効果：好きな色1色のマナ{n}点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/activation_text.py" line="81" />
            <source>Effect: add {mana}.</source>
            <translation>効果：{mana}を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="31" />
            <source>artifact creature</source>
            <translation>アーティファクト・クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="38" />
            <source>This becomes a {pt} {what} with {keywords}.</source>
            <translation>これは{keywords}を持つ{pt}の{what}になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="38" />
            <source>This becomes a {pt} {what}.</source>
            <translation>これは{pt}の{what}になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="55" />
            <source>Crew {n} (tap any number of other untapped creatures you control with total power {n} or more):</source>
            <translation>搭乗{n}（あなたがコントロールするこれでないアンタップ状態のクリーチャーを、パワーの合計が{n}以上になるように好きな数タップする）：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="32" />
            <source>all creature types</source>
            <translation>すべてのクリーチャー・タイプ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="42" />
            <source>Until end of turn, this becomes a {pt} {what} with {keywords}.</source>
            <translation>ターン終了時まで、これは{keywords}を持つ{pt}の{what}になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="43" />
            <source>Until end of turn, this becomes a {pt} {what}.</source>
            <translation>ターン終了時まで、これは{pt}の{what}になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="45" />
            <source>This becomes a {pt} {what} with {keywords} until end of turn.</source>
            <translation>これはターン終了時まで{keywords}を持つ{pt}の{what}になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="46" />
            <source>This becomes a {pt} {what} until end of turn.</source>
            <translation>これはターン終了時まで{pt}の{what}になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="49" />
            <source>It's still a land.</source>
            <translation>それは土地でもある。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="28" />
            <source>This becomes an artifact creature.</source>
            <translation>これはアーティファクト・クリーチャーになる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="29" />
            <source>This becomes an artifact creature until end of turn.</source>
            <translation>これはターン終了時までアーティファクト・クリーチャーになる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/animation_text.py" line="40" />
            <source>This becomes a {pt} {what} that's still a land.</source>
            <translation>これは土地でもある{pt}の{what}になる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="34" />
            <source>plainswalk</source>
            <translation>平地渡り</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="34" />
            <source>islandwalk</source>
            <translation>島渡り</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="34" />
            <source>swampwalk</source>
            <translation>沼渡り</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="35" />
            <source>mountainwalk</source>
            <translation>山渡り</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="35" />
            <source>forestwalk</source>
            <translation>森渡り</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="30" />
            <source>Creature tokens you control have {keywords}.</source>
            <translation>あなたがコントロールするクリーチャー・トークンは{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="25" />
            <source>Each creature you control with a {counter} counter on it has {keywords}.</source>
            <translation>{counter}カウンターが置かれている、あなたがコントロールする各クリーチャーは{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="27" />
            <source>Creature tokens you control get {p:+d}/{t:+d} and have {keywords}.</source>
            <translation>あなたがコントロールするクリーチャー・トークンは{p:+d}/{t:+d}の修整を受けるとともに{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="29" />
            <source>Creature tokens you control get {p:+d}/{t:+d}.</source>
            <translation>あなたがコントロールするクリーチャー・トークンは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/anthem_text.py" line="24" />
            <source>Each creature you control with a {counter} counter on it gets {p:+d}/{t:+d}.</source>
            <translation>{counter}カウンターが置かれている、あなたがコントロールする各クリーチャーは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="14" />
            <source>a player</source>
            <translation>プレイヤー1人</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="14" />
            <source>an opponent</source>
            <translation>対戦相手</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="16" />
            <source>a spell</source>
            <translation>呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="16" />
            <source>a noncreature spell</source>
            <translation>クリーチャーでない呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="16" />
            <source>a creature spell</source>
            <translation>クリーチャー呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="17" />
            <source>an instant or sorcery spell</source>
            <translation>インスタントかソーサリーである呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="17" />
            <source>an artifact spell</source>
            <translation>アーティファクト呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="18" />
            <source>an enchantment spell</source>
            <translation>エンチャント呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="19" />
            <source>spell</source>
            <translation>呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="19" />
            <source>noncreature spell</source>
            <translation>クリーチャーでない呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="19" />
            <source>creature spell</source>
            <translation>クリーチャー呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="20" />
            <source>instant or sorcery spell</source>
            <translation>インスタントかソーサリーである呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="20" />
            <source>artifact spell</source>
            <translation>アーティファクト呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="21" />
            <source>enchantment spell</source>
            <translation>エンチャント呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="22" />
            <source>first</source>
            <translation>1つ目の</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="22" />
            <source>second</source>
            <translation>2つ目の</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="22" />
            <source>third</source>
            <translation>3つ目の</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="46" />
            <source>Whenever you cast your {nth} {kind} each turn,</source>
            <translation>あなたが各ターンの{nth}{kind}を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="47" />
            <source>Whenever {caster} casts their {nth} {kind} each turn,</source>
            <translation>{caster}が各ターンの{nth}{kind}を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="50" />
            <source>Whenever you cast {kind} with mana value {n} or less,</source>
            <translation>あなたがマナ総量が{n}以下の{kind}を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="51" />
            <source>Whenever {caster} casts {kind} with mana value {n} or less,</source>
            <translation>{caster}がマナ総量が{n}以下の{kind}を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="60" />
            <source>during your turn,</source>
            <translation>（あなたのターンの間のみ）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="54" />
            <source>Whenever you cast {kind} with mana value {n} or greater,</source>
            <translation>あなたがマナ総量が{n}以上の{kind}を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="55" />
            <source>Whenever {caster} casts {kind} with mana value {n} or greater,</source>
            <translation>{caster}がマナ総量が{n}以上の{kind}を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="57" />
            <source>Whenever you cast {kind},</source>
            <translation>あなたが{kind}を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/cast_history_text.py" line="57" />
            <source>Whenever {caster} casts {kind},</source>
            <translation>{caster}が{kind}を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="200" />
            <source>(Only if it has mana value {n} or less.)</source>
            <translation>（それのマナ総量が{n}以下である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="201" />
            <source>(Only if it has mana value {n} or greater.)</source>
            <translation>（それのマナ総量が{n}以上である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="201" />
            <source>(Only if it has mana value {n}.)</source>
            <translation>（それのマナ総量が{n}である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="202" />
            <source>(Only if it has power {n} or less.)</source>
            <translation>（それのパワーが{n}以下である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="203" />
            <source>(Only if it has power {n} or greater.)</source>
            <translation>（それのパワーが{n}以上である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="203" />
            <source>(Only if it has power {n}.)</source>
            <translation>（それのパワーが{n}である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="204" />
            <source>(Only if it has toughness {n} or less.)</source>
            <translation>（それのタフネスが{n}以下である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="205" />
            <source>(Only if it has toughness {n} or greater.)</source>
            <translation>（それのタフネスが{n}以上である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="206" />
            <source>(Only if it has toughness {n}.)</source>
            <translation>（それのタフネスが{n}である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="48" />
            <source>({part})</source>
            <translation>（{part}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="118" />
            <source>Evoke {cost} (it is sacrificed when it enters).</source>
            <translation>想起{cost}（戦場に出たとき生け贄に捧げられる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="119" />
            <source>Dash {cost} (it gains haste and returns to your hand at the next end step).</source>
            <translation>疾駆{cost}（速攻を得て、次の終了ステップの開始時に手札に戻る）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="120" />
            <source>Flashback {cost} (cast it from your graveyard, then exile it).</source>
            <translation>フラッシュバック{cost}（墓地から唱え、その後追放する）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="121" />
            <source>Spectacle {cost} (you may cast it for this if an opponent lost life this turn).</source>
            <translation>絢爛{cost}（このターンに対戦相手がライフを失っているなら、これを支払って唱えてもよい）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="122" />
            <source>Evoke (it is sacrificed when it enters), paying instead of its mana cost:</source>
            <translation>想起（戦場に出たとき生け贄に捧げられる）、マナ・コストの代わりに支払う：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="123" />
            <source>Flashback (cast it from your graveyard, then exile it), paying:</source>
            <translation>フラッシュバック（墓地から唱え、その後追放する）、支払う：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="21" />
            <source>nontoken</source>
            <translation>トークンでない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="35" />
            <source>Pay X life.</source>
            <translation>X点のライフを支払う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="37" />
            <source>Pay {n} life.</source>
            <translation>{n}点のライフを支払う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="39" />
            <source>Put {n} -1/-1 counter(s) on a creature you control.</source>
            <translation>あなたがコントロールするクリーチャー1体に-1/-1カウンターを{n}個置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="40" />
            <source>Exile {count} {what} from your hand.</source>
            <translation>手札から{what}を{count}枚追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="41" />
            <source>Exile {count} {what} from your graveyard.</source>
            <translation>あなたの墓地から{what}を{count}枚追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="42" />
            <source>Discard {count} {what}.</source>
            <translation>{what}を{count}枚捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="43" />
            <source>Return {count} {what} you control to its owner's hand.</source>
            <translation>あなたがコントロールする{what}を{count}つオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="44" />
            <source>Sacrifice {count} {what}.</source>
            <translation>{what}を{count}つ生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="45" />
            <source>Tap {count} untapped {what} you control.</source>
            <translation>あなたがコントロールするアンタップ状態の{what}を{count}体タップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="69" />
            <source>Noncreature</source>
            <translation>クリーチャーでない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="137" />
            <source>Spree</source>
            <translation>多態</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="28" />
            <source>card</source>
            <translation>カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="60" />
            <source>Delve (each generic mana may be paid by exiling a card from your graveyard).</source>
            <translation>探査（不特定マナ1点ごとに、墓地からカード1枚を追放して支払ってもよい）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="62" />
            <source>Affinity for artifacts (this costs {cost} less for each artifact you control).</source>
            <translation>アーティファクトへの親和（あなたがコントロールするアーティファクト1つにつき、これを唱えるためのコストは{cost}少なくなる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="64" />
            <source>Kicker {cost}.</source>
            <translation>キッカー{cost}。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="98" />
            <source>If you control a commander, you may cast this spell without paying its mana cost (there is no commander in this game).</source>
            <translation>あなたが統率者をコントロールしているなら、この呪文をマナ・コストを支払うことなく唱えてもよい（このゲームに統率者はいない）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="103" />
            <source>If it's not your turn, you may pay this rather than this spell's mana cost:</source>
            <translation>あなたのターンでないなら、この呪文のマナ・コストを支払うのではなく、これを支払ってもよい：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="139" />
            <source>Choose {n}. You may choose the same mode more than once.</source>
            <translation>以下から{n}つを選ぶ。同じモードを2回以上選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="170" />
            <source>Entwine {cost}</source>
            <translation>双呪{cost}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="172" />
            <source>Escalate {cost}</source>
            <translation>増呪{cost}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="195" />
            <source>(Only if it is {color}.)</source>
            <translation>（それが{color}である場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="80" />
            <source>{what} spells cost {{{n}}} less to cast.</source>
            <translation>{what}呪文を唱えるためのコストは{{{n}}}少なくなる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="81" />
            <source>{what} spells cost {{{n}}} more to cast.</source>
            <translation>{what}呪文を唱えるためのコストは{{{n}}}多くなる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="85" />
            <source>As an additional cost to cast this spell, pay one of these:</source>
            <translation>この呪文を唱えるための追加コストとして、次のうち1つを支払う：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="92" />
            <source>As an additional cost to cast this spell:</source>
            <translation>この呪文を唱えるための追加コストとして：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="105" />
            <source>If it's your turn, you may pay this rather than this spell's mana cost:</source>
            <translation>あなたのターンであるなら、この呪文のマナ・コストを支払うのではなく、これを支払ってもよい：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="141" />
            <source>Choose up to one —</source>
            <translation>以下から最大1つを選ぶ ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="164" />
            <source>+ {cost} —</source>
            <translation>+ {cost} ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="166" />
            <source>•</source>
            <translation>•</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="188" />
            <source>If you controlled that permanent:</source>
            <translation>あなたがそのパーマネントをコントロールしていたなら：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="78" />
            <source>{what} spells you cast cost {{{n}}} less to cast.</source>
            <translation>あなたが唱える{what}呪文を唱えるためのコストは{{{n}}}少なくなる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="79" />
            <source>{what} spells you cast cost {{{n}}} more to cast.</source>
            <translation>あなたが唱える{what}呪文を唱えるためのコストは{{{n}}}多くなる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="91" />
            <source>As an additional cost to cast this spell, you may pay:</source>
            <translation>この呪文を唱えるための追加コストとして、次を支払ってもよい：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="182" />
            <source>If this spell's additional cost was paid:</source>
            <translation>この呪文の追加コストが支払われていた場合：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="186" />
            <source>If this spell was kicked:</source>
            <translation>この呪文がキッカーされていたなら：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="107" />
            <source>If an opponent cast {n} or more spells this turn, you may pay {{0}} rather than pay this spell's mana cost.</source>
            <translation>このターンに対戦相手が{n}つ以上の呪文を唱えていた場合、あなたはこの呪文のマナ・コストを支払うのではなく{{0}}を支払ってもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="110" />
            <source>If you control a {type}, you may pay this rather than this spell's mana cost:</source>
            <translation>あなたが{type}をコントロールしているなら、この呪文のマナ・コストを支払うのではなく、これを支払ってもよい：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="113" />
            <source>You may pay this rather than this spell's mana cost:</source>
            <translation>この呪文のマナ・コストを支払うのではなく、これを支払ってもよい：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="143" />
            <source>Choose one that hasn't been chosen —</source>
            <translation>以下からまだ選ばれていないものを1つ選ぶ ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="144" />
            <source>Choose one that hasn't been chosen this turn —</source>
            <translation>以下からこのターンまだ選ばれていないものを1つ選ぶ ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="146" />
            <source>Choose one —</source>
            <translation>以下から1つを選ぶ ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="148" />
            <source>Choose one or both —</source>
            <translation>以下から1つまたは両方を選ぶ ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="150" />
            <source>Choose one or more —</source>
            <translation>以下から1つ以上を選ぶ ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/casting_text.py" line="152" />
            <source>Choose {n} —</source>
            <translation>以下から{n}つを選ぶ ―</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="14" />
            <source>Whenever another creature enters,</source>
            <translation>他のクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="15" />
            <source>Whenever a creature enters,</source>
            <translation>クリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="16" />
            <source>Whenever another creature you control enters,</source>
            <translation>あなたのコントロール下で他のクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="17" />
            <source>Whenever a creature you control enters,</source>
            <translation>あなたのコントロール下でクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="18" />
            <source>Whenever another creature an opponent controls enters,</source>
            <translation>対戦相手のコントロール下で他のクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="19" />
            <source>Whenever a creature an opponent controls enters,</source>
            <translation>対戦相手のコントロール下でクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="20" />
            <source>Whenever a nontoken creature you control enters,</source>
            <translation>あなたのコントロール下でトークンでないクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="21" />
            <source>Whenever another nontoken creature you control enters,</source>
            <translation>あなたのコントロール下でトークンでない他のクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="22" />
            <source>Whenever a nontoken creature enters,</source>
            <translation>トークンでないクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="23" />
            <source>Whenever another {type} you control enters,</source>
            <translation>あなたのコントロール下で他の{type}が戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="24" />
            <source>Whenever a {type} you control enters,</source>
            <translation>あなたのコントロール下で{type}が戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="25" />
            <source>Whenever another {type} enters,</source>
            <translation>他の{type}が戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="26" />
            <source>Whenever a {type} enters,</source>
            <translation>{type}が戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="32" />
            <source>Whenever another {color} creature you control enters,</source>
            <translation>あなたのコントロール下で他の{color}のクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="33" />
            <source>Whenever a {color} creature you control enters,</source>
            <translation>あなたのコントロール下で{color}のクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="34" />
            <source>Whenever another {color} creature enters,</source>
            <translation>他の{color}のクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="35" />
            <source>Whenever a {color} creature enters,</source>
            <translation>{color}のクリーチャーが戦場に出るたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="74" />
            <source>You may play {n} additional lands on each of your turns.</source>
            <translation>あなたは自分の各ターンに追加で{n}つの土地をプレイしてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="76" />
            <source>Your opponents can't cast spells during your turn.</source>
            <translation>あなたのターンの間、あなたの対戦相手は呪文を唱えられない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="78" />
            <source>If you would gain life, you gain twice that much life instead.</source>
            <translation>あなたがライフを得るなら、代わりにあなたはその2倍のライフを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/condition_text.py" line="73" />
            <source>You may play an additional land on each of your turns.</source>
            <translation>あなたは自分の各ターンに追加で1つの土地をプレイしてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="18" />
            <source>You may have this enter as a copy of any creature on the battlefield.</source>
            <translation>あなたは、これが戦場にあるクリーチャー1体のコピーとして戦場に出ることを選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="19" />
            <source>You may have this enter as a copy of any artifact on the battlefield.</source>
            <translation>あなたは、これが戦場にあるアーティファクト1つのコピーとして戦場に出ることを選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="20" />
            <source>You may have this enter as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.</source>
            <translation>あなたは、これが戦場にあるアーティファクト1つかクリーチャー1体のコピーとして戦場に出ることを選んでもよい。ただし、それは他のタイプに加えてアーティファクトでもある。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="40" />
            <source>You may have this enter as a copy of a permanent ({kinds}).</source>
            <translation>あなたは、これがパーマネント1つ（{kinds}）のコピーとして戦場に出ることを選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="57" />
            <source>Sacrifice it at the beginning of the next end step.</source>
            <translation>次の終了ステップの開始時に、それを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="59" />
            <source>Exile that token at the beginning of the next end step.</source>
            <translation>次の終了ステップの開始時に、そのトークンを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="51" />
            <source>Create a token that's a copy of this creature, except it has haste.</source>
            <translation>このクリーチャーのコピーであるトークン1体を生成する。ただし、それは速攻を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="52" />
            <source>Create a token that's a copy of this creature.</source>
            <translation>このクリーチャーのコピーであるトークン1体を生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="54" />
            <source>Create a token that's a copy of {target}, except it has haste.</source>
            <translation>{target}のコピーであるトークン1体を生成する。ただし、それは速攻を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/copy_text.py" line="55" />
            <source>Create a token that's a copy of {target}.</source>
            <translation>{target}のコピーであるトークン1体を生成する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="20" />
            <source>Fading {n}: at the beginning of your upkeep, remove a fade counter from this. If you can't, sacrifice it.</source>
            <translation>消散 {n}：あなたのアップキープの開始時に、これから消散カウンターを1個取り除く。そうできないなら、これを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="28" />
            <source>Vanishing {n}: when the last time counter is removed from this, sacrifice it.</source>
            <translation>消失 {n}：これから最後の時間カウンターが取り除かれたとき、これを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="30" />
            <source>Soulshift {n} (when this dies, you may return target Spirit card with mana value {n} or less from your graveyard to your hand).</source>
            <translation>魂力 {n}（これが死亡したとき、あなたはあなたの墓地にあるマナ総量が{n}以下のスピリット・カード1枚を対象とし、それをあなたの手札に戻してもよい）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="33" />
            <source>Afterlife {n} (when this is put into a graveyard from the battlefield, create {n} 1/1 white and black Spirit creature token(s) with flying).</source>
            <translation>死後 {n}（これが戦場から墓地に置かれたとき、飛行を持つ白であり黒である1/1のスピリット・クリーチャー・トークンを{n}体生成する）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="36" />
            <source>Afflict {n} (whenever this becomes blocked, defending player loses {n} life).</source>
            <translation>苦痛 {n}（これがブロックされた状態になるたび、防御プレイヤーは{n}点のライフを失う）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="38" />
            <source>Annihilator {n} (whenever this attacks, defending player sacrifices {n} permanent(s)).</source>
            <translation>滅殺 {n}（これが攻撃するたび、防御プレイヤーはパーマネントを{n}つ生け贄に捧げる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="41" />
            <source>Renown {n} (when this deals combat damage to a player, if it isn't renowned, put {n} +1/+1 counter(s) on it and it becomes renowned).</source>
            <translation>高名 {n}（これがプレイヤーに戦闘ダメージを与えたとき、これが高名でないなら、これの上に+1/+1カウンターを{n}個置く。これは高名になる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="44" />
            <source>Living weapon (when this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it).</source>
            <translation>生体武器（この装備品が戦場に出たとき、黒の0/0のファイレクシアン・細菌・クリーチャー・トークンを1体生成し、その後これをそれにつける）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="47" />
            <source>For Mirrodin! (when this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it).</source>
            <translation>ミラディンのために！（この装備品が戦場に出たとき、赤の2/2の反逆者・クリーチャー・トークンを1体生成し、その後これをそれにつける）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="52" />
            <source>Graft {n}: whenever another creature enters, if this has a +1/+1 counter on it, you may move a +1/+1 counter from this onto that creature.</source>
            <translation>接合 {n}：他のクリーチャーが1体戦場に出るたび、これの上に+1/+1カウンターが置かれているなら、あなたはこれからそのクリーチャーの上に+1/+1カウンターを1個移動してもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="55" />
            <source>Extort (whenever you cast a spell, you may pay {cost}. If you do, each opponent loses 1 life and you gain that much life).</source>
            <translation>強請（あなたが呪文を唱えるたび、あなたは{cost}を支払ってもよい。そうしたなら、各対戦相手はそれぞれ1点のライフを失い、あなたはその点数分のライフを得る）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="58" />
            <source>Myriad (makes token copies attacking the opponents other than the defending player: none in a two-player game, so no effect).</source>
            <translation>無双（防御プレイヤー以外の対戦相手を攻撃しているトークン・コピーを生成する：2人対戦ではそのような対戦相手はいないため、効果なし）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="19" />
            <source>Fading {n}: this enters with {n} fade counter(s) on it.</source>
            <translation>消散 {n}：これは消散カウンターが{n}個置かれた状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="24" />
            <source>Vanishing {n}: this enters with {n} time counter(s) on it.</source>
            <translation>消失 {n}：これは時間カウンターが{n}個置かれた状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="26" />
            <source>Vanishing {n}: at the beginning of your upkeep, if this has a time counter on it, remove a time counter from it.</source>
            <translation>消失 {n}：あなたのアップキープの開始時に、これの上に時間カウンターが置かれているなら、それから時間カウンターを1個取り除く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_counters_text.py" line="51" />
            <source>Graft {n}: this enters with {n} +1/+1 counter(s) on it.</source>
            <translation>接合 {n}：これは+1/+1カウンターが{n}個置かれた状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="21" />
            <source>Partner (deck construction only: no effect in this game).</source>
            <translation>共闘（デッキ構築のみ：このゲームでは効果なし）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="22" />
            <source>Choose a Background (deck construction only: no effect in this game).</source>
            <translation>背景選択（デッキ構築のみ：このゲームでは効果なし）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="23" />
            <source>Doctor's companion (deck construction only: no effect in this game).</source>
            <translation>ドクターの相棒（デッキ構築のみ：このゲームでは効果なし）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="24" />
            <source>Friends forever (deck construction only: no effect in this game).</source>
            <translation>永遠の友（デッキ構築のみ：このゲームでは効果なし）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="25" />
            <source>This can be your commander (deck construction only: no effect in this game).</source>
            <translation>これはあなたの統率者になれる（デッキ構築のみ：このゲームでは効果なし）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="31" />
            <source>Protection from white.</source>
            <translation>プロテクション（白）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="31" />
            <source>Protection from blue.</source>
            <translation>プロテクション（青）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="31" />
            <source>Protection from black.</source>
            <translation>プロテクション（黒）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="32" />
            <source>Protection from red.</source>
            <translation>プロテクション（赤）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="32" />
            <source>Protection from green.</source>
            <translation>プロテクション（緑）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="33" />
            <source>Protection from artifacts.</source>
            <translation>プロテクション（アーティファクト）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="33" />
            <source>Protection from creatures.</source>
            <translation>プロテクション（クリーチャー）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="34" />
            <source>Protection from enchantments.</source>
            <translation>プロテクション（エンチャント）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="34" />
            <source>Protection from instants.</source>
            <translation>プロテクション（インスタント）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="35" />
            <source>Protection from everything.</source>
            <translation>プロテクション（すべて）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="35" />
            <source>Protection from multicolored.</source>
            <translation>プロテクション（多色）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="36" />
            <source>Protection from monocolored.</source>
            <translation>プロテクション（単色）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="37" />
            <source>Protection from the chosen color (this doesn't remove the Aura that grants it).</source>
            <translation>プロテクション（選ばれた色）（この効果はそれを与えているオーラを外さない）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="46" />
            <source>Toxic {n} (players dealt combat damage by this also get {n} poison counter(s)).</source>
            <translation>毒性{n}（これから戦闘ダメージを受けたプレイヤーは、さらに毒カウンターを{n}個得る）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="50" />
            <source>Bushido {n}: whenever this becomes blocked, it gets +{n}/+{n} until end of turn.</source>
            <translation>武士道{n}：これがブロックされるたび、これはターン終了時まで+{n}/+{n}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="56" />
            <source>Ward {cost} (whenever this becomes the target of a spell or ability an opponent controls, counter it unless that player pays {cost}).</source>
            <translation>護法{cost}（これが対戦相手がコントロールする呪文や能力の対象になるたび、そのプレイヤーが{cost}を支払わないかぎり、それを打ち消す）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="59" />
            <source>Echo {cost} (at the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay {cost}).</source>
            <translation>エコー{cost}（あなたのアップキープの開始時に、これがあなたの直前のアップキープの開始時以降にあなたのコントロール下になっていた場合、あなたが{cost}を支払わないかぎり、これを生け贄に捧げる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="62" />
            <source>Cumulative upkeep: pay {n} life (at the beginning of your upkeep, put an age counter on this, then pay {n} life for each age counter on it or sacrifice it).</source>
            <translation>累加アップキープ ― {n}点のライフを支払う（あなたのアップキープの開始時に、これの上に経年カウンターを1個置き、その上の経年カウンター1個につき{n}点のライフを支払うか、これを生け贄に捧げる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="65" />
            <source>Cumulative upkeep {cost} (at the beginning of your upkeep, put an age counter on this, then pay {cost} for each age counter on it or sacrifice it).</source>
            <translation>累加アップキープ{cost}（あなたのアップキープの開始時に、これの上に経年カウンターを1個置き、その上の経年カウンター1個につき{cost}を支払うか、これを生け贄に捧げる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="76" />
            <source>Modular {n}: when this dies, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this.</source>
            <translation>接合{n}：これが死亡したとき、これの上の+1/+1カウンター1個につき1個の+1/+1カウンターを、対象のアーティファクト・クリーチャーの上に置いてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="79" />
            <source>Evolve (whenever a creature you control enters, if its power or toughness is greater than this creature's, put a +1/+1 counter on this).</source>
            <translation>進化（あなたがコントロールするクリーチャーが戦場に出るたび、そのパワーかタフネスがこのクリーチャーのものより大きい場合、これの上に+1/+1カウンターを1個置く）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="82" />
            <source>Convoke (each creature you tap while casting this spell pays for {1} or one mana of that creature's color).</source>
            <translation>召集（この呪文を唱える際にあなたがタップしたクリーチャーはそれぞれ、{1}かそのクリーチャーの色のマナ1点を支払う）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="85" />
            <source>Improvise (each artifact you tap after you're done activating mana abilities pays for {1}).</source>
            <translation>即席（マナ能力を起動し終えた後にあなたがタップしたアーティファクトはそれぞれ{1}を支払う）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="88" />
            <source>Persist (when this is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it).</source>
            <translation>頑強（これが戦場から墓地に置かれたとき、その上に-1/-1カウンターが置かれていなかった場合、それを-1/-1カウンターが1個置かれた状態でオーナーのコントロール下で戦場に戻す）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="91" />
            <source>Undying (when this dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it).</source>
            <translation>不死（これが死亡したとき、その上に+1/+1カウンターが置かれていなかった場合、それを+1/+1カウンターが1個置かれた状態でオーナーのコントロール下で戦場に戻す）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="94" />
            <source>Battle cry (whenever this attacks, each other attacking creature gets +1/+0 until end of turn).</source>
            <translation>戦闘の雄叫び（これが攻撃するたび、他の攻撃クリーチャーはそれぞれターン終了時まで+1/+0の修整を受ける）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="97" />
            <source>Flanking (whenever a creature without flanking blocks this, the blocking creature gets -1/-1 until end of turn).</source>
            <translation>側面攻撃（側面攻撃を持たないクリーチャーがこれをブロックするたび、ブロックしているクリーチャーはターン終了時まで-1/-1の修整を受ける）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="114" />
            <source>It can't be regenerated.</source>
            <translation>それは再生できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="49" />
            <source>Bushido {n}: whenever this blocks, it gets +{n}/+{n} until end of turn.</source>
            <translation>武士道{n}：これがブロックするたび、これはターン終了時まで+{n}/+{n}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="54" />
            <source>Ward—Pay {n} life (whenever this becomes the target of a spell or ability an opponent controls, counter it unless that player pays {n} life).</source>
            <translation>護法―{n}点のライフを支払う（これが対戦相手がコントロールする呪文や能力の対象になるたび、そのプレイヤーが{n}点のライフを支払わないかぎり、それを打ち消す）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="68" />
            <source>Protection from {quality}.</source>
            <translation>プロテクション（{quality}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="111" />
            <source>A creature dealt damage this way can't be regenerated this turn.</source>
            <translation>この方法でダメージを与えられたクリーチャーは、このターン再生できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/keyword_text.py" line="113" />
            <source>They can't be regenerated.</source>
            <translation>それらは再生できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="14" />
            <source>Each land is a {types} in addition to its other land types.</source>
            <translation>各土地は、他の土地タイプに加えて{types}である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="15" />
            <source>Each nonbasic land is a {types} in addition to its other land types.</source>
            <translation>基本でない各土地は、他の土地タイプに加えて{types}である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="16" />
            <source>Each land you control is a {types} in addition to its other land types.</source>
            <translation>あなたがコントロールする各土地は、他の土地タイプに加えて{types}である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="17" />
            <source>Each land is a {types}, without its other land types and abilities.</source>
            <translation>各土地は{types}であり、他の土地タイプと能力を持たない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="18" />
            <source>Each nonbasic land is a {types}, without its other land types and abilities.</source>
            <translation>基本でない各土地は{types}であり、他の土地タイプと能力を持たない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="19" />
            <source>Each land you control is a {types}, without its other land types and abilities.</source>
            <translation>あなたがコントロールする各土地は{types}であり、他の土地タイプと能力を持たない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="25" />
            <source>Enchanted artifact is a creature with base power and toughness {p}/{t} in addition to its other types.</source>
            <translation>エンチャントされているアーティファクトは、他のタイプに加えて基本のパワーとタフネスが{p}/{t}のクリーチャーである。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="33" />
            <source>Lands you control are every basic land type in addition to their other types.</source>
            <translation>あなたがコントロールする土地は、他のタイプに加えてすべての基本土地タイプである。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="35" />
            <source>Each land is every basic land type in addition to its other types.</source>
            <translation>各土地は、他のタイプに加えてすべての基本土地タイプである。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/land_type_text.py" line="39" />
            <source>Each {subtype} is a {types}, without its other land types and abilities.</source>
            <translation>各{subtype}は{types}であり、他の土地タイプと能力を持たない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="19" />
            <source>Each player may search their library for up to {n} {what}.</source>
            <translation>各プレイヤーは自分のライブラリーから{what}を最大{n}枚まで探してもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="46" />
            <source>a card with the chosen name</source>
            <translation>選ばれた名前を持つカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="21" />
            <source>Search your library for {n} {what}.</source>
            <translation>あなたのライブラリーから{what}を{n}枚探す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="41" />
            <source>Then shuffle.</source>
            <translation>その後ライブラリーを切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="48" />
            <source>Reveal cards from the top of your library until you reveal {what}.</source>
            <translation>あなたは{what}が公開されるまで、あなたのライブラリーの一番上からカードを公開する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="82" />
            <source>Reveal the top {count} cards of your library.</source>
            <translation>あなたのライブラリーの一番上から{count}枚のカードを公開する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="94" />
            <source>Put the rest into your graveyard.</source>
            <translation>残りを墓地に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="111" />
            <source>Look at the top X cards of your library.</source>
            <translation>あなたのライブラリーの一番上からX枚のカードを見る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="23" />
            <source>Search your library for up to {n} {what} that share a land type.</source>
            <translation>あなたのライブラリーから、土地タイプを共有する{what}を最大{n}枚まで探す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="25" />
            <source>Search your library for up to {n} {what}.</source>
            <translation>あなたのライブラリーから{what}を最大{n}枚まで探す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="28" />
            <source>Reveal them.</source>
            <translation>それらを公開する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="30" />
            <source>{player} chooses one. Put that card into your hand and the rest into your graveyard.</source>
            <translation>{player}はそのうち1枚を選ぶ。そのカードをあなたの手札に加え、残りをあなたの墓地に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="53" />
            <source>Put that card into your hand.</source>
            <translation>そのカードをあなたの手札に加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="55" />
            <source>Put the other revealed cards on the bottom of your library in a random order.</source>
            <translation>公開された他のカードを無作為の順番であなたのライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="64" />
            <source>Defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.</source>
            <translation>防御プレイヤーは自分のライブラリーの一番上のカードを公開する。それが土地・カードなら、そのプレイヤーはそれを手札に加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="72" />
            <source>Reveal the top card of your library. If it's a land card, put it into your hand.</source>
            <translation>あなたのライブラリーの一番上のカードを公開する。それが土地・カードなら、それを手札に加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="85" />
            <source>Put all {kind} cards revealed this way into your hand and the rest on the bottom of your library in any order.</source>
            <translation>これにより公開された{kind}・カードをすべて手札に加え、残りを好きな順番でライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="90" />
            <source>You may put {what} and/or {other} from among them into your hand.</source>
            <translation>その中から{what}と{other}のうち一方または両方を1枚ずつ手札に加えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="93" />
            <source>You may put {what} from among them into your hand.</source>
            <translation>その中から{what}を1枚手札に加えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="107" />
            <source>Put up to one of them on top of your library and the rest on the bottom of your library in a random order.</source>
            <translation>そのうち最大1枚をライブラリーの一番上に置き、残りを無作為の順番でライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="110" />
            <source>If X is greater than or equal to the number of cards in your library, you win the game.</source>
            <translation>Xがあなたのライブラリーにあるカードの枚数以上であるなら、あなたはゲームに勝利する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="113" />
            <source>Put {take} of them into your hand and the rest on the bottom of your library in a random order.</source>
            <translation>そのうち{take}枚を手札に加え、残りを無作為の順番でライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="116" />
            <source>Put {take} of them into your hand and the rest on the bottom of your library in any order.</source>
            <translation>そのうち{take}枚を手札に加え、残りを好きな順番でライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="126" />
            <source>Reveal the top card of your library. Counter that spell if it has the same mana value as the revealed card.</source>
            <translation>あなたのライブラリーの一番上のカードを公開する。その呪文が公開したカードと同じマナ総量を持つなら、その呪文を打ち消す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="135" />
            <source>Reveal the top card of your library. Draw cards equal to that card's mana value.</source>
            <translation>あなたのライブラリーの一番上のカードを公開する。そのカードのマナ総量に等しい枚数のカードを引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="137" />
            <source>Put it onto the battlefield.</source>
            <translation>それを戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="141" />
            <source>Exile the top {n} card(s) of your library.</source>
            <translation>あなたのライブラリーの一番上から{n}枚のカードを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="143" />
            <source>Exile the top card of your library. You may put that card into your hand unless it has the same name as another card exiled this way. Repeat this process until you put a card into your hand or you exile two cards with the same name.</source>
            <translation>あなたのライブラリーの一番上のカードを追放する。これにより追放された他のカードと同じ名前を持たないかぎり、あなたはそのカードをあなたの手札に加えてもよい。あなたが手札にカードを加えるか、同じ名前を持つ2枚のカードを追放するまで、この手順を繰り返す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="33" />
            <source>Put one onto the battlefield tapped and the other into your hand.</source>
            <translation>そのうち1枚をタップ状態で戦場に出し、もう1枚をあなたの手札に加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="50" />
            <source>Put that card onto the battlefield tapped.</source>
            <translation>そのカードをタップ状態で戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="51" />
            <source>Put that card onto the battlefield.</source>
            <translation>そのカードを戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="56" />
            <source>Put the other revealed cards into your graveyard.</source>
            <translation>公開された他のカードをあなたの墓地に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="57" />
            <source>Exile the other revealed cards.</source>
            <translation>公開された他のカードを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="68" />
            <source>Reveal the top card of your library. If it's a land card, put it onto the battlefield tapped.</source>
            <translation>あなたのライブラリーの一番上のカードを公開する。それが土地・カードなら、それをタップ状態で戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="70" />
            <source>Reveal the top card of your library. If it's a land card, put it onto the battlefield.</source>
            <translation>あなたのライブラリーの一番上のカードを公開する。それが土地・カードなら、それを戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="130" />
            <source>Target player searches their library for {what}, puts it onto the battlefield tapped, then shuffles.</source>
            <translation>対象のプレイヤーは自分のライブラリーから{what}を1枚探し、それをタップ状態で戦場に出し、その後ライブラリーを切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="132" />
            <source>Target player searches their library for {what}, puts it onto the battlefield, then shuffles.</source>
            <translation>対象のプレイヤーは自分のライブラリーから{what}を1枚探し、それを戦場に出し、その後ライブラリーを切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="35" />
            <source>Put them onto the battlefield tapped.</source>
            <translation>それらをタップ状態で戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="36" />
            <source>Put them onto the battlefield.</source>
            <translation>それらを戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="38" />
            <source>Put them into their hand.</source>
            <translation>それらを自分の手札に加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_action_text.py" line="40" />
            <source>Put them into your hand.</source>
            <translation>それらを手札に加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="17" />
            <source>Look at the top {count} cards of your library.</source>
            <translation>あなたのライブラリーの一番上から{count}枚のカードを見る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="37" />
            <source>Put {take} of them into your hand and the rest into your graveyard.</source>
            <translation>そのうち{take}枚を手札に加え、残りを墓地に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="58" />
            <source>Look at the top {count} cards of your library, then put them back in any order.</source>
            <translation>あなたのライブラリーの一番上から{count}枚のカードを見て、それらを好きな順番で戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="61" />
            <source>Shuffle.</source>
            <translation>ライブラリーを切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="63" />
            <source>Each player puts a creature card from their graveyard onto the battlefield.</source>
            <translation>各プレイヤーはそれぞれ自分の墓地からクリーチャー・カード1枚を戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="68" />
            <source>{player} puts {count} cards from their hand on top of their library in any order.</source>
            <translation>{player}は自分の手札からカード{count}枚を好きな順番で自分のライブラリーの一番上に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="73" />
            <source>Put {count} cards from your hand on top of your library in any order.</source>
            <translation>あなたの手札からカード{count}枚を好きな順番でライブラリーの一番上に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="84" />
            <source>{player} reveals their hand. You choose {what} from it. That player discards that card.</source>
            <translation>{player}は自分の手札を公開する。あなたはその中から{what}を1枚選ぶ。そのプレイヤーはそのカードを捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="87" />
            <source>{player} discards {count} cards unless they discard {what}.</source>
            <translation>{player}は{what}を1枚捨てない限り、カードを{count}枚捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="90" />
            <source>Look at {player}'s hand.</source>
            <translation>{player}の手札を見る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="92" />
            <source>{player} discards {count} card(s) at random.</source>
            <translation>{player}は無作為にカードを{count}枚捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="98" />
            <source>Put {target} on the bottom of its owner's library.</source>
            <translation>{target}をオーナーのライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="100" />
            <source>Put {target} onto the battlefield under your control.</source>
            <translation>{target}をあなたのコントロール下で戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="108" />
            <source>Reveal the top card of your library and put that card into your hand.</source>
            <translation>あなたのライブラリーの一番上のカードを公開し、そのカードを手札に加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="113" />
            <source>Exile {player}'s graveyard.</source>
            <translation>{player}の墓地を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="117" />
            <source>Put {what} from your hand onto the battlefield.</source>
            <translation>あなたの手札から{what}を1枚戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="120" />
            <source>Add {colors}, {count} time(s) (each chosen).</source>
            <translation>{colors}を{count}回加える（そのつど選ぶ）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="124" />
            <source>Add one mana of any color.</source>
            <translation>好きな色1色のマナ1点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="24" />
            <source>You may reveal any number of {what} from among them and put the revealed cards into your hand.</source>
            <translation>その中から{what}を好きな枚数公開し、公開したカードを手札に加えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="27" />
            <source>You may reveal {what} from among them and put it into your hand.</source>
            <translation>その中から{what}を1枚公開し、それを手札に加えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="56" />
            <source>Scry {n}.</source>
            <translation>占術{n}を行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="56" />
            <source>Surveil {n}.</source>
            <translation>諜報{n}を行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="66" />
            <source>{player} puts a card from their hand on top of their library.</source>
            <translation>{player}は自分の手札からカード1枚を自分のライブラリーの一番上に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="72" />
            <source>Put a card from your hand on top of your library.</source>
            <translation>あなたの手札からカード1枚をライブラリーの一番上に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="80" />
            <source>{player} reveals their hand and you choose {what} from it. Exile that card.</source>
            <translation>{player}は自分の手札を公開し、あなたはその中から{what}を1枚選ぶ。そのカードを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="82" />
            <source>{player} reveals their hand. You choose {what} from it with mana value {n} or less. That player discards that card.</source>
            <translation>{player}は自分の手札を公開する。あなたはその中からマナ総量が{n}以下の{what}を1枚選ぶ。そのプレイヤーはそのカードを捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="97" />
            <source>Put {target} on top of its owner's library.</source>
            <translation>{target}をオーナーのライブラリーの一番上に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="102" />
            <source>Put {target} onto the battlefield tapped under your control.</source>
            <translation>{target}をタップ状態であなたのコントロール下で戦場に出す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="105" />
            <source>You lose life equal to its mana value.</source>
            <translation>あなたはそれのマナ総量に等しい点数のライフを失う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="123" />
            <source>Add {count} mana in any combination of colors.</source>
            <translation>好きな色の組み合わせのマナ{count}点を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="31" />
            <source>Put the rest on the bottom of your library in a random order.</source>
            <translation>残りを無作為の順番でライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="33" />
            <source>Put the rest on the bottom of your library in any order.</source>
            <translation>残りを好きな順番でライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="45" />
            <source>Put {take} of them into your hand and the other on the bottom of your library.</source>
            <translation>そのうち{take}枚を手札に加え、もう1枚をライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="55" />
            <source>Scry 1.</source>
            <translation>占術1を行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/library_text.py" line="55" />
            <source>Surveil 1.</source>
            <translation>諜報1を行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="17" />
            <source>artifacts</source>
            <translation>アーティファクト</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="18" />
            <source>creatures</source>
            <translation>クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="19" />
            <source>enchantments</source>
            <translation>エンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="20" />
            <source>planeswalkers</source>
            <translation>プレインズウォーカー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="21" />
            <source>lands</source>
            <translation>土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="22" />
            <source>battles</source>
            <translation>バトル</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="23" />
            <source>permanents</source>
            <translation>パーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="24" />
            <source>nonland permanents</source>
            <translation>土地でないパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="25" />
            <source>nontoken creatures</source>
            <translation>トークンでないクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="26" />
            <source>nonland, nontoken permanents</source>
            <translation>土地でもトークンでもないパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="27" />
            <source>artifacts and enchantments</source>
            <translation>アーティファクトとエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="28" />
            <source>artifacts and creatures</source>
            <translation>アーティファクトとクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="29" />
            <source>creatures and planeswalkers</source>
            <translation>クリーチャーとプレインズウォーカー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="30" />
            <source>creatures and lands</source>
            <translation>クリーチャーと土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="31" />
            <source>artifacts and lands</source>
            <translation>アーティファクトと土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="32" />
            <source>artifacts, creatures, and enchantments</source>
            <translation>アーティファクトとクリーチャーとエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="33" />
            <source>artifacts, creatures, and lands</source>
            <translation>アーティファクトとクリーチャーと土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="34" />
            <source>artifacts, enchantments, and planeswalkers</source>
            <translation>アーティファクトとエンチャントとプレインズウォーカー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="38" />
            <source>Destroy all {what}.</source>
            <translation>{what}をすべて破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="39" />
            <source>Destroy all {what} you control.</source>
            <translation>あなたがコントロールする{what}をすべて破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="40" />
            <source>Destroy all {what} your opponents control.</source>
            <translation>対戦相手がコントロールする{what}をすべて破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="41" />
            <source>Exile all {what}.</source>
            <translation>{what}をすべて追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="42" />
            <source>Exile all {what} you control.</source>
            <translation>あなたがコントロールする{what}をすべて追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="43" />
            <source>Exile all {what} your opponents control.</source>
            <translation>対戦相手がコントロールする{what}をすべて追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="44" />
            <source>Return all {what} to their owners' hands.</source>
            <translation>{what}をすべてオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="45" />
            <source>Return all {what} you control to their owners' hands.</source>
            <translation>あなたがコントロールする{what}をすべてオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="46" />
            <source>Return all {what} your opponents control to their owners' hands.</source>
            <translation>対戦相手がコントロールする{what}をすべてオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="47" />
            <source>Put all {what} on the bottom of their owners' libraries.</source>
            <translation>{what}をすべてオーナーのライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="48" />
            <source>Put all {what} you control on the bottom of their owners' libraries.</source>
            <translation>あなたがコントロールする{what}をすべてオーナーのライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="49" />
            <source>Put all {what} your opponents control on the bottom of their owners' libraries.</source>
            <translation>対戦相手がコントロールする{what}をすべてオーナーのライブラリーの一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="50" />
            <source>Tap all {what}.</source>
            <translation>{what}をすべてタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="51" />
            <source>Tap all {what} you control.</source>
            <translation>あなたがコントロールする{what}をすべてタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="52" />
            <source>Tap all {what} your opponents control.</source>
            <translation>対戦相手がコントロールする{what}をすべてタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="53" />
            <source>Untap all {what}.</source>
            <translation>{what}をすべてアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="54" />
            <source>Untap all {what} you control.</source>
            <translation>あなたがコントロールする{what}をすべてアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="55" />
            <source>Untap all {what} your opponents control.</source>
            <translation>対戦相手がコントロールする{what}をすべてアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="81" />
            <source>{player} discards all the cards in their hand, then draws that many cards.</source>
            <translation>{player}は自分の手札をすべて捨て、その後その枚数のカードを引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="84" />
            <source>Proliferate.</source>
            <translation>増殖を行う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="88" />
            <source>Each creature deals {n} damage to its controller.</source>
            <translation>各クリーチャーはそれぞれ自身のコントローラーに{n}点のダメージを与える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="90" />
            <source>Destroy all {what} with mana value {n} or less.</source>
            <translation>マナ総量が{n}以下の{what}をすべて破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="69" />
            <source>Each player shuffles their hand and graveyard into their library, then draws {n} card(s).</source>
            <translation>各プレイヤーは自分の手札と墓地を自分のライブラリーに加えて切り直し、その後カードを{n}枚引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="72" />
            <source>Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way.</source>
            <translation>各プレイヤーは自分の手札をすべて捨て、その後、この方法で1人のプレイヤーが捨てたカードの枚数のうち最も多い枚数に等しい枚数のカードを引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="75" />
            <source>Each player discards their hand, then draws {n} card(s).</source>
            <translation>各プレイヤーは自分の手札をすべて捨て、その後カードを{n}枚引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="77" />
            <source>{player} discards their hand, then draws {n} card(s).</source>
            <translation>{player}は自分の手札をすべて捨て、その後カードを{n}枚引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mass_text.py" line="80" />
            <source>Each player discards all the cards in their hand, then draws that many cards.</source>
            <translation>各プレイヤーは自分の手札をすべて捨て、その後その枚数のカードを引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mode_text.py" line="20" />
            <source>Add {mana} for each card in {player}'s hand.</source>
            <translation>{player}の手札にあるカード1枚につき{mana}を加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mode_text.py" line="23" />
            <source>Destroy {target} and you lose life equal to its toughness.</source>
            <translation>{target}を破壊し、あなたはそれのタフネスに等しい点数のライフを失う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/mode_text.py" line="26" />
            <source>Return {target} and all Auras you control attached to it to their owner's hand.</source>
            <translation>{target}と、それにつけられていてあなたがコントロールしているすべてのオーラを、オーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/phasing_text.py" line="28" />
            <source>target creatures</source>
            <translation>対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/phasing_text.py" line="31" />
            <source>Up to {n} {what} phase out (until their controllers' next untap step).</source>
            <translation>最大{n}つの{what}はフェイズ・アウトする(それぞれのコントローラーの次のアンタップ・ステップまで)。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/phasing_text.py" line="18" />
            <source>{target} phases out (until its controller's next untap step).</source>
            <translation>{target}はフェイズ・アウトする(そのコントローラーの次のアンタップ・ステップまで)。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/phasing_text.py" line="25" />
            <source>Up to one {target} phases out (until its controller's next untap step).</source>
            <translation>最大1つの{target}はフェイズ・アウトする(そのコントローラーの次のアンタップ・ステップまで)。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/phasing_text.py" line="30" />
            <source>Any number of {what} phase out (until their controllers' next untap step).</source>
            <translation>望む数の{what}はフェイズ・アウトする(それぞれのコントローラーの次のアンタップ・ステップまで)。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="20" />
            <source>{player} sacrifices a permanent of their choice.</source>
            <translation>{player}は自分が選んだパーマネント1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="21" />
            <source>{player} sacrifices a creature of their choice.</source>
            <translation>{player}は自分が選んだクリーチャー1体を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="22" />
            <source>{player} sacrifices a nontoken creature of their choice.</source>
            <translation>{player}は自分が選んだトークンでないクリーチャー1体を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="23" />
            <source>{player} sacrifices a creature token of their choice.</source>
            <translation>{player}は自分が選んだクリーチャー・トークン1体を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="24" />
            <source>{player} sacrifices a planeswalker of their choice.</source>
            <translation>{player}は自分が選んだプレインズウォーカー1体を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="25" />
            <source>{player} sacrifices an artifact of their choice.</source>
            <translation>{player}は自分が選んだアーティファクト1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="26" />
            <source>{player} sacrifices an enchantment of their choice.</source>
            <translation>{player}は自分が選んだエンチャント1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="27" />
            <source>{player} sacrifices a land of their choice.</source>
            <translation>{player}は自分が選んだ土地1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="28" />
            <source>{player} sacrifices an artifact or enchantment of their choice.</source>
            <translation>{player}は自分が選んだアーティファクトかエンチャント1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="29" />
            <source>{player} sacrifices a creature or planeswalker of their choice.</source>
            <translation>{player}は自分が選んだクリーチャーかプレインズウォーカー1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="30" />
            <source>{player} sacrifices an artifact or creature of their choice.</source>
            <translation>{player}は自分が選んだアーティファクトかクリーチャー1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="31" />
            <source>{player} sacrifices a nonland permanent of their choice.</source>
            <translation>{player}は自分が選んだ土地でないパーマネント1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="32" />
            <source>{player} sacrifices a nontoken artifact of their choice.</source>
            <translation>{player}は自分が選んだトークンでないアーティファクト1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="36" />
            <source>{player} sacrifices {count} permanents of their choice.</source>
            <translation>{player}は自分が選んだパーマネント{count}つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="37" />
            <source>{player} sacrifices {count} creatures of their choice.</source>
            <translation>{player}は自分が選んだクリーチャー{count}体を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="38" />
            <source>{player} sacrifices {count} lands of their choice.</source>
            <translation>{player}は自分が選んだ土地{count}つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="39" />
            <source>{player} sacrifices {count} nonland permanents of their choice.</source>
            <translation>{player}は自分が選んだ土地でないパーマネント{count}つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="45" />
            <source>Sacrifice a permanent.</source>
            <translation>パーマネント1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="46" />
            <source>Sacrifice a creature.</source>
            <translation>クリーチャー1体を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="47" />
            <source>Sacrifice a nontoken creature.</source>
            <translation>トークンでないクリーチャー1体を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="48" />
            <source>Sacrifice an artifact.</source>
            <translation>アーティファクト1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="49" />
            <source>Sacrifice an enchantment.</source>
            <translation>エンチャント1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="50" />
            <source>Sacrifice a land.</source>
            <translation>土地1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="51" />
            <source>Sacrifice a nonland permanent.</source>
            <translation>土地でないパーマネント1つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="54" />
            <source>Sacrifice {count} permanents.</source>
            <translation>パーマネント{count}つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="55" />
            <source>Sacrifice {count} creatures.</source>
            <translation>クリーチャー{count}体を生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="56" />
            <source>Sacrifice {count} lands.</source>
            <translation>土地{count}つを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="126" />
            <source>Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.</source>
            <translation>選ばれた名前を持つ発生源の起動型能力は、それがマナ能力でないかぎり起動できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="77" />
            <source>Separate all permanents {player} controls into two piles. That player sacrifices all permanents in the pile of their choice.</source>
            <translation>{player}がコントロールするすべてのパーマネントを2つの束に分ける。そのプレイヤーは自分が選んだ束のパーマネントをすべて生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="82" />
            <source>{player} exiles a card from their hand.</source>
            <translation>{player}は自分の手札からカード1枚を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="84" />
            <source>Look at the top card of {player}'s library. You may put that card on the bottom of that player's library.</source>
            <translation>{player}のライブラリーの一番上のカードを見る。あなたはそのカードをそのプレイヤーのライブラリーの一番下に置いてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="87" />
            <source>Exile all cards from {player}'s library.</source>
            <translation>{player}のライブラリーにあるすべてのカードを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="94" />
            <source>Destroy each permanent without a {counter} counter on it.</source>
            <translation>{counter}カウンターが置かれていない各パーマネントを破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="100" />
            <source>Prevent all combat damage that would be dealt to and dealt by that creature this turn.</source>
            <translation>このターン、そのクリーチャーに与えられる戦闘ダメージとそのクリーチャーが与える戦闘ダメージをすべて軽減する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="102" />
            <source>Prevent all damage that sources of the color of your choice would deal this turn.</source>
            <translation>このターン、あなたが選んだ色の発生源が与えるすべてのダメージを軽減する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="104" />
            <source>Remove all {counter} counters from all permanents.</source>
            <translation>すべてのパーマネントからすべての{counter}カウンターを取り除く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="113" />
            <source>{player} reveals their hand and discards all cards with that name.</source>
            <translation>{player}は自分の手札を公開し、その名前を持つすべてのカードを捨てる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="123" />
            <source>As this enters, choose a card name.</source>
            <translation>これが戦場に出るに際し、カード名1つを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="125" />
            <source>Activated abilities of sources with the chosen name can't be activated.</source>
            <translation>選ばれた名前を持つ発生源の起動型能力は起動できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="133" />
            <source>This deals {n} damage to {player} or a planeswalker that player controls.</source>
            <translation>これは{player}かそのプレイヤーがコントロールするプレインズウォーカー1体に{n}点のダメージを与える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="81" />
            <source>{player} exiles a card from their graveyard.</source>
            <translation>{player}は自分の墓地からカード1枚を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="92" />
            <source>Destroy each nonland permanent without a {counter} counter on it.</source>
            <translation>{counter}カウンターが置かれていない土地でない各パーマネントを破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="97" />
            <source>Prevent all combat damage that would be dealt this turn.</source>
            <translation>このターンに与えられる戦闘ダメージをすべて軽減する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="99" />
            <source>Prevent all combat damage that would be dealt to and dealt by this creature this turn.</source>
            <translation>このターン、このクリーチャーに与えられる戦闘ダメージとこのクリーチャーが与える戦闘ダメージをすべて軽減する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="111" />
            <source>Choose a nonland card name.</source>
            <translation>土地でないカード名1つを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="111" />
            <source>Choose a card name.</source>
            <translation>カード名1つを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/player_text.py" line="122" />
            <source>As this enters, choose a nonland card name.</source>
            <translation>これが戦場に出るに際し、土地でないカード名1つを選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="16" />
            <source>instants</source>
            <translation>インスタント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="16" />
            <source>everything</source>
            <translation>すべて</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="16" />
            <source>multicolored</source>
            <translation>多色</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="17" />
            <source>monocolored</source>
            <translation>単色</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="37" />
            <source>{who} gains protection from {qualities} until end of turn.</source>
            <translation>{who}はターン終了時まで、{qualities}からのプロテクションを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="31" />
            <source>Choose a color. {who} gain protection from the chosen color until end of turn.</source>
            <translation>色を1色選ぶ。{who}はターン終了時まで、選ばれた色からのプロテクションを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="33" />
            <source>{who} gains protection from the color of your choice until end of turn.</source>
            <translation>{who}はターン終了時まで、あなたが選んだ色からのプロテクションを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="35" />
            <source>{who} gains protection from artifacts or from the color of your choice until end of turn.</source>
            <translation>{who}はターン終了時まで、アーティファクトからのプロテクションか、あなたが選んだ色からのプロテクションを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/protection_text.py" line="29" />
            <source>Choose a color. {color} creatures among {who} gain protection from the chosen color until end of turn.</source>
            <translation>色を1色選ぶ。{who}のうち{color}のクリーチャーはターン終了時まで、選ばれた色からのプロテクションを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="26" />
            <source>Spend this mana only to cast colorless {subtype} spells or activate abilities of colorless {subtype}.</source>
            <translation>このマナは、無色の{subtype}呪文を唱えるためか、無色の{subtype}の能力を起動するためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="28" />
            <source>Spend this mana only to cast a {subtype} creature spell.</source>
            <translation>このマナは、{subtype}・クリーチャー呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="30" />
            <source>Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.</source>
            <translation>このマナは、選ばれたタイプのクリーチャー呪文を唱えるためにのみ使え、その呪文は打ち消されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="32" />
            <source>Spend this mana only to cast a creature spell of the chosen type.</source>
            <translation>このマナは、選ばれたタイプのクリーチャー呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="34" />
            <source>Spend this mana only to cast a legendary spell, and that spell can't be countered.</source>
            <translation>このマナは、伝説の呪文を唱えるためにのみ使え、その呪文は打ち消されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="35" />
            <source>Spend this mana only to cast a legendary spell.</source>
            <translation>このマナは、伝説の呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="36" />
            <source>Spend this mana only to cast creature spells.</source>
            <translation>このマナは、クリーチャー呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="37" />
            <source>Spend this mana only to cast artifact spells.</source>
            <translation>このマナは、アーティファクト呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="39" />
            <source>Spend this mana only to cast planeswalker spells.</source>
            <translation>このマナは、プレインズウォーカー呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="40" />
            <source>Spend this mana only to cast instant spells.</source>
            <translation>このマナは、インスタント呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="41" />
            <source>Spend this mana only to cast sorcery spells.</source>
            <translation>このマナは、ソーサリー呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="43" />
            <source>Spend this mana only to cast enchantment spells.</source>
            <translation>このマナは、エンチャント呪文を唱えるためにのみ使える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restricted_text.py" line="76" />
            <source>If that mana is spent on a creature spell, it gains haste until end of turn.</source>
            <translation>そのマナがクリーチャー呪文に使われた場合、それはターン終了時まで速攻を得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="13" />
            <source>You may cast noncreature spells as though they had flash.</source>
            <translation>あなたはクリーチャーでない呪文を、それが瞬速を持っているかのように唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="14" />
            <source>You may cast sorcery spells as though they had flash.</source>
            <translation>あなたはソーサリー呪文を、それが瞬速を持っているかのように唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="15" />
            <source>You may cast spells as though they had flash.</source>
            <translation>あなたは呪文を、それが瞬速を持っているかのように唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="16" />
            <source>Until your next turn, you may cast noncreature spells as though they had flash.</source>
            <translation>あなたの次のターンまで、あなたはクリーチャーでない呪文を、それが瞬速を持っているかのように唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="17" />
            <source>Until your next turn, you may cast sorcery spells as though they had flash.</source>
            <translation>あなたの次のターンまで、あなたはソーサリー呪文を、それが瞬速を持っているかのように唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="18" />
            <source>Until your next turn, you may cast spells as though they had flash.</source>
            <translation>あなたの次のターンまで、あなたは呪文を、それが瞬速を持っているかのように唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="25" />
            <source>Spells you control can't be countered.</source>
            <translation>あなたがコントロールする呪文は打ち消されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="29" />
            <source>During your turn, your opponents can't activate abilities of artifacts, creatures, or enchantments.</source>
            <translation>あなたのターンの間、あなたの対戦相手はアーティファクトやクリーチャーやエンチャントの能力を起動できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="32" />
            <source>Domain — This spell costs {cost} less to cast for each basic land type among lands you control.</source>
            <translation>版図 ― この呪文を唱えるためのコストは、あなたがコントロールする土地の中の基本土地タイプ1種類につき{cost}少なくなる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="37" />
            <source>This spell costs {cost} less to cast for each thing counted (X times).</source>
            <translation>この呪文を唱えるためのコストは、数えたもの1つにつき{cost}少なくなる（X回）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="41" />
            <source>You can't cast this during your first, second, or third turns of the game.</source>
            <translation>あなたはこのゲームのあなたの第1、第2、第3ターンの間、これを唱えられない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="45" />
            <source>This can't be blocked except by creatures with flying.</source>
            <translation>これは飛行を持つクリーチャー以外にはブロックされない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="47" />
            <source>This can't block creatures with power {n} or greater.</source>
            <translation>これはパワーが{n}以上のクリーチャーをブロックできない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="57" />
            <source>Your opponents can't cast spells this turn.</source>
            <translation>このターン、あなたの対戦相手は呪文を唱えられない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="59" />
            <source>Players can't gain life this turn.</source>
            <translation>このターン、プレイヤーはライフを得られない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="61" />
            <source>Damage can't be prevented this turn.</source>
            <translation>このターン、ダメージは軽減されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="63" />
            <source>Spells you control can't be countered this turn.</source>
            <translation>このターン、あなたがコントロールする呪文は打ち消されない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="67" />
            <source>{target} can't attack or block this turn.</source>
            <translation>{target}はこのターン、攻撃もブロックもできない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="69" />
            <source>You may cast spells this turn as though they had flash.</source>
            <translation>このターン、あなたは呪文を、それが瞬速を持っているかのように唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="71" />
            <source>{target} can't block this turn.</source>
            <translation>{target}はこのターン、ブロックできない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="78" />
            <source>It can't attack or block.</source>
            <translation>それは攻撃もブロックもできない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="80" />
            <source>It can't attack.</source>
            <translation>それは攻撃できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="82" />
            <source>It can't block.</source>
            <translation>それはブロックできない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="44" />
            <source>This can't be blocked except by creatures with flying or reach.</source>
            <translation>これは飛行か到達を持つクリーチャー以外にはブロックされない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/restriction_text.py" line="56" />
            <source>Your opponents can't cast noncreature spells this turn.</source>
            <translation>このターン、あなたの対戦相手はクリーチャーでない呪文を唱えられない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="42" />
            <source>target nonland permanents</source>
            <translation>対象の土地でないパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="43" />
            <source>target creatures you don't control</source>
            <translation>あなたがコントロールしていない対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="43" />
            <source>target creatures you control</source>
            <translation>あなたがコントロールする対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="44" />
            <source>target permanents</source>
            <translation>対象のパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="44" />
            <source>target artifacts</source>
            <translation>対象のアーティファクト</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="45" />
            <source>target enchantments</source>
            <translation>対象のエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="45" />
            <source>target lands</source>
            <translation>対象の土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="45" />
            <source>target spells</source>
            <translation>対象の呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="46" />
            <source>target land cards from your graveyard</source>
            <translation>あなたの墓地にある対象の土地カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="47" />
            <source>target creature cards from your graveyard</source>
            <translation>あなたの墓地にある対象のクリーチャー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="48" />
            <source>target artifact cards from your graveyard</source>
            <translation>あなたの墓地にある対象のアーティファクト・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="49" />
            <source>target instant and/or sorcery cards from your graveyard</source>
            <translation>あなたの墓地にある対象のインスタントやソーサリーであるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="50" />
            <source>target cards from your graveyard</source>
            <translation>あなたの墓地にある対象のカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="52" />
            <source>Tap up to {n} {what}.</source>
            <translation>最大{n}つの{what}をタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="52" />
            <source>Untap up to {n} {what}.</source>
            <translation>最大{n}つの{what}をアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="53" />
            <source>Destroy up to {n} {what}.</source>
            <translation>最大{n}つの{what}を破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="53" />
            <source>Exile up to {n} {what}.</source>
            <translation>最大{n}つの{what}を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="54" />
            <source>Return up to {n} {what} to their owners' hands.</source>
            <translation>最大{n}つの{what}をオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="55" />
            <source>Tap any number of {what}.</source>
            <translation>望む数の{what}をタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="55" />
            <source>Untap any number of {what}.</source>
            <translation>望む数の{what}をアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="56" />
            <source>Destroy any number of {what}.</source>
            <translation>望む数の{what}を破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="56" />
            <source>Exile any number of {what}.</source>
            <translation>望む数の{what}を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="57" />
            <source>Return any number of {what} to their owners' hands.</source>
            <translation>望む数の{what}をオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="59" />
            <source>Tap {n} {what}.</source>
            <translation>{n}つの{what}をタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="59" />
            <source>Untap {n} {what}.</source>
            <translation>{n}つの{what}をアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="59" />
            <source>Destroy {n} {what}.</source>
            <translation>{n}つの{what}を破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="60" />
            <source>Exile {n} {what}.</source>
            <translation>{n}つの{what}を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="60" />
            <source>Return {n} {what} to their owners' hands.</source>
            <translation>{n}つの{what}をオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="73" />
            <source>Return up to {n} {what} to your hand.</source>
            <translation>最大{n}枚の{what}をあなたの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="17" />
            <source>Destroy {target} and all other permanents with the same name as that permanent.</source>
            <translation>{target}と、それと同じ名前を持つ他のすべてのパーマネントを破壊する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="20" />
            <source>{target} and all other creatures with the same name as that creature get {p:+d}/{t:+d} until end of turn.</source>
            <translation>ターン終了時まで、{target}と、それと同じ名前を持つ他のすべてのクリーチャーは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="25" />
            <source>This deals 2 damage divided as you choose among one or two targets.</source>
            <translation>これは、1つか2つの対象に、あなたが選んで割り振った2点のダメージを与える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="32" />
            <source>Choose new targets for {target}.</source>
            <translation>{target}の新しい対象を選ぶ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="34" />
            <source>Change the target of {target}.</source>
            <translation>{target}の対象を変更する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/same_name_text.py" line="72" />
            <source>Return {n} {what} to your hand.</source>
            <translation>{n}枚の{what}をあなたの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="35" />
            <source>you</source>
            <translation>あなた</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="35" />
            <source>each opponent</source>
            <translation>各対戦相手</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="35" />
            <source>each player</source>
            <translation>各プレイヤー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="36" />
            <source>each creature</source>
            <translation>各クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="36" />
            <source>each creature without flying</source>
            <translation>飛行を持たない各クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="37" />
            <source>each creature your opponents control</source>
            <translation>対戦相手がコントロールする各クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="38" />
            <source>creatures you control</source>
            <translation>あなたがコントロールするクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="39" />
            <source>artifact creatures you control</source>
            <translation>あなたがコントロールするアーティファクト・クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="40" />
            <source>creatures you control with a +1/+1 counter on them</source>
            <translation>+1/+1カウンターが置かれている、あなたがコントロールするクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="41" />
            <source>permanents you control</source>
            <translation>あなたがコントロールするパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="41" />
            <source>this</source>
            <translation>これ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="42" />
            <source>attacking creatures</source>
            <translation>攻撃クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="42" />
            <source>that player</source>
            <translation>そのプレイヤー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="43" />
            <source>each other attacking creature</source>
            <translation>他の攻撃クリーチャーそれぞれ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="44" />
            <source>the creature it's attached to</source>
            <translation>これがつけられているクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="53" />
            <source>that permanent's controller or that player</source>
            <translation>そのパーマネントのコントローラーかそのプレイヤー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="55" />
            <source>its controller</source>
            <translation>そのコントローラー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/sentences.py" line="57" />
            <source>its owner</source>
            <translation>そのオーナー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/special_text.py" line="16" />
            <source>Megamorph {cost} (you may cast this card face down as a 2/2 creature for {{3}}; turn it face up any time for its megamorph cost and put a +1/+1 counter on it).</source>
            <translation>大変異{cost}（このカードを{{3}}で2/2のクリーチャーとして裏向きで唱えてもよい。いつでもその大変異コストで表向きにし、+1/+1カウンターを1個置く）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/special_text.py" line="18" />
            <source>Disguise {cost} (you may cast this card face down for {{3}} as a 2/2 creature with ward {{2}}; turn it face up any time for its disguise cost).</source>
            <translation>偽装{cost}（このカードを{{3}}で護法{{2}}を持つ2/2のクリーチャーとして裏向きで唱えてもよい。いつでもその偽装コストで表向きにできる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/special_text.py" line="31" />
            <source>If this card is in your opening hand, you may begin the game with it on the battlefield.</source>
            <translation>このカードがあなたの初期手札にあるなら、あなたはこれが戦場に出ている状態でゲームを開始してもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/special_text.py" line="36" />
            <source>Retrace (you may cast this card from your graveyard by discarding a land card in addition to paying its other costs).</source>
            <translation>回顧（あなたは、このカードの他のコストに加えて土地カードを1枚捨てることで、このカードをあなたの墓地から唱えてもよい。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/special_text.py" line="14" />
            <source>You may play lands from your graveyard.</source>
            <translation>あなたは自分の墓地から土地をプレイしてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/special_text.py" line="24" />
            <source>Dredge {n} (if you would draw a card, you may mill {n} cards instead; if you do, return this card from your graveyard to your hand).</source>
            <translation>発掘{n}（あなたがカードを引く場合、代わりにカードを{n}枚切削してもよい。そうしたなら、このカードをあなたの墓地から手札に戻す。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/special_text.py" line="29" />
            <source>If this card is in your opening hand and you're not the starting player, you may begin the game with it on the battlefield with a luck counter on it. If you do, exile a card from your hand.</source>
            <translation>このカードがあなたの初期手札にあり、あなたが開始プレイヤーでないなら、あなたはこれを幸運カウンター1個が置かれた状態で戦場に出してゲームを開始してもよい。そうしたなら、あなたの手札からカード1枚を追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/special_text.py" line="21" />
            <source>Morph {cost} (you may cast this card face down as a 2/2 creature for {{3}}; turn it face up any time for its morph cost).</source>
            <translation>変異{cost}（このカードを{{3}}で2/2のクリーチャーとして裏向きで唱えてもよい。いつでもその変異コストで表向きにできる）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="94" />
            <source>Whenever you cast a {what} spell,</source>
            <translation>あなたが{what}の呪文を唱えるたび、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="25" />
            <source>Copy {target}.</source>
            <translation>{target}をコピーする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="27" />
            <source>Copy this spell for each other spell cast before it this turn. You may choose new targets for the copies.</source>
            <translation>このターンにこの呪文より前に唱えられた他の呪文1つにつき1回、この呪文をコピーする。コピーの新しい対象を選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="30" />
            <source>Exile cards from the top of your library until you exile a nonland card with lesser mana value. You may cast it without paying its mana cost. Put the rest on the bottom in a random order.</source>
            <translation>マナ総量がより小さい土地でないカードを追放するまで、ライブラリーの一番上からカードを追放する。それをマナ・コストを支払うことなく唱えてもよい。残りを無作為の順番で一番下に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="33" />
            <source>You may cast this card from exile without paying its mana cost.</source>
            <translation>このカードを追放領域からマナ・コストを支払うことなく唱えてもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="51" />
            <source>Counter {target}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.</source>
            <translation>{target}を打ち消す。この方法で呪文が打ち消されたなら、それをオーナーの墓地に置く代わりに追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="54" />
            <source>Untap up to {count} lands.</source>
            <translation>土地を最大{count}つまでアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="59" />
            <source>If there are {n} or more cards in your graveyard:</source>
            <translation>あなたの墓地にカードが{n}枚以上あるなら：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="61" />
            <source>If you control {n} or more artifacts:</source>
            <translation>あなたがアーティファクトを{n}つ以上コントロールしているなら：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="69" />
            <source>Storm (when you cast this spell, copy it for each spell cast before it this turn; you may choose new targets for the copies).</source>
            <translation>ストーム（この呪文を唱えたとき、このターンにそれより前に唱えられた呪文1つにつき1回それをコピーする。コピーの新しい対象を選んでもよい）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="72" />
            <source>Cascade (when you cast this spell, exile cards from the top of your library until you exile a nonland card with lesser mana value; you may cast it without paying its mana cost; put the exiled cards on the bottom in a random order).</source>
            <translation>続唱（この呪文を唱えたとき、マナ総量がより小さい土地でないカードを追放するまでライブラリーの一番上からカードを追放する。それをマナ・コストを支払うことなく唱えてもよい。追放したカードを無作為の順番で一番下に置く）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="76" />
            <source>Buyback {cost} (you may pay an additional {cost} as you cast this spell; if you do, it returns to your hand as it resolves).</source>
            <translation>バイバック{cost}（この呪文を唱えるに際し、追加で{cost}を支払ってもよい。そうしたなら、解決に際してそれはあなたの手札に戻る）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="79" />
            <source>Replicate {cost} (when you cast this spell, copy it for each time you paid its replicate cost; you may choose new targets for the copies).</source>
            <translation>複製{cost}（この呪文を唱えたとき、複製コストを支払った回数1回につき1回それをコピーする。コピーの新しい対象を選んでもよい）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="82" />
            <source>Rebound (if you cast this spell from your hand, exile it as it resolves; at the beginning of your next upkeep, you may cast this card from exile without paying its mana cost).</source>
            <translation>反復（この呪文を手札から唱えたなら、解決に際してそれを追放する。あなたの次のアップキープの開始時に、このカードを追放領域からマナ・コストを支払うことなく唱えてもよい）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="24" />
            <source>Copy {target}. You may choose new targets for the copy.</source>
            <translation>{target}をコピーする。コピーの新しい対象を選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="42" />
            <source>Unless {player} pays {cost}:</source>
            <translation>{player}が{cost}を支払わないかぎり：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="46" />
            <source>Counter {target}. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.</source>
            <translation>{target}を打ち消す。この方法で呪文が打ち消されたなら、それをそのプレイヤーの墓地に置く代わりにオーナーの手札に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/stack_text.py" line="49" />
            <source>Counter {target}. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.</source>
            <translation>{target}を打ち消す。この方法で呪文が打ち消されたなら、それをそのプレイヤーの墓地に置く代わりにオーナーのライブラリーの一番上に置く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/state_trigger_text.py" line="14" />
            <source>When this has no {kind} counters on it,</source>
            <translation>これの上に{kind}カウンターがないとき、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/state_trigger_text.py" line="20" />
            <source>Then if you control {n} or more lands, untap that land.</source>
            <translation>その後、あなたが土地を{n}つ以上コントロールしている場合、その土地をアンタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/state_trigger_text.py" line="22" />
            <source>Remove {n} {kind} counter(s) from this.</source>
            <translation>これから{kind}カウンターを{n}個取り除く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/state_trigger_text.py" line="25" />
            <source>Sacrifice this. When you do:</source>
            <translation>これを生け贄に捧げる。そうしたとき：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/state_trigger_text.py" line="25" />
            <source>Sacrifice this. If you do:</source>
            <translation>これを生け贄に捧げる。そうした場合：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="20" />
            <source>X is your life total.</source>
            <translation>Xはあなたのライフの総量である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="21" />
            <source>X is its power.</source>
            <translation>Xはそのパワーである。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="22" />
            <source>X is its toughness.</source>
            <translation>Xはそのタフネスである。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="23" />
            <source>X is its mana value.</source>
            <translation>Xはそのマナ総量である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="24" />
            <source>X is this creature's power.</source>
            <translation>Xはこのクリーチャーのパワーである。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="25" />
            <source>X is the number of creatures sacrificed this way.</source>
            <translation>Xはこの方法で生け贄に捧げられたクリーチャーの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="26" />
            <source>X is the sacrificed creature's toughness.</source>
            <translation>Xは生け贄に捧げられたクリーチャーのタフネスである。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="27" />
            <source>X is the number of permanents destroyed this way.</source>
            <translation>Xはこの方法で破壊されたパーマネントの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="28" />
            <source>X is the value announced for X as it was cast.</source>
            <translation>Xは、それを唱えるときに宣言したXの値である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="29" />
            <source>X is the life lost this way.</source>
            <translation>Xはこれにより失われたライフの点数に等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="30" />
            <source>X is the energy paid this way.</source>
            <translation>Xは、これにより支払われたエネルギーの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="31" />
            <source>X is the damage it dealt.</source>
            <translation>Xはそれが与えたダメージの点数に等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="32" />
            <source>X is the number of basic land types among lands you control.</source>
            <translation>Xはあなたがコントロールする土地の中の基本土地タイプの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="141" />
            <source>(Only as long as a condition the engine doesn't know holds: never.)</source>
            <translation>（エンジンが知らない条件が満たされている間だけ：つまり適用されない。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="45" />
            <source>X is the number of creatures you control with a +1/+1 counter on them.</source>
            <translation>Xは+1/+1カウンターが置かれている、あなたがコントロールするクリーチャーの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="101" />
            <source>(Only as long as you control a {types}.)</source>
            <translation>（あなたが{types}をコントロールしている間だけ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="105" />
            <source>(Only as long as you control {n} or more artifacts.)</source>
            <translation>（あなたがアーティファクトを{n}個以上コントロールしている間だけ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="107" />
            <source>(Only as long as you control {n} or more lands.)</source>
            <translation>（あなたが土地を{n}つ以上コントロールしている間だけ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="109" />
            <source>(Only as long as this is untapped.)</source>
            <translation>（これがアンタップ状態である間だけ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="111" />
            <source>(Only as long as this is tapped.)</source>
            <translation>（これがタップ状態である間だけ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="113" />
            <source>(Only as long as this is attacking.)</source>
            <translation>（これが攻撃している間だけ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="115" />
            <source>(Only if a land entered the battlefield under your control this turn.)</source>
            <translation>（このターンにあなたのコントロール下で土地が戦場に出ていた場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="117" />
            <source>(Only as long as this is enchanted.)</source>
            <translation>（これがエンチャントされているかぎり。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="119" />
            <source>(Only if a permanent left the battlefield under your control this turn.)</source>
            <translation>（このターンにあなたのコントロール下からパーマネントが戦場を離れていた場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="121" />
            <source>(Only if you have less life than an opponent.)</source>
            <translation>（あなたのライフが対戦相手より少ない場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="123" />
            <source>(Only if you control fewer creatures than an opponent.)</source>
            <translation>（あなたがコントロールしているクリーチャーが対戦相手より少ない場合のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="125" />
            <source>(Only as long as your life total is greater than or equal to your starting life total.)</source>
            <translation>（あなたのライフ総量があなたの初期ライフ総量以上であるかぎり。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="127" />
            <source>(Only as long as this is monstrous.)</source>
            <translation>（これが怪物的であるかぎり。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="129" />
            <source>(Only during your turn.)</source>
            <translation>（あなたのターンの間のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="132" />
            <source>(Only if there is a card of each of these types in your graveyard: {types}.)</source>
            <translation>（あなたの墓地に次の各タイプのカードがある場合のみ：{types}。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="135" />
            <source>(Only as long as all of its conditions hold.)</source>
            <translation>（そのすべての条件が満たされている間のみ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="138" />
            <source>(Only as long as X is {n} or more.)</source>
            <translation>（Xが{n}以上である間だけ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="140" />
            <source>(Only as long as X is {n} or less.)</source>
            <translation>（Xが{n}以下である間だけ。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="168" />
            <source>It doesn't untap during its controller's untap step.</source>
            <translation>それはコントローラーのアンタップ・ステップにアンタップしない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="176" />
            <source>This doesn't untap during your untap step.</source>
            <translation>これはあなたのアンタップ・ステップにアンタップしない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="180" />
            <source>Prevent all combat damage that would be dealt to this creature.</source>
            <translation>このクリーチャーに与えられる戦闘ダメージをすべて軽減する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="182" />
            <source>This can't attack unless defending player controls a {land}.</source>
            <translation>防御プレイヤーが{land}をコントロールしていない限り、これは攻撃できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="184" />
            <source>This can't attack unless you've cast a creature spell this turn.</source>
            <translation>このターンにあなたがクリーチャー呪文を唱えていないかぎり、これは攻撃できない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="186" />
            <source>You may choose not to untap this during your untap step.</source>
            <translation>あなたはあなたのアンタップ・ステップにこれをアンタップしないことを選んでもよい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="188" />
            <source>If this would be put into a graveyard from anywhere, exile it instead.</source>
            <translation>これがいずこかから墓地に置かれるなら、代わりにそれを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="195" />
            <source>This has power and toughness each equal to X.</source>
            <translation>これのパワーとタフネスはそれぞれXに等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="196" />
            <source>This has power equal to X and toughness equal to X plus {n}.</source>
            <translation>これのパワーはXに等しく、タフネスはXに{n}を足した値に等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="222" />
            <source>Draw half X cards, rounded down.</source>
            <translation>Xの半分（端数切り捨て）の枚数のカードを引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="224" />
            <source>This deals X damage to {target}.</source>
            <translation>これは{target}にX点のダメージを与える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="256" />
            <source>(X times {n}.)</source>
            <translation>（Xの{n}倍。）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="48" />
            <source>X is your devotion to {color}.</source>
            <translation>Xはあなたの{color}への信心に等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="152" />
            <source>This gets {p:+d}/{t:+d} for each thing counted (X times).</source>
            <translation>これは数えたもの1つにつき{p:+d}/{t:+d}の修整を受ける（X回）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="156" />
            <source>This has {keywords}.</source>
            <translation>これは{keywords}を持つ。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="158" />
            <source>It gets {p:+d}/{t:+d} for each thing counted (X times).</source>
            <translation>それは数えたもの1つにつき{p:+d}/{t:+d}の修整を受ける（X回）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="179" />
            <source>Prevent all combat damage that would be dealt to and dealt by this creature.</source>
            <translation>このクリーチャーに与えられる戦闘ダメージとこのクリーチャーが与える戦闘ダメージをすべて軽減する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="200" />
            <source>This has power equal to X.</source>
            <translation>これのパワーはXに等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="202" />
            <source>This has toughness equal to X.</source>
            <translation>これのタフネスはXに等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="210" />
            <source>You may pay {cost}. If you do:</source>
            <translation>あなたは{cost}を支払ってもよい。そうしたなら：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="212" />
            <source>You may discard a card. If you do:</source>
            <translation>あなたはカード1枚を捨ててもよい。そうしたなら：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="226" />
            <source>Draw X cards.</source>
            <translation>カードをX枚引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="259" />
            <source>X is the damage dealt to it.</source>
            <translation>Xはそれが受けたダメージの点数に等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="51" />
            <source>X is the number of {kind} counters on this.</source>
            <translation>Xはこれの上にある{kind}カウンターの数に等しい。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="154" />
            <source>This gets {p:+d}/{t:+d}.</source>
            <translation>これは{p:+d}/{t:+d}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="228" />
            <source>{player} draws X cards.</source>
            <translation>{player}はカードをX枚引く。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="53" />
            <source>X is the number of cards with this card's name in your graveyard.</source>
            <translation>Xはあなたの墓地にあるこのカードと同じ名前のカードの枚数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="54" />
            <source>X is the number of cards with this card's name in all graveyards.</source>
            <translation>Xはすべての墓地にあるこのカードと同じ名前のカードの枚数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="56" />
            <source>X is the number of card types among cards in your graveyard.</source>
            <translation>Xはあなたの墓地にあるカードのカード・タイプの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="57" />
            <source>X is the number of card types among cards in all graveyards.</source>
            <translation>Xはすべての墓地にあるカードのカード・タイプの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="242" />
            <source>{target} gets {p}/{t} until end of turn.</source>
            <translation>ターン終了時まで、{target}は{p}/{t}の修整を受ける。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="59" />
            <source>X is the number of {kinds} cards in your hand.</source>
            <translation>Xはあなたの手札にある{kinds}・カードの枚数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="59" />
            <source>X is the number of cards in your hand.</source>
            <translation>Xはあなたの手札にあるカードの枚数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="232" />
            <source>You gain X life.</source>
            <translation>あなたはX点のライフを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="232" />
            <source>You lose X life.</source>
            <translation>あなたはX点のライフを失う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="234" />
            <source>{player} gains X life.</source>
            <translation>{player}はX点のライフを得る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="234" />
            <source>{player} loses X life.</source>
            <translation>{player}はX点のライフを失う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="247" />
            <source>Add {mana} X times.</source>
            <translation>{mana}をX回加える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="68" />
            <source>X is the number of attacking creatures.</source>
            <translation>Xは攻撃クリーチャーの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="249" />
            <source>Add {colors}, X times (each chosen).</source>
            <translation>{colors}をX回加える（そのつど選ぶ）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="62" />
            <source>X is the number of {kinds} cards in your graveyard.</source>
            <translation>Xはあなたの墓地にある{kinds}・カードの枚数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="63" />
            <source>X is the number of cards in your graveyard.</source>
            <translation>Xはあなたの墓地にあるカードの枚数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="65" />
            <source>X is the number of {kinds} cards in all graveyards.</source>
            <translation>Xはすべての墓地にある{kinds}・カードの枚数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="66" />
            <source>X is the number of cards in all graveyards.</source>
            <translation>Xはすべての墓地にあるカードの枚数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="70" />
            <source>X is the number of permanents of the chosen creature type you control.</source>
            <translation>Xは、あなたがコントロールする選ばれたクリーチャー・タイプのパーマネントの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="254" />
            <source>({effect}, X of it)</source>
            <translation>（{effect}、X個分）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="72" />
            <source>X is the number of {kinds} permanents on the battlefield.</source>
            <translation>Xは戦場にある{kinds}・パーマネントの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="74" />
            <source>X is the number of {kinds} permanents your opponents control.</source>
            <translation>Xはあなたの対戦相手がコントロールする{kinds}・パーマネントの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="76" />
            <source>X is the number of other {kinds} permanents you control.</source>
            <translation>Xはあなたがコントロールする他の{kinds}・パーマネントの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/static_text.py" line="78" />
            <source>X is the number of {kinds} permanents you control.</source>
            <translation>Xはあなたがコントロールする{kinds}・パーマネントの数である。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="26" />
            <source>two targets</source>
            <translation>2つの対象</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="27" />
            <source>those cards</source>
            <translation>それらのカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="30" />
            <source>that card</source>
            <translation>そのカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="23" />
            <source>Shuffle this card into its owner's library.</source>
            <translation>このカードをオーナーのライブラリーに加えて切り直す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="34" />
            <source>Exile {target}, then return {cards} to the battlefield under its owner's control.</source>
            <translation>{target}を追放し、その後{cards}をオーナーのコントロール下で戦場に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="37" />
            <source>{player} loses the game.</source>
            <translation>{player}はゲームに敗北する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="45" />
            <source>Whenever you cast a spell this turn:</source>
            <translation>このターン、あなたが呪文を唱えるたび：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="71" />
            <source>If this would enter, you may discard a land card instead. If you do, it enters; if you don't, it is put into its owner's graveyard.</source>
            <translation>これが戦場に出るなら、代わりに土地カードを1枚捨ててもよい。そうしたなら、これは戦場に出る。そうしなかったなら、これはオーナーの墓地に置かれる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="32" />
            <source>Exile {target}, then return {cards} to the battlefield under your control.</source>
            <translation>{target}を追放し、その後{cards}をあなたのコントロール下で戦場に戻す。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="49" />
            <source>Later in the next turn:</source>
            <translation>次のターンのそれ以降に：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="53" />
            <source>Later in your next turn:</source>
            <translation>あなたの次のターンのそれ以降に：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="57" />
            <source>They enter tapped and attacking.</source>
            <translation>それらはタップ状態で攻撃している状態で戦場に出る。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="59" />
            <source>Exile them at end of combat.</source>
            <translation>戦闘終了時に、それらを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="61" />
            <source>Sacrifice them at the beginning of the next end step.</source>
            <translation>次の終了ステップの開始時に、それらを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="64" />
            <source>Sacrifice those tokens.</source>
            <translation>それらのトークンを生け贄に捧げる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="64" />
            <source>Exile those tokens.</source>
            <translation>それらのトークンを追放する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="42" />
            <source>Whenever you cast a creature spell this turn:</source>
            <translation>このターン、あなたがクリーチャー呪文を唱えるたび：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="43" />
            <source>Whenever you cast a noncreature spell this turn:</source>
            <translation>このターン、あなたがクリーチャーでない呪文を唱えるたび：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="44" />
            <source>Whenever you cast an instant or sorcery spell this turn:</source>
            <translation>このターン、あなたがインスタントかソーサリーである呪文を唱えるたび：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="47" />
            <source>At the beginning of the next turn's upkeep:</source>
            <translation>次のターンのアップキープの開始時に：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="48" />
            <source>At the beginning of the end step of the next turn:</source>
            <translation>次のターンの終了ステップの開始時に：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="51" />
            <source>At the beginning of your next upkeep:</source>
            <translation>あなたの次のアップキープの開始時に：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="52" />
            <source>At the beginning of your next end step:</source>
            <translation>あなたの次の終了ステップの開始時に：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/text/zone_text.py" line="53" />
            <source>At the beginning of your next main phase:</source>
            <translation>あなたの次のメイン・フェイズの開始時に：</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="171" />
            <source>you can't pay {cost} to turn {card} face up</source>
            <translation>{card}を表向きにするための{cost}を支払えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="179" />
            <source>Pay {cost} to turn {card} face up.</source>
            <translation>{card}を表向きにするために{cost}を支払ってください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="204" />
            <source>#{id} is not a card in your hand</source>
            <translation>#{id}はあなたの手札にあるカードではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="210" />
            <source>a land can be played only by the active player in their main phase with an empty stack</source>
            <translation>土地をプレイできるのは、アクティブ・プレイヤーが自分のメイン・フェイズ中で、スタックが空のときだけです</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="213" />
            <source>you have already played a land this turn</source>
            <translation>このターンにはすでに土地をプレイしています</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="239" />
            <source>there are not {n} different legal targets</source>
            <translation>異なる適正な対象が{n}つない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="257" />
            <source>{card} is a land: lands are played, not cast</source>
            <translation>{card}は土地です。土地は唱えるのではなく、プレイします</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="261" />
            <source>{card} has no mana cost: it can't be cast that way</source>
            <translation>{card}はマナ・コストを持たない：その方法では唱えられない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="277" />
            <source>X must be a number 0 or more, and only for a cost with {X}</source>
            <translation>Xは0以上の数で、コストに{X}があるときだけ指定できます</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="351" />
            <source>Choose a mode for {card}.</source>
            <translation>{card}のモードを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="370" />
            <source>#{id} is not a permanent on the battlefield</source>
            <translation>#{id}は戦場にあるパーマネントではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="375" />
            <source>{card} has no activated ability number {n}</source>
            <translation>{card}には{n}番の起動型能力がありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="388" />
            <source>this ability of {card} is activated from your graveyard</source>
            <translation>{card}のこの能力は墓地から起動します</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="393" />
            <source>this ability of {card} is activated from your hand</source>
            <translation>{card}のこの能力は手札から起動します</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="444" />
            <source>you can't pay {cost} for {card}'s ability</source>
            <translation>{card}の能力のコスト{cost}を支払えません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="457" />
            <source>{card} can be suspended only from your hand</source>
            <translation>{card}は手札からのみ待機できる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="464" />
            <source>you can't pay {cost} to suspend {card}</source>
            <translation>{card}を待機するための{cost}を支払えない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="516" />
            <source>{card} is not yours to handle</source>
            <translation>{card}はあなたが扱えるものではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="518" />
            <source>{card} is not a permanent</source>
            <translation>{card}はパーマネントではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="730" />
            <source>that mana does not pay {cost}</source>
            <translation>そのマナでは{cost}を支払えません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="859" />
            <source>Pay {cost} to cast {card} face down.</source>
            <translation>{card}を裏向きで唱えるために{cost}を支払ってください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="945" />
            <source>Choose targets for {card}'s ability.</source>
            <translation>{card}の能力の対象を選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="972" />
            <source>Pay {cost} for {card}'s ability.</source>
            <translation>{card}の能力のコスト{cost}を支払ってください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="225" />
            <source>there is no legal choice for "{spec}"</source>
            <translation>「{spec}」として選べる適正な対象がありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="291" />
            <source>{card} can be cast only during combat after blockers are declared</source>
            <translation>{card}は戦闘中、ブロック・クリーチャーが指定された後にしか唱えられません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="346" />
            <source>mode {n} is not a mode of {card} you can choose now</source>
            <translation>モード{n}は、今選べる{card}のモードではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="387" />
            <source>this ability of {card} can't be activated from your graveyard</source>
            <translation>{card}のこの能力は墓地から起動できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="392" />
            <source>this ability of {card} can't be activated from your hand</source>
            <translation>{card}のこの能力は手札からは起動できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="396" />
            <source>{card} is already tapped</source>
            <translation>{card}はすでにタップ状態です</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="398" />
            <source>{card} has summoning sickness: it can't use {{T}} abilities yet</source>
            <translation>{card}は召喚酔いの状態です。{{T}}を含む能力はまだ使えません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="402" />
            <source>loyalty abilities can be activated only at sorcery speed</source>
            <translation>忠誠度能力はソーサリー・タイミングでしか起動できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="404" />
            <source>a loyalty ability of {card} was already activated this turn</source>
            <translation>このターンにはすでに{card}の忠誠度能力を起動しています</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="406" />
            <source>{card} doesn't have {n} loyalty to remove</source>
            <translation>{card}には取り除ける忠誠カウンターが{n}個ありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="447" />
            <source>no mode of {card} has legal targets</source>
            <translation>{card}には適正な対象のあるモードがありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="501" />
            <source>{target} is not a player in the game</source>
            <translation>{target}はゲームに参加しているプレイヤーではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="503" />
            <source>life change {value} is not a number</source>
            <translation>ライフの増減{value}が数ではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="509" />
            <source>a manual token needs a player, a name and P/T, e.g. 'token p0 Saproling 1/1'</source>
            <translation>手動で出すトークンには、プレイヤー、名前、パワー/タフネスが必要です（例：'token p0 Saproling 1/1'）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="526" />
            <source>the stack can't be changed by hand</source>
            <translation>スタックは手動では変更できません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="530" />
            <source>counters need a kind and a number, e.g. '+1/+1 2'</source>
            <translation>カウンターには種類と数が必要です（例：'+1/+1 2'）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="599" />
            <source>choose from {low} to {n} target(s)</source>
            <translation>{low}個から{n}個の対象を選んでください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="689" />
            <source>there is not enough mana to pay {cost}</source>
            <translation>{cost}を支払うのに十分なマナがありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="696" />
            <source>{card} is used twice</source>
            <translation>{card}が2回使われています</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="699" />
            <source>{card} is not a mana source you can use</source>
            <translation>{card}はあなたが使えるマナ源ではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="702" />
            <source>the mana abilities of {card} can't be activated</source>
            <translation>{card}のマナ能力は起動できない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="523" />
            <source>{value} is not a zone (library, hand, battlefield, graveyard, exile)</source>
            <translation>{value}は領域ではありません（library、hand、battlefield、graveyard、exile）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="611" />
            <source>{target} is not a legal choice for "{spec}"</source>
            <translation>{target}は「{spec}」として適正な対象ではありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="712" />
            <source>{card} can't produce mana now</source>
            <translation>{card}は今マナを生み出せない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="714" />
            <source>{card} can't produce mana now (tapped or summoning sick)</source>
            <translation>{card}は今マナを出せません（タップ状態か召喚酔い）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="894" />
            <source>Pay {cost} to suspend {card}.</source>
            <translation>{card}を待機するために{cost}を支払う。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="608" />
            <source>{target} is not a legal choice for "{spec}" (hexproof, CR 702.11)</source>
            <translation>{target}は「{spec}」として適正な対象ではありません（呪禁、CR 702.11）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="81" />
            <source>with priority you may pass, play a land, cast or activate, not {answer}</source>
            <translation>優先権を持っているときにできるのは、パス、土地のプレイ、呪文を唱えること、能力の起動です（{answer}はできません）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="194" />
            <source>Choose the damage assignment order of the blockers of {card}.</source>
            <translation>{card}をブロックしているクリーチャーのダメージ割り振り順を決めてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="194" />
            <source>Choose the damage assignment order of the attackers of {card}.</source>
            <translation>{card}がブロックしている攻撃クリーチャーのダメージ割り振り順を決めてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="187" />
            <source>this decision orders the blockers of {card}, not of {other}</source>
            <translation>この選択で並べるのは{card}をブロックしているクリーチャーです（{other}ではありません）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="187" />
            <source>this decision orders the attackers of {card}, not of {other}</source>
            <translation>この選択で並べるのは{card}がブロックしている攻撃クリーチャーです（{other}ではありません）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="191" />
            <source>the order must list each of {cards} once</source>
            <translation>順番には{cards}をそれぞれ1回ずつ並べてください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="346" />
            <source>#{card} is given more than one assignment</source>
            <translation>#{card}に2つ以上の割り振りが与えられている</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="50" />
            <source>Declare attackers.</source>
            <translation>攻撃クリーチャーを指定してください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="59" />
            <source>Pay {cost} to attack.</source>
            <translation>攻撃するために{cost}を支払ってください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="117" />
            <source>Declare blockers.</source>
            <translation>ブロック・クリーチャーを指定してください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="127" />
            <source>Pay {cost} to block.</source>
            <translation>ブロックするために{cost}を支払ってください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="297" />
            <source>Assign combat damage.</source>
            <translation>戦闘ダメージを割り振ってください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="351" />
            <source>#{card} names {recipient} more than once in its assignment</source>
            <translation>#{card}の割り振りで{recipient}が2回以上指定されている</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="287" />
            <source>{cards} has no choice to make</source>
            <translation>{cards}には選ぶことがありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/entering.py" line="65" />
            <source>As {card} enters, pay {n} life? If you don't, it enters tapped.</source>
            <translation>{card}が戦場に出るに際し、{n}点のライフを支払いますか？ 支払わない場合、タップ状態で戦場に出ます。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/entering.py" line="65" />
            <source>Don't pay (it enters tapped)</source>
            <translation>支払わない（タップ状態で出る）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/pregame.py" line="82" />
            <source>{card} is not a card in your hand</source>
            <translation>{card}はあなたの手札にあるカードではない</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/pregame.py" line="59" />
            <source>Begin the game with {card} on the battlefield?</source>
            <translation>{card}を戦場に出た状態でゲームを開始しますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/pregame.py" line="59" />
            <source>Begin with it on the battlefield</source>
            <translation>戦場に出た状態で開始する</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/pregame.py" line="59" />
            <source>Keep it in your hand</source>
            <translation>手札に残す</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="314" />
            <source>Choose the order to put your {n} triggered abilities on the stack (the first one resolves last).</source>
            <translation>{n}個の誘発型能力をスタックに置く順番を選んでください（最初に置いたものが最後に解決します）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="251" />
            <source>Legend rule: choose which {card} to keep.</source>
            <translation>レジェンド・ルール：どの{card}を残すか選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="309" />
            <source>list each of the {n} triggered abilities once, by position (0 to {last})</source>
            <translation>{n}個の誘発型能力を、それぞれ1回ずつ番号（0～{last}）で挙げてください</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="346" />
            <source>Choose targets for {card}'s triggered ability.</source>
            <translation>{card}の誘発型能力の対象を選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="151" />
            <source>Put {n} card(s) from your hand on the bottom of your library.</source>
            <translation>手札からカードを{n}枚選び、ライブラリーの一番下に置いてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="482" />
            <source>You have priority: cast, activate, play a land, or pass.</source>
            <translation>優先権を持っています。呪文を唱えるか、能力を起動するか、土地をプレイするか、パスしてください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="68" />
            <source>Choose who plays first.</source>
            <translation>先攻のプレイヤーを選んでください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="163" />
            <source>{card} is not in {player}'s hand</source>
            <translation>{card}は{player}の手札にありません</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="332" />
            <source>Discard {n} card(s) down to your maximum hand size.</source>
            <translation>手札の上限枚数になるように、カードを{n}枚捨ててください。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="111" />
            <source>Keep this hand or mulligan?</source>
            <translation>この手札をキープしますか、マリガンしますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/untap_step.py" line="61" />
            <source>Untap {card} during your untap step?</source>
            <translation>アンタップ・ステップに{card}をアンタップしますか？</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/untap_step.py" line="61" />
            <source>Untap it</source>
            <translation>アンタップする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/untap_step.py" line="61" />
            <source>Leave it tapped</source>
            <translation>タップ状態のままにする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Untap</source>
            <translation>アンタップ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>The active player untaps all their permanents. Nobody gets priority.</source>
            <translation>アクティブ・プレイヤーは自分のパーマネントをすべてアンタップする。誰も優先権を得ない。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Upkeep</source>
            <translation>アップキープ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>'At the beginning of your upkeep' abilities trigger; then players may cast instants.</source>
            <translation>「あなたのアップキープの開始時に」の能力が誘発する。その後、プレイヤーはインスタントを唱えられる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Draw</source>
            <translation>ドロー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>The active player draws a card (the starting player skips this on turn 1, CR 103.7a).</source>
            <translation>アクティブ・プレイヤーはカードを1枚引く（先攻のプレイヤーは最初のターンには引かない、CR 103.7a）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Precombat main</source>
            <translation>戦闘前メイン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>The active player may play a land and cast creatures and sorceries.</source>
            <translation>アクティブ・プレイヤーは土地をプレイしたり、クリーチャーやソーサリーを唱えたりできる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Beginning of combat</source>
            <translation>戦闘開始</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Last chance to act before attackers are declared.</source>
            <translation>攻撃クリーチャーが指定される前に行動できる最後の機会。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Declare attackers</source>
            <translation>攻撃クリーチャー指定</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>The active player chooses which creatures attack, and whom. Attackers tap.</source>
            <translation>アクティブ・プレイヤーはどのクリーチャーで誰を攻撃するかを選ぶ。攻撃クリーチャーはタップする。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Declare blockers</source>
            <translation>ブロック・クリーチャー指定</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>The defending player chooses blockers; then damage assignment order is set.</source>
            <translation>防御プレイヤーはブロック・クリーチャーを選ぶ。その後、ダメージ割り振り順が決まる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>First-strike damage</source>
            <translation>先制攻撃ダメージ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Creatures with first strike or double strike deal their combat damage.</source>
            <translation>先制攻撃か二段攻撃を持つクリーチャーが戦闘ダメージを与える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Combat damage</source>
            <translation>戦闘ダメージ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Attacking and blocking creatures deal combat damage, all at once.</source>
            <translation>攻撃クリーチャーとブロック・クリーチャーが、同時に戦闘ダメージを与える。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>End of combat</source>
            <translation>戦闘終了</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>'At end of combat' abilities trigger; then creatures leave combat.</source>
            <translation>「戦闘終了時に」の能力が誘発する。その後、クリーチャーは戦闘から取り除かれる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Postcombat main</source>
            <translation>戦闘後メイン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>The active player may play a land (if not done yet) and cast sorcery-speed spells.</source>
            <translation>アクティブ・プレイヤーは（まだなら）土地をプレイしたり、ソーサリー・タイミングの呪文を唱えたりできる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>End step</source>
            <translation>終了ステップ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>'At the beginning of the end step' abilities trigger.</source>
            <translation>「終了ステップの開始時に」の能力が誘発する。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Cleanup</source>
            <translation>クリンナップ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/steps.py" />
            <source>Discard down to seven cards, then damage wears off and 'until end of turn' effects end.</source>
            <translation>手札が7枚になるまで捨て、その後ダメージが取り除かれ、「ターン終了時まで」の効果が終わる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is exiled by {source}.</source>
            <translation>{card}は{source}によって追放された。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is returned to its owner's hand by {source}.</source>
            <translation>{card}は{source}によってオーナーの手札に戻された。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is sacrificed ({source}).</source>
            <translation>{card}は生け贄に捧げられた（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is destroyed.</source>
            <translation>{card}は破壊された。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is destroyed ({source}).</source>
            <translation>{card}は破壊された（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is countered by {source}.</source>
            <translation>{card}は{source}によって打ち消された。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} returns to the battlefield ({source}).</source>
            <translation>{card}は戦場に戻る（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} returns to its owner's hand ({source}).</source>
            <translation>{card}はオーナーの手札に戻る（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is exiled to pay for {source}.</source>
            <translation>{card}は{source}のコストとして追放される。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is discarded to pay for {source}.</source>
            <translation>{card}は{source}のコストとして捨てられる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is returned to its owner's hand to pay for {source}.</source>
            <translation>{card}は{source}のコストとしてオーナーの手札に戻される。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is sacrificed to pay for {source}.</source>
            <translation>{card}は{source}のコストとして生け贄に捧げられる。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is exiled from the graveyard for delve ({source}).</source>
            <translation>{card}は探査のために墓地から追放される（{source}）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is put into its owner's graveyard: it has toughness 0 or less.</source>
            <translation>{card}はタフネスが0以下なのでオーナーの墓地に置かれた（状況起因処理）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is destroyed: it has lethal damage marked on it.</source>
            <translation>{card}は致死ダメージを負っているので破壊された（状況起因処理）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is destroyed: it was dealt damage by a source with deathtouch.</source>
            <translation>{card}は接死を持つ発生源からダメージを受けたので破壊された（状況起因処理）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is sacrificed: its last chapter has been read.</source>
            <translation>{card}は生け贄に捧げられた：最終章まで読まれた。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is put into its owner's graveyard: it has no loyalty counters.</source>
            <translation>{card}は忠誠カウンターがないのでオーナーの墓地に置かれた（状況起因処理）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is put into its owner's graveyard: it is an Aura attached to nothing.</source>
            <translation>{card}は何にもつけられていないオーラなのでオーナーの墓地に置かれた（状況起因処理）。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} is put into its owner's graveyard: it is attached to something it can't enchant.</source>
            <translation>{card}はオーナーの墓地に置かれる：エンチャントできないものにつけられている。</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/move_reasons.py" />
            <source>{card} begins the game on the battlefield.</source>
            <translation>{card}は戦場に出た状態でゲームを開始する。</translation>
        </message>
    </context>
    <context>
        <name>engine-args</name>
        <message>
            <location filename="../../mtgtable/gui/i18n.py" line="89" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/i18n.py" line="91" />
            <source> and gains {keywords}</source>
            <translation>るとともに{keywords}を得</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/i18n.py" line="93" />
            <source>{card} (lifelink, CR 702.15b)</source>
            <translation>{card}の絆魂、CR 702.15b</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/dredge.py" line="67" />
            <source>milled</source>
            <translation>切削された</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/each_player_returns.py" line="50" />
            <source>is put onto the battlefield from a graveyard</source>
            <translation>が墓地から戦場に出る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effect_core.py" line="236" />
            <source>is discarded</source>
            <translation>が捨てられる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="343" />
            <source>is put into its owner's graveyard from the library</source>
            <translation>がライブラリーからオーナーの墓地に置かれる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="352" />
            <source>is put onto the battlefield from the library</source>
            <translation>がライブラリーから戦場に出る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/effects.py" line="356" />
            <source>is put into its owner's hand from the library</source>
            <translation>がライブラリーからオーナーの手札に加わる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/hand_abilities.py" line="57" />
            <source>is put onto the battlefield from its owner's hand</source>
            <translation>がオーナーの手札から戦場に出る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/keyword_counters.py" line="57" />
            <source>fade</source>
            <translation>消散</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="205" />
            <source>is put onto the battlefield from its owner's graveyard</source>
            <translation>がオーナーの墓地から戦場に出る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="188" />
            <source>is put into its owner's hand</source>
            <translation>がオーナーの手札に加わる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_actions.py" line="135" />
            <source>is put into the graveyard</source>
            <translation>が墓地に置かれる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="224" />
            <source>bottom</source>
            <translation>一番下</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="224" />
            <source>top</source>
            <translation>一番上</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="284" />
            <source>is put into the graveyard (surveil)</source>
            <translation>が墓地に置かれる（諜報）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" line="477" />
            <source>is discarded at random</source>
            <translation>が無作為に捨てられる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/mass_effects.py" line="112" />
            <source>is put on the bottom of its owner's library</source>
            <translation>オーナーのライブラリーの一番下に置かれる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/mass_effects.py" line="137" />
            <source>is shuffled into its owner's library</source>
            <translation>オーナーのライブラリーに加えて切り直される</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/reveal_until.py" line="69" />
            <source>is exiled from the top of the library</source>
            <translation>がライブラリーの一番上から追放される</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/reveal_until.py" line="140" />
            <source>is exiled</source>
            <translation>が追放される</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/zone_effects.py" line="63" />
            <source>is put into its owner's library</source>
            <translation>オーナーのライブラリーに置かれる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/zone_effects.py" line="61" />
            <source>is exiled (flashback)</source>
            <translation>追放される（フラッシュバック）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/zone_effects.py" line="88" />
            <source>returns to the battlefield as a new object</source>
            <translation>新しいオブジェクトとして戦場に戻る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="844" />
            <source> and main phase</source>
            <translation>とメイン・フェイズ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="914" />
            <source>, then </source>
            <translation>、次に</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="739" />
            <source>colorless</source>
            <translation>無色</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/operations.py" line="739" />
            <source> and </source>
            <translation>と</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="359" />
            <source>is sacrificed for mana</source>
            <translation>マナを出すために生け贄に捧げられた</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/mana_abilities.py" line="384" />
            <source>is sacrificed (no counters left)</source>
            <translation>は生け贄に捧げられる（カウンターが残っていない）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="992" />
            <source>is discarded to pay a cost</source>
            <translation>がコストの支払いのために捨てられる</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/actions.py" line="1007" />
            <source>is sacrificed to pay a cost</source>
            <translation>コストとして生け贄に捧げられた</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="71" />
            <source> and taps</source>
            <translation>（タップした）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/combat_flow.py" line="71" />
            <source>Vigilance</source>
            <translation>警戒</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/resolution.py" line="255" />
            <source>is put into the graveyard (legend rule)</source>
            <translation>墓地に置かれた（レジェンド・ルール）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="198" />
            <source>extra </source>
            <translation>追加の</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/turn_flow.py" line="338" />
            <source>is discarded to hand size</source>
            <translation>手札の上限を超えたため捨てられた</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/turn/untap_step.py" line="95" />
            <source>returns to its owner's hand as they untap</source>
            <translation>はコントローラーのアンタップに際してオーナーの手札に戻る</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>any target (creature, player or planeswalker)</source>
            <translation>任意の対象（クリーチャー、プレイヤー、プレインズウォーカー）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature</source>
            <translation>対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target player</source>
            <translation>対象のプレイヤー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target opponent</source>
            <translation>対象の対戦相手</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or player</source>
            <translation>対象のクリーチャーかプレイヤー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or planeswalker</source>
            <translation>対象のクリーチャーかプレインズウォーカー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target player or planeswalker</source>
            <translation>対象のプレイヤーかプレインズウォーカー1つ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target planeswalker</source>
            <translation>対象のプレインズウォーカー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target attacking creature</source>
            <translation>対象の攻撃クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target attacking or blocking creature</source>
            <translation>対象の攻撃クリーチャーかブロック・クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target blocking creature</source>
            <translation>対象のブロック・クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature attacking you</source>
            <translation>あなたを攻撃している対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature you control</source>
            <translation>あなたがコントロールする対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature an opponent controls</source>
            <translation>対戦相手がコントロールする対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature with flying</source>
            <translation>飛行を持つ対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature without flying</source>
            <translation>飛行を持たない対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target tapped creature</source>
            <translation>タップ状態の対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target permanent</source>
            <translation>対象のパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonland permanent</source>
            <translation>対象の土地でないパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact</source>
            <translation>対象のアーティファクト</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target enchantment</source>
            <translation>対象のエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or enchantment</source>
            <translation>対象のアーティファクトかエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target land</source>
            <translation>対象の土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonbasic land</source>
            <translation>基本でない土地1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target legendary creature</source>
            <translation>伝説のクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target legendary permanent</source>
            <translation>伝説のパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target spell</source>
            <translation>対象の呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature spell</source>
            <translation>対象のクリーチャー呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target noncreature spell</source>
            <translation>対象のクリーチャーでない呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target instant or sorcery spell</source>
            <translation>対象のインスタント呪文かソーサリー呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target card in a graveyard</source>
            <translation>墓地にある対象のカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature card in your graveyard</source>
            <translation>あなたの墓地にある対象のクリーチャー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target card in your graveyard</source>
            <translation>あなたの墓地にある対象のカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target instant or sorcery card in your graveyard</source>
            <translation>あなたの墓地にある対象のインスタント・カードかソーサリー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact card in your graveyard</source>
            <translation>あなたの墓地にある対象のアーティファクト・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target land card in your graveyard</source>
            <translation>あなたの墓地にある対象の土地・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature card in a graveyard</source>
            <translation>墓地にある対象のクリーチャー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target instant or sorcery card in a graveyard</source>
            <translation>墓地にある対象のインスタント・カードかソーサリー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target land card in a graveyard</source>
            <translation>墓地にある対象の土地・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact card in a graveyard</source>
            <translation>墓地にある対象のアーティファクト・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target white spell</source>
            <translation>白の呪文1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target blue spell</source>
            <translation>青の呪文1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target black spell</source>
            <translation>黒の呪文1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target red spell</source>
            <translation>赤の呪文1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target green spell</source>
            <translation>緑の呪文1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target white permanent</source>
            <translation>白のパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target blue permanent</source>
            <translation>青のパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target black permanent</source>
            <translation>黒のパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target red permanent</source>
            <translation>赤のパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target green permanent</source>
            <translation>緑のパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonwhite creature</source>
            <translation>白でないクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonblue creature</source>
            <translation>青でないクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonblack creature</source>
            <translation>黒でないクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonred creature</source>
            <translation>赤でないクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nongreen creature</source>
            <translation>緑でないクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target white creature</source>
            <translation>白のクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target blue creature</source>
            <translation>青のクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target black creature</source>
            <translation>黒のクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target red creature</source>
            <translation>赤のクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target green creature</source>
            <translation>緑のクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonartifact creature</source>
            <translation>アーティファクトでないクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact creature</source>
            <translation>対象のアーティファクト・クリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target permanent you control</source>
            <translation>あなたがコントロールするパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonlegendary creature you control</source>
            <translation>あなたがコントロールする伝説でないクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target permanent an opponent controls</source>
            <translation>対戦相手がコントロールするパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or enchantment spell</source>
            <translation>クリーチャー呪文かエンチャント呪文1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target instant spell</source>
            <translation>対象のインスタント呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target sorcery spell</source>
            <translation>対象のソーサリー呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact spell</source>
            <translation>対象のアーティファクト呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target enchantment spell</source>
            <translation>対象のエンチャント呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or enchantment spell</source>
            <translation>対象のアーティファクト呪文かエンチャント呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target enchantment, instant, or sorcery spell</source>
            <translation>対象のエンチャント呪文かインスタント呪文かソーサリー呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or planeswalker spell</source>
            <translation>対象のクリーチャー呪文かプレインズウォーカー呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact, creature, enchantment, or planeswalker</source>
            <translation>アーティファクトやクリーチャーやエンチャントやプレインズウォーカーのうち1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact, enchantment, or nonbasic land an opponent controls</source>
            <translation>対戦相手がコントロールするアーティファクトやエンチャントや基本でない土地のうち1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or enchantment</source>
            <translation>対象のクリーチャーかエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact, creature, or land</source>
            <translation>対象のアーティファクトかクリーチャーか土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or creature you control</source>
            <translation>あなたがコントロールしている対象のアーティファクトかクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or land</source>
            <translation>対象のアーティファクトか土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact, creature, or enchantment</source>
            <translation>対象のアーティファクトかクリーチャーかエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact, enchantment, or land</source>
            <translation>対象のアーティファクトかエンチャントか土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or planeswalker you control</source>
            <translation>あなたがコントロールしている対象のクリーチャーかプレインズウォーカー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or planeswalker an opponent controls</source>
            <translation>対戦相手がコントロールしている対象のクリーチャーかプレインズウォーカー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or enchantment an opponent controls</source>
            <translation>対戦相手がコントロールしている対象のアーティファクトかエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or enchantment you control</source>
            <translation>あなたがコントロールしている対象のアーティファクトかエンチャント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or creature an opponent controls</source>
            <translation>対戦相手がコントロールしている対象のアーティファクトかクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target Blinkmoth creature</source>
            <translation>ブリンクモス・クリーチャー1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target non-outlaw creature</source>
            <translation>無法者でない対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target permanent card in your graveyard</source>
            <translation>あなたの墓地にある対象のパーマネント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target enchantment card in your graveyard</source>
            <translation>あなたの墓地にある対象のエンチャント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target planeswalker card in your graveyard</source>
            <translation>あなたの墓地にある対象のプレインズウォーカー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target instant card in your graveyard</source>
            <translation>あなたの墓地にある対象のインスタント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target sorcery card in your graveyard</source>
            <translation>あなたの墓地にある対象のソーサリー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or enchantment card in your graveyard</source>
            <translation>あなたの墓地にある対象のアーティファクトかエンチャントであるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or creature card in your graveyard</source>
            <translation>あなたの墓地にある対象のアーティファクトかクリーチャーであるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or planeswalker card in your graveyard</source>
            <translation>あなたの墓地にある対象のクリーチャーかプレインズウォーカーであるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or land card in your graveyard</source>
            <translation>あなたの墓地にある対象のクリーチャーか土地であるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target noncreature permanent card in your graveyard</source>
            <translation>あなたの墓地にある対象のクリーチャーでないパーマネント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target permanent card in a graveyard</source>
            <translation>墓地にある対象のパーマネント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target enchantment card in a graveyard</source>
            <translation>墓地にある対象のエンチャント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target planeswalker card in a graveyard</source>
            <translation>墓地にある対象のプレインズウォーカー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target instant card in a graveyard</source>
            <translation>墓地にある対象のインスタント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target sorcery card in a graveyard</source>
            <translation>墓地にある対象のソーサリー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or enchantment card in a graveyard</source>
            <translation>墓地にある対象のアーティファクトかエンチャントであるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or creature card in a graveyard</source>
            <translation>墓地にある対象のアーティファクトかクリーチャーであるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or planeswalker card in a graveyard</source>
            <translation>墓地にある対象のクリーチャーかプレインズウォーカーであるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or land card in a graveyard</source>
            <translation>墓地にある対象のクリーチャーか土地であるカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target noncreature permanent card in a graveyard</source>
            <translation>墓地にある対象のクリーチャーでないパーマネント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target Spirit card in your graveyard</source>
            <translation>あなたの墓地にある対象のスピリット・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target noncreature permanent</source>
            <translation>対象のクリーチャーでないパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target monocolored creature</source>
            <translation>対象の単色のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target token</source>
            <translation>対象のトークン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature token</source>
            <translation>対象のクリーチャー・トークン</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target spell you don't control</source>
            <translation>あなたがコントロールしていない対象の呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target activated or triggered ability</source>
            <translation>対象の起動型能力か誘発型能力</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target activated ability</source>
            <translation>対象の起動型能力</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target triggered ability</source>
            <translation>対象の誘発型能力</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact, creature, or land you control</source>
            <translation>あなたがコントロールしている対象のアーティファクト、クリーチャー、土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target non-Angel creature you control</source>
            <translation>あなたがコントロールしている天使でない対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature that player or that planeswalker's controller controls</source>
            <translation>そのプレイヤーかそのプレインズウォーカーのコントローラーがコントロールしている対象のクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact or creature</source>
            <translation>対象のアーティファクトかクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target creature or land</source>
            <translation>対象のクリーチャーか土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target land you control</source>
            <translation>あなたがコントロールしている対象の土地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target artifact you control</source>
            <translation>あなたがコントロールしている対象のアーティファクト</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target Plains</source>
            <translation>対象の平地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target Island</source>
            <translation>対象の島</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target Swamp</source>
            <translation>対象の沼</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target Mountain</source>
            <translation>対象の山</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target Forest</source>
            <translation>対象の森</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>another target nonland permanent</source>
            <translation>他の土地でないパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>another target creature</source>
            <translation>他のクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>another target creature you control</source>
            <translation>あなたがコントロールしている他のクリーチャー1体を対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonland permanent an opponent controls</source>
            <translation>対戦相手がコントロールしている土地でない対象のパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target nonland permanent not named this card</source>
            <translation>このカードと同じ名前でない、土地でない対象のパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target triggered ability or colorless spell</source>
            <translation>対象の誘発型能力か無色の呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target spell or ability</source>
            <translation>対象の呪文か能力</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target spell with a single target</source>
            <translation>対象が1つの対象の呪文</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>another target permanent</source>
            <translation>他のパーマネント1つを対象とする</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target spell or nonland permanent an opponent controls</source>
            <translation>対象の呪文か、対戦相手がコントロールしている土地でない対象のパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target spell or creature</source>
            <translation>対象の呪文かクリーチャー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/targets.py" />
            <source>target spell or nonland permanent</source>
            <translation>対象の呪文か土地でない対象のパーマネント</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with mana value {n} or less</source>
            <translation>{spec}（マナ総量{n}以下）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with mana value {n} or greater</source>
            <translation>{spec}（マナ総量{n}以上）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with mana value {n}</source>
            <translation>{spec}（マナ総量{n}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with power {n} or less</source>
            <translation>{spec}（パワー{n}以下）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with power {n} or greater</source>
            <translation>{spec}（パワー{n}以上）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with power {n}</source>
            <translation>{spec}（パワー{n}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with toughness {n} or less</source>
            <translation>{spec}（タフネス{n}以下）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with toughness {n} or greater</source>
            <translation>{spec}（タフネス{n}以上）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/rules/target_filters.py" />
            <source>{spec} with toughness {n}</source>
            <translation>{spec}（タフネス{n}）</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a card</source>
            <translation>カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a nonland card</source>
            <translation>土地でないカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a noncreature, nonland card</source>
            <translation>クリーチャーでも土地でもないカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a nonartifact, nonland card</source>
            <translation>アーティファクトでも土地でもないカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a noncreature card</source>
            <translation>クリーチャーでないカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>an instant or sorcery card</source>
            <translation>インスタント・カードかソーサリー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a creature card</source>
            <translation>クリーチャー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a land card</source>
            <translation>土地・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a basic land card</source>
            <translation>基本土地・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>an artifact card</source>
            <translation>アーティファクト・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>an enchantment card</source>
            <translation>エンチャント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>an instant card</source>
            <translation>インスタント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a sorcery card</source>
            <translation>ソーサリー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a planeswalker card</source>
            <translation>プレインズウォーカー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a colorless card</source>
            <translation>無色のカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a creature or land card</source>
            <translation>クリーチャー・カードか土地・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a creature or enchantment card</source>
            <translation>クリーチャー・カードかエンチャント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>an artifact or enchantment card</source>
            <translation>アーティファクト・カードかエンチャント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a creature or planeswalker card</source>
            <translation>クリーチャー・カードかプレインズウォーカー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>an artifact or creature card</source>
            <translation>アーティファクト・カードかクリーチャー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>an Equipment card</source>
            <translation>装備品・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>an Aura card</source>
            <translation>オーラ・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>a permanent card</source>
            <translation>パーマネント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>cards</source>
            <translation>カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>nonland cards</source>
            <translation>土地でないカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>noncreature, nonland cards</source>
            <translation>クリーチャーでも土地でもないカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>nonartifact, nonland cards</source>
            <translation>アーティファクトでも土地でもないカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>noncreature cards</source>
            <translation>クリーチャーでないカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>instant or sorcery cards</source>
            <translation>インスタント・カードやソーサリー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>creature cards</source>
            <translation>クリーチャー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>land cards</source>
            <translation>土地・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>basic land cards</source>
            <translation>基本土地・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>artifact cards</source>
            <translation>アーティファクト・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>enchantment cards</source>
            <translation>エンチャント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>instant cards</source>
            <translation>インスタント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>sorcery cards</source>
            <translation>ソーサリー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>planeswalker cards</source>
            <translation>プレインズウォーカー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>colorless cards</source>
            <translation>無色のカード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>creature or land cards</source>
            <translation>クリーチャー・カードや土地・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>creature or enchantment cards</source>
            <translation>クリーチャー・カードやエンチャント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>artifact or enchantment cards</source>
            <translation>アーティファクト・カードやエンチャント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>creature or planeswalker cards</source>
            <translation>クリーチャー・カードやプレインズウォーカー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>artifact or creature cards</source>
            <translation>アーティファクト・カードやクリーチャー・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>Equipment cards</source>
            <translation>装備品・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>Aura cards</source>
            <translation>オーラ・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/families/library_effects.py" />
            <source>permanent cards</source>
            <translation>パーマネント・カード</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>combat damage</source>
            <translation>戦闘ダメージ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>damage</source>
            <translation>ダメージ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>end of turn</source>
            <translation>ターン終了時</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>end of combat</source>
            <translation>戦闘終了時</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>conceded</source>
            <translation>投了した</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>life total 0 or less</source>
            <translation>ライフが0以下になった</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>drew from an empty library</source>
            <translation>空のライブラリーからカードを引こうとした</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>ten or more poison counters</source>
            <translation>毒カウンターが10個以上になった</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>library</source>
            <translation>ライブラリー</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>hand</source>
            <translation>手札</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>battlefield</source>
            <translation>戦場</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>graveyard</source>
            <translation>墓地</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>exile</source>
            <translation>追放領域</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>stack</source>
            <translation>スタック</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>tap</source>
            <translation>タップ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>untap</source>
            <translation>アンタップ</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>white</source>
            <translation>白</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>blue</source>
            <translation>青</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>black</source>
            <translation>黒</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>red</source>
            <translation>赤</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>green</source>
            <translation>緑</translation>
        </message>
        <message>
            <location filename="../../mtgtable/engine/game.py" />
            <source>the monarch</source>
            <translation>モナーク</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/i18n.py" />
            <source> targeting {names}</source>
            <translation>（対象：{names}）</translation>
        </message>
    </context>
    <context>
        <name>viewer</name>
        <message>
            <location filename="../../mtgtable/gui/dialogs/exile_playing.py" line="44" />
            <source>Click a card to play or cast it from exile: {cards}</source>
            <translation>カードをクリックすると、追放領域からプレイするか唱えます：{cards}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/graveyard_casting.py" line="52" />
            <source>Click a card to cast it from the graveyard (flashback, CR 702.34a): {cards}</source>
            <translation>カードをクリックすると墓地から唱えます（フラッシュバック、CR 702.34a）：{cards}</translation>
        </message>
        <message>
            <location filename="../../mtgtable/gui/dialogs/graveyard_casting.py" line="59" />
            <source>Click a card to activate its ability from the graveyard (CR 113.6k): {cards}</source>
            <translation>カードをクリックすると、その能力を墓地から起動します（CR 113.6k）：{cards}</translation>
        </message>
    </context>
</TS>
