"""What the two games of the distribution share and that knows neither game's rules.

Nothing here imports :mod:`vanuatu`'s or :mod:`vapor_willie`'s rules: a game plugs in
through small protocols and callbacks. Both packages use every module below.

* :mod:`~tabletop.stats`: arena statistics (win rates with Wilson 95% intervals,
  means with normal 95% intervals, the per-bot summary of a match), seat rotation and
  seed derivation.
* :mod:`~tabletop.arena`: the loop of a match over a game's callback (the games with
  the seats rotated and the seeds derived, the turns of one game with each bot timed
  and a failing bot losing its game, the results in the order of the games whatever
  the process map), its summary and its statistics table.
* :mod:`~tabletop.pools`: the games of a match between more bots than seats, the tables
  of them taking turns.
* :mod:`~tabletop.progress`: the progress bar of a long ``arena`` or ``validate``
  (``tqdm``, extra ``progress``).
* :mod:`~tabletop.conversion`: how ``convert`` takes a file of one record or of many,
  to a file or to standard output.
* :mod:`~tabletop.out_files`: what is wrong with the name of a file a command is to
  write (``--out``), checked before any work, and the page written beside a record.
* :mod:`~tabletop.ratings`: the ratings of bots with their 95% intervals from the
  rankings of a match's games (the package ``openskill``, extra ``ratings``).
* :mod:`~tabletop.specs`: bot specs (``ismcts:iterations=50``) and their
  parameters.
* :mod:`~tabletop.replace`: ``attrs.evolve`` made fast for one frozen class, the next
  state of both games' rules built from the old one's fields.
* :mod:`~tabletop.spec_words`: the refusals of a bot spec in a player's language.
* :mod:`~tabletop.patterns`: the reader of a pattern table, an English message read
  back against its patterns and said again in a player's language (both games'
  refusals, a bot spec's, a ``--dask`` address's).
* :mod:`~tabletop.columns`: text tables padded by display width (a wide character takes
  two columns), for the analysis and arena tables of both games.
* :mod:`~tabletop.cluster_words`: the refusals of a ``--dask`` address in a player's
  language.
* :mod:`~tabletop.registry`: a game's bots by name, each with its parameters and the
  function that makes it; a spec read and checked with one-line errors of the game's
  own type, and the list of the bots for ``--help``.
* :mod:`~tabletop.search`: single-observer information-set Monte Carlo tree
  search over the :class:`~tabletop.search.SearchGame` protocol, with time
  budgets that may count time spent before the search, progressive widening, and values
  beside the rewards (:class:`~tabletop.search.Valued`) for analyses and hints.
  Vanuatu's ``ismcts`` bot (:class:`vanuatu.bots.ismcts.VanuatuSearch`) is this
  search, and Vapor Willie's with ``method=tree``.
* :mod:`~tabletop.paired`: a paired comparison of a few moves over the same protocol
  (each played out on the same deals and draws, the budget spent in stages that drop
  the worse half), Vapor Willie's ``ismcts`` bot by default.
* :mod:`~tabletop.terminal`: the question-and-answer loop of a human playing at
  the terminal (numbered moves, ``why``, ``hint``, ``undo``, ``board``, ``help``,
  ``quit``) and the table that runs a game between humans and bots (undo back to the
  human's last move, narration of the others' moves), for ``vanuatu play --human`` and
  ``vapor-willie play --human``.
* :mod:`~tabletop.page`: the one-file, offline web page that steps through the
  positions of a game, for ``vanuatu view`` and ``vapor-willie view``; a game may add
  its own script that lays the picture out as panels on a phone.

What stays with each game, because it is a different job in each:

* what a search needs to know of the game: how hidden information is filled in (rest
  tokens against objective cards), which moves of others look alike to the searcher,
  where an iteration stops (Vanuatu counts changes of phase, Vapor Willie turns), the
  playout policy, and the evaluation turned into rewards (with Rising Waters, Vanuatu's
  reward also weighs the risk that the flood defeats everyone, R10.3);
* the root pruning of each ISMCTS bot, which ranks the moves with that game's heuristic;
* what a human or a page is shown: the text view of a position, the notation and the
  rules that refuse a move, the narration, the board picture and the score table, and
  how that picture is cut into panels at a phone's width (Vanuatu's
  :mod:`vanuatu.viewer.assets` knows the groups of its board, as ``vanuatu serve`` does);
* how one game of a match is set up, recorded and scored (the records' headers, a
  forfeit, the tie-breaks and Vanuatu's defeat by the flood), and which bots there
  are;
* setting up a game at the terminal (the seats of ``--human`` and ``--bots``, the game
  options, the record's headers and the closing score), which follow each game's
  command-line options and record format.
"""

from __future__ import annotations

__all__: list[str] = []
