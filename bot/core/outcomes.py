"""Signals about one posted finding → its outcome (accepted, dismissed, ignored, pending).

Each human signal is a vote with a documented weight (positive: acceptance):

| signal                                | weight |
|---------------------------------------|--------|
| /dismiss false-positive               | -4     |
| /dismiss not-relevant                 | -3     |
| /dismiss wont-fix                     | -2     |
| reaction -1                           | -3     |
| reaction confused                     | -1     |
| reply that rejects ("false positive") | -2     |
| reply, neutral                        |  0     |
| reply that agrees ("good catch")      | +2     |
| reaction +1 / heart / hooray          | +1.5   |
| thread resolved (the thread's state)  | +1     |
| flagged lines addressed in a push     | +3     |
| /accept                               | +4     |
| suggestion committed                  | +4     |

Rules, in order:
- Signals from bots are ignored, except the PR's own closed/merged state, which is a fact
  and not an opinion.
- One person's repeated signals count once: their latest signal with a non-zero weight
  is their vote (a 👎 followed by committing the suggestion is an acceptance).
- Thread resolution is the thread's state, not a vote: the latest resolved/unresolved
  signal decides it, and a resolved thread adds +1. So an explicit /dismiss or 👎 (≤ -2)
  outweighs a resolved thread, while a lone resolved thread counts as weak acceptance.
- The sum of votes decides: ≥ +1 accepted, ≤ -1 dismissed. Otherwise the finding is
  ignored once its PR was closed or merged, and pending while the PR is open — including
  when nothing has happened yet.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum


class SignalKind(StrEnum):
    DISMISS_FALSE_POSITIVE = "dismiss-false-positive"
    DISMISS_WONT_FIX = "dismiss-wont-fix"
    DISMISS_NOT_RELEVANT = "dismiss-not-relevant"
    ACCEPT = "accept"
    REACTION_PLUS_ONE = "reaction-+1"
    REACTION_MINUS_ONE = "reaction--1"
    REACTION_HEART = "reaction-heart"
    REACTION_HOORAY = "reaction-hooray"
    REACTION_CONFUSED = "reaction-confused"
    REPLY = "reply"
    ADDRESSED = "addressed"
    SUGGESTION_COMMITTED = "suggestion-committed"
    THREAD_RESOLVED = "thread-resolved"
    THREAD_UNRESOLVED = "thread-unresolved"
    PR_CLOSED_UNTOUCHED = "pr-closed-untouched"
    PR_MERGED_UNTOUCHED = "pr-merged-untouched"


class Outcome(StrEnum):
    ACCEPTED = "accepted"
    DISMISSED = "dismissed"
    IGNORED = "ignored"
    PENDING = "pending"


VOTE_WEIGHTS: dict[SignalKind, float] = {
    SignalKind.DISMISS_FALSE_POSITIVE: -4.0,
    SignalKind.DISMISS_NOT_RELEVANT: -3.0,
    SignalKind.DISMISS_WONT_FIX: -2.0,
    SignalKind.REACTION_MINUS_ONE: -3.0,
    SignalKind.REACTION_CONFUSED: -1.0,
    SignalKind.REACTION_PLUS_ONE: 1.5,
    SignalKind.REACTION_HEART: 1.5,
    SignalKind.REACTION_HOORAY: 1.5,
    SignalKind.ADDRESSED: 3.0,
    SignalKind.ACCEPT: 4.0,
    SignalKind.SUGGESTION_COMMITTED: 4.0,
}
REPLY_WEIGHT = 2.0
RESOLVED_THREAD_WEIGHT = 1.0
DECISIVE_SCORE = 1.0

_THREAD_STATE = frozenset({SignalKind.THREAD_RESOLVED, SignalKind.THREAD_UNRESOLVED})
_PR_STATE = frozenset({SignalKind.PR_CLOSED_UNTOUCHED, SignalKind.PR_MERGED_UNTOUCHED})
_REJECTING_WORDS = (
    "false positive",
    "not an issue",
    "not a bug",
    "not a problem",
    "not relevant",
    "irrelevant",
    "incorrect",
    "wrong",
    "by design",
    "intended",
    "intentional",
    "noise",
    "nope",
    "disagree",
)
_AGREEING_WORDS = (
    "good catch",
    "nice catch",
    "thanks",
    "thank you",
    "fixed",
    "will fix",
    "agreed",
    "makes sense",
    "good point",
    "done",
)


@dataclass(frozen=True, slots=True)
class Signal:
    finding_id: str
    actor: str
    actor_is_bot: bool
    kind: SignalKind
    at: datetime
    detail: str = ""
    """The reply's text for REPLY; free context otherwise."""


@dataclass(frozen=True, slots=True)
class Vote:
    actor: str
    kind: SignalKind
    weight: float
    at: datetime


@dataclass(frozen=True, slots=True)
class Tally:
    votes: tuple[Vote, ...]
    thread_resolved: bool
    pr_finished: bool

    @property
    def score(self) -> float:
        resolved = RESOLVED_THREAD_WEIGHT if self.thread_resolved else 0.0
        return sum(v.weight for v in self.votes) + resolved

    @property
    def outcome(self) -> Outcome:
        if self.score >= DECISIVE_SCORE:
            return Outcome.ACCEPTED
        if self.score <= -DECISIVE_SCORE:
            return Outcome.DISMISSED
        return Outcome.IGNORED if self.pr_finished else Outcome.PENDING


def _phrases(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b", re.IGNORECASE)


_REJECTING = _phrases(_REJECTING_WORDS)
_AGREEING = _phrases(_AGREEING_WORDS)


def reply_weight(text: str) -> float:
    """A rejecting phrase wins over an agreeing one ("thanks, but this is intended")."""
    if _REJECTING.search(text):
        return -REPLY_WEIGHT
    if _AGREEING.search(text):
        return REPLY_WEIGHT
    return 0.0


def signal_weight(signal: Signal) -> float:
    if signal.kind is SignalKind.REPLY:
        return reply_weight(signal.detail)
    return VOTE_WEIGHTS.get(signal.kind, 0.0)


def tally(signals: Iterable[Signal]) -> Tally:
    ordered = sorted(enumerate(signals), key=lambda pair: (pair[1].at, pair[0]))
    finding_ids = {s.finding_id for _, s in ordered}
    if len(finding_ids) > 1:
        raise ValueError(f"signals about several findings: {sorted(finding_ids)}")
    latest_vote: dict[str, Vote] = {}
    thread_resolved = False
    pr_finished = False
    for _, signal in ordered:
        if signal.kind in _PR_STATE:
            pr_finished = True
            continue
        if signal.actor_is_bot:
            continue
        if signal.kind in _THREAD_STATE:
            thread_resolved = signal.kind is SignalKind.THREAD_RESOLVED
            continue
        weight = signal_weight(signal)
        if weight != 0.0:
            latest_vote[signal.actor] = Vote(signal.actor, signal.kind, weight, signal.at)
    return Tally(
        votes=tuple(sorted(latest_vote.values(), key=lambda v: (v.at, v.actor))),
        thread_resolved=thread_resolved,
        pr_finished=pr_finished,
    )


def outcome(signals: Iterable[Signal]) -> Outcome:
    return tally(signals).outcome


def deciding_actor(signals: Iterable[Signal]) -> str:
    """The person whose vote weighs most toward the outcome ("" when nobody's does).

    Learning caps one actor's weight per rule and window; this names that actor.
    """
    result = tally(signals)
    decided = result.outcome
    if decided is Outcome.ACCEPTED:
        candidates = [v for v in result.votes if v.weight > 0]
        return max(candidates, key=lambda v: v.weight).actor if candidates else ""
    if decided is Outcome.DISMISSED:
        candidates = [v for v in result.votes if v.weight < 0]
        return min(candidates, key=lambda v: v.weight).actor if candidates else ""
    return ""
