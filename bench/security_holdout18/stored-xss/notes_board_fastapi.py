import bleach
from fastapi import FastAPI, Form, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates
from markupsafe import Markup

from .store import notes_repo

app = FastAPI()
templates = Jinja2Templates(directory="templates")

ALLOWED_TAGS = ["b", "i", "em", "strong", "ul", "ol", "li", "p", "br", "code"]


@app.get("/boards/{board_id}", response_class=HTMLResponse)
async def show_board(request: Request, board_id: int):
    notes = await notes_repo.for_board(board_id)
    cards = []
    for note in notes:
        cleaned = bleach.clean(note.html_body, tags=ALLOWED_TAGS, attributes={}, strip=True)
        cards.append({"title": note.title, "body": Markup(cleaned)})
    return templates.TemplateResponse(request, "board.html", {"cards": cards})


@app.post("/boards/{board_id}/notes", status_code=201)
async def add_note(board_id: int, title: str = Form(...), body: str = Form(...)):
    await notes_repo.add(board_id, title=title[:200], html_body=body[:10_000])
    return {"ok": True}
