"""Before Qt starts on Linux/X11: are the system libraries its xcb plugin needs there?

When one is missing, Qt aborts with "Could not load the Qt platform plugin
'xcb'", and often names the wrong library.  This check tries each library the
plugin links against (``ldd libqxcb.so`` of PySide6 6.5-6.11) and says, in one
line, which Debian/Ubuntu packages to install.  It only runs when Qt would use
xcb: an explicit ``QT_QPA_PLATFORM=offscreen`` (screenshots, tests) skips it.
"""

from __future__ import annotations

import ctypes
import os
import sys

#: shared library -> the Debian/Ubuntu package that ships it.
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}


def uses_xcb(environ: dict[str, str] | None = None, platform: str = sys.platform) -> bool:
    """Would Qt pick its xcb plugin here?"""
    env = os.environ if environ is None else environ
    if not platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return bool(env.get("DISPLAY")) and not env.get("WAYLAND_DISPLAY")


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_platform_libraries(environ: dict[str, str] | None = None, platform: str = sys.platform) -> str:
    """"" when Qt can start; otherwise one line saying what to install."""
    if not uses_xcb(environ, platform):
        return ""
    packages = sorted({pkg for lib, pkg in XCB_LIBRARIES.items() if not _loads(lib)})
    if not packages:
        return ""
    return ("Qt's X11 platform plugin needs system libraries that are missing; install them with: "
            f"sudo apt install {' '.join(packages)}  (or run headless with QT_QPA_PLATFORM=offscreen)")
