import calendar
import html
from dataclasses import dataclass
from datetime import date
from typing import List, Optional

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI()

EVENTS = [
    (date(2024, 5, 3), "Team offsite"),
    (date(2024, 5, 17), "Quarterly review"),
    (date(2024, 6, 1), "Product launch"),
]


@dataclass
class CalendarView:
    year: int
    month: int
    keyword: str
    note: Optional[str] = None


def e(value) -> str:
    return html.escape(str(value), quote=True)


def render_events(view: CalendarView) -> str:
    rows: List[str] = []
    for day, title in EVENTS:
        if (day.year, day.month) != (view.year, view.month):
            continue
        if view.keyword and view.keyword.lower() not in title.lower():
            continue
        rows.append(f"<tr><td>{day.isoformat()}</td><td>{e(title)}</td></tr>")
    if not rows:
        rows.append(f"<tr><td colspan='2'>No events matching &quot;{e(view.keyword)}&quot;</td></tr>")
    return "\n".join(rows)


def render_page(view: CalendarView) -> str:
    month_name = calendar.month_name[view.month]
    note_html = f"<p class='note'>{e(view.note)}</p>" if view.note else ""
    return (
        "<html><body>"
        f"<h1>{month_name} {view.year}</h1>"
        f"<form><input name='q' value='{e(view.keyword)}'></form>"
        f"{note_html}"
        f"<table>{render_events(view)}</table>"
        "</body></html>"
    )


@app.get("/calendar", response_class=HTMLResponse)
def show_calendar(
    year: int = Query(2024, ge=1970, le=2100),
    month: int = Query(5, ge=1, le=12),
    q: str = Query(""),
    note: Optional[str] = None,
):
    view = CalendarView(year=year, month=month, keyword=q, note=note)
    return HTMLResponse(render_page(view))
