"""Server-side SVG charts (pygal): no script, no network, rendered into the page."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

import pygal  # type: ignore[import-untyped]
from markupsafe import Markup
from pygal.style import Style  # type: ignore[import-untyped]

from bot.dashboard.learning import CategoryThreshold, ThresholdPoint
from bot.dashboard.rates import OutcomeCounts

STYLE = Style(
    background="transparent",
    plot_background="transparent",
    font_family="system-ui, sans-serif",
    colors=("#1f6feb", "#8b949e", "#8b949e", "#d1242f", "#1a7f37", "#bf8700", "#8250df"),
)
_COMMON: dict[str, object] = {
    "js": [],
    "disable_xml_declaration": True,
    "style": STYLE,
    "width": 800,
    "height": 320,
    "no_data_text": "No decided findings in range",
    "legend_at_bottom": True,
    "truncate_label": 40,
}


def _percent(value: float | None) -> float | None:
    return None if value is None else round(100 * value, 1)


def _svg(chart: Any) -> Markup:
    # pygal builds the SVG with ElementTree, which escapes every label and title.
    return Markup(chart.render(is_unicode=True))  # noqa: S704


def weekly_rate(weekly: Sequence[tuple[date, OutcomeCounts]]) -> Markup:
    chart = pygal.Line(
        title="Acceptance rate by week (%)",
        range=(0, 100),
        x_label_rotation=30,
        show_minor_x_labels=len(weekly) <= 16,
        x_labels_major_every=max(1, len(weekly) // 12),
        **_COMMON,
    )
    chart.x_labels = [week.isoformat() for week, _ in weekly]
    intervals = [counts.interval for _, counts in weekly]
    chart.add("rate", [_percent(counts.rate) for _, counts in weekly])
    chart.add(
        "95% low",
        [_percent(i.low) if i else None for i in intervals],
        stroke_style={"dasharray": "4, 4"},
    )
    chart.add(
        "95% high",
        [_percent(i.high) if i else None for i in intervals],
        stroke_style={"dasharray": "4, 4"},
    )
    return _svg(chart)


def rates_by(title: str, groups: Sequence[tuple[str, OutcomeCounts]]) -> Markup:
    chart = pygal.Bar(title=f"{title} (%)", range=(0, 100), **_COMMON)
    chart.x_labels = [name for name, _ in groups]
    chart.add("acceptance rate", [_percent(counts.rate) for _, counts in groups])
    return _svg(chart)


def threshold_history(history: Sequence[ThresholdPoint]) -> Markup:
    chart = pygal.DateTimeLine(
        title="Learned threshold by category",
        range=(0, 1),
        x_label_rotation=30,
        x_value_formatter=lambda moment: moment.strftime("%Y-%m-%d"),
        **_COMMON,
    )
    for category in sorted({point.category for point in history}):
        chart.add(category, [(p.at, p.value) for p in history if p.category == category])
    return _svg(chart)


def precision_curves(thresholds: Sequence[CategoryThreshold]) -> Markup:
    chart = pygal.XY(
        title="Precision versus threshold (the learner's curve)",
        range=(0, 1),
        xrange=(0, 1),
        x_title="threshold",
        y_title="precision",
        **_COMMON,
    )
    for threshold in thresholds:
        category = threshold.current.category
        chart.add(category, [(p.threshold, p.precision) for p in threshold.curve])
        chart.add(
            f"{category} (pessimistic bound the cutoff is judged on)",
            [(p.threshold, p.lower_bound) for p in threshold.curve],
            stroke_style={"dasharray": "4, 4"},
        )
    return _svg(chart)
