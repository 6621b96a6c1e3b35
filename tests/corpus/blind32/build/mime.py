"""Deterministic RFC 5322 / MIME writer for the blind32 corpus (fixed boundaries, no randomness)."""

from __future__ import annotations

import base64
import quopri


def _qp(text: str) -> str:
    return quopri.encodestring(text.replace("\n", "\r\n").encode("utf-8")).decode("ascii")


def _b64(data: bytes) -> str:
    s = base64.b64encode(data).decode("ascii")
    return "\r\n".join(s[i:i + 76] for i in range(0, len(s), 76))


def headers(h: dict[str, str]) -> str:
    order = ["From", "To", "Cc", "Date", "Subject", "Message-ID", "In-Reply-To", "X-Mailer"]
    lines = [f"{k}: {h[k]}" for k in order if k in h]
    lines.append("MIME-Version: 1.0")
    return "\r\n".join(lines)


def text_part(body: str, subtype: str = "plain") -> str:
    return (f'Content-Type: text/{subtype}; charset="utf-8"\r\n'
            f"Content-Transfer-Encoding: quoted-printable\r\n\r\n{_qp(body)}")


def build(h: dict[str, str], body: str, subtype: str = "plain",
          attachments: list[tuple[str, str, bytes]] | None = None, boundary: str = "") -> bytes:
    if not attachments:
        return (headers(h) + "\r\n" + text_part(body, subtype) + "\r\n").encode("ascii")
    parts = [text_part(body, subtype)]
    for name, ctype, data in attachments:
        parts.append(f'Content-Type: {ctype}; name="{name}"\r\n'
                     f'Content-Disposition: attachment; filename="{name}"\r\n'
                     f"Content-Transfer-Encoding: base64\r\n\r\n{_b64(data)}")
    out = headers(h) + f'\r\nContent-Type: multipart/mixed; boundary="{boundary}"\r\n\r\n'
    out += "This is a multi-part message in MIME format.\r\n"
    for p in parts:
        out += f"\r\n--{boundary}\r\n{p}\r\n"
    out += f"\r\n--{boundary}--\r\n"
    return out.encode("ascii")
