"""Semgrep as a check: one `semgrep scan` over the changed files, its JSON turned into Findings.

The rule pack (`rules/`) and, when `.github/redline.yml` names one, the repository's own
rules folder are scanned together. The repository's rules are the base branch's (given in
`CheckContext.repo_rules`), like its config: a pull request cannot edit away the rules
that judge it. A rule file Semgrep rejects does not cost the whole review: the scan is
repeated without it (at most `MAX_ATTEMPTS` runs in all) and a note names it; an invalid
rule is left out by Semgrep itself and named in a note.

Semgrep runs as osemgrep (`semgrep scan --experimental`, the same package): it scans a small
change with the whole pack in about 1 s, where pysemgrep's Python start-up alone takes seconds.
"""

from __future__ import annotations

from bot.checks.semgrep.check import SemgrepCheck
from bot.checks.semgrep.rules import REPO_RULE_PREFIX

__all__ = ["REPO_RULE_PREFIX", "SemgrepCheck"]
