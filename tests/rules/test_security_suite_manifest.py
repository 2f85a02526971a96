"""The security suite's manifest agrees with its case files (not a test of the score)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "bench" / "security_suite"
HELD_OUT = sorted((ROOT / "bench").glob("security_holdout*"))

suite = load_script("bench/security_suite.py")


def _copy(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    copy = tmp_path / "suite"
    shutil.copytree(SUITE, copy)
    return copy, json.loads((copy / "manifest.json").read_text())


def _write(copy: Path, manifest: dict[str, Any]) -> None:
    (copy / "manifest.json").write_text(json.dumps(manifest))


def test_the_manifest_agrees_with_the_case_files() -> None:
    assert suite.manifest_problems(SUITE) == []


@pytest.mark.parametrize("held_out", HELD_OUT, ids=lambda path: path.name)
def test_the_held_out_manifests_agree_with_their_case_files(held_out: Path) -> None:
    assert suite.manifest_problems(held_out) == []


def test_a_folder_without_a_manifest_is_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match=r"no manifest\.json"):
        suite.main(["--suite", str(tmp_path)])


def test_every_class_has_six_vulnerable_and_six_safe_cases_and_its_cwe() -> None:
    classes, cases = suite.load_manifest(SUITE / "manifest.json")
    assert len(classes) >= 14
    for name, weakness in classes.items():
        own = [case for case in cases if case.weakness == name]
        assert sum(case.vulnerable for case in own) >= 6, name
        assert sum(not case.vulnerable for case in own) >= 6, name
        assert weakness.cwe in weakness.cwes, name


def test_a_missing_file_a_moved_line_and_an_unlisted_file_are_reported(tmp_path: Path) -> None:
    copy, manifest = _copy(tmp_path)
    first, second = manifest["cases"][0], manifest["cases"][1]
    (copy / first["file"]).unlink()
    second["line"] += 1
    (copy / "sql-injection" / "stray.py").write_text("x = 1\n")
    _write(copy, manifest)
    problems = suite.manifest_problems(copy)
    assert f"{first['file']}: no such file" in problems
    assert any(p.startswith(f"{second['file']}:{second['line']} does not read") for p in problems)
    assert "sql-injection/stray.py: not in the manifest" in problems


def test_a_class_with_too_few_safe_cases_is_reported(tmp_path: Path) -> None:
    copy, manifest = _copy(tmp_path)
    safe_xxe = [c for c in manifest["cases"] if c["class"] == "xxe" and not c["vulnerable"]]
    for case in safe_xxe[: len(safe_xxe) - 5]:
        manifest["cases"].remove(case)
        (copy / case["file"]).unlink()
    _write(copy, manifest)
    assert suite.manifest_problems(copy) == ["xxe: 5 safe cases, fewer than 6"]


def test_a_case_labelled_with_another_class_cwe_is_reported(tmp_path: Path) -> None:
    copy, manifest = _copy(tmp_path)
    case = manifest["cases"][0]
    case["cwe"] = "CWE-1"
    _write(copy, manifest)
    problems = suite.manifest_problems(copy)
    assert problems == [
        f"{case['file']}: CWE-1 is not its class's {manifest['classes'][case['class']]['cwe']}"
    ]
