"""A small PDF 1.4 writer: standard-14 fonts, text at positions, lines and filled rectangles."""
from __future__ import annotations

_HELV = {" ": 278, ".": 278, ",": 278, "-": 333, "+": 584, "/": 278, "(": 333, ")": 333, "%": 889,
         "@": 1015, ":": 278, "$": 556, "*": 389, "=": 584, "'": 191, "&": 667, "#": 556}
for _d in "0123456789":
    _HELV[_d] = 556


def text_width(s: str, font: str, size: float) -> float:
    if font.startswith("Courier"):
        return 0.6 * size * len(s)
    w = 0
    bold = font.endswith("Bold")
    for ch in s:
        if ch in _HELV:
            w += _HELV[ch]
        elif ch.isupper():
            w += 722 if bold else 667
        elif ch.islower():
            w += 556 if not ch in "ilfjt" else 278
        else:
            w += 556
    return w * size / 1000.0


FONTS = {"F1": "Helvetica", "F2": "Helvetica-Bold", "F3": "Courier", "F4": "Courier-Bold", "F5": "Helvetica-Oblique"}
_NAME = {v: k for k, v in FONTS.items()}


def _esc(s: str) -> str:
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


class Page:
    def __init__(self, width: float = 612, height: float = 792) -> None:
        self.width, self.height = width, height
        self.ops: list[str] = []

    def text(self, x: float, y: float, s: str, font: str = "Helvetica", size: float = 8, align: str = "left") -> None:
        if align == "right":
            x -= text_width(s, font, size)
        elif align == "center":
            x -= text_width(s, font, size) / 2
        self.ops.append(f"BT /{_NAME[font]} {size:g} Tf 1 0 0 1 {x:.2f} {y:.2f} Tm ({_esc(s)}) Tj ET")

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.5) -> None:
        self.ops.append(f"{width:g} w {x1:.2f} {y1:.2f} m {x2:.2f} {y2:.2f} l S")

    def rect(self, x: float, y: float, w: float, h: float, gray: float = 0.85) -> None:
        self.ops.append(f"q {gray:g} g {x:.2f} {y:.2f} {w:.2f} {h:.2f} re f Q")


def build(pages: list[Page], title: str = "", author: str = "") -> bytes:
    objs: list[bytes] = []
    font_ids = {}
    # 1 catalog, 2 pages, 3 info, fonts 4.., then page/content pairs
    n_fonts = len(FONTS)
    first_page = 4 + n_fonts
    kids = [first_page + 2 * i for i in range(len(pages))]
    objs.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objs.append(f"<< /Type /Pages /Count {len(pages)} /Kids [{' '.join(f'{k} 0 R' for k in kids)}] >>".encode())
    objs.append(f"<< /Title ({_esc(title)}) /Author ({_esc(author)}) /Producer (InvSys Report Writer 7.2) >>".encode())
    for i, (ref, base) in enumerate(FONTS.items()):
        font_ids[ref] = 4 + i
        objs.append(f"<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding /WinAnsiEncoding >>".encode())
    fontdict = " ".join(f"/{r} {i} 0 R" for r, i in font_ids.items())
    for i, p in enumerate(pages):
        content = "\n".join(p.ops).encode("latin-1")
        objs.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {p.width:g} {p.height:g}] "
                    f"/Resources << /Font << {fontdict} >> /ProcSet [/PDF /Text] >> /Contents {kids[i] + 1} 0 R >>".encode())
        objs.append(b"<< /Length " + str(len(content)).encode() + b" >>\nstream\n" + content + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, o in enumerate(objs, start=1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + o + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)
