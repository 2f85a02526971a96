from datetime import datetime, timezone

import bleach
from fastapi import FastAPI, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates
from markupsafe import Markup
from pydantic import BaseModel, Field, field_validator

app = FastAPI()
templates = Jinja2Templates(directory="templates")

ALLOWED_TAGS = {"b", "i", "em", "strong", "code", "p", "br", "ul", "ol", "li"}
COMMENTS: dict[str, list[dict]] = {}


class CommentIn(BaseModel):
    author: str = Field(..., min_length=1, max_length=50)
    body: str = Field(..., min_length=1, max_length=5000)

    @field_validator("body")
    @classmethod
    def restrict_markup(cls, value: str) -> str:
        return bleach.clean(value, tags=ALLOWED_TAGS, attributes={}, protocols=[], strip=True)


@app.post("/wiki/{page}/comments")
async def add_comment(page: str, author: str = Form(...), body: str = Form(...)):
    comment = CommentIn(author=author, body=body)
    COMMENTS.setdefault(page, []).append({
        "author": comment.author,
        "body": comment.body,
        "at": datetime.now(timezone.utc),
    })
    return RedirectResponse(f"/wiki/{page}/comments", status_code=303)


@app.get("/wiki/{page}/comments", response_class=HTMLResponse)
async def show_comments(request: Request, page: str):
    entries = [
        {"author": c["author"], "body": Markup(c["body"]), "at": c["at"].strftime("%Y-%m-%d %H:%M")}
        for c in COMMENTS.get(page, [])
    ]
    return templates.TemplateResponse(request, "comments.html", {"page": page, "comments": entries})


@app.get("/wiki/{page}/comments.json")
async def comments_json(page: str):
    return [{"author": c["author"], "body": c["body"], "at": c["at"].isoformat()} for c in COMMENTS.get(page, [])]
