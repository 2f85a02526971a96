from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()
NOTES: dict[str, list[str]] = {}


@app.post("/boards/{board}/notes")
async def add_note(board: str, request: Request):
    payload = await request.json()
    NOTES.setdefault(board, []).append(str(payload.get("text", "")))
    return {"board": board, "count": len(NOTES[board])}


@app.get("/boards/{board}", response_class=HTMLResponse)
async def show_board(board: str):
    notes = NOTES.get(board, [])
    cards = map(lambda n: "<div class='note'>" + n + "</div>", notes)
    return HTMLResponse("<section>" + "".join(cards) + "</section>")
