from fastapi import FastAPI, Form
from fastapi.responses import HTMLResponse, RedirectResponse

app = FastAPI()
ANNOUNCEMENTS = []
CARD = "<article><h3>{title}</h3><div>{body}</div></article>"


@app.post("/announcements")
def post_announcement(title: str = Form(...), body: str = Form(...)):
    ANNOUNCEMENTS.append({"title": title.strip(), "body": body})
    return RedirectResponse("/announcements", status_code=303)


@app.get("/announcements", response_class=HTMLResponse)
def list_announcements():
    blocks = []
    for item in reversed(ANNOUNCEMENTS[-20:]):
        blocks.append(CARD.format(**item))
    return HTMLResponse("<section>" + "".join(blocks) + "</section>")
