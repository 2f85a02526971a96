import html
from urllib.parse import urlsplit

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse, JSONResponse

app = FastAPI()
SCHEMES = {"http", "https"}
FALLBACK = "https://www.example.org/"


def share_target(raw: str) -> str:
    parts = urlsplit(raw.strip())
    if parts.scheme.lower() not in SCHEMES or not parts.netloc:
        return FALLBACK
    return parts.geturl()


def page(title: str, body: str) -> str:
    return f"<!doctype html><html><head><title>{html.escape(title)}</title></head><body>{body}</body></html>"


@app.get("/share", response_class=HTMLResponse)
def share(url: str = Query(""), title: str = Query("Shared link")):
    target = share_target(url)
    link = f'<a class="share" href="{html.escape(target, quote=True)}">{html.escape(title)}</a>'
    note = f"<p>You are about to visit {html.escape(urlsplit(target).netloc)}</p>"
    return HTMLResponse(page("Share", link + note))


@app.get("/share/meta")
def share_meta(url: str = Query("")):
    target = share_target(url)
    return JSONResponse({"url": target, "host": urlsplit(target).netloc})


@app.get("/share/help", response_class=HTMLResponse)
def share_help():
    return HTMLResponse(page("Help", "<p>Paste a web address to create a share card.</p>"))


@app.get("/share/schemes")
def share_schemes():
    return {"schemes": sorted(SCHEMES)}
