"""Which style conventions a repository's own linter asks for (ESLint's no-var, no-console,
eqeqeq): convention rules of our pack run only where it does."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Mapping

ESLINT_CONFIG_NAMES = frozenset(
    {
        ".eslintrc",
        ".eslintrc.json",
        ".eslintrc.js",
        ".eslintrc.cjs",
        ".eslintrc.yml",
        ".eslintrc.yaml",
        "eslint.config.js",
        "eslint.config.mjs",
        "eslint.config.cjs",
        "eslint.config.ts",
        "package.json",
    }
)
# A rule set to "warn" or "error" (1, 2), in JSON, YAML or a JS config object.
_RULE_ON = re.compile(
    r"""["']?(?P<rule>[\w@/-]+)["']?\s*:\s*\[?\s*(?:["'](?:warn|error)["']|[12]\b|(?:warn|error)\b)"""
)
# Shared configs that turn these rules on: Airbnb's and Standard's.
_PRESETS = {
    "airbnb": frozenset({"no-var", "no-console", "eqeqeq"}),
    "standard": frozenset({"no-var", "eqeqeq"}),
}
_PRESET_NAME = re.compile(
    r"""["'](?:eslint-config-)?(?P<name>airbnb|standard)(?:[-/][\w-]+)?["']"""
)


def lint_config_paths(changed: Iterable[str], tree: Iterable[str]) -> set[str]:
    """ESLint config files at the root or in a folder above a changed file."""
    folders = {""}
    for path in changed:
        folder = posixpath.dirname(path)
        while folder:
            folders.add(folder)
            folder = posixpath.dirname(folder)
    return {
        path
        for path in tree
        if posixpath.basename(path) in ESLINT_CONFIG_NAMES and posixpath.dirname(path) in folders
    }


def conventions_asked_for(files: Mapping[str, str]) -> frozenset[str]:
    """`eslint:<rule>` for each ESLint rule a config file turns on, itself or by its preset."""
    asked: set[str] = set()
    for path, text in files.items():
        if posixpath.basename(path) not in ESLINT_CONFIG_NAMES:
            continue
        if posixpath.basename(path) == "package.json" and '"eslintConfig"' not in text:
            continue
        asked.update(match["rule"] for match in _RULE_ON.finditer(text))
        for preset in _PRESET_NAME.finditer(text):
            asked.update(_PRESETS[preset["name"]])
    return frozenset(f"eslint:{rule}" for rule in asked)
