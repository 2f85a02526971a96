"""Coverage reports (Cobertura XML, LCOV) → the added lines they show with zero hits.

The report comes from the pull request's head, so it is untrusted: the XML is parsed by
defusedxml with entity declarations and external references refused (a Cobertura
`<!DOCTYPE coverage SYSTEM ...>` line is allowed: expat never fetches it).

Report paths rarely equal repository paths (absolute CI paths, `<source>` roots,
subproject builds), so each changed repository path is matched to the report file
sharing the longest path suffix with it, and only when that match is unambiguous.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

MAX_REPORT_CHARS = 50_000_000
_WINDOWS_DRIVE = re.compile(r"^[A-Za-z]:/")


class CoverageReportError(ValueError):
    """The report cannot be read; the message says why, in words fit for the summary."""


class ReportFormat(StrEnum):
    COBERTURA = "cobertura"
    LCOV = "lcov"


@dataclass(frozen=True, slots=True)
class FileCoverage:
    """One source file of a report: where it may live, and the hits of each executable line."""

    candidates: tuple[str, ...]
    """Normalised paths the file may have: one per `<source>` root, and its own name."""
    hits: Mapping[int, int]


@dataclass(frozen=True, slots=True)
class CoverageReport:
    format: ReportFormat
    files: tuple[FileCoverage, ...]

    def match(self, repo_paths: Iterable[str]) -> dict[str, FileCoverage]:
        """Repository path → its report file, for the paths matched unambiguously."""
        return _match_paths(tuple(repo_paths), self.files)


def uncovered_lines(
    report_text: str, changed: Mapping[str, frozenset[int]]
) -> dict[str, list[tuple[int, int]]]:
    """For each changed path the report covers: its added lines with zero hits, as ranges.

    Lines the report does not list are not executable and never reported. Two uncovered
    lines share a range when every line between them is added and not executable, so a
    blank line or a comment inside an untested block does not split it.
    """
    report = read_report(report_text)
    matched = report.match(changed)
    uncovered: dict[str, list[tuple[int, int]]] = {}
    for path, coverage in matched.items():
        ranges = uncovered_ranges(coverage.hits, changed[path])
        if ranges:
            uncovered[path] = ranges
    return uncovered


def read_report(text: str) -> CoverageReport:
    if len(text) > MAX_REPORT_CHARS:
        raise CoverageReportError(f"it is larger than {MAX_REPORT_CHARS:,} characters")
    report_format = detect_format(text)
    if report_format is ReportFormat.COBERTURA:
        return CoverageReport(report_format, _parse_cobertura(text))
    return CoverageReport(report_format, _parse_lcov(text))


def detect_format(text: str) -> ReportFormat:
    body = text.lstrip("\ufeff \t\r\n")
    if not body:
        raise CoverageReportError("it is empty")
    if body.startswith("<"):
        return ReportFormat.COBERTURA
    if any(line.strip().startswith("SF:") for line in body.splitlines()):
        return ReportFormat.LCOV
    raise CoverageReportError("it is neither Cobertura XML nor LCOV")


def _parse_cobertura(text: str) -> tuple[FileCoverage, ...]:
    root = _parse_xml(text.lstrip("\ufeff \t\r\n"))
    if root.tag != "coverage":
        raise CoverageReportError(f"it is XML but not Cobertura (root element <{root.tag}>)")
    roots = [
        source.text.strip()
        for source in root.iterfind("sources/source")
        if source.text and source.text.strip()
    ]
    hits_by_name: dict[str, dict[int, int]] = {}
    for klass in root.iterfind("packages/package/classes/class"):
        filename = klass.get("filename")
        if not filename:
            raise CoverageReportError("a <class> element has no `filename`")
        hits = hits_by_name.setdefault(filename, {})
        # a class's own <lines>, not its methods' copies of them
        for line in klass.iterfind("lines/line"):
            number = _number(line.get("number"), "line `number`", minimum=1)
            count = _number(line.get("hits"), "line `hits`", minimum=0)
            hits[number] = max(count, hits.get(number, 0))
    return tuple(
        FileCoverage(_cobertura_candidates(name, roots), hits)
        for name, hits in hits_by_name.items()
    )


def _parse_xml(text: str) -> Element:
    try:
        return fromstring(text, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as error:
        raise CoverageReportError(
            f"it declares XML entities or external references, which are refused "
            f"({type(error).__name__})"
        ) from None
    except ParseError as error:
        raise CoverageReportError(f"it is not well-formed XML ({error})") from None


def _cobertura_candidates(filename: str, roots: list[str]) -> tuple[str, ...]:
    name = _normalise(filename)
    if _is_absolute(name):
        return (name,)
    candidates = [_normalise(posixpath.join(_normalise(root), name)) for root in roots]
    candidates.append(name)
    return tuple(dict.fromkeys(candidates))


def _parse_lcov(text: str) -> tuple[FileCoverage, ...]:
    hits_by_name: dict[str, dict[int, int]] = {}
    current: dict[int, int] | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("SF:"):
            name = line[3:].strip()
            if not name:
                raise CoverageReportError(f"line {number}: `SF:` without a path")
            current = hits_by_name.setdefault(name, {})
        elif line == "end_of_record":
            current = None
        elif line.startswith("DA:"):
            if current is None:
                raise CoverageReportError(f"line {number}: `DA:` outside a `SF:` record")
            fields = line[3:].split(",")
            if len(fields) < 2:
                raise CoverageReportError(f"line {number}: `DA:` needs a line and a count")
            line_number = _number(fields[0], f"line {number}: `DA:` line", minimum=1)
            # gcov writes negative counts for lines it could not attribute: not covered
            count = max(0, _number(fields[1], f"line {number}: `DA:` count"))
            current[line_number] = max(count, current.get(line_number, 0))
    if not hits_by_name:
        raise CoverageReportError("it lists no source files")
    return tuple(FileCoverage((_normalise(name),), hits) for name, hits in hits_by_name.items())


def _number(value: str | None, what: str, minimum: int | None = None) -> int:
    try:
        number = int((value or "").strip())
    except ValueError:
        raise CoverageReportError(f"{what} is not a whole number: {value!r}") from None
    if minimum is not None and number < minimum:
        raise CoverageReportError(f"{what} is below {minimum}: {number}")
    return number


def _normalise(path: str) -> str:
    path = path.replace("\\", "/")
    if path.startswith("file://"):
        path = path[len("file://") :]
    return posixpath.normpath(path) if path else path


def _components(path: str) -> tuple[str, ...]:
    return tuple(part for part in path.split("/") if part and part != ".")


def _common_suffix(left: tuple[str, ...], right: tuple[str, ...]) -> int:
    count = 0
    for a, b in zip(reversed(left), reversed(right), strict=False):
        if a != b:
            break
        count += 1
    return count


def _match_score(repo: tuple[str, ...], coverage: FileCoverage) -> int:
    """Components shared at the end; 0 when only a file name matches between two folders.

    A one-component match counts when it is the whole repository path or the whole
    (relative) report path; otherwise `a/util.py` would claim the report's `b/util.py`.
    """
    best = 0
    for path in coverage.candidates:
        candidate = _components(path)
        shared = _common_suffix(repo, candidate)
        whole = shared == len(repo) or (shared == len(candidate) and not _is_absolute(path))
        if shared >= 2 or (shared == 1 and whole):
            best = max(best, shared)
    return best


def _match_paths(
    repo_paths: tuple[str, ...], files: tuple[FileCoverage, ...]
) -> dict[str, FileCoverage]:
    by_basename: dict[str, list[int]] = {}
    for position, coverage in enumerate(files):
        for basename in {posixpath.basename(path) for path in coverage.candidates}:
            by_basename.setdefault(basename, []).append(position)

    choice: dict[str, tuple[int, int]] = {}
    for path in repo_paths:
        repo = _components(_normalise(path))
        if not repo:
            continue
        scores = {
            position: _match_score(repo, files[position])
            for position in by_basename.get(repo[-1], [])
        }
        best = max(scores.values(), default=0)
        winners = [position for position, score in scores.items() if score == best]
        if best > 0 and len(winners) == 1:
            choice[path] = (winners[0], best)

    # a report file claimed equally well by two changed paths belongs to neither
    claims: dict[int, list[int]] = {}
    for position, score in choice.values():
        claims.setdefault(position, []).append(score)
    matched: dict[str, FileCoverage] = {}
    for path, (position, score) in choice.items():
        if max(claims[position]) == score and claims[position].count(score) == 1:
            matched[path] = files[position]
    return matched


def _is_absolute(path: str) -> bool:
    return path.startswith("/") or _WINDOWS_DRIVE.match(path) is not None


def uncovered_ranges(hits: Mapping[int, int], added: frozenset[int]) -> list[tuple[int, int]]:
    """The added lines with zero hits, grouped as `uncovered_lines` describes."""
    ranges: list[tuple[int, int]] = []
    for line in sorted(line for line in added if hits.get(line) == 0):
        if ranges and _only_unlisted_added_between(ranges[-1][1], line, hits, added):
            ranges[-1] = (ranges[-1][0], line)
        else:
            ranges.append((line, line))
    return ranges


def _only_unlisted_added_between(
    previous: int, line: int, hits: Mapping[int, int], added: frozenset[int]
) -> bool:
    return all(between in added and between not in hits for between in range(previous + 1, line))
