from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from bot.core.outcomes import (
    Outcome,
    Signal,
    SignalKind,
    deciding_actor,
    outcome,
    reply_weight,
    tally,
)

T0 = datetime(2025, 3, 1, 12, 0)
K = SignalKind


def sig(
    kind: SignalKind, actor: str = "ana", minute: int = 0, *, bot: bool = False, detail: str = ""
) -> Signal:
    return Signal("f1", actor, bot, kind, T0 + timedelta(minutes=minute), detail)


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        (K.DISMISS_FALSE_POSITIVE, Outcome.DISMISSED),
        (K.DISMISS_WONT_FIX, Outcome.DISMISSED),
        (K.DISMISS_NOT_RELEVANT, Outcome.DISMISSED),
        (K.ACCEPT, Outcome.ACCEPTED),
        (K.REACTION_PLUS_ONE, Outcome.ACCEPTED),
        (K.REACTION_MINUS_ONE, Outcome.DISMISSED),
        (K.REACTION_HEART, Outcome.ACCEPTED),
        (K.REACTION_HOORAY, Outcome.ACCEPTED),
        (K.REACTION_CONFUSED, Outcome.DISMISSED),
        (K.ADDRESSED, Outcome.ACCEPTED),
        (K.SUGGESTION_COMMITTED, Outcome.ACCEPTED),
        (K.THREAD_RESOLVED, Outcome.ACCEPTED),
        (K.THREAD_UNRESOLVED, Outcome.PENDING),
        (K.PR_CLOSED_UNTOUCHED, Outcome.IGNORED),
        (K.PR_MERGED_UNTOUCHED, Outcome.IGNORED),
    ],
)
def test_each_signal_kind_alone(kind: SignalKind, expected: Outcome) -> None:
    assert outcome([sig(kind)]) is expected


def test_every_signal_kind_is_in_the_table_above() -> None:
    covered = {
        K.DISMISS_FALSE_POSITIVE,
        K.DISMISS_WONT_FIX,
        K.DISMISS_NOT_RELEVANT,
        K.ACCEPT,
        K.REACTION_PLUS_ONE,
        K.REACTION_MINUS_ONE,
        K.REACTION_HEART,
        K.REACTION_HOORAY,
        K.REACTION_CONFUSED,
        K.ADDRESSED,
        K.SUGGESTION_COMMITTED,
        K.THREAD_RESOLVED,
        K.THREAD_UNRESOLVED,
        K.PR_CLOSED_UNTOUCHED,
        K.PR_MERGED_UNTOUCHED,
        K.REPLY,
    }
    assert covered == set(SignalKind)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Good catch, thanks!", Outcome.ACCEPTED),
        ("This is a false positive", Outcome.DISMISSED),
        ("thanks, but this is intended", Outcome.DISMISSED),
        ("unintended indeed, fixed", Outcome.ACCEPTED),
        ("could you explain?", Outcome.PENDING),
    ],
)
def test_reply_text(text: str, expected: Outcome) -> None:
    assert outcome([sig(K.REPLY, detail=text)]) is expected


def test_nothing_yet_is_pending() -> None:
    assert outcome([]) is Outcome.PENDING


@pytest.mark.parametrize(
    ("signals", "expected"),
    [
        # explicit dismissal or thumbs-down outweigh a resolved thread
        ([sig(K.THREAD_RESOLVED, "bo"), sig(K.DISMISS_WONT_FIX, "ana", 1)], Outcome.DISMISSED),
        ([sig(K.THREAD_RESOLVED, "ana"), sig(K.REACTION_MINUS_ONE, "bo", 1)], Outcome.DISMISSED),
        # resolving then unresolving leaves no resolution
        ([sig(K.THREAD_RESOLVED, "ana"), sig(K.THREAD_UNRESOLVED, "bo", 1)], Outcome.PENDING),
        # addressed in a later push is acceptance even after a thumbs-down by the same person
        ([sig(K.REACTION_MINUS_ONE), sig(K.ADDRESSED, minute=5)], Outcome.ACCEPTED),
        # the latest wins for one person, whatever order signals arrive in
        ([sig(K.ADDRESSED, minute=5), sig(K.REACTION_MINUS_ONE)], Outcome.ACCEPTED),
        ([sig(K.REACTION_PLUS_ONE), sig(K.DISMISS_FALSE_POSITIVE, minute=1)], Outcome.DISMISSED),
        # a neutral reply does not erase an earlier vote
        ([sig(K.REACTION_PLUS_ONE), sig(K.REPLY, minute=1, detail="why?")], Outcome.ACCEPTED),
        # bots are ignored, but the PR's state is a fact
        ([sig(K.DISMISS_FALSE_POSITIVE, "ci", bot=True)], Outcome.PENDING),
        (
            [sig(K.ACCEPT, "ci", bot=True), sig(K.PR_MERGED_UNTOUCHED, "ci", 9, bot=True)],
            Outcome.IGNORED,
        ),
        # closed with a reaction is not ignored
        ([sig(K.REACTION_PLUS_ONE), sig(K.PR_CLOSED_UNTOUCHED, "bo", 9)], Outcome.ACCEPTED),
        # two people disagreeing equally on a merged PR
        (
            [
                sig(K.REACTION_PLUS_ONE, "ana"),
                sig(K.REACTION_PLUS_ONE, "bo"),
                sig(K.REACTION_MINUS_ONE, "cy"),
                sig(K.PR_MERGED_UNTOUCHED, "ana", 9),
            ],
            Outcome.IGNORED,
        ),
        # committed suggestion beats a confused reaction from someone else
        ([sig(K.REACTION_CONFUSED, "bo"), sig(K.SUGGESTION_COMMITTED, "ana", 2)], Outcome.ACCEPTED),
    ],
)
def test_combinations(signals: list[Signal], expected: Outcome) -> None:
    assert outcome(signals) is expected


def test_one_persons_repeated_signals_count_once() -> None:
    repeated = [sig(K.REACTION_MINUS_ONE, "ana", i) for i in range(5)]
    others = [sig(K.REACTION_PLUS_ONE, "bo", 1), sig(K.REACTION_PLUS_ONE, "cy", 2)]
    result = tally(repeated + others)
    assert [v.actor for v in result.votes] == ["bo", "cy", "ana"] or len(result.votes) == 3
    assert result.score == pytest.approx(-3.0 + 1.5 + 1.5)
    assert outcome(repeated + others) is Outcome.PENDING


def test_signals_about_several_findings_are_refused() -> None:
    other = Signal("f2", "ana", False, K.ACCEPT, T0)
    with pytest.raises(ValueError, match="several findings"):
        outcome([sig(K.ACCEPT), other])


def test_deciding_actor_is_the_strongest_vote_for_the_outcome() -> None:
    signals = [sig(K.REACTION_MINUS_ONE, "ana"), sig(K.DISMISS_FALSE_POSITIVE, "bo", 1)]
    assert deciding_actor(signals) == "bo"
    assert deciding_actor([sig(K.PR_CLOSED_UNTOUCHED)]) == ""


def test_reply_weight_signs() -> None:
    assert reply_weight("nope") < 0 < reply_weight("makes sense")
    assert reply_weight("ok") == 0
