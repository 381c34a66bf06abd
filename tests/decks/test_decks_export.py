"""Writers: what they write reads back equal, and saving never loses a file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgtable.decks import (
    DeckEntry,
    DeckFormat,
    Decklist,
    export_cod,
    export_deck,
    export_text,
    load_deck,
    parse_deck_text,
    save_deck,
)

BURN = Decklist(
    "Mono-Red Burn",
    (
        DeckEntry(4, "Lightning Bolt", "M10", "146"),
        DeckEntry(4, "Fire // Ice", "MH3"),
        DeckEntry(4, "Kroxa, Titan of Death's Hunger"),
        DeckEntry(1, "B.F.M. (Big Furry Monster)"),
        DeckEntry(4, "Lim-Dûl's Vault", "ALL", "104a"),
        DeckEntry(20, "Mountain", "ZEN", "243"),
    ),
    (DeckEntry(2, "Smash to Smithereens", "ALA", "124"), DeckEntry(1, "R&D's \"Secret\" <Lair>")),
)


def test_text_export_reads_back_identically() -> None:
    loaded = parse_deck_text(export_text(BURN))
    assert loaded.fmt is DeckFormat.TEXT
    assert loaded.deck == BURN


def test_cod_export_reads_back_identically() -> None:
    loaded = parse_deck_text(export_cod(BURN))
    assert loaded.fmt is DeckFormat.COCKATRICE
    assert loaded.deck == BURN


def test_sample_files_survive_a_round_trip_through_both_writers(data: Path) -> None:
    for sample in ("arena_burn.txt", "cockatrice_burn.cod", "xmage_burn.dck", "forge_burn.dck"):
        deck = load_deck(data / sample).deck
        assert parse_deck_text(export_text(deck)).deck == deck
        assert parse_deck_text(export_cod(deck)).deck == deck


def test_a_deck_without_name_or_sideboard_round_trips() -> None:
    deck = Decklist("", (DeckEntry(60, "Relentless Rats"),), ())
    assert export_text(deck) == "Deck\n60 Relentless Rats\n"
    assert parse_deck_text(export_text(deck)).deck == deck
    assert parse_deck_text(export_cod(deck)).deck == deck


# Names as real cards spell them, plus the characters XML must escape.
_WORD = st.text(alphabet="abcdefgxyzABCXYZéû0123456789',.-&<>\"", min_size=1, max_size=8)
_NAME = st.lists(_WORD, min_size=1, max_size=4).map(" ".join)
_SET = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", min_size=2, max_size=5)
_ENTRY = st.builds(
    lambda count, name, printing: DeckEntry(count, name, *printing),
    st.integers(1, 99),
    _NAME,
    st.one_of(
        st.just((None, None)),
        st.tuples(_SET, st.none()),
        st.tuples(_SET, st.from_regex(r"[0-9]{1,3}[a-z]?", fullmatch=True)),
    ),
)


@settings(max_examples=60, deadline=None)
@given(
    name=st.one_of(st.just(""), _NAME),
    main=st.lists(_ENTRY, min_size=1, max_size=6).map(tuple),
    sideboard=st.lists(_ENTRY, max_size=4).map(tuple),
)
def test_any_deck_round_trips_through_both_writers(
    name: str, main: tuple[DeckEntry, ...], sideboard: tuple[DeckEntry, ...]
) -> None:
    deck = Decklist(name, main, sideboard)
    assert parse_deck_text(export_text(deck)).deck == deck
    assert parse_deck_text(export_cod(deck)).deck == deck


@pytest.mark.parametrize(("fmt", "suffix"), [("text", ".txt"), ("cod", ".cod"), (DeckFormat.COCKATRICE, ".cod")])
def test_save_then_load_gives_the_same_deck(tmp_path: Path, fmt: str, suffix: str) -> None:
    path = save_deck(BURN, tmp_path / f"burn{suffix}", fmt)
    assert load_deck(path).deck == BURN


def test_save_refuses_to_overwrite_and_leaves_the_old_file_untouched(tmp_path: Path) -> None:
    path = tmp_path / "burn.txt"
    path.write_text("my only copy\n", encoding="utf-8")
    with pytest.raises(FileExistsError, match="burn.txt already exists"):
        save_deck(BURN, path, "text")
    assert path.read_text(encoding="utf-8") == "my only copy\n"
    assert os.listdir(tmp_path) == ["burn.txt"]


def test_save_overwrites_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "burn.txt"
    path.write_text("old\n", encoding="utf-8")
    save_deck(BURN, path, "text", overwrite=True)
    assert load_deck(path).deck == BURN
    assert os.listdir(tmp_path) == ["burn.txt"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "burn.txt"
    path.write_text("old\n", encoding="utf-8")

    def disk_full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        save_deck(BURN, path, "text", overwrite=True)
    assert path.read_text(encoding="utf-8") == "old\n"
    assert os.listdir(tmp_path) == ["burn.txt"]


def test_a_failed_rename_keeps_the_old_file_and_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "burn.txt"
    path.write_text("old\n", encoding="utf-8")

    def fails(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", fails)
    with pytest.raises(PermissionError):
        save_deck(BURN, path, "text", overwrite=True)
    assert path.read_text(encoding="utf-8") == "old\n"
    assert os.listdir(tmp_path) == ["burn.txt"]


def test_a_file_appearing_while_saving_is_not_clobbered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another program creates the file between the existence check and the
    # final move: the hard link fails instead of replacing its file.
    path = tmp_path / "burn.txt"
    real_link = os.link

    def racing_link(source: str, target: str) -> None:
        Path(target).write_text("theirs\n", encoding="utf-8")
        real_link(source, target)

    monkeypatch.setattr(os, "link", racing_link)
    with pytest.raises(FileExistsError):
        save_deck(BURN, path, "text")
    assert path.read_text(encoding="utf-8") == "theirs\n"
    assert os.listdir(tmp_path) == ["burn.txt"]


def test_without_hard_links_saving_still_works(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*_: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    path = save_deck(BURN, tmp_path / "burn.cod", "cod")
    assert load_deck(path).deck == BURN
    assert os.listdir(tmp_path) == ["burn.cod"]


@pytest.mark.parametrize("fmt", ["dek", "forge", "pdf"])
def test_formats_that_cannot_be_written_are_refused_before_touching_disk(
    tmp_path: Path, fmt: str
) -> None:
    with pytest.raises(ValueError, match="decks cannot be saved as"):
        save_deck(BURN, tmp_path / "burn.out", fmt)
    with pytest.raises(ValueError):
        export_deck(BURN, fmt)
    assert os.listdir(tmp_path) == []
