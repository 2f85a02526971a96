"""A small composable router: handlers per (event, action), as in gidgethub.

A handler receives the typed payload and says what to queue; it does no I/O.
The webhook endpoint runs the actions in the same transaction that stores the
delivery, so a delivery and the work it causes are durable together.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, TypeVar

from bot.intake.payloads import EVENT_MODELS, WebhookEvent


@dataclass(frozen=True, slots=True)
class Delivery:
    delivery_id: str
    event: str


@dataclass(frozen=True, slots=True)
class Enqueue:
    kind: str
    payload: dict[str, Any]
    concurrency_key: str | None = None
    supersede: bool = False
    delay: timedelta | None = None


@dataclass(frozen=True, slots=True)
class CancelJobs:
    """Cancel queued jobs whose concurrency key equals `concurrency_key`."""

    concurrency_key: str


QueueAction = Enqueue | CancelJobs
E = TypeVar("E", bound=WebhookEvent)
Handler = Callable[[Any, Delivery], Iterable[QueueAction]]
TypedHandler = Callable[[E, Delivery], Iterable[QueueAction]]


@dataclass
class Router:
    _handlers: dict[tuple[str, str | None], list[Handler]] = field(
        default_factory=lambda: defaultdict(list)
    )
    _events: frozenset[str] = field(default=frozenset(), init=False, repr=False)

    def register(
        self, event: str, action: str | None = None
    ) -> Callable[[TypedHandler[E]], TypedHandler[E]]:
        """Decorator: call the handler for `event` (and only `action`, when given)."""
        if event not in EVENT_MODELS:
            raise ValueError(
                f"no payload model for event {event!r}: add one to bot.intake.payloads"
            )

        def decorate(handler: TypedHandler[E]) -> TypedHandler[E]:
            self._handlers[(event, action)].append(handler)
            self._events |= {event}
            return handler

        return decorate

    def add(self, *others: Router) -> Router:
        for other in others:
            for key, handlers in other._handlers.items():
                self._handlers[key].extend(handlers)
            self._events |= other._events
        return self

    @property
    def events(self) -> frozenset[str]:
        """The events some handler is registered for (kept up to date, not rebuilt per call)."""
        return self._events

    def handlers_for(self, event: str, action: str | None) -> list[Handler]:
        found = list(self._handlers.get((event, None), ()))
        if action is not None:
            found.extend(self._handlers.get((event, action), ()))
        return found

    def dispatch(self, payload: WebhookEvent, delivery: Delivery) -> Iterator[QueueAction]:
        for handler in self.handlers_for(delivery.event, payload.action):
            yield from handler(payload, delivery)
