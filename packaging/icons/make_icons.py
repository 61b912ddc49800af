"""Render the application icon from its SVG, for every platform.

    python packaging/icons/make_icons.py

Reads ``resources/icons/canasta-desktop.svg`` and writes (all committed):

- ``resources/icons/png/canasta-desktop-<N>.png`` for N in 16..512: the
  window icon and the Linux desktop icons (hicolor theme sizes);
- ``packaging/windows/canasta-desktop.ico``: 16 to 256 pixels, PNG-compressed
  entries (Windows Vista and later);
- ``packaging/macos/canasta-desktop.icns``: 16 to 1024 pixels (PNG entries).

Only Qt (PySide6, already a dependency) is used: the ICO and ICNS containers
are simple enough to write by hand.  Re-run it after editing the SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "resources" / "icons" / "canasta-desktop.svg"
PNG_DIR = ROOT / "resources" / "icons" / "png"
ICO = ROOT / "packaging" / "windows" / "canasta-desktop.ico"
ICNS = ROOT / "packaging" / "macos" / "canasta-desktop.icns"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x ones share sizes).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(size: int) -> bytes:
    """The icon rendered at size x size pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding one PNG-compressed image per size."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file whose elements are PNG images."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(size) for size in sizes}
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        (PNG_DIR / f"canasta-desktop-{size}.png").write_bytes(pngs[size])
    ICO.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    ICNS.write_bytes(icns_bytes(pngs))
    for path in (PNG_DIR, ICO, ICNS):
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
