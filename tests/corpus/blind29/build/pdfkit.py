"""A tiny PDF 1.4 writer: Type1 base fonts, text objects at positions, lines and filled rectangles.

Text stays real text (Tj in BT/ET). The emission order of a page's objects is decided by the caller
(ops are written in the order of their group in ``Page.order``, then in call order within a group).
"""

from __future__ import annotations

import zlib

_HELV = {
    " ": 278, "!": 278, '"': 355, "#": 556, "$": 556, "%": 889, "&": 667, "'": 191, "(": 333, ")": 333,
    "*": 389, "+": 584, ",": 278, "-": 333, ".": 278, "/": 278, ":": 278, ";": 278, "<": 584, "=": 584,
    ">": 584, "?": 556, "@": 1015, "[": 278, "\\": 278, "]": 278, "^": 469, "_": 556, "`": 333, "{": 334,
    "|": 260, "}": 334, "~": 584,
    "A": 667, "B": 667, "C": 722, "D": 722, "E": 667, "F": 611, "G": 778, "H": 722, "I": 278, "J": 500,
    "K": 667, "L": 556, "M": 833, "N": 722, "O": 778, "P": 667, "Q": 778, "R": 722, "S": 667, "T": 611,
    "U": 722, "V": 667, "W": 944, "X": 667, "Y": 667, "Z": 611,
    "a": 556, "b": 556, "c": 500, "d": 556, "e": 556, "f": 278, "g": 556, "h": 556, "i": 222, "j": 222,
    "k": 500, "l": 222, "m": 833, "n": 556, "o": 556, "p": 556, "q": 556, "r": 333, "s": 500, "t": 278,
    "u": 556, "v": 500, "w": 722, "x": 500, "y": 500, "z": 500,
}
for _d in "0123456789":
    _HELV[_d] = 556

FONTS = {"F1": "Helvetica", "F2": "Helvetica-Bold", "F3": "Courier", "F4": "Courier-Bold"}


def width(s: str, size: float, font: str = "F1") -> float:
    if font in ("F3", "F4"):
        return 0.6 * size * len(s)
    k = 1.04 if font == "F2" else 1.0
    return sum(_HELV.get(c, 556) for c in s) * size / 1000.0 * k


def _esc(s: str) -> str:
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


class Page:
    def __init__(self, w: float = 612, h: float = 792):
        self.w, self.h = w, h
        self.ops: list[tuple[str, str]] = []
        self.order: list[str] | None = None

    def text(self, x: float, y: float, s: str, size: float = 7, font: str = "F1", align: str = "l",
             g: str = "body", gray: float | None = None) -> float:
        """Draw ``s`` with its left (align l), right (r) or centre (c) at x; returns the left x used."""
        w = width(s, size, font)
        if align == "r":
            x -= w
        elif align == "c":
            x -= w / 2
        col = f"{gray:.2f} g " if gray is not None else ""
        reset = " 0 g" if gray is not None else ""
        self.ops.append((g, f"{col}BT /{font} {size:g} Tf 1 0 0 1 {x:.2f} {y:.2f} Tm ({_esc(s)}) Tj ET{reset}"))
        return x

    def words(self, x: float, y: float, s: str, size: float = 7, font: str = "F1", align: str = "l",
              g: str = "body") -> None:
        """Like text() but each word is its own text object; word gaps a little wider than a space, as a
        report writer that places words one by one sets them."""
        extra = 0.25 * size
        w = width(s, size, font) + extra * s.count(" ")
        if align == "r":
            x -= w
        elif align == "c":
            x -= w / 2
        pos = 0
        for n, part in enumerate(s.split(" ")):
            if part:
                self.text(x + width(s[:pos], size, font) + extra * n, y, part, size, font, g=g)
            pos += len(part) + 1

    def rect(self, x: float, y: float, w: float, h: float, gray: float = 0.9, g: str = "body") -> None:
        self.ops.append((g, f"{gray:.2f} g {x:.2f} {y:.2f} {w:.2f} {h:.2f} re f 0 g"))

    def line(self, x1: float, y1: float, x2: float, y2: float, lw: float = 0.4, g: str = "body") -> None:
        self.ops.append((g, f"{lw:g} w {x1:.2f} {y1:.2f} m {x2:.2f} {y2:.2f} l S"))

    def stream(self) -> bytes:
        groups: list[str] = []
        for g, _ in self.ops:
            if g not in groups:
                groups.append(g)
        if self.order:
            groups = [g for g in self.order if g in groups] + [g for g in groups if g not in self.order]
        out = [op for g in groups for gg, op in self.ops if gg == g]
        return ("\n".join(out) + "\n").encode("latin-1")


class Doc:
    def __init__(self, title: str = "", producer: str = "Report Writer"):
        self.pages: list[Page] = []
        self.title = title
        self.producer = producer

    def page(self, landscape: bool = False) -> Page:
        p = Page(792, 612) if landscape else Page(612, 792)
        self.pages.append(p)
        return p

    def bytes(self) -> bytes:
        objs: list[bytes] = []
        nf = len(FONTS)
        # 1 catalog, 2 pages, 3 info, 4.. fonts, then per page: page obj, content obj
        font_ids = {name: 4 + i for i, name in enumerate(FONTS)}
        first_page = 4 + nf
        kids = [first_page + 2 * i for i in range(len(self.pages))]
        objs.append(b"<< /Type /Catalog /Pages 2 0 R >>")
        objs.append(f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>".encode())
        objs.append(f"<< /Title ({_esc(self.title)}) /Producer ({_esc(self.producer)}) >>".encode("latin-1"))
        for _name, base in FONTS.items():
            objs.append(f"<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding /WinAnsiEncoding >>".encode())
        fonts = " ".join(f"/{n} {i} 0 R" for n, i in font_ids.items())
        for i, p in enumerate(self.pages):
            cid = first_page + 2 * i + 1
            objs.append(
                f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {p.w:g} {p.h:g}] /Resources << /Font << {fonts} >> >> "
                f"/Contents {cid} 0 R >>".encode()
            )
            data = zlib.compress(p.stream(), 9)
            objs.append(f"<< /Length {len(data)} /Filter /FlateDecode >>\nstream\n".encode() + data + b"\nendstream")
        out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offs = []
        for n, body in enumerate(objs, start=1):
            offs.append(len(out))
            out += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
        xref = len(out)
        out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
        for o in offs:
            out += f"{o:010d} 00000 n \n".encode()
        out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
        return bytes(out)
