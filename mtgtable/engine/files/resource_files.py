"""Where the bundled data is: cards, decks, scenarios, translations.

The repository keeps them in the top-level ``resources/`` folder; the build
maps that folder into the package as ``mtgtable.resources`` (see
``pyproject.toml``), so an installed wheel, an sdist install, pipx and an
editable install all find them the same way, through ``importlib.resources``.
Running straight from a source checkout with nothing installed
(``PYTHONPATH=.``) falls back to the checkout's ``resources/``.

Missing data is an error, never an empty game: :func:`resource_path` raises
:class:`ResourceMissing` saying what is missing and where it looked.

>>> (resource_path("cards") / "basic_lands.json").is_file()
True
"""

from __future__ import annotations

import importlib.resources
from functools import lru_cache
from pathlib import Path

#: The package the build maps ``resources/`` to.
PACKAGE = "mtgtable.resources"


class ResourceMissing(FileNotFoundError):
    """A bundled file or folder the program needs is not where it should be."""


def _candidates() -> list[Path]:
    """Every place the bundled folder may be, in the order they are tried."""
    places: list[Path] = []
    try:
        root = importlib.resources.files(PACKAGE)
    except ModuleNotFoundError:
        pass
    else:
        if isinstance(root, Path):
            places.append(root)
    checkout = Path(__file__).resolve().parents[2] / "resources"  # a source checkout, nothing installed
    if checkout not in places:
        places.append(checkout)
    return places


@lru_cache(maxsize=1)
def resource_root() -> Path:
    """The folder holding the bundled data (it always has ``cards/``)."""
    places = _candidates()
    for place in places:
        if (place / "cards").is_dir():
            return place
    raise ResourceMissing(
        "mtgtable's bundled data (cards, decks, scenarios, translations) is missing; looked in: "
        + ", ".join(str(p) for p in places)
        + ". Reinstall the package (pip install --force-reinstall mtgtable) or run from a full source checkout.")


def resource_path(*parts: str) -> Path:
    """A bundled file or folder, e.g. ``resource_path("scenarios")``; it must exist."""
    path = resource_root().joinpath(*parts)
    if not path.exists():
        raise ResourceMissing(f"mtgtable's bundled {'/'.join(parts)} is missing: looked for {path}")
    return path
