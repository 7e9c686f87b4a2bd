"""A server listening on the machine's own address answers only the names that lead to
it from this machine (:mod:`tabletop.web.hosts`): a page of another site whose name
was pointed at 127.0.0.1 (DNS rebinding) is refused, in the request's language."""

from __future__ import annotations

import socket
import warnings
from pathlib import Path

import pytest
from count_game import COUNT

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # its note about a newer httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from tabletop.web.app import create_app
from tabletop.web.hosts import answers_to, is_loopback


@pytest.mark.parametrize("host", ["localhost:8000", "LOCALHOST", "app.localhost:8000",
                                  "127.0.0.1:8000", "127.0.0.1", "[::1]:8000", "10.0.0.7",
                                  socket.gethostname(), socket.gethostname() + ".local",
                                  "localhost.", "", None])
def test_the_names_of_this_machine_are_answered(host: str | None) -> None:
    assert answers_to(host, "127.0.0.1") and answers_to(host, "::1")


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8000", "127.0.0.1.nip.io",
                                  "localhost.evil.example", "evil.local"])
def test_another_sites_name_is_refused_on_the_machines_own_address(host: str) -> None:
    assert not answers_to(host, "127.0.0.1") and not answers_to(host, "localhost")
    assert answers_to(host, "0.0.0.0") and answers_to(host, "192.168.1.5")  # any name


def test_which_addresses_are_the_machines_own() -> None:
    assert [is_loopback(a) for a in ("127.0.0.1", "127.3.4.5", "::1", "[::1]", "localhost",
                                     "0.0.0.0", "::", "192.168.1.5")] == [
        True, True, True, True, True, False, False, False]


def test_a_request_for_another_name_is_a_403_in_its_language(tmp_path: Path) -> None:
    app = create_app(COUNT, tmp_path, listen="127.0.0.1")
    with TestClient(app, base_url="http://localhost:8000") as ours:
        assert ours.post("/api/games", json={"players": 2}).status_code == 201
        assert ours.get("/").status_code == 200
    with TestClient(app, base_url="http://evil.example:8000") as theirs:
        r = theirs.post("/api/games", json={"players": 2},
                        headers={"Origin": "http://evil.example:8000"})
        assert r.status_code == 403 and "DNS rebinding" in r.json()["error"]
        assert "'evil.example:8000'" in r.json()["error"]
        page = theirs.get("/", params={"lang": "pt"})
        assert page.status_code == 403 and "só atende a localhost" in page.json()["error"]
    with TestClient(create_app(COUNT, tmp_path / "any"), base_url="http://any.example") as c:
        assert c.get("/").status_code == 200  # without listen: every name
