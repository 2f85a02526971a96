from aiohttp import web

ENTRIES = []


def add_entry(name, message):
    ENTRIES.append({"name": name, "message": message})
    del ENTRIES[:-100]


def entry_html(entry):
    return f"<div class='entry'><h3>{entry['name']}</h3><p>{entry['message']}</p></div>"


def render_book():
    body = "".join(map(lambda e: entry_html(e), reversed(ENTRIES)))
    form = (
        "<form method='post'><input name='name'><textarea name='message'></textarea>"
        "<button>Sign</button></form>"
    )
    return f"<html><body><h1>Guestbook</h1>{body}{form}</body></html>"


async def show_book(request):
    return web.Response(text=render_book(), content_type="text/html")


async def sign_book(request):
    data = await request.post()
    add_entry(data.get("name", "guest"), data.get("message", ""))
    raise web.HTTPFound("/guestbook")


app = web.Application()
app.add_routes([
    web.get("/guestbook", show_book),
    web.post("/guestbook", sign_book),
])
