"""Webhook handlers, one module per feature, composed into one router."""

from __future__ import annotations

from bot.handlers import feedback, installations, pulls
from bot.handlers.comments import comments_router
from bot.router import Router

DEFAULT_APP_SLUG = "redline"


def build_router(app_slug: str = DEFAULT_APP_SLUG) -> Router:
    return Router().add(
        installations.router, pulls.router, comments_router(app_slug), feedback.router
    )
