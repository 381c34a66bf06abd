"""Reading files nobody vouches for: bounded size, bounded nesting, no infinities.

Saves, scenarios, card files and settings may be corrupt or hostile.  Before
text reaches ``json`` or ``tomllib`` it is checked here, so every such file
gives a clear message naming the file (and the line where there is one)
within bounded time and memory, instead of a RecursionError, an
OverflowError or gigabytes:

* size: :func:`read_limited` refuses a file over its limit before reading it;
* nesting: :func:`nesting_depth` scans brackets outside strings and comments
  (200,000 ``[`` would otherwise overflow the parsers' recursion);
* numbers: ``Infinity``/``NaN`` in JSON and ``inf``/``nan`` in TOML are refused
  (``"seed": Infinity``, ``life = inf``), and so are JSON floats too large to
  be finite (``1e400``);
* a UTF-8 byte order mark is accepted (editors on Windows write one).

The limits themselves live in :mod:`.limits`.
"""

from __future__ import annotations

import json
import math
import os
import re
import tomllib
from pathlib import Path
from typing import Any

from ..data.limits import MAX_NESTING

_JSON_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|[\[\]{}]|\n')
_TOML_TOKENS = re.compile(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*|[\[\]{}]|\n')


class UnsafeText(ValueError):
    """Text refused before parsing; ``line`` is where (1-based), when known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


def read_limited(path: str | os.PathLike[str], limit: int, what: str) -> str:
    """The file's text, refusing one larger than ``limit`` bytes before reading it;
    UTF-8 with or without a byte order mark.  Raises OSError, UnicodeDecodeError or UnsafeText."""
    p = Path(path)
    size = p.stat().st_size
    if size > limit:
        raise UnsafeText(f"the file is {size:,} bytes; {what} may be at most {limit:,} bytes")
    with p.open("rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise UnsafeText(f"the file is over {limit:,} bytes; {what} may be at most {limit:,} bytes")
    return data.decode("utf-8-sig")


def nesting_depth(text: str, toml: bool = False) -> tuple[int, int]:
    """The deepest bracket nesting outside strings (and comments, for TOML), and its line."""
    depth = deepest = 0
    line = deepest_line = 1
    for m in (_TOML_TOKENS if toml else _JSON_TOKENS).finditer(text):
        tok = m.group(0)
        c = tok[0]
        if c == "\n":
            line += 1
        elif c in "[{":
            depth += 1
            if depth > deepest:
                deepest, deepest_line = depth, line
        elif c in "]}":
            depth -= 1
        else:
            line += tok.count("\n")
    return deepest, deepest_line


def check_nesting(text: str, toml: bool = False, limit: int = MAX_NESTING) -> None:
    depth, line = nesting_depth(text, toml)
    if depth > limit:
        raise UnsafeText(f"nested {depth} levels deep (at most {limit} allowed)", line)


def _line_of(pattern: str, text: str) -> int | None:
    m = re.search(pattern, text, re.MULTILINE)
    return text.count("\n", 0, m.start()) + 1 if m else None


class _NotFinite(Exception):
    pass


def _json_constant(name: str) -> Any:
    raise _NotFinite(name)


def _json_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite(text)
    return value


def loads_json(text: str, limit: int = MAX_NESTING, *, prescan: bool = True) -> Any:
    """Parse JSON after the nesting check; no Infinity, NaN or infinite floats.
    ``prescan=False`` (huge card files) relies on the parser's own recursion
    limit instead of scanning first.  Raises UnsafeText or json.JSONDecodeError."""
    if prescan:
        check_nesting(text, toml=False, limit=limit)
    try:
        return json.loads(text, parse_constant=_json_constant, parse_float=_json_float)
    except _NotFinite as exc:
        raise UnsafeText(f"{exc} is not a number this file may hold",
                         _line_of(rf"(?<![\w\"]){re.escape(str(exc))}(?![\w\"])", text)) from None
    except RecursionError:  # without the prescan: the C parser stops at its recursion limit, fast
        raise UnsafeText("nested too deeply") from None
    except ValueError as exc:
        if isinstance(exc, json.JSONDecodeError):
            raise
        raise UnsafeText(str(exc)) from None  # e.g. an integer of more than 4,300 digits


def _toml_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite(text)
    return value


def loads_toml(text: str, limit: int = MAX_NESTING) -> dict[str, Any]:
    """Parse TOML after the nesting check; no inf or nan.  Raises UnsafeText or tomllib.TOMLDecodeError."""
    check_nesting(text, toml=True, limit=limit)
    try:
        return tomllib.loads(text, parse_float=_toml_float)
    except _NotFinite as exc:
        raise UnsafeText(f"{exc} is not a number this file may hold",
                         _line_of(rf"(?<![\w\"'.]){re.escape(str(exc))}(?![\w\"'])", text)) from None
    except RecursionError:
        raise UnsafeText("nested too deeply") from None
    except ValueError as exc:
        if isinstance(exc, tomllib.TOMLDecodeError):
            raise
        raise UnsafeText(str(exc)) from None
