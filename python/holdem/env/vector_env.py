"""The vectorised Gymnasium environment: :class:`HoldemVectorEnv`, ``num_envs`` tables of
:class:`~holdem.vector.VectorHands` stepped as one array call, the learner in one seat of each.

Each table plays as :class:`~holdem.env.HoldemEnv` does: one episode is one hand, the button stays on seat 0
and the learner's seat moves one seat a hand at each table (``seat=`` fixes it), the other seats are played
by a vectorised policy, the reward is 0 until the hand ends, then the learner's chip result in big blinds.
The observation is the same dict, batched: ``"observation"`` (``num_envs``, D) float32, the
:func:`~holdem.env.encode` vectors of :class:`~holdem.env.ObservationLayout`, and ``"action_mask"``
(``num_envs``, A) int8; the actions one :class:`~holdem.env.DiscreteActions` index per table (or, with
``action_type="continuous"``, a (``num_envs``, 2) array for :func:`~holdem.env.continuous_action`, the
mask then the four raw kinds). A masked choice plays its nearest legal action (``info["masked"]``).

Autoreset is Gymnasium's ``SAME_STEP`` mode (``metadata["autoreset_mode"]``): a step that ends a table's
hand returns ``terminated`` True, the hand's reward, and the first observation of the table's next hand;
the ended hand's last observation is in ``info["final_obs"]`` (an object array, an observation dict at each
table that ended, ``info["_final_obs"]`` the mask) and every seat's chip result in
``info["final_info"]["net"]``. So every step is a decision at every table (no step is spent on a reset). A
hand that ends before the learner's first decision is dealt again at once: ``info["skipped_hands"]`` and
``info["skipped_reward"]`` (big blinds) count them per table, as :class:`~holdem.env.HoldemEnv`'s reset
does. Registered as the vector entry point of ``"holdem/HoldEm-v0"``::

    >>> import gymnasium, numpy as np
    >>> import holdem.env
    >>> envs = gymnasium.make_vec("holdem/HoldEm-v0", num_envs=4, players=3)
    >>> obs, info = envs.reset(seed=1)
    >>> obs["observation"].shape, obs["action_mask"].shape, info["seat"].tolist()
    ((4, 526), (4, 6), [0, 0, 0, 0])
    >>> obs, reward, terminated, truncated, info = envs.step(np.ones(4, np.int64))  # check or call
    >>> reward.shape, terminated.dtype, envs.metadata["autoreset_mode"].name
    ((4,), dtype('bool'), 'SAME_STEP')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from ..errors import EnvError, HoldemError
from ..game import TableConfig
from ..vector import RawObservation, VectorHands
from .actions import DiscreteActions, continuous_action
from .dealer import Observation, check_stacks, stream_seed
from .extra import missing_extra
from .observation import HISTORY, ObservationLayout, encode
from .policies import VectorPolicy, calling_policy, random_policy

try:
    from gymnasium import spaces
    from gymnasium.vector import AutoresetMode, VectorEnv
    from gymnasium.vector.utils import batch_space
except ImportError as exc:  # pragma: no cover - without the rl extra
    raise missing_extra("gymnasium", "holdem.env.HoldemVectorEnv") from exc

__all__ = ["HoldemVectorEnv"]

#: The most rounds of dealing again (hands over before the learner's decision) one step or reset makes.
MAX_SKIPPED = 1000


_POLICIES: dict[str, VectorPolicy] = {"random": random_policy, "calling": calling_policy}


def _policy(opponents: object) -> VectorPolicy:
    """The opponents' vectorised policy: a built-in one's name or a callable."""
    if isinstance(opponents, str):
        if opponents not in _POLICIES:
            raise EnvError(
                f"no vectorised agent {opponents!r}; the names are {sorted(_POLICIES)}, or give a "
                "callable policy(raw, rng) -> (kind, amount)"
            )
        return _POLICIES[opponents]
    if not callable(opponents):
        raise EnvError(
            f"opponents is a {type(opponents).__name__}: give one of {sorted(_POLICIES)} or a callable "
            "policy(raw, rng) -> (kind, amount)"
        )
    return cast(VectorPolicy, opponents)


class HoldemVectorEnv(VectorEnv[Observation, npt.NDArray[Any], npt.NDArray[Any]]):
    """``num_envs`` hold'em tables against a vectorised policy, stepped together (see the module
    documentation).

    ``players`` seats (2 to 10) at every table; ``opponents`` the other seats' policy: ``"random"``
    (:func:`random_policy`), ``"calling"`` (:func:`calling_policy`) or a :data:`VectorPolicy` callable.
    ``stack``, ``config``, ``action_type``, ``pot_fractions``, ``history`` and ``seat`` are
    :class:`~holdem.env.HoldemEnv`'s (the config must be one :class:`~holdem.vector.VectorHands` plays:
    the rule book's readings, no straddles). Seeds: ``reset(seed=s)`` starts the deck stream and the
    opponents' stream from ``s`` and every table's learner from seat 0; what follows depends on ``s``
    alone. :attr:`hands` is the engine (every seat's cards: the learner sees only its observation).
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        num_envs: int = 1,
        players: int = 2,
        opponents: object = "random",
        *,
        stack: int | Sequence[int] = 200,
        config: TableConfig | None = None,
        action_type: str = "discrete",
        pot_fractions: Sequence[float] = (0.5, 1.0, 2.0),
        history: int = HISTORY,
        seat: int | None = None,
    ) -> None:
        if type(num_envs) is not int or num_envs < 1:
            raise EnvError(
                f"num_envs must be a whole number of tables, at least 1, got {num_envs!r}"
            )
        config = TableConfig(small_blind=1, big_blind=2) if config is None else config
        if not isinstance(config, TableConfig):
            raise EnvError(f"config must be a TableConfig, got {type(config).__name__}")
        stacks = check_stacks(players, stack, config)
        if action_type not in ("discrete", "continuous"):
            raise EnvError(f"action_type is 'discrete' or 'continuous', got {action_type!r}")
        if seat is not None and (type(seat) is not int or not 0 <= seat < players):
            raise EnvError(f"seat is None (moving) or a seat 0 to {players - 1}, got {seat!r}")
        self._policy = _policy(opponents)
        self.actions = DiscreteActions(tuple(pot_fractions))
        self.layout = ObservationLayout(players, history)
        try:
            self.hands = VectorHands(num_envs, players, config, stacks=list(stacks))
        except HoldemError as exc:
            raise EnvError(f"the tables cannot be dealt: {exc}") from exc
        self.num_envs = num_envs
        self._players = players
        self._discrete = action_type == "discrete"
        self._fixed_seat = seat
        self._big_blind = config.big_blind
        self._rng = np.random.default_rng()
        self._seeded = False
        self._count = np.zeros(num_envs, np.int64)  # hands dealt at each table
        self._seat = np.zeros(num_envs, np.int64)
        self._raw: RawObservation | None = None
        self._mask = np.zeros((num_envs, self.actions.size), np.int8)
        if self._discrete:
            self.single_action_space: spaces.Space[Any] = spaces.Discrete(self.actions.size)
            mask_size = self.actions.size
        else:
            self.single_action_space = spaces.Box(0.0, 1.0, (2,), np.float32)
            mask_size = 4
        low, high = self.layout.bounds(sum(stacks) / config.big_blind)
        self.single_observation_space: spaces.Space[Any] = spaces.Dict(
            {
                "observation": spaces.Box(low, high, dtype=np.float32),
                "action_mask": spaces.MultiBinary(mask_size),
            }
        )
        self.action_space = batch_space(self.single_action_space, num_envs)
        self.observation_space = batch_space(self.single_observation_space, num_envs)

    @property
    def seat(self) -> npt.NDArray[np.int64]:
        """(num_envs,) the learner's seat at each table in the current hand."""
        return self._seat.copy()

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deal a new hand at every table and play the other seats to the learner's first decision
        (``options``: not used)."""
        super().reset(seed=seed)
        if seed is not None or not self._seeded:
            self.hands.reset(seed=stream_seed(self.np_random))
            self._rng = np.random.default_rng(stream_seed(self.np_random))
            self._count[:] = 0
            self._seeded = True
        skipped, skipped_net = self._deal(np.arange(self.num_envs))
        obs = self._observe()
        return obs, self._info(skipped, skipped_net, np.zeros(self.num_envs, np.bool_))

    def step(
        self, actions: npt.NDArray[Any]
    ) -> tuple[
        Observation,
        npt.NDArray[np.float64],
        npt.NDArray[np.bool_],
        npt.NDArray[np.bool_],
        dict[str, Any],
    ]:
        """The learner's action at every table, then the others' until its next decision or the end of
        the hand; a table whose hand ended is dealt the next one (``SAME_STEP`` autoreset)."""
        raw = self._raw
        if raw is None:
            raise EnvError("no hand is dealt: reset() deals the first ones")
        kind, amount, masked = self._decode(raw, actions)
        n = self.num_envs
        finished = np.zeros(n, np.bool_)
        net = np.zeros((n, self._players), np.int64)
        result = self.hands.step(kind, amount)
        finished |= result.finished
        net += result.rewards
        self._play_others(finished, net)
        rows = np.flatnonzero(finished)
        reward = np.zeros(n, np.float64)
        reward[rows] = net[rows, self._seat[rows]] / self._big_blind
        info: dict[str, Any] = {}
        if rows.size:
            info = self._final(rows, net)
        skipped, skipped_net = self._deal(rows)
        obs = self._observe()
        info.update(self._info(skipped, skipped_net, masked))
        return obs, reward, finished, np.zeros(n, np.bool_), info

    def _decode(
        self, raw: RawObservation, actions: npt.NDArray[Any]
    ) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int64], npt.NDArray[np.bool_]]:
        """The learner's actions as the engine's kinds and amounts, and which were masked choices."""
        n = self.num_envs
        if not self._discrete:
            kind, amount = continuous_action(raw, actions)
            return kind, amount, np.zeros(n, np.bool_)
        index = np.asarray(actions)
        if index.shape != (n,) or index.dtype.kind not in "iu":
            raise EnvError(
                f"the actions are one whole number 0 to {self.actions.size - 1} per table, shape ({n},), "
                f"got an array of {index.dtype} shaped {index.shape}"
            )
        kind, amount = self.actions.decode(raw, index)
        return kind, amount, self._mask[np.arange(n), index] == 0

    def _play_others(self, finished: npt.NDArray[np.bool_], net: npt.NDArray[np.int64]) -> None:
        """The opponents act at every table until the learner is to act or the hand is over; the hands
        that end are marked in ``finished`` and their chip results added to ``net``."""
        hands = self.hands
        n = self.num_envs
        while True:
            actor = hands.actor
            rows = np.flatnonzero((actor >= 0) & (actor != self._seat))
            if not rows.size:
                return
            kind = np.zeros(n, np.int64)
            amount = np.zeros(n, np.int64)
            kind[rows], amount[rows] = self._policy(hands.observe(tables=rows), self._rng)
            result = hands.step(kind, amount, tables=rows)
            finished |= result.finished
            net += result.rewards

    def _deal(
        self, rows: npt.NDArray[np.intp]
    ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """New hands at ``rows`` (the button on seat 0, the learner's seat moved on), played to the
        learner's first decision; a hand over before it is dealt again. Returns the hands passed over at
        each table and the learner's chips from them."""
        n = self.num_envs
        skipped = np.zeros(n, np.int64)
        skipped_net = np.zeros(n, np.int64)
        for _ in range(MAX_SKIPPED):
            if not rows.size:
                return skipped, skipped_net
            seats = self._count[rows] % self._players
            self._seat[rows] = seats if self._fixed_seat is None else self._fixed_seat
            self._count[rows] += 1
            self.hands.reset(tables=rows, button=np.zeros(len(rows), np.int64))
            finished = self.hands.done.copy()  # a hand may end in its forced bets (all-in blinds)
            net = np.zeros((n, self._players), np.int64)
            net[finished] = self.hands.net[finished]
            self._play_others(finished, net)
            over = rows[finished[rows]]
            skipped[over] += 1
            skipped_net[over] += net[over, self._seat[over]]
            rows = over
        raise EnvError(
            f"{MAX_SKIPPED} hands in a row ended before the learner had a decision at tables "
            f"{rows[:5].tolist()}: its opponents always fold to its big blind; move its seat "
            "(seat=None) or change them"
        )

    def _observe(self) -> Observation:
        """The learner's view at every table (each is to act), encoded, and its mask."""
        raw = self._raw = self.hands.observe(self._seat)
        if self._discrete:
            mask = self.actions.mask(raw).astype(np.int8)
        else:
            mask = raw.legal.astype(np.int8)
        self._mask = mask
        return {"observation": encode(raw, self.layout), "action_mask": mask.copy()}

    def _final(self, rows: npt.NDArray[np.intp], net: npt.NDArray[np.int64]) -> dict[str, Any]:
        """``final_obs`` and ``final_info`` of the tables ``rows`` whose hands ended, as Gymnasium's
        ``SAME_STEP`` autoreset gives them."""
        n = self.num_envs
        raw = self.hands.observe(self._seat[rows], tables=rows)
        vectors = encode(raw, self.layout)
        width = self._mask.shape[1]
        final_obs = np.full(n, None, dtype=object)
        for i, row in enumerate(rows.tolist()):
            final_obs[row] = {"observation": vectors[i], "action_mask": np.zeros(width, np.int8)}
        ended = np.zeros(n, np.bool_)
        ended[rows] = True
        final_net = np.where(ended[:, None], net, 0)
        return {
            "final_obs": final_obs,
            "_final_obs": ended,
            "final_info": {"net": final_net, "_net": ended.copy()},
            "_final_info": ended.copy(),
        }

    def _info(
        self,
        skipped: npt.NDArray[np.int64],
        skipped_net: npt.NDArray[np.int64],
        masked: npt.NDArray[np.bool_],
    ) -> dict[str, Any]:
        """The per-table info every reset and step gives (each key with its all-True ``_key`` mask)."""
        every = np.ones(self.num_envs, np.bool_)
        values = {
            "seat": self._seat.copy(),
            "hand": self._count.copy(),
            "skipped_hands": skipped,
            "skipped_reward": skipped_net / self._big_blind,
            "masked": masked,
        }
        info: dict[str, Any] = {}
        for key, value in values.items():
            info[key] = value
            info[f"_{key}"] = every
        return info
