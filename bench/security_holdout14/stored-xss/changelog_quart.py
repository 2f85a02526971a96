import bleach
from markupsafe import Markup
from quart import Quart, redirect, render_template_string, request

app = Quart(__name__)
ENTRIES = []
ALLOWED_TAGS = {"b", "i", "em", "strong", "p", "ul", "ol", "li", "code"}
PAGE = "{% for e in entries %}<section><h2>{{ e.version }}</h2>{{ e.notes }}</section>{% endfor %}"


@app.post("/changelog")
async def add_entry():
    form = await request.form
    ENTRIES.append({"version": form.get("version", "")[:20], "notes": form.get("notes", "")})
    return redirect("/changelog")


@app.get("/changelog")
async def show_changelog():
    rendered = []
    for entry in ENTRIES:
        notes_html = bleach.clean(entry["notes"], tags=ALLOWED_TAGS, attributes={}, strip=True)
        rendered.append({"version": entry["version"], "notes": Markup(notes_html)})
    return await render_template_string(PAGE, entries=rendered)
