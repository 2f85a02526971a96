import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, field_validator

app = FastAPI()

STATUS_TEXT = {
    "maintenance": "We are doing scheduled maintenance.",
    "degraded": "Some features are slower than usual.",
}


class Notice(BaseModel):
    status: str
    ref: str

    @field_validator("ref")
    @classmethod
    def escape_ref(cls, value: str) -> str:
        return html.escape(value, quote=True)


def render_notice(notice: Notice) -> str:
    message = STATUS_TEXT.get(notice.status, "All systems normal.")
    parts = [
        "<h1>Service status</h1>",
        f"<p>{message}</p>",
        f"<p>Reference: <strong>{notice.ref}</strong></p>",
    ]
    return "".join(parts)


@app.get("/status", response_class=HTMLResponse)
def status_page(status: str = "ok", ref: str = ""):
    notice = Notice(status=status, ref=ref)
    return HTMLResponse(content=render_notice(notice))
