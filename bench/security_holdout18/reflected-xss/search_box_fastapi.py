import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


def esc(text: str) -> str:
    return html.escape(text, quote=False)


@app.get("/search", response_class=HTMLResponse)
def search(q: str = "", page: int = 1):
    shown = esc(q)
    form = f"<form action='/search'><input name='q' value='{shown}'><button>Go</button></form>"
    return f"<html><body>{form}<p>Page {page} of results for {shown}</p></body></html>"
