"""Which changed files owe a test (docs/coverage-check.md, "Which files owe tests"): test code
beyond the test-file conventions, examples and build scripts, and generated code do not."""

from __future__ import annotations

import pytest

from bot.checks.coverage import CoverageCheck
from bot.core.diff.parse import parse_diff
from bot.core.languages import is_test_path
from bot.core.repo_config import CoverageConfig, RepoConfig
from tests.checks.test_coverage_behaviour import file_diff, untested

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


HELPERS = '''\
def decompress(data, limit):
    """Inflate at most `limit` bytes."""
    out = bytearray()
    for chunk in data:
        out.extend(chunk)
        if len(out) > limit:
            raise ValueError("too large")
    return bytes(out)
'''
CHANGED = HELPERS.replace("len(out) > limit", "len(out) >= limit")


@pytest.mark.parametrize(
    "path",
    [
        "Tests/check_png_dos.py",
        "Tests/bench_cffi_access.py",
        "Tests/helper.py",
        "conftest.py",
        "src/conftest.py",
    ],
)
async def test_test_code_by_convention_owes_no_test(path: str) -> None:
    assert is_test_path(path)
    assert await untested({path: (HELPERS, CHANGED)}) == []


async def test_test_code_the_repository_names_owes_no_test() -> None:
    """urllib3's dummyserver/ is the test suite's server: `test_paths` says so."""
    changes = {"dummyserver/app.py": (HELPERS, CHANGED)}
    assert await untested(changes) == ["decompress"]
    config = RepoConfig(test_paths=("dummyserver/",))
    assert await untested(changes, config) == []


JS_OLD = "export function activate(tab) {\n  return tab.show()\n}\n"
JS_NEW = JS_OLD + "\nexport function activateAll(tabs) {\n  tabs.forEach(activate)\n}\n"


SRC_LAYOUT = frozenset({"src/urllib3/__init__.py", "src/urllib3/connection.py"})


async def test_python_outside_src_in_a_src_layout_owes_no_test() -> None:
    """With the package under `src/` (the src layout), Python code beside it is not shipped:
    urllib3's dummyserver/, Pillow's winbuild/ and Tests/, setuptools-style tools/."""
    changes = {
        "dummyserver/app.py": (HELPERS, CHANGED),
        "tools/release.py": (HELPERS, CHANGED),
        "src/urllib3/response.py": (HELPERS, CHANGED),
    }
    assert await untested(changes, tree=SRC_LAYOUT) == ["decompress"]
    no_defaults = RepoConfig(coverage=CoverageConfig(use_default_excludes=False))
    assert await untested(changes, no_defaults, SRC_LAYOUT) == ["decompress"] * 3


@pytest.mark.parametrize(
    "tree",
    [
        pytest.param(frozenset(), id="no src folder"),
        pytest.param(frozenset({"src/_imaging.c", "src/libImaging/Jpeg.h"}), id="C under src"),
        pytest.param(frozenset({"lib/src/shop/__init__.py"}), id="src below the root"),
    ],
)
async def test_without_a_python_package_under_src_code_outside_it_still_owes_tests(
    tree: frozenset[str],
) -> None:
    assert await untested({"dummyserver/app.py": (HELPERS, CHANGED)}, tree=tree) == ["decompress"]


async def test_the_src_layout_rule_is_for_python_only() -> None:
    changes = {"lib/activate_tab.js": (JS_OLD, JS_NEW)}
    assert await untested(changes, tree=SRC_LAYOUT) == ["activateAll"]


@pytest.mark.parametrize(
    "path",
    [
        "examples/frameworks/tornadoapp.py",
        "example/app.js",
        "winbuild/build_prepare.py",
        "setup.py",
        "noxfile.py",
        "docs/conf.py",
        "docs/resources/js/activate_tab.js",
        "benchmarks/bench_parse.py",
        "bench/run.py",
        "scripts/release.py",
    ],
)
async def test_examples_docs_and_build_scripts_owe_no_test(path: str) -> None:
    old, new = (JS_OLD, JS_NEW) if path.endswith(".js") else (HELPERS, CHANGED)
    assert await untested({path: (old, new)}) == []


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("src/shop/examples.py", "decompress"),
        ("shop/scripts/run.py", "decompress"),
        ("src/shop/docs.py", "decompress"),
        ("shop/setup.py", "decompress"),
        ("tools/inflate.py", "decompress"),
        ("lib/docs/activate_tab.js", "activateAll"),
    ],
)
async def test_library_code_with_such_names_still_owes_a_test(path: str, expected: str) -> None:
    """The defaults are anchored at the repository's root: a package's own `scripts/` is
    library code; so is a root `tools/` (git-lfs keeps its file helpers there)."""
    old, new = (JS_OLD, JS_NEW) if path.endswith(".js") else (HELPERS, CHANGED)
    assert await untested({path: (old, new)}) == [expected]


async def test_the_defaults_can_be_switched_off_and_extended() -> None:
    changes = {"examples/app.py": (HELPERS, CHANGED), "contrib/legacy.py": (HELPERS, CHANGED)}
    assert await untested(changes) == ["decompress"]
    no_defaults = RepoConfig(coverage=CoverageConfig(use_default_excludes=False))
    assert await untested(changes, no_defaults) == ["decompress", "decompress"]
    extended = RepoConfig(coverage=CoverageConfig(exclude=("contrib/",)))
    assert await untested(changes, extended) == []


GENERATED_HEADERS = {
    "setuptools' fastjsonschema validators": (
        "# noqa\n# type: ignore\n# flake8: noqa\n\n\n"
        "# *** PLEASE DO NOT MODIFY DIRECTLY: Automatically generated code *** \n\n\n"
    ),
    "Go's convention": "// Code generated by protoc-gen-go. DO NOT EDIT.\n",
    "an @generated marker": '"""Parser tables.\n\n@generated by tablegen\n"""\n',
    "a do-not-edit warning": "# This file is autogenerated, do not edit by hand.\n",
}


@pytest.mark.parametrize("header", GENERATED_HEADERS.values(), ids=GENERATED_HEADERS.keys())
async def test_generated_code_owes_no_test(header: str) -> None:
    path = "src/shop/validations.py"
    if header.startswith("// Code generated"):
        path = "shop/validations.go"
        old = header + "package shop\n\nfunc Check(v int) error {\n\treturn check(v, 1)\n}\n"
        assert await untested({path: (old, old.replace("1)", "2)"))}) == []
        return
    assert await untested({path: (header + HELPERS, header + CHANGED)}) == []


NOT_GENERATED = {
    "the word in a later comment": "\n".join(["import zlib", ""] * 8)
    + "# The data is generated by the server; do not edit it.\n",
    "generated in a docstring, describing the data": (
        '"""Helpers for inflating data generated by the server."""\n'
    ),
}


@pytest.mark.parametrize("header", NOT_GENERATED.values(), ids=NOT_GENERATED.keys())
async def test_code_that_mentions_generation_still_owes_a_test(header: str) -> None:
    changes = {"src/shop/inflate.py": (header + HELPERS, header + CHANGED)}
    assert await untested(changes) == ["decompress"]


def test_wanted_paths_fetch_no_tests_for_files_that_owe_none() -> None:
    diff = parse_diff(file_diff("examples/app.py", HELPERS, CHANGED))
    tree = frozenset({"examples/app.py", "tests/test_app.py"})
    assert CoverageCheck().wanted_paths(diff, tree, RepoConfig()) == set()
    config = RepoConfig(coverage=CoverageConfig(use_default_excludes=False))
    assert CoverageCheck().wanted_paths(diff, tree, config) == {"tests/test_app.py"}
