import bleach
from sanic import Sanic
from sanic.response import html, redirect

app = Sanic("notes")
NOTES = {}
ALLOWED_TAGS = ["b", "i", "em", "strong", "ul", "li", "p"]


@app.post("/notes/<slug:slug>")
async def save_note(request, slug):
    NOTES[slug] = request.form.get("content", "")
    return redirect(f"/notes/{slug}")


@app.get("/notes/<slug:slug>")
async def show_note(request, slug):
    content = NOTES.get(slug, "")
    cleaned = bleach.clean(content, tags=ALLOWED_TAGS, attributes={}, strip=True)
    return html(f"<article>{cleaned}</article>")
