import html
from typing import List

from fastapi import FastAPI, Form
from fastapi.responses import HTMLResponse, RedirectResponse

app = FastAPI()
NOTES: List[dict] = []


@app.post("/notes")
def add_note(title: str = Form(...), body: str = Form("")):
    NOTES.append({"title": title, "body": body})
    return RedirectResponse("/notes", status_code=303)


@app.get("/notes", response_class=HTMLResponse)
def list_notes():
    parts = []
    for note in NOTES[-100:]:
        title = html.escape(note["title"])
        body = html.escape(note["body"]).replace("\n", "<br>")
        parts.append(f"<section><h3>{title}</h3><p>{body}</p></section>")
    return HTMLResponse("<main>" + "".join(parts) + "</main>")
