"""The supervisor's restart policy, on real child processes (no Kafka): back-off that doubles while a child
keeps dying and resets once it ran long enough; a watched service found dead is started again."""

from __future__ import annotations

import sys
import threading
import time

from otcmail.supervisor import Child, Supervisor, Watched, next_backoff


def test_backoff_doubles_while_crashing_and_resets_after_a_stable_run() -> None:
    assert next_backoff(1.0, ran_s=0.2, stable_s=60) == 2.0
    assert next_backoff(32.0, ran_s=5, stable_s=60) == 60.0  # capped
    assert next_backoff(60.0, ran_s=5, stable_s=60) == 60.0
    assert next_backoff(60.0, ran_s=3600, stable_s=60) == 1.0  # last week's crash loop is forgotten


def _run_for(supervisor: Supervisor, seconds: float) -> None:
    thread = threading.Thread(target=supervisor.run)
    thread.start()
    time.sleep(seconds)
    supervisor.stop.set()
    thread.join(30)
    assert not thread.is_alive()


def test_a_child_that_keeps_crashing_waits_longer_each_time() -> None:
    child = Child("crasher", [sys.executable, "-c", "raise SystemExit(3)"])
    supervisor = Supervisor([child], stable_s=60)
    _run_for(supervisor, 4.5)
    # started at 0, died, restarted after 2 s, died, next wait 4 s: two restarts counted, back-off at 4 or 8
    assert child.restarts in (2, 3) and child.backoff_s in (4.0, 8.0), (child.restarts, child.backoff_s)


def test_a_child_that_ran_long_enough_restarts_after_one_second() -> None:
    child = Child("sleeper", [sys.executable, "-c", "import time; time.sleep(1.2)"])
    supervisor = Supervisor([child], stable_s=1.0)
    _run_for(supervisor, 5.5)
    assert child.restarts >= 2 and child.backoff_s == 1.0


def test_a_watched_service_found_dead_is_started_again() -> None:
    state = {"alive": False, "starts": 0}

    def start() -> None:
        state["starts"] += 1
        if state["starts"] == 1:
            raise RuntimeError("port taken")  # the first try fails: tried again after a back-off
        state["alive"] = True

    service = Watched("daemon", lambda: state["alive"], start, check_every_s=0.1)
    supervisor = Supervisor([], watched=[service])
    _run_for(supervisor, 4.0)
    assert state == {"alive": True, "starts": 2}
    assert service.restarts == 2 and service.backoff_s == 1.0
