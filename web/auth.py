"""The page's one rule of access: a shared token.

* Bound to a loopback address with no token: the pages are open (they are read-only) and the review
  actions are off.
* A token configured (``web.token``): the review actions (accept/reject) need it, wherever the page is bound.
* Bound beyond loopback: a token is required to start at all, and every page needs it.

The token arrives as ``Authorization: Bearer <token>`` (scripts) or through the login form, which sets
an HttpOnly, SameSite=Strict cookie holding a digest of the token (never the token itself). A POST is
refused when its ``Origin`` is another site's, on top of what SameSite=Strict already stops.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
from dataclasses import dataclass

from pydantic import SecretStr
from starlette.requests import Request

COOKIE = "otcmail_session"


def is_loopback(host: str) -> bool:
    """True for 127.0.0.0/8, ::1 and 'localhost'; a name or an address beyond is not."""
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class Access:
    token: SecretStr | None
    public: bool  # bound beyond loopback: every page needs the token

    @property
    def actions_enabled(self) -> bool:
        return self.token is not None

    def cookie_value(self) -> str:
        assert self.token is not None
        return hmac.new(self.token.get_secret_value().encode(), b"otcmail-web-session", hashlib.sha256).hexdigest()

    def token_matches(self, given: str) -> bool:
        return self.token is not None and hmac.compare_digest(given.encode(), self.token.get_secret_value().encode())

    def authenticated(self, request: Request) -> bool:
        """The request carries the token (bearer header) or the login cookie."""
        if self.token is None:
            return False
        header = request.headers.get("authorization", "")
        if header[:7].lower() == "bearer " and self.token_matches(header[7:].strip()):
            return True
        cookie = request.cookies.get(COOKIE, "")
        return bool(cookie) and hmac.compare_digest(cookie.encode(), self.cookie_value().encode())

    def may_read(self, request: Request) -> bool:
        return not self.public or self.authenticated(request)

    def may_act(self, request: Request) -> bool:
        return self.actions_enabled and self.authenticated(request) and same_origin(request)


def same_origin(request: Request) -> bool:
    """A POST from this page (or from a client that sends no Origin, such as curl with the bearer token)."""
    origin = request.headers.get("origin")
    if origin is None:
        return True
    host = request.headers.get("host", "")
    return origin.split("://", 1)[-1] == host
