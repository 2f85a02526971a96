"""Webhook handlers, one module per feature, composed into one router."""

from __future__ import annotations

from bot.handlers import installations, pulls
from bot.router import Router


def build_router() -> Router:
    return Router().add(installations.router, pulls.router)
