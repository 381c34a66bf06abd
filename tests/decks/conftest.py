"""Shared fixtures for the deck tests: where the sample files are, and the
Burn list that every format's sample file encodes. (Fixtures rather than
imports, so these tests do not depend on how pytest sets up sys.path.)"""

from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent.parent / "data" / "decks"

BURN_MAIN = (
    (4, "Goblin Guide"),
    (4, "Monastery Swiftspear"),
    (4, "Eidolon of the Great Revel"),
    (4, "Lightning Bolt"),
    (4, "Lava Spike"),
    (4, "Rift Bolt"),
    (4, "Skewer the Critics"),
    (4, "Boros Charm"),
    (4, "Lightning Helix"),
    (4, "Searing Blaze"),
    (4, "Inspiring Vantage"),
    (4, "Sacred Foundry"),
    (4, "Arid Mesa"),
    (4, "Bloodstained Mire"),
    (4, "Mountain"),
)
BURN_SIDEBOARD = (
    (3, "Path to Exile"),
    (2, "Smash to Smithereens"),
    (3, "Deflecting Palm"),
    (2, "Kor Firewalker"),
    (2, "Rest in Peace"),
    (3, "Skullcrack"),
)
BURN_NAMES = frozenset(name for _, name in BURN_MAIN + BURN_SIDEBOARD)


@pytest.fixture
def data() -> Path:
    """The folder of sample deck files (tests/data/decks)."""
    return DATA


@pytest.fixture
def burn_main() -> tuple[tuple[int, str], ...]:
    """(count, name) of the main deck every burn_* sample file holds."""
    return BURN_MAIN


@pytest.fixture
def burn_sideboard() -> tuple[tuple[int, str], ...]:
    return BURN_SIDEBOARD


@pytest.fixture
def burn_names() -> frozenset[str]:
    """The canonical names of every card in the Burn samples."""
    return BURN_NAMES
