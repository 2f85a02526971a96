from collections.abc import Iterator

from bot.intake.router import Delivery, QueueAction, Router


def _nothing(event: object, delivery: Delivery) -> Iterator[QueueAction]:
    yield from ()


def test_events_are_the_events_registered_directly_or_through_add() -> None:
    first, second = Router(), Router()
    assert first.events == frozenset()
    first.register("ping")(_nothing)
    second.register("issue_comment", "created")(_nothing)
    second.register("issue_comment", "edited")(_nothing)
    assert first.events == {"ping"}
    assert first.add(second).events == {"ping", "issue_comment"}
    first.register("pull_request", "opened")(_nothing)
    assert first.events == {"ping", "issue_comment", "pull_request"}
    assert second.events == {"issue_comment"}
