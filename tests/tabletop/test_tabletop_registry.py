"""tabletop.registry: the bots of a game by name, whatever the game (a fake game of
coins), and the registries of both games built on it."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.registry import BotMaker, BotRegistry
from tabletop.specs import Parameter, SpecError


class CoinError(ValueError):
    """The fake game's own error."""


@attrs.frozen
class Coin:
    """A bot of the fake game: it only keeps what it was made with."""

    seed: int
    bias: float = 0.5
    tosses: int = 1


def _coins() -> BotRegistry[Coin]:
    return BotRegistry(CoinError, [
        BotMaker("coin", Coin, (
            Parameter("bias", float, 0.0, "chance of heads (0.5)", maximum=1.0),
            Parameter("tosses", int, 1, "tosses per move (1)", maximum=100),
        ), "tosses a coin"),
        BotMaker("fair", Coin, (), "a fair coin"),
    ])


def test_a_spec_makes_its_bot_with_the_values_read_by_the_parameters() -> None:
    coins = _coins()
    assert coins.make("coin:bias=0.25,tosses=3", seed=7) == Coin(7, 0.25, 3)
    assert coins.make(" Coin ", seed=1) == Coin(1)
    assert coins["coin"](2, tosses="4") == Coin(2, 0.5, 4)
    assert isinstance(coins.make("coin:tosses=4", seed=1).tosses, int)


@pytest.mark.parametrize(("spec", "message"), [
    ("dice", "unknown bot 'dice' (bots: coin, fair)"),
    ("", "no bot name (bots: coin, fair)"),
    ("coin:bias", "bot 'coin': parameter 'bias' is not key=value"),
    ("coin:bias=1,bias=0", "bot 'coin': parameter 'bias' given twice"),
    ("coin:edge=1", "bot 'coin': unknown parameter 'edge' (parameters: bias=X, tosses=N)"),
    ("fair:bias=1", "bot 'fair': unknown parameter 'bias' (fair takes no parameters)"),
    ("coin:bias=2", "bot 'coin': bias must be at most 1, not '2' (parameters: bias=X, "
                    "tosses=N)"),
    ("coin:tosses=1.5", "bot 'coin': tosses must be a whole number from 1, not '1.5'"),
    ("coin:tosses=" + "9" * 5000, "tosses must be at most 100"),
])
def test_a_bad_spec_raises_the_games_error_in_one_line(spec: str, message: str) -> None:
    coins = _coins()
    for attempt in (lambda: coins.make(spec, seed=1), lambda: coins.check(spec)):
        with pytest.raises(CoinError) as info:
            attempt()
        assert message in str(info.value)
        assert "\n" not in str(info.value) and len(str(info.value)) < 300


def test_long_names_and_parameters_are_cut_in_messages() -> None:
    coins = _coins()
    with pytest.raises(CoinError) as name:
        coins.make("x" * 500, seed=1)
    with pytest.raises(CoinError) as key:
        coins.make("coin:" + "k" * 500 + "=1", seed=1)
    assert len(str(name.value)) < 100 and len(str(key.value)) < 150


def test_check_refuses_without_making_a_bot() -> None:
    made: list[int] = []

    def make(seed: int, **params: object) -> int:
        made.append(seed)
        return seed

    bots: BotRegistry[int] = BotRegistry(CoinError, [
        BotMaker("n", make, (Parameter("k", int, 0, ""),))])
    bots.check("n:k=3")
    with pytest.raises(CoinError):
        bots.check("n:k=-1")
    assert made == []
    assert bots.make("n:k=3", seed=5) == 5 and made == [5]


def test_a_makers_own_error_and_the_registrys() -> None:
    @attrs.frozen
    class CoinMaker(BotMaker[Coin]):
        error = CoinError

    plain = BotMaker("coin", Coin, (Parameter("bias", float, 0.0, ""),))
    with pytest.raises(SpecError):
        plain(1, bias="x")
    with pytest.raises(CoinError):
        CoinMaker("coin", Coin, plain.parameters)(1, bias="x")
    # the registry raises its own error whatever the maker's
    with pytest.raises(CoinError):
        BotRegistry(CoinError, [plain]).make("coin:bias=x", seed=1)


def test_the_registry_is_a_dict_in_the_order_of_registration() -> None:
    coins = _coins()
    extra = coins.register(BotMaker("edge", Coin, (), "lands on its edge"))
    assert list(coins) == ["coin", "fair", "edge"] and coins["edge"] is extra
    assert coins.names() == "coin, fair, edge"
    assert coins.listing() == "coin (bias=X, tosses=N), fair, edge"
    assert coins.describe() == ["coin:bias=X,tosses=N  tosses a coin", "fair  a fair coin",
                                "edge  lands on its edge"]
    del coins["edge"]
    with pytest.raises(CoinError, match="unknown bot 'edge'"):
        coins.make("edge", seed=1)
    assert BotRegistry().error is SpecError


@given(st.text(max_size=80))
def test_any_spec_makes_a_bot_or_raises_the_games_error(spec: str) -> None:
    coins = _coins()
    try:
        bot = coins.make(spec, seed=3)
    except CoinError as e:
        assert "\n" not in str(e) and len(str(e)) < 300
    else:
        assert isinstance(bot, Coin)


def test_both_games_declare_their_bots_in_a_tabletop_registry() -> None:
    import vanuatu
    import vapor_willie.bots
    import vapor_willie.bots.registry

    for game, error in [(vanuatu.bots, vanuatu.BotError),
                        (vapor_willie.bots, vapor_willie.bots.BotError)]:
        assert isinstance(game.BOTS, BotRegistry) and game.BOTS.error is error
        assert issubclass(game.BotMaker, BotMaker) and game.BotMaker.error is error
        assert {"random", "heuristic", "ismcts"} <= set(game.BOTS)
        with pytest.raises(error, match="unknown bot 'alpha'"):
            game.make_bot("alpha", 1)
