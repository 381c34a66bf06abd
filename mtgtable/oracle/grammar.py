"""The grammar: phrase-level parsers that compose into the engine's ability dicts.

A line's tokens (``lexer.tokens``) are read by small parsers, each for one
kind of phrase: costs, trigger conditions, effect verbs, target and selector
phrases, quantities, durations and conditions.  They compose: an activated
ability is a cost, a colon and effects; a triggered ability a trigger
condition, a comma and effects; an effect is a verb with its quantities,
targets and duration.  A parser either consumes its phrase or raises
:class:`NoParse`; an ability is compiled only when every token of its line is
consumed (fail closed), otherwise the line stays by hand with the first words
the grammar could not read as the reason.

Nothing here guesses: a phrase is read only when the engine does exactly
what it says (e.g. "target creature an opponent controls" and "target
creature you don't control" are the same set of creatures in a game
without teammates; "up to one target" is not read, because the engine's
targets are exactly N).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..engine.data.cards import KEYWORDS
from .target_words import MORE_TARGETS, first_target_controls, graveyard_with_number, target_filter, type_list


class NoParse(Exception):
    """The grammar cannot read the line from ``at`` on."""

    def __init__(self, at: int, why: str = "") -> None:
        super().__init__(why)
        self.at = at
        self.why = why


#: Number words (CR 107.1).
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10}
BASIC_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain",
               "forest": "Forest"}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
KEYWORD_WORDS = {k.lower(): k for k in KEYWORDS}

#: Target descriptors after the word "target", longest first (CR 115.1).
TARGETS: tuple[tuple[tuple[str, ...], str], ...] = tuple(sorted((
    (("creature",), "creature"),
    (("player",), "player"),
    (("opponent",), "opponent"),
    (("creature", "or", "player"), "creature_or_player"),
    (("creature", "or", "planeswalker"), "creature_or_planeswalker"),
    (("player", "or", "planeswalker"), "player_or_planeswalker"),
    (("planeswalker",), "planeswalker"),
    (("attacking", "creature"), "attacking_creature"),
    (("blocking", "creature"), "blocking_creature"),
    (("attacking", "or", "blocking", "creature"), "attacking_or_blocking_creature"),
    (("creature", "attacking", "you"), "creature_attacking_you"),
    (("creature", "you", "control"), "creature_you_control"),
    (("creature", "an", "opponent", "controls"), "creature_opponent_controls"),
    (("creature", "you", "don't", "control"), "creature_opponent_controls"),
    (("creature", "with", "flying"), "creature_with_flying"),
    (("creature", "without", "flying"), "creature_without_flying"),
    (("tapped", "creature"), "tapped_creature"),
    (("permanent",), "permanent"),
    (("nonland", "permanent"), "nonland_permanent"),
    (("artifact",), "artifact"),
    (("enchantment",), "enchantment"),
    (("artifact", "or", "enchantment"), "artifact_or_enchantment"),
    (("land",), "land"),
    (("nonbasic", "land"), "nonbasic_land"),
    (("legendary", "creature"), "legendary_creature"),
    (("legendary", "permanent"), "legendary_permanent"),
    (("spell",), "spell"),
    (("creature", "spell"), "creature_spell"),
    (("noncreature", "spell"), "noncreature_spell"),
    (("instant", "or", "sorcery", "spell"), "instant_or_sorcery_spell"),
    (("card", "from", "a", "graveyard"), "card_in_graveyard"),
    (("creature", "card", "from", "your", "graveyard"), "creature_card_in_your_graveyard"),
    (("card", "from", "your", "graveyard"), "card_in_your_graveyard"),
    (("instant", "or", "sorcery", "card", "from", "your", "graveyard"), "instant_or_sorcery_card_in_your_graveyard"),
    (("artifact", "card", "from", "your", "graveyard"), "artifact_card_in_your_graveyard"),
    (("land", "card", "from", "your", "graveyard"), "land_card_in_your_graveyard"),
    (("creature", "card", "from", "a", "graveyard"), "creature_card_in_a_graveyard"),
    (("instant", "or", "sorcery", "card", "from", "a", "graveyard"), "instant_or_sorcery_card_in_a_graveyard"),
    (("land", "card", "from", "a", "graveyard"), "land_card_in_a_graveyard"),
    (("artifact", "card", "from", "a", "graveyard"), "artifact_card_in_a_graveyard"),
), key=lambda kv: -len(kv[0])))
TARGETS = tuple(sorted(TARGETS + MORE_TARGETS, key=lambda kv: -len(kv[0])))  # (target_words.py)

#: Groups an effect can name without targeting ("each opponent"), as engine subjects.
GROUPS: tuple[tuple[tuple[str, ...], str], ...] = tuple(sorted((
    (("each", "opponent"), "each_opponent"),
    (("each", "player"), "each_player"),
    (("each", "creature"), "each_creature"),
    (("each", "creature", "without", "flying"), "each_creature_without_flying"),
    (("each", "creature", "your", "opponents", "control"), "each_opponent_creature"),
    (("each", "creature", "you", "don't", "control"), "each_opponent_creature"),
    (("each", "creature", "you", "control"), "creatures_you_control"),
    (("you",), "you"),
), key=lambda kv: -len(kv[0])))

#: "all creatures" and the like, for destroy and pump.
ALL_GROUPS: tuple[tuple[tuple[str, ...], str], ...] = tuple(sorted((
    (("all", "creatures"), "each_creature"),
    (("all", "creatures", "without", "flying"), "each_creature_without_flying"),
    (("all", "creatures", "you", "don't", "control"), "each_opponent_creature"),
    (("all", "creatures", "your", "opponents", "control"), "each_opponent_creature"),
    (("creatures", "you", "control"), "creatures_you_control"),
    (("permanents", "you", "control"), "permanents_you_control"),
    (("creatures", "your", "opponents", "control"), "each_opponent_creature"),
    (("creatures", "you", "don't", "control"), "each_opponent_creature"),  # two players (CR 102.1)
    (("attacking", "creatures"), "attacking_creatures"),
), key=lambda kv: -len(kv[0])))


#: What "it" means right after "create a ... token": the new token, which no
#: effect can refer to yet, so a phrase about "it" then fails (fail closed).
NEW_TOKEN = "new_token"


@dataclass
class Context:
    """What the phrases of one ability share: its targets (effects refer to
    them by index), the object "it" now means, and what the card is."""

    card_types: tuple[str, ...] = ()
    has_x: bool = False
    #: The trigger, for "that player" / "that creature".
    trigger: str = ""
    targets: list[str] = field(default_factory=list)
    #: What "it" refers to: a target index or "self".
    it: Any = None
    #: The player the last clause was about ("Target player draws two cards and loses 2 life").
    last_who: Any = None
    #: The card's name, for a condition that names it ("another creature named ~", CR 201.2).
    card_name: str = ""
    #: "Choose a creature type." came before: a count may say "of that type" (Distant Melody, CR 205.3m).
    chosen_type: bool = False
    #: "PLAYER sacrifices a creature" came before: "for each creature sacrificed this way" (Syphon Flesh).
    sacrificed: bool = False
    #: "Destroy each ..." came before: "for each permanent destroyed this way" (Culling Ritual).
    destroyed: bool = False
    #: The group a count just named, for "Those creatures gain ..." (Inspiring Call): a subject name.
    those: str = ""
    #: A permanent card with {X} in its cost: its enters-the-battlefield ability may read X (CR 107.3m).
    x_cost: bool = False
    #: The quoted abilities of the line ("with 'This token gets ...'"), each a ``quoted-a`` word in the
    #: tokens (``quoted_abilities``), and the words of them a phrase read.
    quoted: tuple[str, ...] = ()
    quoted_read: set[str] = field(default_factory=set)
    #: The effect of an activated ability (not a mode of one): "return ~ from your graveyard to your
    #: hand" may make it one activated from the graveyard (CR 113.6k).
    activated: bool = False


class Parser:
    """A cursor over one line's tokens, with backtracking (``mark``/``reset``)."""

    def __init__(self, toks: Sequence[str], ctx: Context) -> None:
        self.t = list(toks)
        self.i = 0
        self.ctx = ctx

    # ------------------------------------------------------------------ cursor

    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.t[j] if j < len(self.t) else ""

    def done(self) -> bool:
        return self.i >= len(self.t)

    def mark(self) -> tuple[int, int, Any, Any]:
        return (self.i, len(self.ctx.targets), self.ctx.it, self.ctx.last_who)

    def reset(self, m: tuple[int, int, Any, Any]) -> None:
        self.i = m[0]
        del self.ctx.targets[m[1]:]
        self.ctx.it = m[2]
        self.ctx.last_who = m[3]

    def at(self, *words: str | tuple[str, ...]) -> bool:
        for k, w in enumerate(words):
            tok = self.peek(k)
            if isinstance(w, tuple):
                if tok not in w:
                    return False
            elif tok != w:
                return False
        return True

    def eat(self, *words: str | tuple[str, ...]) -> bool:
        if self.at(*words):
            self.i += len(words)
            return True
        return False

    def need(self, *words: str | tuple[str, ...]) -> None:
        if not self.eat(*words):
            raise NoParse(self.i, "expected " + " ".join(w if isinstance(w, str) else "/".join(w) for w in words))

    def fail(self, why: str = "") -> NoParse:
        return NoParse(self.i, why)

    def first(self, *alternatives: Callable[[], Any]) -> Any:
        """The first alternative that parses (each starts from the same place)."""
        m = self.mark()
        best: NoParse | None = None
        for alt in alternatives:
            try:
                return alt()
            except NoParse as exc:
                if best is None or exc.at > best.at:
                    best = exc
                self.reset(m)
        raise best if best is not None else self.fail()

    def table(self, entries: Sequence[tuple[tuple[str, ...], str]]) -> str | None:
        """The longest entry whose words come next (consumed), or None."""
        for words, value in entries:
            if self.at(*words):
                self.i += len(words)
                return value
        return None

    # ------------------------------------------------------------------ quantities

    def number(self, allow_x: bool = True) -> int | str:
        """A quantity: a numeral, a number word, or X (only on a spell with {X} in its cost, CR 107.3)."""
        tok = self.peek()
        if tok.isdigit():
            self.i += 1
            return int(tok)
        if tok in NUMBERS:
            self.i += 1
            return NUMBERS[tok]
        if tok == "x" and allow_x and self.ctx.has_x:
            self.i += 1
            return "X"
        raise self.fail("expected a number")

    def mana_symbols(self) -> list[str]:
        """Consecutive mana symbols ``{2}{G}`` (not {T} or {Q})."""
        out = []
        while self.peek().startswith("{") and self.peek() not in ("{T}", "{Q}"):
            out.append(self.peek())
            self.i += 1
        if not out:
            raise self.fail("expected mana symbols")
        return out

    # ------------------------------------------------------------------ targets and subjects

    def target(self) -> int:
        """``target DESCRIPTOR`` or ``any target``: adds a target spec; returns its index."""
        from .stack_target_phrases import another_target  # "another target permanent" (CR 115.1)
        other = another_target(self)
        if other is not None:
            spec = other
        elif self.eat("any", "target"):
            spec = "any"
        else:
            self.need("target")
            found = graveyard_with_number(self) or type_list(self) or first_target_controls(self) \
                or self.table(TARGETS)  # (target_words.py)
            if found is None:
                raise self.fail("unknown kind of target")
            spec = target_filter(self, found)  # "with mana value 3 or less" (CR 202.3)
        self.ctx.targets.append(spec)
        index = len(self.ctx.targets) - 1
        if spec not in ("player", "opponent"):
            self.ctx.it = index
        else:
            self.ctx.last_who = index
        return index

    def subject_object(self) -> Any:
        """An object an effect acts on: a target, ``~`` (itself), or ``it``."""
        if self.at("~") and self.ctx.it == "dead_self":
            raise self.fail("the dead creature is not on the battlefield")
        if self.eat("~"):
            self.ctx.it = "self"
            return "self"
        if self.at("it") and self.ctx.it not in (None, "dead_self", NEW_TOKEN):
            self.i += 1
            return self.ctx.it
        if self.at("target") or self.at("any", "target") or self.at("another", "target"):
            return self.target()
        if self.at("that", "creature") and self.ctx.trigger in ("blocked_by", "blocks_a_creature", "creature_enters",
                                                                "combat_damage_creature"):
            self.i += 2
            return "trigger_creature"
        if self.at(("that",), ("creature", "permanent")) and isinstance(self.ctx.it, int) \
                and self.ctx.it < len(self.ctx.targets) and self._names_it(self.peek(1)):
            self.i += 2  # "deals 1 damage to target creature. Tap that creature." (Stun Sniper)
            return self.ctx.it
        raise self.fail("expected what the effect acts on")

    def _names_it(self, noun: str) -> bool:
        """Whether "that NOUN" may mean the target "it" now means (CR 115.1, 608.2c): a creature
        target for "that creature", any permanent target for "that permanent"."""
        from ..engine.data.target_specs import TARGET_SPECS
        spec = self.ctx.targets[self.ctx.it].partition(":")[0]
        if spec not in TARGET_SPECS or "spell" in spec or "graveyard" in spec or "ability" in spec \
                or spec in ("player", "opponent", "any", "creature_or_player", "player_or_planeswalker"):
            return False
        if noun == "creature":
            return "creature" in spec and "or" not in spec.split("_")
        return True

    def subject_player(self) -> Any:
        """A player an effect acts on: you, target player or opponent, each opponent..."""
        if self.at("target", ("player", "opponent")):
            return self.target()
        if self.at("that", "player") and self.ctx.trigger in ("combat_damage_player", "upkeep_each",
                                                              "draw_step_each", "end_step_each",
                                                              "upkeep_enchanted_player", "opponent_draws",
                                                              "opponent_draws_second", "cast_spell_any",
                                                              "cast_spell_opponent"):
            self.i += 2
            return "trigger_player"
        if self.at("its", "controller") and isinstance(self.ctx.it, int):
            self.i += 2
            return {"controller_of": self.ctx.it}
        either = next((n for n in (("that", "permanent's", "controller", "or", "that", "player"),
                                   ("that", "player", "or", "that", "permanent's", "controller")) if self.at(*n)), None)
        if either is not None and isinstance(self.ctx.it, int) and self.ctx.it < len(self.ctx.targets) \
                and self.ctx.targets[self.ctx.it] == "any":
            self.i += 6  # the player dealt damage, or the controller of the permanent (Acorn Catapult)
            return {"player_or_controller_of": self.ctx.it}
        found = self.table([g for g in GROUPS if g[1] in ("you", "each_opponent", "each_player")])
        if found is None:
            raise self.fail("expected a player")
        return found

    def damage_recipient(self) -> Any:
        if self.at("target") or self.at("any", "target"):
            return self.target()
        if self.at("that", "player") and self.ctx.trigger in ("combat_damage_player", "cast_spell_any",
                                                              "cast_spell_opponent"):
            self.i += 2
            return "trigger_player"
        found = self.table(GROUPS)
        if found is None:
            if self.at("it") and self.ctx.it not in (None, "dead_self", NEW_TOKEN):
                self.i += 1
                return self.ctx.it
            if self.ctx.it != "dead_self" and self.eat("~"):
                return "self"
            raise self.fail("expected what is dealt damage")
        return found

    # ------------------------------------------------------------------ keywords and P/T

    def keyword_list(self) -> list[str]:
        """``flying``, ``flying and trample``, ``flying, vigilance, and haste`` (keywords the engine applies)."""
        out: list[str] = []
        joined = -1  # where an "and" was eaten: "with deathtouch and a 3/3 ... token" ends the list there
        while True:
            found = None
            for low, kw in sorted(KEYWORD_WORDS.items(), key=lambda kv: -len(kv[0].split())):
                words = low.split()
                if self.at(*words):
                    self.i += len(words)
                    found = kw
                    break
            if found is None:
                if joined >= 0 and out:
                    self.i = joined
                    return out
                raise self.fail("expected a keyword the engine applies")
            out.append(found)
            if self.at(",", "and") or self.at(",", "or"):
                if self.at(",", "or"):
                    raise self.fail("a choice of keywords")
                self.i += 2
                continue
            if self.at("and"):
                joined = self.i
                self.i += 1
                continue
            if self.eat(","):
                # "with flying, where X is your life total" (Storm Herd): the list ends before a comma
                # that no keyword follows
                joined = self.i - 1
                continue
            return out

    def pt_change(self) -> tuple[int, int]:
        """``+2/+0``, ``-1/-1`` (not X)."""
        tok = self.peek()
        if "/" not in tok or "x" in tok:
            raise self.fail("expected +N/+N")
        p, _, t = tok.partition("/")
        if not (p[:1] in "+-" and t[:1] in "+-") or not p[1:].isdigit() or not t[1:].isdigit():
            raise self.fail("expected +N/+N")
        self.i += 1
        return int(p), int(t)

    def duration(self) -> str:
        """``until end of turn`` (CR 514.2), ``until your next turn``."""
        if self.eat("until", "end", "of", "turn"):
            return "end_of_turn"
        if self.eat("until", "your", "next", "turn"):
            return "next_turn"
        if self.eat("until", "end", "of", "combat"):
            return "end_of_combat"
        raise self.fail("expected a duration")
