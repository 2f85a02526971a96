"""CoverageCheck end to end: a small diff, the head files, related tests, an optional report."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.checks.base import CheckContext
from bot.checks.changed_functions import changed_functions
from bot.checks.coverage import (
    MAX_TEST_FILES,
    UNCOVERED_RULE,
    UNTESTED_RULE,
    CoverageCheck,
    suggested_test_path,
)
from bot.core.diff.index import DiffIndex
from bot.core.diff.parse import parse_diff
from bot.core.findings import Category, Finding, Severity, Source
from bot.core.repo_config import CoverageConfig, RepoConfig

pytestmark = pytest.mark.anyio
TESTDATA = Path(__file__).parent / "testdata" / "coverage"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def new_file(path: str, text: str) -> str:
    lines = text.splitlines()
    body = "".join(f"+{line}\n" for line in lines)
    return (
        f"diff --git a/{path} b/{path}\nnew file mode 100644\nindex 0000000..1111111\n"
        f"--- /dev/null\n+++ b/{path}\n@@ -0,0 +1,{len(lines)} @@\n{body}"
    )


def appended(path: str, text: str, old_length: int) -> str:
    """A diff that appends lines old_length+1.. to a file, with its last 3 lines as context."""
    lines = text.splitlines()
    first = max(1, old_length - 2)
    shown = lines[first - 1 :]
    body = "".join(
        (" " if number <= old_length else "+") + f"{line}\n"
        for number, line in enumerate(shown, start=first)
    )
    old_count = old_length - first + 1
    return (
        f"diff --git a/{path} b/{path}\nindex 1111111..2222222 100644\n--- a/{path}\n"
        f"+++ b/{path}\n@@ -{first},{old_count} +{first},{len(shown)} @@\n{body}"
    )


@dataclass(frozen=True)
class Case:
    diffs: tuple[str, ...]
    files: Mapping[str, str]
    expected: tuple[tuple[str, int, str], ...]
    """(path, line, function name) of each `has no test` finding."""
    related: Mapping[str, str] = field(default_factory=dict)
    report: str | None = None


def context_of(
    diffs: tuple[str, ...],
    files: Mapping[str, str],
    related: Mapping[str, str] | None = None,
    report: str | None = None,
) -> CheckContext:
    diff = parse_diff("".join(diffs))
    related = related or {}
    return CheckContext(
        diff=diff,
        index=DiffIndex(diff),
        files=files,
        workdir=Path("."),
        config=RepoConfig(coverage=CoverageConfig(report=report)),
        related_files=related,
        tree_paths=frozenset({*files, *related}),
    )


def named(finding: Finding) -> list[str]:
    """The functions a finding names (a new file's finding names several), not the paths."""
    words = re.findall(r"`([^`]+)`", f"{finding.title} {finding.explanation}")
    return list(dict.fromkeys(word for word in words if "/" not in word))


def summary(findings: tuple[Finding, ...]) -> list[tuple[str, int | None, str]]:
    return sorted(
        (f.location.path, f.location.start_line, name)
        for f in findings
        if f.rule_id == UNTESTED_RULE
        for name in named(f)
    )


PRICING = '''\
"""Prices."""

from __future__ import annotations


def net_price(gross: float, vat: float) -> float:
    return round(gross / (1 + vat), 2)


def _cents(value: float) -> int:
    return int(value * 100)
'''
PRICING_TEST = """\
from shop.pricing import net_price


def test_net_price_removes_vat() -> None:
    assert net_price(12.0, 0.2) == 10.0
"""
NOT_COUNTED = '''\
from __future__ import annotations

import abc
from functools import cached_property
from typing import overload


class Basket(abc.ABC):
    def __init__(self, items: list[int]) -> None:
        self.items = list(items)
        self.seen = set(items)

    def __len__(self) -> int:
        return len(self.items) + len(self.seen)

    @property
    def size(self) -> int:
        return len(self.items) * 2

    @cached_property
    def heaviest(self) -> int:
        return max(self.items, default=0)

    @abc.abstractmethod
    def price(self) -> float:
        return sum(self.items) * 1.0

    def owner(self) -> str:
        return self._owner

    def describe(self) -> str:
        """A label."""

    def freeze(self) -> None:
        raise NotImplementedError


class _Helper:
    def compute(self, value: int) -> int:
        return value * 3 + 1


@overload
def parse(value: str) -> int: ...
@overload
def parse(value: bytes) -> int: ...


def outer(values: list[int]) -> int:
    def inner(value: int) -> int:
        return value + 1

    return sum(inner(value) for value in values)
'''
INVENTORY_OLD_LENGTH = 6
INVENTORY = """\
from __future__ import annotations


def restock(levels: dict[str, int], sku: str, amount: int) -> dict[str, int]:
    updated = dict(levels)
    updated[sku] = updated.get(sku, 0) + amount
    if amount > 100:
        raise ValueError("restock too large")
    return updated
"""
LONG_FUNCTION_OLD_LENGTH = 12
LONG_FUNCTION = (
    "def report(rows):\n"
    + "".join(f"    total_{n} = sum(row[{n}] for row in rows)\n" for n in range(11))
    + "    return total_0 + total_10\n"
)

GO_STORE = """\
package store

func (s *Store) Save(key string, value []byte) error {
\treturn s.db.Put(key, value)
}

func Open(path string) (*Store, error) {
\treturn &Store{path: path}, nil
}

func normalise(key string) string {
\treturn key
}
"""
GO_STORE_TEST = """\
package store

import "testing"

func TestOpenAndSave(t *testing.T) {
\ts, _ := Open(t.TempDir())
\tif err := s.Save("k", []byte("v")); err != nil {
\t\tt.Fatal(err)
\t}
}
"""
JS_CART = (TESTDATA / "cart.js").read_text()
JS_CART_TEST = """\
import { addItem, cartTotal } from "./cart.js";

test("total of two items", () => {
  expect(cartTotal(addItem([], { price: 2, quantity: 3 }))).toBe("6.00");
});
"""
JS_HELPERS = """\
function slugify(text) {
  return text.toLowerCase().replace(/\\s+/g, "-");
}

export function titleCase(text) {
  return text.replace(/\\b\\w/g, (c) => c.toUpperCase());
}

export const shout = (text) => text.toUpperCase() + "!";
"""
JAVA_INVOICE = (TESTDATA / "Invoice.java").read_text()
JAVA_INVOICE_PATH = "src/main/java/com/acme/billing/Invoice.java"
JAVA_INVOICE_TEST_PATH = "src/test/java/com/acme/billing/InvoiceTest.java"
JAVA_INVOICE_TEST = """\
package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class InvoiceTest {
    @Test
    void taxIsAdded() {
        assertEquals(120, new Invoice(100).withTax(0.2).total());
    }
}
"""
UNRELATED_TEST = "from shop.invoices import net_price as price\n\ndef test_x():\n    price()\n"

CASES = {
    "python new function without a test": Case(
        (new_file("src/shop/pricing.py", PRICING),),
        {"src/shop/pricing.py": PRICING},
        (("src/shop/pricing.py", 6, "net_price"),),
    ),
    "python tested by a new test in the PR": Case(
        (new_file("src/shop/pricing.py", PRICING), new_file("tests/test_pricing.py", PRICING_TEST)),
        {"src/shop/pricing.py": PRICING, "tests/test_pricing.py": PRICING_TEST},
        (),
    ),
    "python tested by any new test in the PR": Case(
        (
            new_file("src/shop/pricing.py", PRICING),
            new_file("tests/e2e/test_flow.py", PRICING_TEST),
        ),
        {"src/shop/pricing.py": PRICING, "tests/e2e/test_flow.py": PRICING_TEST},
        (),
    ),
    "python tested by an existing conventional test": Case(
        (new_file("src/shop/pricing.py", PRICING),),
        {"src/shop/pricing.py": PRICING},
        (),
        related={"tests/shop/test_pricing.py": PRICING_TEST},
    ),
    "python tested by an existing test named after the module": Case(
        (new_file("src/shop/pricing.py", PRICING),),
        {"src/shop/pricing.py": PRICING},
        (),
        related={"tests/integration/test_pricing_rules.py": PRICING_TEST},
    ),
    "python: an unrelated existing test naming it does not count": Case(
        (new_file("src/shop/pricing.py", PRICING),),
        {"src/shop/pricing.py": PRICING},
        (("src/shop/pricing.py", 6, "net_price"),),
        related={"tests/test_invoices.py": UNRELATED_TEST},
    ),
    "python private, dunder, property, abstract, overload, trivial, nested: none": Case(
        (new_file("shop/basket.py", NOT_COUNTED),),
        {"shop/basket.py": NOT_COUNTED},
        (("shop/basket.py", 49, "outer"),),
    ),
    "python changed body of an existing function: the def line": Case(
        (appended("shop/inventory.py", INVENTORY, INVENTORY_OLD_LENGTH),),
        {"shop/inventory.py": INVENTORY},
        (("shop/inventory.py", 4, "restock"),),
    ),
    "python changed body with the def outside the hunk: the first added line": Case(
        (appended("shop/report.py", LONG_FUNCTION, LONG_FUNCTION_OLD_LENGTH),),
        {"shop/report.py": LONG_FUNCTION},
        (("shop/report.py", 13, "report"),),
    ),
    "a changed test file is not a source": Case(
        (
            new_file(
                "tests/test_pricing.py",
                PRICING_TEST + "\n\ndef helper_total():\n    return 1 + 2\n",
            ),
        ),
        {"tests/test_pricing.py": PRICING_TEST + "\n\ndef helper_total():\n    return 1 + 2\n"},
        (),
    ),
    "go exported functions and methods without a _test.go": Case(
        (new_file("store/store.go", GO_STORE),),
        {"store/store.go": GO_STORE},
        (("store/store.go", 3, "Save"), ("store/store.go", 3, "Open")),
    ),
    "go tested by any _test.go of the package": Case(
        (new_file("store/store.go", GO_STORE),),
        {"store/store.go": GO_STORE},
        (),
        related={"store/integration_test.go": GO_STORE_TEST},
    ),
    "go test of another package does not count": Case(
        (new_file("store/store.go", GO_STORE),),
        {"store/store.go": GO_STORE},
        (("store/store.go", 3, "Save"), ("store/store.go", 3, "Open")),
        related={"cache/cache_test.go": GO_STORE_TEST},
    ),
    "go changed body of an exported function": Case(
        (appended("store/store.go", GO_STORE + "\nfunc Close() {\n\tflush()\n\tsync()\n}\n", 16),),
        {"store/store.go": GO_STORE + "\nfunc Close() {\n\tflush()\n\tsync()\n}\n"},
        (("store/store.go", 15, "Close"),),
    ),
    "javascript exported functions without a test": Case(
        (new_file("src/cart.js", JS_CART),),
        {"src/cart.js": JS_CART},
        (("src/cart.js", 3, "addItem"), ("src/cart.js", 3, "cartTotal")),
    ),
    "javascript tested by x.test.js": Case(
        (new_file("src/cart.js", JS_CART), new_file("src/cart.test.js", JS_CART_TEST)),
        {"src/cart.js": JS_CART, "src/cart.test.js": JS_CART_TEST},
        (),
    ),
    "javascript: only exports count in a module": Case(
        (new_file("src/text.js", JS_HELPERS),),
        {"src/text.js": JS_HELPERS},
        (("src/text.js", 5, "titleCase"), ("src/text.js", 5, "shout")),
    ),
    "java public method without a test; constructor and private fields ignored": Case(
        (new_file(JAVA_INVOICE_PATH, JAVA_INVOICE),),
        {JAVA_INVOICE_PATH: JAVA_INVOICE},
        ((JAVA_INVOICE_PATH, 10, "total"), (JAVA_INVOICE_PATH, 10, "withTax")),
    ),
    "java tested by src/test/java/.../InvoiceTest.java": Case(
        (new_file(JAVA_INVOICE_PATH, JAVA_INVOICE),),
        {JAVA_INVOICE_PATH: JAVA_INVOICE},
        (),
        related={JAVA_INVOICE_TEST_PATH: JAVA_INVOICE_TEST},
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
async def test_untested_functions_by_convention(case: Case) -> None:
    result = await CoverageCheck().run(context_of(case.diffs, case.files, case.related))
    assert summary(result.findings) == sorted(case.expected)
    assert all(f.rule_id == UNTESTED_RULE for f in result.findings)
    assert result.notes == ()


async def test_an_untested_function_finding_is_a_test_coverage_suggestion() -> None:
    context = context_of(
        (new_file("src/shop/pricing.py", PRICING),), {"src/shop/pricing.py": PRICING}
    )
    [finding] = (await CoverageCheck().run(context)).findings
    assert finding.category is Category.TEST_COVERAGE
    assert finding.severity is Severity.SUGGESTION
    assert finding.source is Source.COVERAGE
    assert finding.rule_id == "coverage-untested-function"
    assert (finding.location.start_line, finding.location.end_line) == (6, 6)
    assert context.index.is_commentable("src/shop/pricing.py", 6)
    assert "tests/test_pricing.py" in finding.explanation


# --- with a coverage report --------------------------------------------------------------

ORDERS = (TESTDATA / "orders.py").read_text()
ORDERS_OLD_LENGTH = 7
TAX = "def vat(amount: float) -> float:\n    return amount * 0.2 + 0.0\n"


def report_context(report_name: str, report_path: str = "coverage.xml") -> CheckContext:
    report = (TESTDATA / report_name).read_text()
    return context_of(
        (
            appended("src/shop/orders.py", ORDERS, ORDERS_OLD_LENGTH),
            new_file("src/shop/tax.py", TAX),
        ),
        {"src/shop/orders.py": ORDERS, "src/shop/tax.py": TAX},
        {report_path: report},
        report=report_path,
    )


async def test_report_uncovered_added_lines_become_range_findings() -> None:
    result = await CoverageCheck().run(report_context("coverage_py.xml"))
    uncovered = sorted(
        (f.location.path, f.location.start_line, f.location.end_line)
        for f in result.findings
        if f.rule_id == UNCOVERED_RULE
    )
    assert uncovered == [("src/shop/orders.py", 11, 16), ("src/shop/orders.py", 20, 20)]
    assert all(
        f.category is Category.TEST_COVERAGE and f.severity is Severity.SUGGESTION
        for f in result.findings
    )
    # tax.py is not in the report: the conventions check it, and the summary says so
    assert summary(result.findings) == [("src/shop/tax.py", 1, "vat")]
    assert result.notes == (
        "The coverage report does not list `src/shop/tax.py`; "
        "checked by test-file conventions instead.",
    )


@pytest.mark.parametrize(
    ("report_name", "reason"),
    [
        ("truncated.xml", "not well-formed XML"),
        ("entity_bomb.xml", "entities or external references"),
        ("external_entity.xml", "entities or external references"),
    ],
)
async def test_unreadable_report_gives_a_note_and_the_convention_fallback(
    report_name: str, reason: str
) -> None:
    result = await CoverageCheck().run(report_context(report_name))
    assert summary(result.findings) == [
        ("src/shop/orders.py", 10, "apply_discount"),
        ("src/shop/orders.py", 19, "shipping"),
        ("src/shop/tax.py", 1, "vat"),
    ]
    assert len(result.notes) == 1
    assert result.notes[0].startswith("The coverage report `coverage.xml` could not be read: ")
    assert reason in result.notes[0]
    assert result.notes[0].endswith("checked by convention instead.")


async def test_missing_report_gives_a_note_and_the_convention_fallback() -> None:
    context = context_of(
        (new_file("src/shop/pricing.py", PRICING),),
        {"src/shop/pricing.py": PRICING},
        report="coverage/lcov.info",
    )
    result = await CoverageCheck().run(context)
    assert summary(result.findings) == [("src/shop/pricing.py", 6, "net_price")]
    assert len(result.notes) == 1
    assert "`coverage/lcov.info` could not be read at the PR's head" in result.notes[0]


# --- wanted_paths ------------------------------------------------------------------------


def test_wanted_paths_conventional_tests_named_tests_and_the_report() -> None:
    diff = parse_diff(
        new_file("src/shop/pricing.py", PRICING) + new_file("tests/test_cart.py", "x = 1\n")
    )
    tree = frozenset(
        {
            "src/shop/pricing.py",
            "src/shop/orders.py",
            "tests/shop/test_pricing.py",
            "tests/integration/test_pricing_rules.py",
            "tests/test_orders.py",
            "tests/test_cart.py",
            "docs/pricing.md",
        }
    )
    config = RepoConfig(coverage=CoverageConfig(report="coverage.xml"))
    assert CoverageCheck().wanted_paths(diff, tree, config) == {
        "tests/shop/test_pricing.py",
        "tests/integration/test_pricing_rules.py",
        "coverage.xml",
    }


def test_wanted_paths_bounds_the_tests_found_by_name_not_the_conventional_ones() -> None:
    diff = parse_diff(
        new_file("app/models.py", "def save():\n    return 1 + 1\n")
        + new_file("app/views.py", "def show():\n    return 2 + 2\n")
    )
    named = {f"tests/unit/test_models_{n:03}.py" for n in range(MAX_TEST_FILES + 50)}
    conventional = {"tests/test_models.py", "tests/app/test_views.py"}
    tree = frozenset({"app/models.py", "app/views.py", *conventional, *named})
    wanted = CoverageCheck().wanted_paths(diff, tree, RepoConfig())
    assert conventional <= wanted
    assert len(wanted) == MAX_TEST_FILES + len(conventional)
    assert wanted - conventional <= named


def test_wanted_paths_go_package_tests() -> None:
    diff = parse_diff(new_file("store/store.go", GO_STORE))
    tree = frozenset({"store/store.go", "store/integration_test.go", "cache/cache_test.go"})
    assert CoverageCheck().wanted_paths(diff, tree, RepoConfig()) == {"store/integration_test.go"}


# --- declarations of the regex-read languages --------------------------------------------


@pytest.mark.parametrize(
    ("path", "text", "expected"),
    [
        pytest.param(
            "src/api.ts",
            "export async function load<T>(url: string): Promise<T> {\n"
            "export const save = async (item: Item): Promise<void> => {\n"
            "export const parse = function (raw) {\n"
            "const local = (x: number) => x;\n",
            ["load", "save", "parse"],
            id="typescript exports",
        ),
        pytest.param(
            "lib/math.js",
            "function add(a, b) {\n  function inner() {}\n}\nfunction _hidden() {}\n",
            ["add"],
            id="script without exports: top level only",
        ),
        pytest.param(
            "lib/math.js",
            "function add(a, b) { return a + b }\nfunction sub(a, b) { return a - b }\n"
            "const mul = (a, b) => a * b;\n"
            "module.exports = { add, times: mul };\n",
            ["add", "mul"],
            id="commonjs exports object",
        ),
        pytest.param(
            "lib/math.js",
            "function add(a, b) { return a + b }\nfunction sub(a, b) { return a - b }\n"
            "export { add as plus };\n",
            ["add"],
            id="esm export list",
        ),
        pytest.param(
            "src/main/java/a/Point.java",
            "public record Point(int x, int y) {\n"
            "    public static <T> List<T> listOf(T... items) {\n"
            "    protected abstract void hook();\n"
            "    private int secret() {\n"
            "    public java.util.Map<String, Integer> counts() {\n",
            ["listOf", "counts"],
            id="java",
        ),
        pytest.param(
            "lib/shop/cart.rb",
            "class Cart\n  def self.build(items)\n  def total\n  def _cache\nend\n",
            ["build", "total"],
            id="ruby",
        ),
        pytest.param("README.md", "def total():\n", [], id="unchecked language"),
    ],
)
def test_declarations_of_public_functions(path: str, text: str, expected: list[str]) -> None:
    added = frozenset(range(1, len(text.splitlines()) + 1))
    assert [f.name for f in changed_functions(path, text, added)] == expected


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("src/shop/pricing.py", "tests/test_pricing.py"),
        ("pkg/orders/__init__.py", "tests/test_orders.py"),
        ("store/store.go", "store/store_test.go"),
        ("src/cart.js", "src/cart.test.js"),
        (JAVA_INVOICE_PATH, JAVA_INVOICE_TEST_PATH),
        ("lib/shop/cart.rb", "spec/shop/cart_spec.rb"),
        ("styles/site.css", None),
    ],
)
def test_suggested_test_path(path: str, expected: str | None) -> None:
    assert suggested_test_path(path) == expected
