"""Draws a card from a :class:`CardFace` with QPainter, cached as pixmaps.

Every face is drawn once per size into a pixmap; repainting the table is
then a matter of copying pixmaps, which keeps a board of 100 permanents
well within one frame.  Tapped cards are cached already turned sideways.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor, QFont, QFontMetrics, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QTransform,
)

from . import palette
from .card_face import CardFace
from .card_images import card_images
from .card_text import keyword_name
from .i18n import translate

CARD_SIZE = QSize(100, 140)
_CACHE_LIMIT = 4000
_cache: dict[tuple[CardFace, int, int, float, int], QPixmap] = {}


def card_pixmap(face: CardFace, size: QSize = CARD_SIZE, dpr: float = 1.0) -> QPixmap:
    """The card drawn at ``size`` (upright size; tapped cards come back rotated)."""
    key = (face, size.width(), size.height(), dpr, card_images.generation)
    pix = _cache.get(key)
    if pix is None:
        if len(_cache) > _CACHE_LIMIT:
            _cache.clear()
        pix = _render(face, size, dpr)
        _cache[key] = pix
    return pix


def outer_size(face: CardFace, size: QSize = CARD_SIZE) -> QSize:
    """Space the card takes on the table: sideways when tapped."""
    return size.transposed() if face.tapped else size


def _render(face: CardFace, size: QSize, dpr: float) -> QPixmap:
    image = None if face.face_down else card_images.image_for(face.english_name or face.name)
    # a drawn card that is tapped is drawn lying sideways, its text upright (turning the upright
    # drawing would leave its name and type written sideways along the edge, unreadable)
    landscape = face.tapped and not face.face_down and image is None
    pix = QPixmap((size.transposed() if landscape else size) * dpr)
    pix.setDevicePixelRatio(dpr)
    pix.fill(palette.TABLE)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    rect = QRectF(0, 0, size.width(), size.height())
    if landscape:
        rect = QRectF(0, 0, size.height(), size.width())
        _paint_front(p, rect, face, unit=size.width() / 100.0)
    elif face.face_down:
        _paint_back(p, rect)
    elif image is not None:
        _paint_image(p, rect, image)
        if face.manual or face.partial:
            unit = size.width() / 100.0
            tag = QRectF(rect.left() + 5 * unit, rect.bottom() - 50 * unit, rect.width() - 10 * unit, 13 * unit)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(palette.MANUAL)
            p.drawRoundedRect(tag, 2 * unit, 2 * unit)
            p.setPen(QColor("#111"))
            p.setFont(_font(8.5 * unit, bold=True))
            p.drawText(tag, Qt.AlignmentFlag.AlignCenter, _band_text(face))
    else:
        _paint_front(p, rect, face)
    p.end()
    if face.tapped and not landscape:
        pix = pix.transformed(QTransform().rotate(90), Qt.TransformationMode.SmoothTransformation)
        pix.setDevicePixelRatio(dpr)
        rect = QRectF(0, 0, size.height(), size.width())
    if not face.face_down:
        # numbers, markers and (when tapped) the name stay upright, so they read at a glance
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        unit = size.width() / 100.0
        inner = rect.adjusted(5 * unit, 5 * unit, -5 * unit, -5 * unit)
        if face.tapped and not landscape:
            _paint_tapped_name(p, inner, unit, face)
        elif face.tapped:
            _paint_tapped_chip(p, inner, unit, face)
        _paint_stats(p, inner, unit, face)
        _paint_markers(p, rect, inner, unit, face)
        _paint_count(p, rect, unit, face)
        _paint_highlight(p, rect, unit, face)
        if face.phased_out:
            _paint_phased_out(p, rect, unit)
        p.end()
    return pix


def _paint_phased_out(p: QPainter, r: QRectF, unit: float) -> None:
    """A phased-out permanent (CR 702.26b): greyed over, with a "phased out" band across its middle."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(90, 90, 90, 150))
    p.drawRoundedRect(r, r.width() * 0.05, r.width() * 0.05)
    label = translate("Card", "phased out")
    font = _font(9.5 * unit, bold=True)
    band = QRectF(r.left(), r.center().y() - 9 * unit, r.width(), 18 * unit)
    p.setBrush(QColor(30, 30, 30, 210))
    p.drawRect(band)
    p.setPen(QColor("white"))
    p.setFont(font)
    p.drawText(band, Qt.AlignmentFlag.AlignCenter,
               QFontMetrics(font).elidedText(label, Qt.TextElideMode.ElideRight, int(band.width() - 4)))


def _paint_image(p: QPainter, r: QRectF, image: QImage) -> None:
    """The player's own picture of the card, scaled into the card's rounded outline."""
    radius = r.width() * 0.05
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setClipPath(path)
    p.drawImage(r, image)
    p.restore()
    p.setPen(QPen(QColor("#111"), 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)


def _paint_tapped_name(p: QPainter, inner: QRectF, unit: float, face: CardFace) -> None:
    """A tapped card lies sideways: its name is written again, upright, across the top."""
    band = QRectF(inner.left(), inner.top(), inner.width(), 15 * unit)
    p.setPen(QPen(QColor(0, 0, 0, 120), 0.8))
    p.setBrush(QColor(255, 255, 255, 235))
    p.drawRoundedRect(band, 3 * unit, 3 * unit)
    font = _font(9.5 * unit, bold=True)
    p.setFont(font)
    p.setPen(QColor("#111"))
    label = translate("Card", "{name} (tapped)").format(name=face.name)
    text = QFontMetrics(font).elidedText(label, Qt.TextElideMode.ElideMiddle, int(band.width() - 4 * unit))
    p.drawText(band, Qt.AlignmentFlag.AlignCenter, text)


def _paint_tapped_chip(p: QPainter, inner: QRectF, unit: float, face: CardFace) -> None:
    """A small "tapped" tag at the foot of a sideways card (where no other marker sits)."""
    label = translate("Card", "tapped")
    font = _font(8.5 * unit, bold=True)
    width = QFontMetrics(font).horizontalAdvance(label) + 8 * unit
    x = inner.left() + (32 * unit if face.sick else 0)
    chip = QRectF(x, inner.bottom() - 15 * unit - 16 * unit * len(face.counters), width, 15 * unit)  # above counters
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(40, 40, 40, 190))
    p.drawRoundedRect(chip, 7 * unit, 7 * unit)
    p.setPen(QColor("white"))
    p.setFont(font)
    p.drawText(chip, Qt.AlignmentFlag.AlignCenter, label)


def _font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(6, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def _paint_back(p: QPainter, r: QRectF) -> None:
    radius = r.width() * 0.06
    p.setPen(QPen(QColor("#1a1008"), 2))
    p.setBrush(QColor("#5b3a1e"))
    p.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
    p.setBrush(QColor("#8a5a2b"))
    p.setPen(QPen(QColor("#d9b26f"), 2))
    p.drawEllipse(r.center(), r.width() * 0.32, r.height() * 0.3)


def _frame_brush(face: CardFace, r: QRectF) -> QLinearGradient | QColor:
    colors = face.colors or face.land_colors
    if len(colors) == 2:
        g = QLinearGradient(r.topLeft(), r.topRight())
        g.setColorAt(0.35, palette.FRAME[colors[0]])
        g.setColorAt(0.65, palette.FRAME[colors[1]])
        return g
    return palette.FRAME[palette.frame_key(colors)]


def _paint_front(p: QPainter, r: QRectF, face: CardFace, unit: float | None = None) -> None:
    """The card's face in ``r``; ``unit`` (a hundredth of the card's width) when ``r`` lies sideways."""
    unit = r.width() / 100.0 if unit is None else unit
    radius = 6 * unit
    key = palette.frame_key(face.colors or face.land_colors)
    paper = palette.PAPER[key]
    # frame
    p.setPen(QPen(QColor("#111"), 1.2))
    p.setBrush(_frame_brush(face, r))
    p.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
    inner = r.adjusted(5 * unit, 5 * unit, -5 * unit, -5 * unit)
    # title bar: name and mana cost
    title = QRectF(inner.left(), inner.top(), inner.width(), 17 * unit)
    p.setPen(QPen(QColor(0, 0, 0, 90), 0.8))
    p.setBrush(paper)
    p.drawRoundedRect(title, 3 * unit, 3 * unit)
    sym = 9.5 * unit
    cost_w = len(face.cost) * (sym + unit)
    x = title.right() - 2 * unit - cost_w
    for s in face.cost:
        paint_symbol(p, QRectF(x, title.center().y() - sym / 2, sym, sym), s)
        x += sym + unit
    p.setPen(QColor("#111"))
    name_font = _font(9.5 * unit, bold=True)
    p.setFont(name_font)
    name_rect = title.adjusted(3 * unit, 0, -(cost_w + 3 * unit), 0)
    name = QFontMetrics(name_font).elidedText(face.name, Qt.TextElideMode.ElideRight, int(name_rect.width()))
    p.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
    # type line
    type_rect = QRectF(inner.left(), title.bottom() + 2 * unit, inner.width(), 13 * unit)
    p.setPen(QPen(QColor(0, 0, 0, 90), 0.8))
    p.setBrush(paper.darker(104))
    p.drawRoundedRect(type_rect, 2 * unit, 2 * unit)
    type_font = _font(8.5 * unit)
    p.setFont(type_font)
    p.setPen(QColor("#222"))
    tl = QFontMetrics(type_font).elidedText(face.type_line + (" · " + translate("Card", "token") if face.token else ""),
                                            Qt.TextElideMode.ElideRight, int(type_rect.width() - 4 * unit))
    p.drawText(type_rect.adjusted(2 * unit, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, tl)
    # text box: keywords first, then the rules text
    text_rect = QRectF(inner.left(), type_rect.bottom() + 2 * unit, inner.width(),
                       inner.bottom() - type_rect.bottom() - 4 * unit)
    p.setPen(QPen(QColor(0, 0, 0, 70), 0.8))
    p.setBrush(paper)
    p.drawRoundedRect(text_rect, 2 * unit, 2 * unit)
    if face.manual or face.partial:
        # the engine can't apply (some of) this card's text: the players do it with the right-click menu
        band = QRectF(text_rect.left(), text_rect.top(), text_rect.width(), 13 * unit)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(palette.MANUAL)
        p.drawRoundedRect(band, 2 * unit, 2 * unit)
        p.setPen(QColor("#111"))
        p.setFont(_font(8.5 * unit, bold=True))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, _band_text(face))
        text_rect = text_rect.adjusted(0, 13 * unit, 0, 0)
    if face.land_colors and face.symbol_only:
        paint_symbol(p, QRectF(text_rect.center().x() - 14 * unit, text_rect.center().y() - 14 * unit,
                                28 * unit, 28 * unit), face.land_colors[0])
    else:
        p.setPen(QColor("#222"))
        p.setFont(_font(8 * unit))
        body = face.text or ", ".join(keyword_name(k) for k in face.keywords)
        p.drawText(text_rect.adjusted(3 * unit, 2 * unit, -3 * unit, -14 * unit),
                   int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop), body)


def _paint_highlight(p: QPainter, r: QRectF, unit: float, face: CardFace) -> None:
    """A coloured border: playable, a legal choice, selected, a legal drop, refused."""
    if face.highlight:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(palette.HIGHLIGHT[face.highlight], 4.5 * unit))
        p.drawRoundedRect(r.adjusted(2 * unit, 2 * unit, -2 * unit, -2 * unit), 6 * unit, 6 * unit)


#: Smallest pixel sizes of the numbers a player must read at a glance (P/T, damage, counters,
#: loyalty, a group's count): on a crowded board a card shrinks, its numbers do not.
MIN_NUMBER_PX = 10
MIN_CHIP_PX = 9


def _number_box(font: QFont, text: str, right: float, bottom: float, min_w: float, min_h: float) -> QRectF:
    """A box for ``text`` in ``font``, anchored at its bottom right, never smaller than the text."""
    fm = QFontMetrics(font)
    w = max(min_w, fm.horizontalAdvance(text) + 6)
    h = max(min_h, fm.height() + 1)
    return QRectF(right - w, bottom - h, w, h)


def _paint_stats(p: QPainter, inner: QRectF, unit: float, face: CardFace) -> None:
    """Power/toughness (current values), damage marked, loyalty, counters."""
    if face.power is not None and face.toughness is not None:
        pt_font = _font(max(11 * unit, MIN_NUMBER_PX), bold=True)
        pt = f"{face.power}/{face.toughness}"
        box = _number_box(pt_font, pt, inner.right() + 2 * unit, inner.bottom() + unit, 34 * unit, 17 * unit)
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(QColor("#f4f1e8"))
        p.drawRoundedRect(box, 4 * unit, 4 * unit)
        p.setFont(pt_font)
        color = QColor("#111")
        if face.base_power is not None and face.base_toughness is not None and face.pt_changed:
            up = face.power + face.toughness >= face.base_power + face.base_toughness
            color = QColor("#1a7f37") if up else QColor("#b3261e")
        p.setPen(color)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, pt)
        if face.damage:
            dmg_font = _font(max(9 * unit, MIN_CHIP_PX), bold=True)
            label = translate("Card", "{n} dmg").format(n=face.damage)
            width = QFontMetrics(dmg_font).horizontalAdvance(label) + max(6 * unit, 4)
            if box.left() - width - 2 * unit < inner.left() - 4 * unit:  # no room beside: above the P/T
                dmg = QRectF(box.right() - width, box.top() - box.height() - unit, width, box.height())
            else:
                dmg = QRectF(box.left() - width - 2 * unit, box.top(), width, box.height())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(palette.DAMAGE)
            p.drawRoundedRect(dmg, 4 * unit, 4 * unit)
            p.setPen(QColor("white"))
            p.setFont(dmg_font)
            p.drawText(dmg, Qt.AlignmentFlag.AlignCenter, label)
    if face.loyalty is not None:
        box = QRectF(inner.right() - 20 * unit, inner.bottom() - 18 * unit, 22 * unit, 19 * unit)
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(QColor("#333"))
        p.drawRoundedRect(box, 3 * unit, 3 * unit)
        p.setPen(QColor("white"))
        p.setFont(_font(11 * unit, bold=True))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(face.loyalty))
    chip_font = _font(max(8.5 * unit, MIN_CHIP_PX), bold=True)
    chip_h = max(15 * unit, QFontMetrics(chip_font).height() + 1)
    y = inner.bottom() - chip_h - 2 * unit
    for kind, n in face.counters:
        label = f"{kind} ×{n}" if 100 * unit >= 60 else f"{_short_counter(kind)}{n}"
        chip = QRectF(inner.left(), y, QFontMetrics(chip_font).horizontalAdvance(label) + max(8 * unit, 4), chip_h)
        p.setPen(QPen(QColor("#111"), 0.8))
        p.setBrush(QColor("#ffe8a3"))
        p.drawRoundedRect(chip, 7 * unit, 7 * unit)
        p.setFont(chip_font)
        p.setPen(QColor("#111"))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, label)
        y -= chip_h + unit
    for note in face.notes:  # what it remembers (card_notes.py): above the counters
        width = min(inner.width(), QFontMetrics(chip_font).horizontalAdvance(note) + max(8 * unit, 4))
        chip = QRectF(inner.left(), y, width, chip_h)
        p.setPen(QPen(QColor("#111"), 0.8))
        p.setBrush(QColor("#cde4ff"))
        p.drawRoundedRect(chip, 7 * unit, 7 * unit)
        p.setFont(chip_font)
        p.setPen(QColor("#111"))
        text = QFontMetrics(chip_font).elidedText(note, Qt.TextElideMode.ElideRight, int(width - 4 * unit))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
        y -= chip_h + unit


def _short_counter(kind: str) -> str:
    """A counter's kind on a small card: "+1/+1" stays, a word is its first letter ("charge" -> "c")."""
    return kind if any(ch in kind for ch in "+-/") else kind[:1]


def _paint_count(p: QPainter, r: QRectF, unit: float, face: CardFace) -> None:
    """How many identical permanents this card stands for ("×5"), on its top right corner."""
    if face.count <= 1:
        return
    font = _font(max(11 * unit, MIN_NUMBER_PX), bold=True)
    label = f"×{face.count}"
    fm = QFontMetrics(font)
    w = fm.horizontalAdvance(label) + 8
    h = fm.height() + 2
    badge = QRectF(r.right() - w - 2 * unit, r.top() + 2 * unit, w, h)
    p.setPen(QPen(QColor("white"), 1.2))
    p.setBrush(QColor(20, 20, 20, 220))
    p.drawRoundedRect(badge, h / 2, h / 2)
    p.setFont(font)
    p.setPen(QColor("white"))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)


def _paint_markers(p: QPainter, r: QRectF, inner: QRectF, unit: float, face: CardFace) -> None:
    """Attacking / blocking bands and summoning sickness."""
    band_font = _font(9 * unit, bold=True)
    if face.attacking or face.blocking:
        color = palette.ATTACK if face.attacking else palette.BLOCK
        label = translate("Card", "ATTACKING {target}").format(target=face.attacking) if face.attacking else \
            translate("Card", "BLOCKING {attacker}").format(attacker=face.blocking)
        band = QRectF(r.left(), inner.bottom() - 38 * unit, r.width(), 18 * unit)
        label = QFontMetrics(band_font).elidedText(label, Qt.TextElideMode.ElideRight, int(band.width() - 4))
        p.setPen(Qt.PenStyle.NoPen)
        c = QColor(color)
        c.setAlpha(230)
        p.setBrush(c)
        p.drawRect(band)
        p.setPen(QColor("white"))
        p.setFont(band_font)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, label)
    if face.sick:
        badge = QRectF(inner.left(), inner.bottom() - 15 * unit, 30 * unit, 15 * unit)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(60, 60, 90, 200))
        p.drawRoundedRect(badge, 7 * unit, 7 * unit)
        p.setPen(QColor("white"))
        p.setFont(_font(9 * unit, bold=True, italic=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, "zZ")


def paint_symbol(p: QPainter, r: QRectF, symbol: str) -> None:
    """One mana symbol: a coloured disc with its letter or number (cards, pool, pay bar)."""
    disc, ink = palette.MANA.get(symbol.upper(), palette.GENERIC)
    if "/" in symbol:  # hybrid: two halves
        left, right = symbol.upper().split("/", 1)
        p.setPen(Qt.PenStyle.NoPen)
        for part, start in ((left, 90 * 16), (right, 270 * 16)):
            p.setBrush(palette.MANA.get(part, palette.GENERIC)[0])
            p.drawPie(r, start, 180 * 16)
        p.setBrush(Qt.BrushStyle.NoBrush)
    else:
        p.setBrush(disc)
    p.setPen(QPen(QColor(0, 0, 0, 150), 0.8))
    p.drawEllipse(r)
    p.setPen(ink)
    p.setFont(_font(r.height() * 0.72, bold=True))
    p.drawText(r.translated(QPointF(0, 0.3)), Qt.AlignmentFlag.AlignCenter, symbol.upper().replace("/", ""))


def _band_text(face: CardFace) -> str:
    """The orange band: the whole card by hand, or some of its abilities (listed in the preview)."""
    return translate("Card", "BY HAND") if face.manual else translate("Card", "PART BY HAND")
