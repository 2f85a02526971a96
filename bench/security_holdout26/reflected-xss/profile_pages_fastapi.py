import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()

PROFILES = {
    "ada": {"name": "Ada Lovelace", "about": "Analyst and writer."},
    "alan": {"name": "Alan Turing", "about": "Mathematician."},
}


class Page:
    @classmethod
    def wrap(cls, title, body):
        return f"<html><head><title>{title}</title></head><body>{body}</body></html>"


@app.get("/profiles", response_class=HTMLResponse)
def profile_index():
    items = "".join(f"<li><a href='/profiles/{k}'>{html.escape(v['name'])}</a></li>" for k, v in PROFILES.items())
    return Page.wrap("Profiles", f"<ul>{items}</ul>")


@app.get("/profiles/{username}", response_class=HTMLResponse)
def profile(username: str, tab: str = "about"):
    handle = username.strip().lower()
    if handle not in PROFILES:
        return HTMLResponse(Page.wrap("Not found", f"<p>No profile named {handle} exists.</p>"), status_code=404)
    entry = PROFILES[handle]
    section = entry["about"] if tab == "about" else "Nothing here yet."
    return Page.wrap(entry["name"], f"<h1>{entry['name']}</h1><p>{html.escape(section)}</p>")


@app.get("/profiles/{username}/card", response_class=HTMLResponse)
def profile_card(username: str):
    entry = PROFILES.get(username.lower())
    if entry is None:
        return HTMLResponse("<p>Unknown profile.</p>", status_code=404)
    return f"<div class='card'>{html.escape(entry['name'])}</div>"


@app.get("/health")
def health():
    return {"status": "ok"}
