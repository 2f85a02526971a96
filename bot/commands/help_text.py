"""`/help`: the commands, and the repository's configuration as Redline read it."""

from __future__ import annotations

import yaml

from bot.commands.context import CommandContext
from bot.core.commands import HELP_LINES
from bot.core.render.commands import help_answer
from bot.core.repo_config import CONFIG_PATH, parse_repo_config


async def help_text(context: CommandContext, app_slug: str) -> str:
    pull = context.job.pull
    loaded = parse_repo_config(
        await context.client.get_file(pull.owner, pull.repo, CONFIG_PATH, context.pull.base_ref),
        f"`{CONFIG_PATH}` on `{context.pull.base_ref}`",
    )
    effective = loaded.config.model_dump(mode="json", exclude_defaults=True)
    changed = yaml.safe_dump(effective, sort_keys=True).strip() if effective else ""
    return help_answer(app_slug, HELP_LINES, loaded.source, loaded.problems, changed)
