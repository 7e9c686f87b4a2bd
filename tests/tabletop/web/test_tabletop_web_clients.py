"""Who a client is (:mod:`tabletop.web.clients`): an IPv4 address, or an IPv6 /64."""

from __future__ import annotations

import ipaddress
import warnings
from pathlib import Path

import pytest
from count_game import COUNT
from hypothesis import given
from hypothesis import strategies as st

from tabletop.web.clients import client_of

V6 = st.integers(0, 2**128 - 1).map(lambda n: ipaddress.IPv6Address(n))


@given(V6, st.integers(0, 2**64 - 1))
def test_the_addresses_of_one_ipv6_network_are_one_client(address: ipaddress.IPv6Address,
                                                          host: int) -> None:
    if address.ipv4_mapped is not None:
        return
    network = int(address) >> 64 << 64
    same = ipaddress.IPv6Address(network | host)
    if same.ipv4_mapped is None:
        assert client_of(str(address)) == client_of(str(same))
    other = ipaddress.IPv6Address((network + 2**64) % 2**128)
    if other.ipv4_mapped is None:
        assert client_of(str(other)) != client_of(str(address))


@given(st.integers(0, 2**32 - 1).map(lambda n: ipaddress.IPv4Address(n)))
def test_an_ipv4_address_is_a_client_of_its_own_also_mapped_into_ipv6(
        address: ipaddress.IPv4Address) -> None:
    assert client_of(str(address)) == str(address) == client_of(f"::ffff:{address}")


@pytest.mark.parametrize("host", ["testclient", "", "/run/server.sock", "fe80::zz"])
def test_anything_else_is_a_client_as_it_is(host: str) -> None:
    assert client_of(host) == host


def test_a_link_local_zone_is_left_out() -> None:
    assert client_of("fe80::1%eth0") == client_of("fe80::2") == "fe80::/64"


def test_the_server_counts_a_game_s_client_by_its_network(tmp_path: Path) -> None:
    pytest.importorskip("starlette")
    pytest.importorskip("httpx")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient
    from tabletop.web.app import create_app

    app = create_app(COUNT, tmp_path)
    with TestClient(app, client=("2001:db8:7:8:1::9", 50000)) as client:
        r = client.post("/api/games", json={"players": 2})
        assert r.status_code == 201
        served = app.state.server.store.get(r.json()["id"])
        assert served.client == "2001:db8:7:8::/64"
