"""The complete schema: every model module under bot.store, imported."""

from __future__ import annotations

import importlib
import pkgutil

from sqlalchemy import MetaData

import bot.store
from bot.store.models import Base


def full_metadata() -> MetaData:
    """Base.metadata once every model module has registered its tables
    (what Alembic autogenerate and the schema-drift test compare against)."""
    for module in pkgutil.iter_modules(bot.store.__path__):
        importlib.import_module(f"bot.store.{module.name}")
    return Base.metadata
