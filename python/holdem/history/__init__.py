"""Hand histories in PHH, the TOML format of the public poker hand-history dataset.

Read a ``.phh`` file (one hand) or a ``.phhs`` file (many hands, one TOML table
each), replay a history through the engine, and write any hand, finished or
running, back as PHH::

    >>> import holdem
    >>> text = '''
    ... variant = "NT"
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 100, 100]
    ... actions = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 2c7d", "p3 f", "p1 cbr 6", "p2 f"]
    ... '''
    >>> history = holdem.read_phh(text)
    >>> hand = holdem.replay(history)
    >>> hand.is_complete, list(hand.stacks)
    (True, [102, 98, 100])

Players are in PHH order: the small blind first and the button last, so a
replay is ``Hand(config, starting_stacks, button=n - 1, dealing="manual")``.
Heads-up, PHH lists the big blind first and the button second; the engine's
heads-up rule (the button posts the small blind) gives the same seats.

A starting stack of ``inf`` is one the file does not know (iPoker's logs
record none): :meth:`HandHistory.unknown_stacks` names those players, a
replay gives each a stack no action of the file can bind
(:meth:`HandHistory.unbounded_chips`), and such a hand is compared by
:func:`net_winnings`, its unknown stacks finishing ``inf``
(:func:`finishing_amounts` with the history).

Amounts may be decimals (online hands in dollars and cents). The engine counts
whole chips, so :func:`replay` multiplies every amount by
:meth:`HandHistory.chip_scale` (the smallest power of ten that makes them all
whole); the replayed hand's stacks are in those chips. Under the ``pokerkit``
profile only the amounts played set the chip (:func:`replay_scale`).

Action notation (``pN`` is the N-th player, 1-based; ``#`` starts a comment):
``d dh pN AsKd`` deal hole cards (``????`` when unknown), ``d db 7hAd8c`` deal
board cards, ``pN f`` fold, ``pN cc`` check or call, ``pN cbr 300`` bet or
raise to 300 (the player's total on this street), ``pN sm AsKd`` show,
``pN sm`` muck. ``pN sm -`` shows the cards dealt to the player (pokerkit's
reading before 0.4.12; an error when they were dealt ``????``). Amounts are
written with the ASCII digits and an optional fraction (``300``, ``183.50``). A show of unknown cards (``????``, as online logs write on each
street of an all-in runout) waits for a later show with the cards, and counts
as a muck if none comes: only hands shown in full can win (R-SHOW-2).

Variants: ``NT`` no-limit and ``FT`` fixed-limit hold'em as in the PHH
standard, and ``PT`` for pot-limit hold'em (this library's code: the standard
has none, so pokerkit does not read it). Other games' files are read (stud's,
with a ``bring_in`` and no blinds, too) so that a replay can name the variant
it does not play. A negative ``blinds_or_straddles``
entry is a live blind posted out of position (``Hand(..., posts=...)``).
Table options the standard has no field for are user-defined keys:
``_max_raises_per_round`` and ``_cumulative_short_all_ins`` (see
:class:`~holdem.TableConfig`), ``_dead_blinds`` (per player, R-BLIND-6), ``_dead_small_blind = true``
(a dead small blind with straddles: the first entry posted is the big blind, R-BLIND-7);
``seat_count`` is the table's ``seats_max``; ``_view = "pN"`` marks a seat's
own history (``to_phh(hand, seat=k)``), whose replay makes no decision that
seat could not know (:func:`where_it_stops` says where it stops). A hand declared dead
(:meth:`holdem.Hand.kill`) is written as pokerkit's fold with the kill in its comment,
``pN f # kill: REASON``, in that seat's turn where the hand comes out the same; this library reads
it as the kill (and ``pN kill``, which older files hold).

The parts: :mod:`~holdem.history.amounts` (exact amounts),
:mod:`~holdem.history.fields` (field checks), :mod:`~holdem.history.model`
(:class:`HandHistory`), :mod:`~holdem.history.variants` (the game fields as
the engine's rules and positions), :mod:`~holdem.history.files` (reading and
writing files), :mod:`~holdem.history.encode` (a hand as PHH) and
:mod:`~holdem.history.replayer` (PHH through the engine).
"""

from __future__ import annotations

from .amounts import UNKNOWN, Number
from .encode import history_of, to_phh
from .files import PathOrText, read_phh, read_phhs, write_phhs
from .model import HandHistory
from .replayer import (
    ShowdownDecisions,
    finishing_amounts,
    net_winnings,
    replay,
    replay_scale,
    where_it_stops,
)

__all__ = [
    "UNKNOWN",
    "HandHistory",
    "Number",
    "PathOrText",
    "ShowdownDecisions",
    "finishing_amounts",
    "history_of",
    "net_winnings",
    "read_phh",
    "read_phhs",
    "replay",
    "replay_scale",
    "to_phh",
    "where_it_stops",
    "write_phhs",
]
