"""Which files a /fix may change: the findings' files, their existing test files, and what
the requester's instruction names. New files, build and CI files, dotfiles stay out unless
named. `.git/` and `.github/workflows/` stay out always (`edits.path_problem`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import PurePosixPath

TEST_DIRECTORIES = frozenset({"test", "tests", "spec", "specs", "__tests__", "testing", "t"})
"""Folders whose files are tests, at any depth (`tests/`, `src/test/java/`, `__tests__/`)."""

BUILD_FILE_NAMES = frozenset(
    name.lower()
    for name in (
        # Python: these run at install or test time
        "setup.py", "setup.cfg", "pyproject.toml", "tox.ini", "noxfile.py", "conftest.py",
        "pytest.ini", "Pipfile", "Pipfile.lock", "poetry.lock", "uv.lock", "MANIFEST.in",
        # JavaScript
        "package.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml", "npm-shrinkwrap.json",
        # make, C and friends
        "Makefile", "makefile", "GNUmakefile", "CMakeLists.txt", "configure", "configure.ac",
        "meson.build", "BUILD", "BUILD.bazel", "WORKSPACE", "WORKSPACE.bazel", "MODULE.bazel",
        # containers
        "Dockerfile", "Containerfile", "docker-compose.yml", "docker-compose.yaml",
        "compose.yml", "compose.yaml", "Vagrantfile",
        # JVM, Go, Rust, Ruby, PHP, .NET
        "gradlew", "gradlew.bat", "pom.xml", "build.xml", "build.sbt", "go.mod", "go.sum",
        "Cargo.toml", "Cargo.lock", "build.rs", "Gemfile", "Gemfile.lock", "Rakefile",
        "composer.json", "composer.lock", "Directory.Build.props", "Directory.Build.targets",
        "global.json", "NuGet.config",
        # CI outside dot folders
        "Jenkinsfile", "azure-pipelines.yml", "appveyor.yml", "bitbucket-pipelines.yml",
        "buildspec.yml", "cloudbuild.yaml", "cloudbuild.yml", "codecov.yml",
    )
)  # fmt: skip
BUILD_FILE_SUFFIXES = (
    ".gradle", ".gradle.kts", ".mk", ".cmake", ".bzl", ".gemspec", ".csproj", ".fsproj",
    ".vbproj", ".sln", ".props", ".targets", ".dockerfile", ".nix",
)  # fmt: skip
_TEST_NAME_FORMS = (
    "test_{stem}{ext}",
    "{stem}_test{ext}",
    "{stem}.test{ext}",
    "{stem}.spec{ext}",
    "{stem}_spec{ext}",
    "{stem}test{ext}",
    "{stem}tests{ext}",
    "test{stem}{ext}",
)
_SCRIPT_FAMILIES = ({".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts"},)


def is_build_or_ci_file(path: str) -> bool:
    """A file that builds, installs or runs CI: editing it runs code at another time."""
    name = PurePosixPath(path).name.lower()
    if name in BUILD_FILE_NAMES or name.endswith(BUILD_FILE_SUFFIXES):
        return True
    return name.startswith(("requirements", "constraints")) and name.endswith((".txt", ".in"))


def is_dotfile(path: str) -> bool:
    """The file, or a folder on its way, starts with a dot (`.gitattributes`, `.circleci/`)."""
    return any(part.startswith(".") for part in PurePosixPath(path).parts)


def _extensions_alike(source: str, test: str) -> bool:
    if source == test:
        return True
    return any(source in family and test in family for family in _SCRIPT_FAMILIES)


def is_test_file_of(candidate: str, source: str) -> bool:
    """`candidate` is a test file for `source` by the usual naming conventions.

    Same stem with a test marker (`test_x.py`, `x_test.go`, `x.test.ts`, `x.spec.js`,
    `XTest.java`, `x_spec.rb`), in the same folder or under a test folder; or a file of the
    same name under a test folder (`__tests__/x.ts`, `t/x.t`).
    """
    source_path, test_path = PurePosixPath(source), PurePosixPath(candidate)
    if candidate == source or is_build_or_ci_file(candidate) or is_dotfile(candidate):
        return False
    stem, ext = source_path.stem.lower(), source_path.suffix.lower()
    name = test_path.name.lower()
    under_tests = any(part.lower() in TEST_DIRECTORIES for part in test_path.parts[:-1])
    same_folder = test_path.parent == source_path.parent
    if not (same_folder or under_tests):
        return False
    test_ext = test_path.suffix.lower()
    if not _extensions_alike(ext, test_ext):
        return False
    test_stem = name.removesuffix(test_path.suffix.lower())
    forms = {form.format(stem=stem, ext="") for form in _TEST_NAME_FORMS}
    if test_stem in forms:
        return True
    return under_tests and test_stem == stem


def names_path(instruction: str, path: str) -> bool:
    """The instruction mentions `path` as a whole path (`setup.py`, not `my_setup.py`)."""
    pattern = rf"(?<![\w./-]){re.escape(path)}(?![\w/-]|\.\w)"
    return re.search(pattern, instruction) is not None


@dataclass(frozen=True, slots=True)
class EditScope:
    """The files one /fix may change, and what the requester's instruction adds."""

    finding_paths: frozenset[str]
    instruction: str = ""

    def problem(self, path: str, exists: bool) -> str | None:
        """Why this /fix may not change `path` (None when it may); `exists` at the head."""
        if names_path(self.instruction, path):
            return None
        if path in self.finding_paths:
            return None if exists else "the finding's file does not exist at the head"
        if not exists:
            return (
                "new files are not created unless the requester's instruction names them; "
                "fix the findings in the files that have them"
            )
        if is_build_or_ci_file(path) or is_dotfile(path):
            return "build, CI and dot files are changed only when the requester names them"
        if any(is_test_file_of(path, source) for source in self.finding_paths):
            return None
        allowed = ", ".join(f"`{p}`" for p in sorted(self.finding_paths))
        return (
            f"only the findings' files ({allowed}) and their test files may be changed, "
            "unless the requester's instruction names another file"
        )

    def refusals(self, paths: Iterable[str], exists: Mapping[str, bool]) -> dict[str, str]:
        """path → why not, for each path of `paths` this /fix may not change."""
        found = {path: self.problem(path, exists.get(path, False)) for path in paths}
        return {path: why for path, why in found.items() if why is not None}

    def describe(self) -> str:
        """For the model's brief: which files it may change."""
        files = ", ".join(f"`{p}`" for p in sorted(self.finding_paths))
        return (
            f"You may change only {files} and, where the fix needs it, their existing test "
            "files; a new file, a build or CI file or a dotfile only if the requester's note "
            "names it. Any other edit is refused."
        )
