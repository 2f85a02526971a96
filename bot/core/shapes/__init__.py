"""Functions reduced to what they do, so that two versions of one compare equal when a change
cannot alter its behaviour: Python by its AST (`python`), brace languages by their tokens
(`braces`). See docs/coverage-check.md."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Shape:
    code: str
    """The function normalised, its parameters numbered and its own name left out."""
    defaults: frozenset[tuple[str, str]] = frozenset()
    """(numbered parameter, default value), kept apart from `code` (Python only)."""

    def behaves_as(self, old: Shape) -> bool:
        """Same code, and no default value the old version lacked: dropping one changes no
        call that still works."""
        return self.code == old.code and self.defaults <= old.defaults
