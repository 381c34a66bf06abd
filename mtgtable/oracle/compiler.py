"""``compile_card``: split a card's Oracle text into abilities and compile each one.

The input is an MTGJSON-shaped record (what ``engine.card_files.from_mtgjson``
produces: ``name``, ``manaCost``, ``type``, ``types``, ``subtypes``,
``supertypes``, ``keywords``, ``power``, ``toughness``, ``loyalty``,
``text``).  The output's ``record`` is the same record with ``abilities`` in
the engine's vocabulary (``resources/cards/README.md``) and ``by_hand``
listing the lines left to the players, ready for ``engine.cards.card_from_json``.

One line of Oracle text is one ability (or a list of keywords, CR 702.1).
Reminder text in parentheses is not rules text (CR 207.2) and is dropped
before compiling.  Lines that belong together are compiled together: an
Aura's "Enchant creature" with its "Enchanted creature gets ..." lines
(CR 303.4), Equipment's "Equip {N}" with "Equipped creature ..." (CR 702.6),
the lines of an instant or sorcery into one spell ability (CR 113.3a).  A
modal "Choose one —" and its bullets stay by hand together (CR 700.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping

from ..engine.data.cards import KEYWORDS, card_from_json
from ..engine.errors import CardDataError
from . import activation_phrases, animation_lines, aura_lines, cost_lines, entering_lines, keyword_phrases, naming_lines
from . import land_type_lines
from . import copy_lines, keyword_families
from . import modal_phrases, restriction_phrases, rule_lines, spell_phrases, state_trigger_lines, zone_phrases
from . import line_forms as lf
from . import quoted_abilities, saga_lines
from . import hand_lines, special_lines
from . import face_down_lines
from . import grant_phrases
from .grammar import Context, NoParse, Parser
from .modal import different_players, if_its_color, modal_count, mode_label, wrap_color
from .lexer import normalise, strip_reminder, tokens, unread
from .amount_phrases import apply_instead, instead_if_line, landfall_instead_line, revolt_instead_line
from .static_lines import attached_line

#: Part of the compiled-card cache key: bump it whenever the output for any card changes.
COMPILER_VERSION = "17"

_KEYWORDS_LOWER = {k.lower(): k for k in KEYWORDS}
#: "Landfall — Whenever ...": an ability word and a dash before a triggered ability.
#: Labels written like ability words that are conditions, not flavour: "Max
#: speed —" works only at max speed, "Solved —" only once the Case is solved.
#: The engine tracks neither, so those lines stay by hand; nor an "Exhaust —" ability's one activation
#: (its reminder text, which is dropped, is its restriction).
CONDITION_LABELS = frozenset({"max speed", "solved", "exhaust"})  # exhaust: "Activate each exhaust ability only once"
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z' ]{2,30} — (?=(When|Whenever|At) |\{)")
#: An ability word before a spell's sentence ("Domain — Tribal Flames deals X damage ..."); not a Saga's
#: chapter numbers (CR 714.2).
_SPELL_LABEL = re.compile(r"^([A-Z][A-Za-z' ]{2,30}) — (?=[A-Z])")
_ROMAN = re.compile(r"[IVX]+")


@dataclass(frozen=True, slots=True)
class LineResult:
    """One line of rules text and what became of it."""

    text: str
    #: ``"automated"`` or ``"by_hand"``.
    status: str
    #: For a by-hand line, why (the first words the grammar could not read).
    reason: str = ""


@dataclass(frozen=True, slots=True)
class CompiledCard:
    """A card record ready for ``card_from_json``, with each line's status."""

    record: dict[str, Any]
    lines: tuple[LineResult, ...]

    @property
    def status(self) -> str:
        """``"automated"``, ``"partial"`` or ``"by_hand"`` (as ``CardDef.automation``)."""
        by_hand = [ln for ln in self.lines if ln.status == "by_hand"]
        if not by_hand:
            return "automated"
        return "by_hand" if len(by_hand) == len(self.lines) else "partial"

    @property
    def by_hand(self) -> tuple[str, ...]:
        return tuple(ln.text for ln in self.lines if ln.status == "by_hand")


def rules_lines(text: str) -> list[str]:
    """The lines of rules text, without reminder text; lines that were only reminder text vanish."""
    out = []
    for line in text.splitlines():
        stripped = strip_reminder(line)
        if stripped:
            out.append(stripped)
    return out


_PROWESS: dict[str, Any] = {"kind": "triggered", "trigger": "cast_spell", "spell": "noncreature",
            "effects": [{"do": "pump", "power": 1, "toughness": 1, "target": "self"}]}
_EXALTED: dict[str, Any] = {"kind": "triggered", "trigger": "attacks_alone"}
_WALKS = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp", "mountainwalk": "Mountain",
          "forestwalk": "Forest"}


def _keyword_line(line: str, card_types: tuple[str, ...] = ()) -> tuple[list[str], list[dict[str, Any]]] | None:
    """``"Flying, vigilance"`` -> the keywords, if every part is one the engine applies (CR 702);
    prowess (CR 702.108) and landwalk (CR 702.14) become the abilities they stand for."""
    words = [w.strip().lower() for w in line.split(",")]
    keywords: list[str] = []
    abilities: list[dict[str, Any]] = []
    for w in words:
        if w in _KEYWORDS_LOWER:
            keywords.append(_KEYWORDS_LOWER[w])
        elif w == "prowess":
            abilities.append({**_PROWESS, "effects": [{"do": "pump", "power": 1, "toughness": 1, "target": "self"}],
                              "text": "Prowess"})
        elif w == "changeling":
            keywords.append("Changeling")  # CR 702.73a: every creature type (engine.cards.card_from_json)
        elif w == "exalted":
            # CR 702.83a: each instance triggers; the creature attacking alone gets +1/+1.
            abilities.append({**_EXALTED, "effects": [{"do": "pump", "power": 1, "toughness": 1,
                                                       "target": "trigger_creature"}], "text": "Exalted"})
        elif w in _WALKS:
            abilities.append({"kind": "static", "static": "landwalk", "land": _WALKS[w], "text": w.capitalize()})
        else:
            more = keyword_phrases.keyword_part(w) or keyword_families.keyword_part(w)  # toxic, fading (CR 702)
            if more is None:
                spell_keyword = spell_phrases.keyword_ability(w, card_types)  # storm, cascade, rebound
                if spell_keyword is None:
                    more = zone_phrases.keyword_ability(w)  # mobilize (CR 702.181a)
                    if more is None:
                        return None
                else:
                    more = [spell_keyword]
            abilities.extend(more)
            if w == "flanking":
                keywords.append("Flanking")  # what other flanking creatures' triggers look for
    return keywords, abilities


def _reason(toks: list[str], exc: NoParse) -> str:
    at = min(max(exc.at, 0), len(toks))
    rest = " ".join(toks[at:at + 6])
    return f"not understood from: {rest}" if rest else (exc.why or "not understood")


def _renumber(effects: list[dict[str, Any]], offset: int) -> list[dict[str, Any]]:
    """Shift target indexes (when spell lines are merged into one spell ability)."""
    out = []
    for e in effects:
        e = dict(e)
        for key in ("target", "who", "other"):
            if isinstance(e.get(key), int):
                e[key] += offset
            elif isinstance(e.get(key), Mapping):
                e[key] = {k: v + offset if isinstance(v, int) else v for k, v in e[key].items()}
        if isinstance(e.get("targets"), list):  # flicker's "two target ..." (zone_phrases)
            e["targets"] = [i + offset for i in e["targets"]]
        for key in ("effects", "otherwise"):  # nested: "may", "delayed", "if_kicked"
            if isinstance(e.get(key), list):
                e[key] = _renumber(e[key], offset)
        out.append(e)
    return out


class _Card:
    """The compiling of one card: its lines, in order, with their results."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = record
        self.name = str(record.get("name") or "")
        self.types = tuple(record.get("types") or ())
        self.subtypes = tuple(record.get("subtypes") or ())
        self.has_x = "{X}" in str(record.get("manaCost") or "") or \
            "as an additional cost to cast this spell, pay x life." in str(record.get("text") or "").lower()
        # (Toxic Deluge: an X announced for its additional cost, CR 601.2b, 107.3)
        self.is_spell = "Instant" in self.types or "Sorcery" in self.types

    def parse(self, line: str, reader: str) -> tuple[list[dict[str, Any]], list[str]] | str:
        """Read one line with one form; the abilities and their targets, or the reason it failed."""
        line, quoted = quoted_abilities.extract(line)  # "... token with 'This token gets ...'" (CR 113.1a)
        if unread(line, self.name):
            return "symbols the grammar does not read"
        toks = tokens(line, self.name)
        ctx = Context(card_types=self.types, has_x=self.has_x and self.is_spell, card_name=self.name,
                      x_cost=self.has_x and not self.is_spell, quoted=quoted)
        p = Parser(toks, ctx)
        try:
            if reader == "activated":
                found: list[dict[str, Any]] = [lf.mana_or_activated(p, self.types)]
            elif reader == "triggered":
                found = lf.triggered(p, self.types)
            elif reader == "static":
                found = lf.static(p, self.types, self.has_x and not self.is_spell)
            elif reader == "spell":
                found = [lf.spell(p)]
            elif reader == "this_turn_trigger":
                found = [lf.this_turn_trigger(p, self.types)]
            elif reader == "instead_if":
                found = [{"kind": "spell", "effects": instead_if_line(p)}]
            elif reader == "landfall_instead":
                found = [{"kind": "spell", "effects": landfall_instead_line(p)}]
            elif reader == "revolt_instead":
                found = [{"kind": "spell", "effects": revolt_instead_line(p)}]
            else:
                raise ValueError(reader)
        except NoParse as exc:
            return _reason(toks, exc)
        if not quoted_abilities.all_read(ctx):
            return "a quoted ability (CR 113.1a) where the grammar doesn't read one"
        return found, list(ctx.targets)

    def mode(self, line: str) -> dict[str, Any] | str:
        """One mode of a modal ability ("• Destroy target artifact."): its effects and targets."""
        text = mode_label(line.lstrip("•").strip())
        if unread(text, self.name):
            return "symbols the grammar does not read"
        body, color = if_its_color(text)
        toks = tokens(body, self.name)
        ctx = Context(card_types=self.types, has_x=self.has_x and self.is_spell)
        p = Parser(toks, ctx)
        if not self.is_spell:
            ctx.it = "self"
        try:
            ab = lf.spell(p)
        except NoParse as exc:
            return _reason(toks, exc)
        out: dict[str, Any] = {"effects": ab["effects"], "text": text}
        from .stack_target_phrases import has_optional
        if has_optional(out):  # "• Tap up to two target creatures.": not with other modes' targets (CR 601.2c)
            return "optional targets in a mode"
        if color is not None:
            wrapped = wrap_color(ab["effects"], ctx.targets, color)
            if wrapped is None:
                return "a colour condition the engine doesn't read"
            out["effects"] = wrapped
        if ctx.targets:
            out["targets"] = list(ctx.targets)
        return out

    def modal_head(self, line: str) -> dict[str, Any] | str:
        """``Choose one —`` (a spell), ``When ~ enters, choose one —`` or ``{1}, Sacrifice ~: Choose
        one —`` (an activated ability, CR 700.2b); an ability word before it has no rules meaning
        (CR 207.2c)."""
        word = _ABILITY_WORD.match(line)
        if word and word.group(0).split(" — ")[0].lower() not in CONDITION_LABELS:
            line = line[word.end():]
        if unread(line, self.name):
            return "symbols the grammar does not read"
        toks = tokens(line, self.name)
        p = Parser(toks, Context(card_types=self.types))
        try:
            if self.is_spell:
                head: dict[str, Any] = {"kind": "spell", **modal_count(p)}
                if "unchosen" in head:  # a spell is a new object each time it's cast (CR 400.7): not read
                    raise p.fail("a spell's modes that haven't been chosen")
            elif modal_phrases.activated_head(toks):
                head = {"kind": "activated", **modal_phrases.activated_cost(p, self.types), **modal_count(p)}
            else:
                trig = lf.trigger(p, self.types)
                if trig.get("also") not in (None, "attacks"):
                    raise p.fail("two triggers")
                p.need(",")
                head = {"kind": "triggered", **trig, **modal_count(p)}  # "also": a second ability (below)
            if not p.done():
                raise p.fail("words left over")
        except NoParse as exc:
            return _reason(toks, exc)
        return head

    def line(self, line: str) -> list[dict[str, Any]] | str:
        """One ordinary line: the first form that reads it whole."""
        word = _ABILITY_WORD.match(line)
        if word and word.group(0).split(" — ")[0].lower() in CONDITION_LABELS:
            return "a condition the engine doesn't track: " + word.group(0).split(" — ")[0]
        if word:
            line = line[word.end():]  # an ability word has no rules meaning (CR 207.2c)
        label = _SPELL_LABEL.match(line) if self.is_spell else None
        if label and label.group(1).lower() not in CONDITION_LABELS and not _ROMAN.fullmatch(label.group(1)):
            line = line[label.end():]  # "Domain — ...": on an instant or sorcery too, the text says the condition
        low = line.lower()
        if self.is_spell and low.startswith(self.name.lower() + " can't be countered") or \
                low.startswith("this spell can't be countered"):
            got = self.parse(line, "static")
            return got[0] if not isinstance(got, str) else got
        if self.is_spell and low.startswith("if you had a land enter the battlefield under your control this turn, ") \
                and low.endswith(" instead."):
            got = self.parse(line, "landfall_instead")  # Groundswell (CR 608.2c; amount_phrases)
            return got[0] if not isinstance(got, str) else got
        if self.is_spell and low.endswith(" instead if a permanent left the battlefield under your control this turn."):
            got = self.parse(line, "revolt_instead")  # Fatal Push's revolt (CR 608.2c; amount_phrases)
            return got[0] if not isinstance(got, str) else got
        if self.is_spell and " damage instead if " in low:
            got = self.parse(line, "instead_if")  # "Metalcraft — ~ deals 4 damage instead if ..." (CR 608.2c)
            return got[0] if not isinstance(got, str) else got
        if self.is_spell and low.startswith("at the beginning of your next upkeep, pay "):
            forms = ["spell"]  # a pact's delayed payment (zone_phrases.pact, CR 603.7)
        elif self.is_spell and low.startswith("whenever ") and " this turn, " in low:
            forms = ["this_turn_trigger"]  # Glimpse of Nature: a delayed trigger the spell creates (CR 603.7c)
        elif low.startswith(("when ", "whenever ", "at ")):
            forms = ["triggered"]
        elif ":" in quoted_abilities.extract(line)[0] and not self.is_spell:
            forms = ["activated"]  # (a colon only inside a quoted ability is that ability's: CR 113.1a)
        elif self.is_spell:
            forms = ["spell"]
        else:
            forms = ["static"]
        reason = "not understood"
        for form in forms:
            got = self.parse(line, form)
            if isinstance(got, str):
                reason = got
                continue
            abilities, targets = got
            from .stack_target_phrases import has_optional, optional_tail  # "up to two target ..." (CR 601.2c)
            from .stack_target_phrases import DISTINCT  # "destroy six target creatures" (CR 115.3)
            for ab in abilities:
                if targets:
                    ab["targets"] = targets
                if any(isinstance(e.get("targets"), list) for e in ab.get("effects", ())):
                    ab["distinct_targets"] = True  # "two target ..." is one word "target" (CR 115.3)
                if [e.pop(DISTINCT, False) for e in ab.get("effects", ())].count(True):
                    ab["distinct_targets"] = True
                if _holds_key(ab, DISTINCT):
                    return "N targets of one word 'target' inside a mode or condition"
                if not optional_tail(ab):
                    return "optional targets before other targets"
                if has_optional(ab):  # "up to two target creatures" is one word "target" (CR 115.3)
                    ab["distinct_targets"] = True
            return abilities
        return reason


def _holds_key(value: Any, key: str) -> bool:
    """Whether a dict at any depth of ``value`` has ``key``."""
    if isinstance(value, dict):
        return key in value or any(_holds_key(v, key) for v in value.values())
    if isinstance(value, list):
        return any(_holds_key(v, key) for v in value)
    return False


_CYCLING = re.compile(r"^(|basic land|plains|island|swamp|mountain|forest)cycling ((?:\{[0-9wubrgc]\})+)$")


def _cycling(card: _Card, line: str) -> dict[str, Any] | None:
    """``Cycling {2}`` (CR 702.29a): "{2}, Discard this card: Draw a card." from the hand;
    ``Basic landcycling {1}`` / ``Forestcycling {2}`` search for such a card instead (702.29e)."""
    m = _CYCLING.match(line.lower())
    if m is None:
        return None
    kind, cost = m.group(1), m.group(2).upper()
    if not kind:
        effect: dict[str, Any] = {"do": "draw", "amount": 1, "who": "you"}
    elif kind == "basic land":
        effect = {"do": "search", "filter": {"basic": True, "types": ["Land"]}, "what": "a basic land card",
                  "to": "hand", "reveal": True}
    else:
        sub = kind.capitalize()
        effect = {"do": "search", "filter": {"subtypes_any": [sub]}, "what": f"a {sub} card", "to": "hand",
                  "reveal": True}
    return {"kind": "activated", "cost": f"{cost}, Discard this card", "effects": [effect], "text": line}


def _attached(card: _Card, line: str, word: str, noun: str = "creature", chosen_color: bool = False,
              ) -> dict[str, Any] | None:
    body, quoted = quoted_abilities.extract(line)  # 'Enchanted creature has "{T}: ..."' (CR 113.1a)
    if unread(body, card.name):
        return None
    granted = grant_phrases.attached_has(Parser(tokens(body, card.name), Context(card_types=card.types,
                                                                                quoted=quoted)),
                                         word, noun, chosen_color)
    if granted is not None or noun != "creature":  # abilities granted (CR 613.1f; engine.attached_abilities)
        return granted
    if unread(line, card.name):
        return None
    p = Parser(tokens(line, card.name), Context(card_types=card.types))
    vowed = grant_phrases.vow(p, word)  # "... and can't attack you or planeswalkers you control" (CR 508.1c)
    if vowed is not None:
        return vowed
    live = attached_line(p, word)  # "for each", "as long as", "doesn't untap" (static_lines)
    if live is not None:
        return live
    from .restriction_phrases import attached_line as attached_rule  # "can't attack or block" (CR 509.1b)
    ruled = attached_rule(p, word)
    if ruled is not None:
        return ruled
    try:
        return lf.attached_grants(p, word)
    except NoParse:
        return None


def _merge_grants(into: dict[str, Any], more: Mapping[str, Any]) -> bool:
    """Add one line's grants to an Aura's or Equipment's; False (nothing changed) when the two can't be one
    grant: a counted or conditional P/T beside another line's P/T or condition."""
    live = ("for_each", "if")
    if any(k in into for k in live) or any(k in more for k in live):
        has_pt = [bool(g.get("power") or g.get("toughness") or g.get("keywords")) for g in (into, more)]
        if all(has_pt):
            return False
        for k in live:
            if k in more:
                into[k] = more[k]
    for flag in ("doesnt_untap", "cant_attack", "cant_block", "cant_attack_you", "cant_activate"):  # (static_lines, ..., grant_phrases)
        if more.get(flag):
            into[flag] = True
    for k in ("power", "toughness"):
        if k in more:
            into[k] = int(into.get(k, 0)) + int(more[k])
    if "keywords" in more:
        into["keywords"] = sorted(set(into.get("keywords", ())) | set(more["keywords"]))
    if "abilities" in more:  # abilities it grants (grant_phrases, CR 613.1f)
        into["abilities"] = [*into.get("abilities", ()), *more["abilities"]]
    return True


def compile_card(raw: Mapping[str, Any]) -> CompiledCard:
    """Compile one card.  Never raises for text it cannot read: that text stays by hand."""
    record = dict(raw)
    card = _Card(record)
    abilities: list[dict[str, Any]] = list(record.get("abilities") or ())
    results: list[LineResult] = []
    keywords = set(record.get("keywords") or ())
    lines = rules_lines(str(record.get("text") or ""))
    spell_parts: list[dict[str, Any]] = []
    aura_grants: dict[str, Any] | None = None
    aura_target = "creature"
    equip_cost: str | None = None
    equip_grants: dict[str, Any] = {}
    attached_lines: list[int] = []
    modal = False
    choices: set[str] = set()
    linked = aura_lines.returns_exiled(lines, card.name)  # "return the exiled card" (CR 607.2a)
    linked_state: dict[str, bool] = {}
    final = saga_lines.final_chapter(lines, card.subtypes)  # a Saga's last chapter (CR 714.2d)
    skip_line = -1
    mode_keywords: dict[str, tuple[str, int]] = {}
    for k, line in enumerate(lines):
        low = line.lower()
        if modal and line.startswith("•"):
            continue  # read with its "Choose one —" line
        if k == skip_line:
            results.append(LineResult(line, "automated"))  # read with the modal ability before it
            continue
        if modal and line.startswith("+ {"):
            continue  # a Spree mode, read with its "Spree" line
        counted = modal_phrases.mode_count_keyword(line) if card.is_spell else None
        if counted is not None:  # "Entwine {2}", "Escalate {1}" (CR 702.42a, 702.120a): read with the modes
            mode_keywords[counted[0]] = (counted[1], len(results))
            results.append(LineResult(line, "automated"))
            continue
        if card.is_spell and low.startswith(("escalate", "entwine")):
            mode_keywords["unread"] = (line, len(results))  # a cost the engine doesn't read: see below
            results.append(LineResult(line, "by_hand", "an entwine or escalate cost the engine doesn't read"))
            continue
        if card.is_spell and low == "spree":
            modal = True
            spree = [x for x in lines[k + 1:]]
            spree = spree[:next((i for i, x in enumerate(spree) if not x.startswith("+ {")), len(spree))]
            found_modes = [modal_phrases.spree_mode(x, card.name) for x in spree]
            modes = [card.mode(m[1]) if m is not None else "a Spree mode the grammar doesn't read"
                     for m in found_modes]
            bad = next((m for m in modes if isinstance(m, str)), None)
            if bad is not None or len(modes) < 2:
                why = f"a modal spell with Spree (CR 702.172): {bad or 'fewer than two modes'}"
                results += [LineResult(x, "by_hand", why) for x in [line, *spree]]
                continue
            for m, spree_cost in zip(modes, found_modes):
                assert isinstance(m, dict) and spree_cost is not None
                m["spree"] = spree_cost[0]  # the mode's additional cost (CR 702.172a)
            spell_parts.append({"kind": "spell", "choose": {"min": 1, "max": len(modes)}, "modes": modes,
                                "text": " ".join([line, *spree])})
            results += [LineResult(x, "automated") for x in [line, *spree]]
            continue
        modal = False
        chapter = saga_lines.chapter_line(line, card.name, card.types, card.subtypes, final)
        if chapter is not None:  # "I, II — ..." a Saga's chapter ability (CR 714.2a; engine/families/saga_rules.py)
            if isinstance(chapter, str):
                results.append(LineResult(line, "by_hand", chapter))
            else:
                abilities.append({**chapter, "text": line})
                results.append(LineResult(line, "automated"))
            continue
        if line.rstrip().endswith("—") or "choose one" in low or "choose two" in low or "same mode more" in low:
            modal = True
            bullets = []
            for nxt in lines[k + 1:]:
                if not nxt.startswith("•"):
                    break
                bullets.append(nxt)
            head = card.modal_head(line) if bullets else "a modal ability without modes"
            modes = [card.mode(b) for b in bullets]
            bad = next((m for m in [head, *modes] if isinstance(m, str)), None)
            if bad is not None or len(modes) < 2:
                why = f"a modal ability (CR 700.2): {bad or 'fewer than two modes'}"
                results += [LineResult(x, "by_hand", why) for x in [line, *bullets]]
                continue
            assert isinstance(head, dict)
            plain_head = different_players(head, [m for m in modes if isinstance(m, dict)])
            if plain_head is None:  # "Each mode must target a different player." (oracle/modal.py)
                why = "a modal ability (CR 700.2): modes that must target different players"
                results += [LineResult(x, "by_hand", why) for x in [line, *bullets]]
                continue
            head = plain_head
            after = lines[k + 1 + len(bullets)] if k + 1 + len(bullets) < len(lines) else ""
            if head["kind"] == "activated" and after.lower().startswith("activate "):
                limit = modal_phrases.activation_limit(after)  # "Activate only as a sorcery." (CR 602.5d)
                if limit is None:
                    why = "a modal ability (CR 700.2): a limit on activating it the engine doesn't read"
                    results += [LineResult(x, "by_hand", why) for x in [line, *bullets]]
                    continue
                head = {**head, **limit}
                skip_line = k + 1 + len(bullets)
            ab = {**head, "modes": modes, "text": " ".join([line, *bullets])}
            also = ab.pop("also", None)
            if card.is_spell:
                spell_parts.append(ab)
            else:
                abilities.append(ab)
            if also is not None:  # "Whenever ~ enters or attacks, choose one —": two trigger events (CR 603.2)
                abilities.append({**ab, "trigger": also, "modes": [dict(m) for m in modes if isinstance(m, dict)]})
            results += [LineResult(x, "automated") for x in [line, *bullets]]
            continue
        if low == "devoid":
            # CR 702.114a: a characteristic-defining ability, the card has no colour.
            record["colors"] = []
            results.append(LineResult(line, "automated"))
            continue
        animated = animation_lines.animation_line(line, card.name, card.types, card.subtypes)
        if animated is not None:
            # A creature land's or an artifact's "becomes a N/N creature", a Vehicle's Crew N (CR 611.3, 702.122a).
            abilities.append({**animated, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        stated = state_trigger_lines.state_trigger_line(line, card.name, card.types)
        if stated is not None:
            # Dark Depths' counters and state trigger, "sacrifice it. When you do" (CR 603.8, 603.12).
            abilities.append({**stated, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        replaced = zone_phrases.replacement_line(line, card.name) if not card.is_spell else None
        if replaced is not None:  # Mox Diamond: "If this artifact would enter, ... instead" (CR 614.1c)
            abilities.append({**replaced, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        cloned = copy_lines.copy_line(line, card.name, card.types)
        if cloned is not None:
            # "You may have this creature enter as a copy of any creature on the battlefield." (CR 707.2)
            abilities.extend({**ab, "text": line} for ab in cloned)
            results.append(LineResult(line, "automated"))
            continue
        chosen = entering_lines.entering_line(line, card.name, card.types)
        if chosen is not None:
            # A land's colour chosen as it enters and its mana of that colour (CR 614.12, 106.1).
            abilities.extend({**ab, "text": line} for ab in chosen)
            results.append(LineResult(line, "automated"))
            continue
        typed = land_type_lines.land_type_line(line, card.name) or land_type_lines.enchanted_becomes_line(
            line, card.name, aura_target if aura_grants is not None else None)
        if typed is not None:  # Blood Moon, Urborg: lands' types changed (CR 305.7, 613.1d; land_type_lines.py)
            abilities.append({**typed, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        named = naming_lines.naming_line(line, card.name, choices)
        if named is not None:
            # A card name chosen as it enters, and what it stops (CR 201.3, 614.12; naming_lines.py).
            if named.get("static") == "as_enters_choose":
                choices.add(str(named["choose"]))
            abilities.append({**named, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        morph = face_down_lines.morph_line(line, card.types)
        if morph is not None:  # Morph, megamorph, disguise (CR 702.37a-b, 702.168a; face_down_lines.py)
            abilities.append({**morph, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        casting = cost_lines.cost_line(line, card.types, card.has_x) or spell_phrases.cost_line(line, card.types) \
            or rule_lines.alternative_cost_line(line) \
            or restriction_phrases.casting_line(line, card.name)  # domain, Serra Avenger (CR 601.2f, 101.2)
        if casting is not None:
            # How the card is cast: alternative and additional costs, cost changes (CR 601.2b, 601.2f).
            abilities.append({**casting, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        special = special_lines.opening_hand_line(line, card.name) or special_lines.outlast_line(line, card.types) \
            or hand_lines.hand_line(line, card.types, str(record.get("text") or "")) \
            or special_lines.dredge_line(line) \
            or special_lines.retrace_line(line, str(record.get("manaCost") or ""), card.types)
        if special is not None:  # a Leyline (CR 103.6a), outlast (CR 702.107a), dredge (702.52a): special_lines.py
            abilities.append({**special, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        deck = keyword_phrases.deck_line(normalise(line, card.name).lower()) \
            or keyword_families.rule_line(normalise(line, card.name).lower())  # "no maximum hand size" (CR 402.2)
        if deck is not None:  # "~ can be your commander." (CR 903.3)
            abilities.extend({**ab, "text": line} for ab in deck)
            results.append(LineResult(line, "automated"))
            continue
        found = _keyword_line(line, card.types)
        if found is not None:
            keywords.update(found[0])
            abilities.extend(found[1])
            results.append(LineResult(line, "automated"))
            continue
        enchant = aura_lines.enchant_spec(line, card.name) if low.startswith("enchant ") else None
        if enchant is not None and "Aura" in card.subtypes and aura_grants is None:
            aura_grants = {}
            aura_target = enchant  # "Enchant land", "Enchant Forest" (CR 702.5a, aura_lines.py)
            results.append(LineResult(line, "automated"))
            continue
        label = _ABILITY_WORD.match(line)  # "Imprint —" is an ability word (CR 207.2c)
        plain = line[label.end():] if label and label.group(0).split(" — ")[0].lower() not in CONDITION_LABELS \
            else line
        family = aura_lines.line(plain, card.name, aura_target if aura_grants is not None else None, choices,
                                 linked, linked_state, "Land" in card.types)
        if family is not None:
            # Remembered choices, enchanted lands' mana (aura_lines.py).
            if family.get("static") == "as_enters_choose":
                choices.add(str(family["choose"]))
            abilities.append({**family, "text": line})
            results.append(LineResult(line, "automated"))
            continue
        cycling = _cycling(card, line) or activation_phrases.cycling(line)  # "Cycling—Pay 2 life." (CR 702.29a)
        if cycling is not None:
            abilities.append(cycling)
            results.append(LineResult(line, "automated"))
            continue
        if low.startswith("equip {") and "Equipment" in card.subtypes and equip_cost is None:
            cost = line[len("equip "):].strip()
            if not unread(cost, card.name) and all(t.startswith("{") and t not in ("{T}", "{X}", "{Q}")
                                                    for t in tokens(cost, card.name)):
                equip_cost = cost
                results.append(LineResult(line, "automated"))
                continue
        land_aura = aura_grants is not None and aura_target in ("land", "land_you_control")
        if low.startswith(("enchanted creature ", "equipped creature ")) or (
                land_aura and low.startswith("enchanted land has ")):
            word, noun = low.split()[:2]
            grants = _attached(card, line, word, noun, "color" in choices)
            if grants is not None:
                if word == "enchanted":
                    if aura_grants is not None and _merge_grants(aura_grants, grants):
                        attached_lines.append(len(results))
                        results.append(LineResult(line, "automated"))
                        continue
                elif _merge_grants(equip_grants, grants):
                    attached_lines.append(len(results))
                    results.append(LineResult(line, "automated", "equipped"))
                    continue
            results.append(LineResult(line, "by_hand", "not understood"))
            continue
        if card.is_spell and spell_parts and _instead_line(card, line, spell_parts):
            results.append(LineResult(line, "automated"))  # "... instead if you control three or more artifacts"
            continue
        got = card.line(line)
        if isinstance(got, str):
            results.append(LineResult(line, "by_hand", got))
            continue
        for ab in got:
            ab["text"] = line
        if card.is_spell:
            statics = [ab for ab in got if ab.get("kind") == "static"]
            if any(ab.get("static") != "cant_be_countered" for ab in statics):
                # A static ability of an instant or sorcery other than "can't be
                # countered" (CR 101.2) means nothing to the engine on the stack.
                results.append(LineResult(line, "by_hand", "a static ability of a spell"))
                continue
            abilities.extend(statics)  # kept on the card: counter_spell reads it (CR 101.2)
            # "When you cast this spell, ..." triggers from the stack (CR 601.2i): not part of its resolution.
            # So does one that works from the graveyard (CR 113.6k: Punishing Fire's "return this card").
            off_stack = [ab for ab in got if ab.get("kind") == "triggered"
                         and (ab.get("trigger") == "cast_self" or ab.get("zone") == "graveyard")]
            abilities.extend(off_stack)
            if any(ab.get("kind") == "triggered" and ab not in off_stack for ab in got):
                results.append(LineResult(line, "by_hand", "a triggered ability of an instant or sorcery"))
                continue
            spell_parts.extend(ab for ab in got if ab.get("kind") not in ("static", "triggered"))
        else:
            abilities.extend(got)
            if any(e.get("exile_linked") for ab in got for e in ab.get("effects") or ()):
                linked_state["linked_from_hand"] = True  # Tidehollow Sculler's "return the exiled card" (CR 607.2a)
        results.append(LineResult(line, "automated"))
    if equip_cost is None:
        # "Equipped creature ..." without an Equip ability the engine has: by hand.
        results = [LineResult(r.text, "by_hand", "Equipment without an Equip cost the engine reads")
                   if r.reason == "equipped" else r for r in results]
    else:
        results = [LineResult(r.text, r.status) if r.reason == "equipped" else r for r in results]
        eq_text = "; ".join(r.text for r in results if r.text.lower().startswith(("equip ", "equipped ")))
        abilities.append({"kind": "equip", "cost": equip_cost, "grants": equip_grants, "text": eq_text})
    if aura_grants is not None:
        au_text = "; ".join(r.text for r in results if r.text.lower().startswith(("enchant ", "enchanted ")))
        abilities.insert(0, {"kind": "aura", "targets": [aura_target], "grants": aura_grants, "text": au_text})
    if mode_keywords:
        _mode_keywords(mode_keywords, spell_parts, results)
    if spell_parts:
        try:
            abilities.insert(0, _merge_spell(apply_instead(spell_parts)))
        except NoParse as exc:
            why = exc.why or "a modal spell with other spell text"
            results = [LineResult(r.text, "by_hand", why) for r in results]
    record["keywords"] = sorted(keywords)
    record["abilities"] = saga_lines.mark_last_by_hand(abilities, results, final)  # (CR 714.4)
    compiled = CompiledCard(record, tuple(results))
    compiled = _checked(compiled)
    record = compiled.record
    record["by_hand"] = list(compiled.by_hand)
    record["manual"] = bool(raw.get("manual")) or compiled.status == "by_hand"
    return compiled


def _mode_keywords(found: dict[str, tuple[str, int]], parts: list[dict[str, Any]],
                   results: list[LineResult]) -> None:
    """Entwine and escalate (CR 702.42a, 702.120a) on the modal spell ability they change.  Without
    modes, the line stays by hand; beside an escalate cost the engine doesn't read, the modes stay
    by hand too (extra modes would be free); an entwine cost it doesn't read only leaves the choice
    of every mode to the players (the spell is still cast right with the number of modes it names)."""
    modal = next((p for p in parts if "modes" in p), None)
    for kind, (cost, at) in found.items():
        if modal is None:
            results[at] = LineResult(results[at].text, "by_hand", "entwine or escalate without modes")
        elif kind != "unread":
            modal[kind] = cost
    unread = found.get("unread")
    if modal is not None and unread is not None and unread[0].lower().startswith("escalate"):
        parts.remove(modal)
        why = "a modal spell with an escalate cost the engine doesn't read"
        results[:] = [LineResult(r.text, "by_hand", why) if r.status == "automated" and
                      (r.text.startswith("•") or r.text in str(modal.get("text", ""))) else r for r in results]


def _instead_line(card: _Card, line: str, parts: list[dict[str, Any]]) -> bool:
    """``Metalcraft — ~ deals 4 damage instead if you control three or more artifacts.``,
    ``Threshold — Add {B}{B}{B}{B}{B} instead if ...``: the effect of the spell line before
    becomes a choice made as it resolves (CR 608.2c)."""
    if unread(line, card.name):
        return False
    p = Parser(tokens(line, card.name), Context(card_types=card.types))
    try:
        new, cond = spell_phrases.instead_if(p)
    except NoParse:
        return False
    merged = spell_phrases.merge_instead(parts[-1], new, cond)
    if merged is None or "modes" in parts[-1]:
        return False
    merged["text"] = f"{parts[-1].get('text', '')} {line}".strip()
    parts[-1] = merged
    return True


def _merge_spell(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """The lines of an instant or sorcery as one spell ability (CR 608.2: they resolve in order)."""
    if len(parts) == 1:
        return parts[0]
    if any("modes" in p for p in parts):
        # A modal spell with more text besides its modes: not read (fail closed).
        raise NoParse(0, "a modal spell with other spell text")
    if any(p.get("distinct_targets") for p in parts):
        raise NoParse(0, "\"two target\" beside other spell text")  # CR 115.3 would bind every target
    from .stack_target_phrases import has_optional
    if any(has_optional(p) for p in parts):
        raise NoParse(0, "optional targets beside other spell text")  # CR 601.2c: they must come last
    targets: list[str] = []
    effects: list[dict[str, Any]] = []
    for part in parts:
        effects.extend(_renumber(list(part.get("effects", ())), len(targets)))
        targets.extend(part.get("targets", ()))
    out: dict[str, Any] = {"kind": "spell", "effects": effects, "text": " ".join(p["text"] for p in parts)}
    if targets:
        out["targets"] = targets
    return out


def _checked(compiled: CompiledCard) -> CompiledCard:
    """The engine's own validation of the result (the vocabulary check of
    ``card_from_json``); a card it refuses keeps every line by hand."""
    record = compiled.record
    try:
        card_from_json({**record, "by_hand": list(compiled.by_hand)})
    except CardDataError as exc:
        record["abilities"] = []
        lines = tuple(LineResult(r.text, "by_hand", f"the engine refused the compiled ability: {exc}")
                      for r in compiled.lines)
        return CompiledCard(record, lines)
    return compiled
