"""The single-agent Gymnasium environment: :class:`HoldemEnv`, the learner in one seat and holdem agents in
the others.

One episode is one hand. The learner's seat moves one seat a hand (the button stays on seat 0), so it
plays every position in turn; ``seat=`` fixes it. :meth:`HoldemEnv.reset` deals a hand and lets the other
seats act until the learner's first decision; :meth:`HoldemEnv.step` applies the learner's action and
lets the others act until its next decision or the end of the hand. The reward is 0 until the hand ends,
then the learner's chip result in big blinds. A hand that ends before the learner has a decision (every
other seat folded to its big blind) is not an episode: ``reset`` deals the next one and reports the hands
it passed and their result in ``info["skipped_hands"]`` and ``info["skipped_reward"]`` (in big blinds),
so a tally of the learner's winnings can count them.

The observation is a dict: ``"observation"``, the encoded vector of
:class:`~holdem.env.ObservationLayout` (float32, bounded by the table's chips in big blinds), and
``"action_mask"``, the legal choices (int8; all 0 when the hand is over). The actions are the
:class:`~holdem.env.DiscreteActions` (``action_type="discrete"``, the mask theirs) or two numbers in
[0, 1] (``action_type="continuous"``: a kind selector and the raise's place in the legal range,
:func:`~holdem.env.continuous_action`; the mask is then the four raw kinds fold, check, call, raise).
Every action maps to a legal one (a masked discrete choice to its nearest legal action, as
:meth:`~holdem.env.DiscreteActions.decode` says, and ``info["masked"]`` is True), so a learner never
stops a hand. Registered as ``"holdem/HoldEm-v0"``::

    >>> import gymnasium
    >>> import holdem.env
    >>> env = gymnasium.make("holdem/HoldEm-v0", players=3, opponents="calling")
    >>> obs, info = env.reset(seed=1)
    >>> obs["observation"].shape, obs["action_mask"].tolist(), info["seat"]
    ((526,), [1, 1, 1, 1, 1, 1], 0)
    >>> obs, reward, terminated, truncated, info = env.step(1)  # call
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, SupportsFloat, cast

import numpy as np
import numpy.typing as npt

from ..agents import AGENTS
from ..engine import Hand
from ..errors import EnvError
from ..game import TableConfig
from .actions import DiscreteActions, act, continuous_action_hand
from .dealer import Dealer, Observation, check_stacks, stream_seed
from .extra import missing_extra
from .observation import HISTORY
from .text import describe

try:
    import gymnasium as gym
    from gymnasium import spaces
except ImportError as exc:  # pragma: no cover - without the rl extra
    raise missing_extra("gymnasium", "holdem.env.HoldemEnv") from exc

__all__ = ["HoldemEnv"]

#: The most hands one reset deals without a decision for the learner before it gives up.
MAX_SKIPPED = 1000

AgentFunction = Callable[[Any], object]


def _agent_function(agent: object, where: str) -> AgentFunction:
    """The function to call for an agent: its ``act`` method, or itself."""
    act_method = getattr(agent, "act", None)
    if callable(act_method):
        return cast(AgentFunction, act_method)
    if callable(agent):
        return agent
    raise EnvError(
        f"{where} is a {type(agent).__name__}: an agent is one of {sorted(AGENTS)}, a callable "
        "agent(view) -> action or an object with an act(view) method"
    )


def _opponents(opponents: object, count: int) -> tuple[list[AgentFunction], list[Any]]:
    """The ``count`` opponents' functions, in seat order after the learner, and the agents to reseed (made
    from names, or given with a ``reseed`` method)."""
    if isinstance(opponents, str) or not isinstance(opponents, Sequence):
        given: list[object] = [opponents] * count
    else:
        given = list(opponents)
        if len(given) != count:
            raise EnvError(f"opponents gives {len(given)} agents for {count} seats")
    functions: list[AgentFunction] = []
    reseed: list[Any] = []
    made: dict[int, Any] = {}
    for i, agent in enumerate(given):
        if isinstance(agent, str):
            if agent not in AGENTS:
                raise EnvError(
                    f"opponent {i}: no built-in agent {agent!r}; the names are {sorted(AGENTS)}"
                )
            agent = AGENTS[agent](None)  # one per seat: each its own random stream
        elif id(agent) in made:  # one object for several seats: reseeded once
            functions.append(_agent_function(agent, f"opponent {i}"))
            continue
        made[id(agent)] = agent
        functions.append(_agent_function(agent, f"opponent {i}"))
        if callable(getattr(agent, "reseed", None)):
            reseed.append(agent)
    return functions, reseed


def _index(action: Any, size: int) -> int:
    """A discrete action as an int, or an EnvError saying what the action space is."""
    value = np.asarray(action)
    if value.size != 1 or value.dtype.kind not in "iu" or not 0 <= int(value.reshape(())) < size:
        raise EnvError(f"a discrete action is a whole number 0 to {size - 1}, got {action!r}")
    return int(value.reshape(()))


class HoldemEnv(gym.Env[Observation, Any]):
    """Hold'em against holdem agents, one hand an episode (see the module documentation).

    ``players`` seats (2 to 10); ``opponents`` the other seats' agents: a built-in agent's name
    (``"random"``, ``"calling"``, ``"tag"``, ``"equity"``: one made per seat), an agent object or callable
    (``agent(view) -> action``, given the seat's :class:`~holdem.engine.SeatView`), or a sequence of
    ``players - 1`` of those, in the order of the seats after the learner's. ``stack`` is every seat's
    chips at the start of each hand (or one per seat), ``config`` the table's
    :class:`~holdem.game.TableConfig` (default: no-limit, blinds 1 and 2). ``action_type`` is
    ``"discrete"`` (:class:`~holdem.env.DiscreteActions` of ``pot_fractions``) or ``"continuous"``;
    ``history`` the actions the observation keeps; ``seat`` fixes the learner's seat (None: it moves a seat
    a hand). ``render_mode="ansi"``: :meth:`render` returns :func:`~holdem.env.describe` of the learner's
    view.

    Seeds: ``reset(seed=s)`` starts the deck's stream and the built-in opponents' streams from ``s``, and
    the learner's seat from seat 0; the hands after it follow from ``s`` alone. Two environments share no
    random state (an agent object given to both is the one shared thing: give names for separate ones).
    An opponent's illegal action raises the engine's :class:`~holdem.errors.IllegalActionError` (a bug in
    that agent: the table's forgiving fold is for agents it does not trust).
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        players: int = 2,
        opponents: object = "random",
        *,
        stack: int | Sequence[int] = 200,
        config: TableConfig | None = None,
        action_type: str = "discrete",
        pot_fractions: Sequence[float] = (0.5, 1.0, 2.0),
        history: int = HISTORY,
        seat: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        config = TableConfig(small_blind=1, big_blind=2) if config is None else config
        if not isinstance(config, TableConfig):
            raise EnvError(f"config must be a TableConfig, got {type(config).__name__}")
        stacks = check_stacks(players, stack, config)
        if action_type not in ("discrete", "continuous"):
            raise EnvError(f"action_type is 'discrete' or 'continuous', got {action_type!r}")
        if seat is not None and (type(seat) is not int or not 0 <= seat < players):
            raise EnvError(f"seat is None (moving) or a seat 0 to {players - 1}, got {seat!r}")
        if render_mode not in (None, "ansi"):
            raise EnvError(f"render_mode is None or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        self._dealer = Dealer(config, stacks, DiscreteActions(tuple(pot_fractions)), history)
        self._opponents, self._reseed = _opponents(opponents, players - 1)
        self._discrete = action_type == "discrete"
        self._fixed_seat = seat
        self._players = players
        self._big_blind = config.big_blind
        self._seeded = False
        self._hands = 0
        self._seat = 0
        self._hand: Hand | None = None
        self._mask: npt.NDArray[np.int8] | None = None
        actions = self._dealer.actions
        if self._discrete:
            self.action_space = spaces.Discrete(actions.size)
            mask_size = actions.size
        else:
            self.action_space = spaces.Box(0.0, 1.0, (2,), np.float32)
            mask_size = 4
        low, high = self._dealer.layout.bounds(self._dealer.max_amount)
        self.observation_space = cast(
            "spaces.Space[Observation]",
            spaces.Dict(
                {
                    "observation": spaces.Box(low, high, dtype=np.float32),
                    "action_mask": spaces.MultiBinary(mask_size),
                }
            ),
        )

    @property
    def seat(self) -> int:
        """The learner's seat in the current hand."""
        return self._seat

    @property
    def hand(self) -> Hand | None:
        """The hand being played (None before the first reset): the table's knowledge, every seat's cards
        included; a learner should see only its observation."""
        return self._hand

    @property
    def actions(self) -> DiscreteActions:
        """The discrete action set (its ``names`` say what each index does)."""
        return self._dealer.actions

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deal the next hand and play the other seats to the learner's first decision (``options``: not
        used)."""
        super().reset(seed=seed)
        if seed is not None or not self._seeded:
            self._dealer.seed(stream_seed(self.np_random))
            for agent in self._reseed:
                agent.reseed(stream_seed(self.np_random))
            self._hands = 0
            self._seeded = True
        skipped = 0
        result = 0
        for _ in range(MAX_SKIPPED):
            hand = self._deal()
            if hand.actor == self._seat:
                break
            skipped += 1
            result += hand.result.net[self._seat]
        else:
            raise EnvError(
                f"{MAX_SKIPPED} hands in a row ended before the learner (seat {self._seat}) had a decision: "
                "its opponents always fold to its big blind; move its seat (seat=None) or change them"
            )
        obs = self._observe()
        info = {
            "seat": self._seat,
            "hand": self._hands,
            "skipped_hands": skipped,
            "skipped_reward": result / self._big_blind,
        }
        return obs, info

    def _deal(self) -> Hand:
        """A new hand, played to the learner's first decision or to its end."""
        n = self._players
        self._seat = self._hands % n if self._fixed_seat is None else self._fixed_seat
        self._hands += 1
        hand = self._hand = self._dealer.deal(0)
        self._advance()
        return hand

    def _advance(self) -> None:
        """The other seats act until the learner is to act or the hand is over."""
        hand: Hand = self._hand  # type: ignore[assignment]
        learner = self._seat
        n = self._players
        opponents = self._opponents
        actor = hand.actor
        while actor is not None and actor != learner:
            hand.act(opponents[(actor - learner - 1) % n](hand.view(actor)))
            actor = hand.actor
        Dealer.settle(hand)

    def _observe(self) -> Observation:
        hand: Hand = self._hand  # type: ignore[assignment]
        vector, mask = self._dealer.observe(hand, self._seat)
        if not self._discrete:
            legal = hand.legal_actions()  # the raw kinds: fold, check, call, bet or raise
            flags = (
                legal.fold,
                legal.check,
                legal.call is not None,
                legal.max_raise_to is not None,
            )
            mask = np.array(flags if hand.actor == self._seat else (0, 0, 0, 0), np.int8)
        self._mask = mask
        return {"observation": vector, "action_mask": mask.copy()}

    def step(self, action: Any) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """The learner's action, then the others' until its next decision or the end of the hand."""
        hand = self._hand
        if hand is None or hand.actor != self._seat:
            raise EnvError("the hand is over (or not dealt): reset() deals the next one")
        if self._discrete:
            index = _index(action, self._dealer.actions.size)
            kind, amount = self._dealer.actions.decode_hand(hand, index)
            masked = not self._mask[index]  # type: ignore[index]
        else:
            kind, amount = continuous_action_hand(hand, action)
            masked = False
        act(hand, kind, amount)
        self._advance()
        obs = self._observe()
        over = hand.is_complete
        reward = hand.result.net[self._seat] / self._big_blind if over else 0.0
        info = {"seat": self._seat, "hand": self._hands, "masked": masked}
        return obs, reward, over, False, info

    def render(self) -> str | None:
        """``render_mode="ansi"``: the learner's view as text (:func:`~holdem.env.describe`); else None."""
        if self.render_mode != "ansi":
            return None
        if self._hand is None:
            return "No hand dealt yet: reset() deals one."
        return describe(self._hand.view(self._seat))

    def close(self) -> None:
        """Nothing to release (the environment holds no process or file)."""
