"""Which conventions a repository's ESLint configuration asks for."""

from __future__ import annotations

import pytest

from bot.core.conventions import conventions_asked_for, lint_config_paths


@pytest.mark.parametrize(
    ("path", "text", "asked"),
    [
        (
            ".eslintrc.json",
            '{"rules": {"no-var": "error", "eqeqeq": ["warn", "smart"]}}',
            {"eslint:no-var", "eslint:eqeqeq"},
        ),
        (".eslintrc.json", '{"rules": {"no-var": "off", "no-console": 0}}', set()),
        (
            ".eslintrc.yml",
            "rules:\n  no-console: warn\n  eqeqeq: 2\n",
            {"eslint:no-console", "eslint:eqeqeq"},
        ),
        (
            "eslint.config.mjs",
            "export default [{ rules: { 'no-var': 'error' } }];\n",
            {"eslint:no-var"},
        ),
        (
            "web/.eslintrc.js",
            "module.exports = { extends: ['airbnb-base'] };\n",
            {"eslint:no-var", "eslint:no-console", "eslint:eqeqeq"},
        ),
        (
            "package.json",
            '{"eslintConfig": {"extends": "standard"}}',
            {"eslint:no-var", "eslint:eqeqeq"},
        ),
        ("package.json", '{"scripts": {"no-var": "error"}}', set()),
        ("src/app.js", "const rules = { 'no-var': 'error' };\n", set()),
    ],
)
def test_rules_a_config_turns_on(path: str, text: str, asked: set[str]) -> None:
    assert conventions_asked_for({path: text}) == asked


def test_configs_at_the_root_and_above_changed_files() -> None:
    tree = {
        ".eslintrc.json",
        "web/.eslintrc.js",
        "web/src/a.js",
        "api/.eslintrc.yml",
        "package.json",
    }
    assert lint_config_paths(["web/src/a.js"], tree) == {
        ".eslintrc.json",
        "web/.eslintrc.js",
        "package.json",
    }
