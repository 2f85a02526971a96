"""Observations → weighted evidence: labelled outcomes, one actor's weight capped, mutes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bot.core.learning.model import LearningConfig, MuteEvidence, Observation, Unmute
from bot.core.learning.stats import beta_quantile
from bot.core.outcomes import Outcome

_EPOCH = datetime(1970, 1, 1)
_JEFFREYS = 0.5


@dataclass(frozen=True, slots=True)
class Evidence:
    observation: Observation
    accepted: bool
    weight: float
    """Outcome weight after the actor cap; the unit of every count."""


def _window(at: datetime | None, window: timedelta) -> int:
    if at is None:
        return -1
    naive = at.astimezone(UTC).replace(tzinfo=None) if at.tzinfo is not None else at
    return int((naive - _EPOCH) / window)


def _outcome_weight(outcome: Outcome, config: LearningConfig) -> tuple[bool, float] | None:
    if outcome is Outcome.ACCEPTED:
        return True, 1.0
    if outcome is Outcome.DISMISSED:
        return False, 1.0
    if outcome is Outcome.IGNORED and config.ignored_weight > 0:
        return False, config.ignored_weight
    return None


def weigh(observations: Sequence[Observation], config: LearningConfig) -> list[Evidence]:
    """Labelled observations with weights; one actor's burst on one rule across an
    installation's repositories shares at most `actor_cap` of weight (docs/learning.md)."""
    labelled = [(o, judged) for o in observations if (judged := _outcome_weight(o.outcome, config))]

    def group(o: Observation) -> tuple[int, str, str, int] | None:
        if not o.actor:
            return None
        return (o.installation_id, o.rule_id, o.actor, _window(o.at, config.actor_window))

    sizes = Counter(key for o, _ in labelled if (key := group(o)) is not None)
    evidence: list[Evidence] = []
    for o, (accepted, base) in labelled:
        key = group(o)
        cap = 1.0 if key is None else min(1.0, config.actor_cap / sizes[key])
        evidence.append(Evidence(o, accepted, base * cap))
    return evidence


def latest_unmutes(unmutes: Iterable[Unmute]) -> dict[tuple[str, str], datetime]:
    latest: dict[tuple[str, str], datetime] = {}
    for u in unmutes:
        key = (u.repository, u.rule_id)
        if key not in latest or u.at > latest[key]:
            latest[key] = u.at
    return latest


def mute_evidence(
    repository: str,
    rule_id: str,
    evidence: Iterable[Evidence],
    unmuted_at: datetime | None,
    config: LearningConfig,
) -> MuteEvidence:
    """A rule is muted when its acceptance is confidently below the floor.

    Only events after the latest explicit unmute count (an event without a time is taken
    as older), so an unmute holds until enough new evidence mutes the rule again.
    """
    accepted = dismissed = 0.0
    for e in evidence:
        at = e.observation.at
        if unmuted_at is not None and (at is None or at <= unmuted_at):
            continue
        if e.accepted:
            accepted += e.weight
        else:
            dismissed += e.weight
    upper = beta_quantile(config.mute_quantile, accepted + _JEFFREYS, dismissed + _JEFFREYS)
    muted = accepted + dismissed >= config.min_mute_events and upper < config.mute_floor
    return MuteEvidence(repository, rule_id, accepted, dismissed, upper, muted, unmuted_at)
