from fastapi import FastAPI, Form
from fastapi.responses import HTMLResponse

app = FastAPI()
BOARD = []


@app.post("/board")
def post_message(author: str = Form(...), text: str = Form(...)):
    BOARD.append((author, text))
    return {"count": len(BOARD)}


@app.get("/board", response_class=HTMLResponse)
def show_board():
    items = []
    for author, text in reversed(BOARD[-20:]):
        items.append("<li><b>{0}</b> {1}</li>".format(author, text))
    page = "<ul>%s</ul>" % "".join(items)
    return HTMLResponse(page)
