import html

from aiohttp import web

NOTES = []


async def add_note(request):
    data = await request.post()
    NOTES.append({"title": data.get("title", ""), "text": data.get("text", "")})
    raise web.HTTPSeeOther("/notes")


async def list_notes(request):
    chunks = []
    for note in NOTES:
        title = html.escape(note["title"])
        text = html.escape(note["text"]).replace("\n", "<br>")
        chunks.append(f"<section><h3>{title}</h3><p>{text}</p></section>")
    return web.Response(text="".join(chunks), content_type="text/html")


app = web.Application()
app.add_routes([web.post("/notes", add_note), web.get("/notes", list_notes)])
