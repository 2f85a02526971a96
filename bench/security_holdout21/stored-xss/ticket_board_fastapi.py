import redis
from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()
store = redis.Redis(host="localhost", port=6379, decode_responses=True)


@app.get("/board/{board_id}", response_class=HTMLResponse)
def ticket_board(board_id: int):
    titles = store.lrange(f"board:{board_id}:titles", 0, 49)
    cells = map(lambda t: f"<td>{t.strip()}</td>", titles)
    rows = "".join(f"<tr>{c}</tr>" for c in cells)
    return HTMLResponse(f"<table class='board'>{rows}</table>")
