from dataclasses import dataclass, field
from typing import List

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI()

PAGE_TEMPLATE = """<!doctype html>
<html>
<head><title>{title}</title></head>
<body>
<div class="notice notice-{level}">
<h1>{title}</h1>
<p>{message}</p>
{details}
</div>
<a href="/">Back to start</a>
</body>
</html>"""

LEVELS = {"info", "warning", "error"}


@dataclass
class Notice:
    title: str
    message: str
    level: str = "info"
    details: List[str] = field(default_factory=list)


class NoticeRenderer:
    def __init__(self, template: str = PAGE_TEMPLATE):
        self.template = template

    def _details(self, details: List[str]) -> str:
        if not details:
            return ""
        rows = "".join(f"<li>{d}</li>" for d in details)
        return f'<ul class="details">{rows}</ul>'

    def render(self, notice: Notice) -> str:
        level = notice.level if notice.level in LEVELS else "info"
        return self.template.format(
            title=notice.title,
            message=notice.message,
            level=level,
            details=self._details(notice.details),
        )


renderer = NoticeRenderer()


@app.get("/notice", response_class=HTMLResponse)
def show_notice(
    msg: str = Query("Something went wrong"),
    title: str = Query("Notice"),
    level: str = Query("info"),
    detail: List[str] = Query([]),
):
    notice = Notice(title=title, message=msg, level=level, details=detail)
    html = renderer.render(notice)
    return HTMLResponse(content=html, status_code=200)
