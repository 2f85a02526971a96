"""Which files of a tree are the repository's own Semgrep rules (config `rules_dir`)."""

from __future__ import annotations

import pytest

from bot.core.repo_config import repo_rule_files, rules_folder

TREE = (
    ".redline/rules/no-print.yaml",
    ".redline/rules/nested/style.yml",
    ".redline/rules/no-print.test.yaml",
    ".redline/rules/swap.fixed.yaml",
    ".redline/rules/README.md",
    ".redline/rules-old/legacy.yaml",
    ".redline/rules/../../escape.yaml",
    "src/app.yaml",
)


@pytest.mark.parametrize("rules_dir", [".redline/rules", ".redline/rules/", "./.redline/rules"])
def test_rule_files_under_the_folder_as_semgrep_loads_them(rules_dir: str) -> None:
    assert repo_rule_files(rules_dir, TREE) == [
        ".redline/rules/nested/style.yml",
        ".redline/rules/no-print.yaml",
    ]


@pytest.mark.parametrize("rules_dir", [None, "", ".", "./", "/etc", "../etc", "a/../../b"])
def test_no_folder_inside_the_repository_means_no_rules(rules_dir: str | None) -> None:
    assert rules_folder(rules_dir) is None
    assert repo_rule_files(rules_dir, TREE) == []
