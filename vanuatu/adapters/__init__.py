"""What other frameworks need: integer action ids (:mod:`~vanuatu.adapters.action_ids`),
feature vectors (:mod:`~vanuatu.adapters.features`), information states
(:mod:`~vanuatu.adapters.infostate`), and the OpenSpiel and PettingZoo adapters
(:mod:`~vanuatu.adapters.openspiel`, :mod:`~vanuatu.adapters.pettingzoo`), which
import their framework only when they are imported themselves.

Each is also importable under its documented short path: ``vanuatu.action_ids``,
``vanuatu.features``, ``vanuatu.infostate``, ``vanuatu.openspiel``,
``vanuatu.pettingzoo``.
"""
