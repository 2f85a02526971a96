import html

from sanic import Sanic, response

app = Sanic("forum")
SIGNATURES: dict[int, str] = {}


@app.put("/members/<member_id:int>/signature")
async def set_signature(request, member_id):
    SIGNATURES[member_id] = (request.form.get("signature") or "")[:300]
    return response.json({"ok": True})


@app.get("/members/<member_id:int>/signature")
async def show_signature(request, member_id):
    stored = SIGNATURES.get(member_id, "")
    return response.html("<div class='sig'>" + render_signature(stored) + "</div>")


def render_signature(text):
    lines = (escape_line(line) for line in text.splitlines())
    return "<br>".join(lines)


def escape_line(line):
    return html.escape(line, quote=True)
