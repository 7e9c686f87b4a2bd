"""The refusals of bot specs (tabletop.specs, tabletop.registry) and the help of the
bots' parameters in Portuguese and Japanese, for both games; the names of the bots and
of their parameters stay as they are."""

from __future__ import annotations

import pytest
from english_scan import english_words

import vanuatu.bots
import vapor_willie.bots.registry
from tabletop.spec_words import spec_words
from vanuatu.translation import translate
from vapor_willie.translation import translate as vw_translate

#: Specs refused for each of the reasons tabletop.specs and tabletop.registry give.
BAD = ("ismcts:seconds=-1", "ismcts:x=1", "foo", "ismcts:iterations", ":", "random:x=1",
       "ismcts:width=1.5", "ismcts:width=99999999", "ismcts:exploration=x",
       "ismcts:iterations=2,iterations=3")
ENGLISH = frozenset("""
spec unknown parameter parameters must number whole most not from above one of
takes name given twice key value is
""".split())


def _refusals(registry: object) -> list[str]:
    said = []
    for spec in BAD:
        with pytest.raises(registry.error) as refused:  # type: ignore[attr-defined]
            registry.check(spec)  # type: ignore[attr-defined]
        said.append(str(refused.value))
    return said


@pytest.mark.parametrize("lang", ["pt", "ja"])
@pytest.mark.parametrize("registry", [vanuatu.bots.BOTS, vapor_willie.bots.registry.BOTS],
                         ids=["vanuatu", "vapor_willie"])
def test_every_refusal_of_a_spec_is_said_in_the_language(lang: str, registry: object) -> None:
    for message in _refusals(registry):
        said = spec_words(message, lang)
        assert said is not None, message
        assert english_words(said, ENGLISH, "key=value") == set(), said


def test_in_english_a_refusal_stays_as_it_is() -> None:
    for message in _refusals(vapor_willie.bots.registry.BOTS):
        assert spec_words(message, "en") == message
    assert spec_words("no such thing", "en") is None


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_the_help_of_every_parameter_is_translated(lang: str) -> None:
    for games, say in ((vanuatu.bots.BOTS, translate), (vapor_willie.bots.registry.BOTS,
                                                        vw_translate)):
        for maker in games.values():
            for parameter in maker.parameters:
                assert say(parameter.help, lang) != parameter.help, (maker.name, parameter.name)
