"""The constants of the evaluation (:mod:`vanuatu.bots.evaluate`), in PP, as
plain data that a bot author can change:

>>> Weights(vatu_pp=0.4).vatu_pp
0.4
"""

from __future__ import annotations

import attrs

__all__ = ["DEFAULT_WEIGHTS", "Weights"]


@attrs.frozen
class Weights:
    """The constants of the evaluation (PP)."""

    #: A Vatu in play (R1.1c: 10 Vatus make 5 PP).
    vatu_pp: float = 0.5
    #: A fish token, per value, while rounds remain to sell it, and in the last round.
    fish_pp_per_value: float = 0.45
    fish_pp_last_round: float = 0.4
    #: Fraction of the tourists still to come that end up on an island.
    tourist_share: float = 0.6
    #: A tourist transported now, per own hut on its island (besides the Vatus).
    tourist_now_per_own_hut: float = 1.4
    #: Chance of keeping a majority while others still place markers, and per marker of lead.
    contested: float = 0.9
    lead_bonus: float = 0.1
    #: A planned Sail (its worth is mostly in the places it reaches).
    sail_pp: float = 0.1
    #: Rest tokens (R1.7) besides ``first``.
    rest_pp: tuple[tuple[str, float], ...] = (("vatu", 0.5), ("point", 1.0), ("both", 1.5))
    #: Worth of a character bonus not yet used, at character selection and planning.
    character_pp: tuple[tuple[str, float], ...] = (
        ("navigator", 1.0), ("fisherman", 1.5), ("vendor", 0.5), ("diver", 1.2),
        ("builder", 1.5), ("buyer", 2.0), ("artist", 1.5), ("guide", 1.0),
        ("beggar", 0.2), ("preacher", 1.0), ("governor", 1.0),
    )
    #: Rising Waters (R10.3): chance of a flood in a die round, PP per island
    #: expected under water beyond the limit, worth of a planned dike while at risk
    #: (plus half the risk).
    flood_chance: float = 0.9
    flood_pp: float = 15.0
    dike_pp: float = 2.0
    #: Rising Waters (R10.3): PP, for everyone, per dike the table still needs to
    #: keep all but two islands afloat (:mod:`vanuatu.bots.flood`), and the share
    #: of an island's empty neighbouring spaces expected to become ocean.
    dike_need_pp: float = 80.0
    future_ocean: float = 0.3
    #: Rising Waters (R10.3): the chance that a dike still needed is missing at
    #: the end, each one defeating every player (for the ISMCTS bot's rewards: a
    #: defeat is a loss for all; :func:`~vanuatu.bots.evaluate.defeat_risk`).
    defeat_risk_per_dike: float = 0.25
    #: Rising Waters (R10.3): a Vatu kept for a dike still needed (a dike costs
    #: one), for each player's share of the dikes needed, at most two.
    dike_vatu_pp: float = 5.0
    #: Rising Waters (R10.3): :attr:`contested` and :attr:`lead_bonus` for a
    #: planned Build while the flood threatens: a lower chance, raised more by
    #: each marker of lead, makes a player secure its Build (and dike) with
    #: more markers; with the chances of the other actions, tables drowned
    #: far more often.
    dike_contested: float = 0.6
    dike_lead_bonus: float = 0.2
    #: Everyone's value after a Rising Waters defeat (R10.3).
    defeat_pp: float = -50.0
    #: The tie-breakers of R8, as fractions of a PP: huts on the board, then Vatus left.
    tie_hut: float = 0.01
    tie_vatu: float = 0.001


DEFAULT_WEIGHTS = Weights()
