"""The PettingZoo environment: :class:`HoldemAECEnv`, 2 to 10 agents taking turns at one table (AEC API).

The agents are ``player_0`` to ``player_{n-1}``; ``player_i`` sits in seat ``i``. An episode is one hand by
default, or ``hands`` hands: each starts from the same ``stack`` for every seat (independent hands), the
button moving one seat a hand from seat 0. Each agent observes a dict: ``"observation"``, its encoded
view (:class:`~holdem.env.ObservationLayout`: its own hole cards only) and ``"action_mask"``, the
:class:`~holdem.env.DiscreteActions` legal now (int8; all 0 unless it is the agent's turn). The reward of
the step that ends a hand is each agent's chip result in big blinds (0 at the other steps).

An illegal action (one the mask refuses) is refused, as PettingZoo's classic environments do (their
``TerminateIllegalWrapper``): the hand is not played on, the episode is over for every agent, the agent
that acted gets ``illegal_reward`` (default -1, in big blinds) and the others 0, and its info says what
was refused (``infos[agent]["illegal_action"]``). Chips of hands finished earlier in the episode stay won.
An action outside the action space (not a whole number 0 to size - 1) raises :class:`~holdem.errors.EnvError`.

    >>> env = HoldemAECEnv(players=3)
    >>> env.reset(seed=7)
    >>> env.agent_selection, env.observe("player_0")["action_mask"].tolist()
    ('player_0', [1, 1, 1, 1, 1, 1])
    >>> env.step(0)  # fold
    >>> env.agent_selection
    'player_1'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from ..engine import Hand
from ..errors import EnvError
from ..game import TableConfig
from .actions import DiscreteActions, act
from .dealer import Dealer, Observation, check_stacks, stream_seed
from .extra import missing_extra
from .observation import HISTORY, action_rows
from .text import describe

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv  # type: ignore[import-untyped]
    from pettingzoo.utils.wrappers import OrderEnforcingWrapper  # type: ignore[import-untyped]
except ImportError as exc:  # pragma: no cover - without the rl extra
    raise missing_extra("pettingzoo", "holdem.env.HoldemAECEnv") from exc

__all__ = ["HoldemAECEnv", "aec_env"]


class HoldemAECEnv(AECEnv):  # type: ignore[misc]  # pettingzoo is untyped
    """Hold'em for 2 to 10 agents, PettingZoo's AEC API (see the module documentation).

    ``players`` agents; ``stack`` every seat's chips at the start of each hand (or one per seat);
    ``config`` the table's :class:`~holdem.game.TableConfig` (default: no-limit, blinds 1 and 2);
    ``pot_fractions`` the discrete raises; ``history`` the actions the observation keeps; ``hands`` the
    hands of an episode; ``illegal_reward`` what an illegal action earns the agent that makes it;
    ``render_mode="ansi"``: :meth:`render` returns :func:`~holdem.env.describe` of the acting agent's
    view. ``reset(seed=s)`` starts the deck's stream from ``s``; a reset without a seed goes on with it.
    """

    metadata = {
        "render_modes": ["ansi"],
        "name": "holdem_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        players: int = 2,
        *,
        stack: int | Sequence[int] = 200,
        config: TableConfig | None = None,
        pot_fractions: Sequence[float] = (0.5, 1.0, 2.0),
        history: int = HISTORY,
        hands: int = 1,
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        config = TableConfig(small_blind=1, big_blind=2) if config is None else config
        if not isinstance(config, TableConfig):
            raise EnvError(f"config must be a TableConfig, got {type(config).__name__}")
        stacks = check_stacks(players, stack, config)
        if type(hands) is not int or hands < 1:
            raise EnvError(f"hands must be a whole number of at least 1, got {hands!r}")
        if not isinstance(illegal_reward, (int, float)) or not np.isfinite(illegal_reward):
            raise EnvError(f"illegal_reward must be a finite number, got {illegal_reward!r}")
        if render_mode not in (None, "ansi"):
            raise EnvError(f"render_mode is None or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        self._dealer = Dealer(config, stacks, DiscreteActions(tuple(pot_fractions)), history)
        self._hands = hands
        self._illegal_reward = float(illegal_reward)
        self._big_blind = config.big_blind
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.agents: list[str] = []
        size = self._dealer.actions.size
        low, high = self._dealer.layout.bounds(self._dealer.max_amount)
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(low, high, dtype=np.float32),
                    "action_mask": spaces.MultiBinary(size),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(size) for agent in self.possible_agents}
        self._rng: np.random.Generator | None = None
        self._hand: Hand | None = None
        self._played = 0
        self._rows: list[tuple[int, int, int, int]] | None = (
            None  # the hand's actions, read once a step
        )

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    @property
    def hand(self) -> Hand | None:
        """The hand being played: the table's knowledge (every seat's cards); agents observe theirs."""
        return self._hand

    @property
    def actions(self) -> DiscreteActions:
        """The discrete action set (its ``names`` say what each index does)."""
        return self._dealer.actions

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new episode: its first hand dealt, the first agent to act selected (``options``: not used)."""
        if seed is not None or self._rng is None:
            self._rng = np.random.default_rng(seed)
            self._dealer.seed(stream_seed(self._rng))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._played = 0
        self._next_hand()

    def _next_hand(self) -> None:
        """Deal the episode's next hand (the button a seat on) and select its first agent to act; when the
        episode's hands are played, end it."""
        if self._played == self._hands:
            self.terminations = dict.fromkeys(self.agents, True)
            return
        hand = self._hand = self._dealer.deal(self._played % len(self.possible_agents))
        self._played += 1
        self._rows = None
        # a stack above the big blind and ante (check_stacks) always leaves someone a decision
        self.agent_selection = self.possible_agents[cast(int, hand.actor)]

    def observe(self, agent: str) -> Observation:
        """``agent``'s observation: its encoded view and its action mask."""
        hand = self._hand
        if hand is None:
            raise EnvError("no hand dealt: reset() deals the first")
        if self._rows is None:
            self._rows = action_rows(hand)
        vector, mask = self._dealer.observe(hand, self.possible_agents.index(agent), self._rows)
        return {"observation": vector, "action_mask": mask}

    def step(self, action: Any) -> None:
        """The selected agent's action (an index of :attr:`actions`)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        hand = cast(Hand, self._hand)
        index = self._index(action)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        actions = self._dealer.actions
        mask = actions.mask_hand(hand)
        if not mask[index]:
            self._refuse(agent, index, mask)
        else:
            act(hand, *actions.decode_hand(hand, index))
            self._rows = None
            Dealer.settle(hand)
            if hand.is_complete:
                net = hand.result.net
                for i, name in enumerate(self.possible_agents):
                    self.rewards[name] = net[i] / self._big_blind
                self._next_hand()
            else:
                self.agent_selection = self.possible_agents[cast(int, hand.actor)]
        self._accumulate_rewards()
        self._deads_step_first()

    def _index(self, action: Any) -> int:
        """``action`` as an index of the discrete actions, or an EnvError."""
        size = self._dealer.actions.size
        value = np.asarray(action)
        if value.shape != () or value.dtype.kind not in "iu" or not 0 <= int(value) < size:
            raise EnvError(
                f"an action of {self.agent_selection} is a whole number 0 to {size - 1} (the mask "
                f"says which are legal), got {action!r}"
            )
        return int(value)

    def _refuse(self, agent: str, index: int, mask: npt.NDArray[np.int8]) -> None:
        """An illegal action: the episode over for everyone, ``illegal_reward`` to the agent, 0 to the rest."""
        names = self._dealer.actions.names
        legal = [names[i] for i in np.flatnonzero(mask)]
        self.rewards[agent] = self._illegal_reward
        self.terminations = dict.fromkeys(self.agents, True)
        self.infos[agent] = {
            "illegal_action": f"{names[index]} is not legal now; legal: {', '.join(legal)}"
        }

    def render(self) -> str | None:
        """``render_mode="ansi"``: the selected agent's view as text (:func:`~holdem.env.describe`)."""
        if self.render_mode != "ansi":
            return None
        hand = self._hand
        if hand is None:
            return "No hand dealt yet: reset() deals one."
        return describe(hand.view(self.possible_agents.index(self.agent_selection)))

    def close(self) -> None:
        """Nothing to release (the environment holds no process or file)."""


def aec_env(**kwargs: Any) -> Any:
    """A :class:`HoldemAECEnv` (``kwargs`` its options) in PettingZoo's ``OrderEnforcingWrapper``, which
    refuses a step before the first reset, as PettingZoo's ``env()`` functions give their environments."""
    return OrderEnforcingWrapper(HoldemAECEnv(**kwargs))
