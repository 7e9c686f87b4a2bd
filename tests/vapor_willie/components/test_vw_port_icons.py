"""VW8.2 ruling: below a port card's dash ("o que todos os demais podem executar: a
livre negociação") the only icon is ``trade``; a data file with another icon there is
refused, naming the card and the icon, instead of loading an icon nobody does."""

from __future__ import annotations

import json

import pytest

import vapor_willie as vw
from vapor_willie.components import EVERYONE_ICONS, ICONS, components_from_dict


def _raw() -> dict[str, object]:
    raw: dict[str, object] = json.loads(vw.DEFAULT_COMPONENTS.raw)
    return raw


@pytest.mark.parametrize("icon", [i for i in ICONS if i not in EVERYONE_ICONS])
def test_VW8_2_an_icon_below_the_dash_other_than_trade_is_refused(icon: str) -> None:
    raw = _raw()
    raw["port_cards"][6]["everyone"] = [icon]  # type: ignore[index]
    with pytest.raises(vw.DataError) as e:
        components_from_dict(raw)
    message = str(e.value)
    assert "port_cards[6].everyone" in message and "'C7'" in message
    assert repr(icon) in message and "trade" in message and "\n" not in message


def test_VW8_2_trade_below_the_dash_and_any_icon_above_it_load() -> None:
    raw = _raw()
    raw["port_cards"][6]["everyone"] = ["trade"]  # type: ignore[index]
    raw["port_cards"][6]["player"] = list(ICONS)  # type: ignore[index]
    card = components_from_dict(raw).port_card("C7")
    assert card.everyone == ("trade",) and card.player == ICONS


def test_VW8_2_every_icon_the_data_accepts_is_done_by_the_engine() -> None:
    for card in vw.DEFAULT_COMPONENTS.port_cards:
        assert set(card.everyone) <= set(EVERYONE_ICONS)
        assert set(card.player) <= set(ICONS)
