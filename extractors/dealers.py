"""Who quoted: the dealer named by a sender's address."""

from __future__ import annotations

import re

#: An e-mail address inside a header's text (``Raj <raj@trading.northbridge.co.uk>``).
ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_TWO_LEVEL_SUFFIXES = frozenset({
    "co.uk", "org.uk", "ac.uk", "com.au", "net.au", "co.jp", "com.br", "com.mx", "co.za", "com.sg",
    "com.hk", "co.in", "co.nz", "com.cn", "co.kr", "com.ar", "com.tr",
})


def dealer_from_sender(address: str | None) -> str | None:
    """The company part of the sender's domain, lower case.

    ``jane@desk.acmebank.com`` -> ``acmebank``; ``j@acme.co.uk`` -> ``acme``: the label just left of
    the public suffix (one label, or two for the common ``co.uk``-style suffixes).
    """
    if not address or "@" not in address:
        return None
    domain = address.rsplit("@", 1)[1].strip(" >").lower().rstrip(".")
    labels = [x for x in domain.split(".") if x]
    if len(labels) < 2:
        return labels[0] if labels else None
    suffix_len = 2 if ".".join(labels[-2:]) in _TWO_LEVEL_SUFFIXES and len(labels) >= 3 else 1
    return labels[-suffix_len - 1]
