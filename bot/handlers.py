"""Every feature's webhook handlers composed into the one router the intake uses."""

from __future__ import annotations

from bot.commands.handlers import comments_router
from bot.feedback import handlers as feedback
from bot.installations import handlers as installations
from bot.intake.router import Router
from bot.review import handlers as pulls

DEFAULT_APP_SLUG = "redline"


def build_router(app_slug: str = DEFAULT_APP_SLUG) -> Router:
    return Router().add(
        installations.router, pulls.router, comments_router(app_slug), feedback.router
    )
