"""Free loopback ports for servers started by tests.

A port the kernel picks (``bind(("127.0.0.1", 0))``) comes from its ephemeral range, the range it
also gives outgoing connections their local ports from. Between picking such a port and the server
binding it, any client connecting somewhere (a Kafka node to the controllers started before it, a test's
client) may be handed it: a Kafka node of the cluster tests once exited with "Socket server failed to
bind to 127.0.0.1:36227: Address already in use". Ports are picked below that range instead, where no
outgoing connection is ever placed, and never twice in one test run.
"""

from __future__ import annotations

import random
import socket
from pathlib import Path

#: The lowest port picked: above the registered services most machines run.
_LOWEST = 15000
_handed: set[int] = set()


def _ephemeral_start() -> int:
    """The first port of the kernel's ephemeral range (Linux's default if it cannot be read)."""
    try:
        return int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def _bindable(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port() -> int:
    """A loopback port free now, outside the ephemeral range, not handed out before in this run."""
    top = _ephemeral_start()
    rng = random.SystemRandom()
    for _ in range(500):
        port = rng.randrange(_LOWEST, top) if top - _LOWEST > 1000 else 0
        if port == 0:
            break  # an ephemeral range reaching down here: let the kernel pick
        if port not in _handed and _bindable(port):
            _handed.add(port)
            return port
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    _handed.add(port)
    return port
