"""Rule folders and rule ids: the pack and the repository's own rules as Semgrep sees them,
and Semgrep's rule ids mapped back to Redline's."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from bot.checks.semgrep.prefilter import needed_rule_files
from bot.core.languages import language_of
from bot.core.repo_config import is_rule_file_name, rules_folder

REPO_RULE_PREFIX = "repo."
_RULE_ID_CHARACTERS = re.compile(r"[^a-zA-Z0-9._-]")


@dataclass(frozen=True, slots=True)
class RuleFolder:
    config_arg: str
    """As passed to `--config`: relative to the workdir, so that Semgrep prefixes rule ids
    with it and a repository rule cannot pass for a pack rule of the same id."""
    files: tuple[str, ...]
    """Its rule files, spelled the way Semgrep spells them (config_arg joined with the rest)."""
    id_prefix: str
    """What Redline puts before the rule ids of this folder: "" for the pack."""
    complete: bool = True
    """Whether `files` are all the folder's rule files; when not, Semgrep is given the files."""

    @property
    def configs(self) -> tuple[str, ...]:
        """What to pass Semgrep as `--config` for this folder."""
        return (self.config_arg,) if self.complete else self.files


PACK_FOLDER_OF_LANGUAGE = {
    "python": "python",
    "javascript": "javascript",
    "typescript": "javascript",
    "go": "go",
    "java": "java",
}
"""The pack's folder whose rules read a language's files."""
_ANY_FILE_RULE = re.compile(r"^\s*languages:\s*\[\s*(regex|generic)\b", re.MULTILINE)


def pack_folders(pack: Path, targets: Sequence[str]) -> list[Path]:
    """The pack's language folders these targets need: each target's language, and for a
    target of no such language (a template) every folder holding a regex or generic rule.
    The whole pack when it is not laid out by language. Fewer rules load faster
    (docs/rule-pack-speed.md)."""
    folders = {child.name for child in pack.iterdir() if child.is_dir()}
    if not set(PACK_FOLDER_OF_LANGUAGE.values()) <= folders:
        return [pack]
    languages = {PACK_FOLDER_OF_LANGUAGE.get(language_of(target) or "") for target in targets}
    wanted = {folder for folder in languages if folder}
    if None in languages:
        wanted |= _any_file_folders(pack)
    return [pack / name for name in sorted(wanted)]


def pack_rule_folders(
    pack: Path, targets: Sequence[str], texts: Sequence[str], workdir: Path
) -> list[RuleFolder]:
    """The pack's folders these targets need, each narrowed to the rule files whose Semgrep
    prefilter admits one of the targets' texts (bot/checks/semgrep/prefilter.py)."""
    folders = []
    for folder in pack_folders(pack, targets):
        files = rule_files(folder)
        kept = needed_rule_files(pack, files, texts)
        folders.append(rule_folder(folder, workdir, "", kept if len(kept) < len(files) else None))
    return folders


def _any_file_folders(pack: Path) -> set[str]:
    """The language folders with a rule that reads files of any kind (`regex`, `generic`)."""
    return {
        path.relative_to(pack).parts[0]
        for path in pack.rglob("*")
        if _is_rule_file(path) and _ANY_FILE_RULE.search(path.read_text())
    }


def rule_folder(
    folder: Path, workdir: Path, id_prefix: str, only: Sequence[Path] | None = None
) -> RuleFolder:
    """A folder of rules as Semgrep sees it from `workdir`: all its rule files, or `only`."""
    config_arg = os.path.relpath(folder, workdir)
    files = sorted(
        config_arg.rstrip("/") + "/" + path.relative_to(folder).as_posix()
        for path in (rule_files(folder) if only is None else only)
    )
    return RuleFolder(config_arg, tuple(files), id_prefix, complete=only is None)


def rule_files(folder: Path) -> list[Path]:
    """The rule files Semgrep loads from this folder, sorted."""
    return sorted(path for path in folder.rglob("*") if _is_rule_file(path))


def _is_rule_file(path: Path) -> bool:
    """What Semgrep loads from a config folder."""
    return path.is_file() and is_rule_file_name(path.name)


def repo_rule_folder(
    rules_dir: str | None, texts: Mapping[str, str], destination: Path, workdir: Path
) -> tuple[RuleFolder | None, str]:
    """The repository's rule files (repository path → text), written under `destination`."""
    if not rules_dir:
        return None, ""
    folder = rules_folder(rules_dir)
    if folder is None:
        return (
            None,
            f"The repository's `rules_dir` `{rules_dir}` points outside the repository "
            "or at its root; ignored.",
        )
    if not texts:
        return (
            None,
            f"The repository's `rules_dir` `{rules_dir}` holds no rule files on the base "
            "branch; ignored.",
        )
    for path, text in texts.items():
        target = destination / PurePosixPath(path).relative_to(folder)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return rule_folder(destination, workdir, REPO_RULE_PREFIX), ""


def resolved(file: str, workdir: Path) -> Path:
    return (workdir / file).resolve()


def _semgrep_id_prefix(rule_file: str) -> str:
    """The prefix osemgrep puts before the ids of a rule file given relative to its cwd: each
    folder of the path as written, `..` included, and a dot (`../a/b.yaml` → `...a.`).

    Mirrors osemgrep's `Rule_fetching.prefix_for_fpath_opt` (no normalisation, like pysemgrep).
    """
    folders = PurePosixPath(rule_file).parts[:-1]
    return _RULE_ID_CHARACTERS.sub("", "".join(f"{folder}." for folder in folders))


def id_prefixes_of(folders: Sequence[RuleFolder]) -> list[tuple[str, str]]:
    """(Semgrep's prefix, Redline's prefix) for every rule file, longest first."""
    pairs = {
        (_semgrep_id_prefix(file), folder.id_prefix) for folder in folders for file in folder.files
    }
    return sorted(pairs, key=lambda pair: len(pair[0]), reverse=True)


def rule_id(check_id: str, id_prefixes: Sequence[tuple[str, str]]) -> str:
    for semgrep_prefix, redline_prefix in id_prefixes:
        if check_id.startswith(semgrep_prefix) and len(check_id) > len(semgrep_prefix):
            return redline_prefix + check_id[len(semgrep_prefix) :]
    return check_id.rsplit(".", 1)[-1]
