"""Sources of findings, one module each, all behind `bot.checks.base.Check`."""
