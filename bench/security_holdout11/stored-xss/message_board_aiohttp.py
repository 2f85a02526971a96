from aiohttp import web

POSTS = []


async def submit(request):
    data = await request.post()
    POSTS.append({"user": data.get("user", "anon"), "text": data.get("text", "")})
    raise web.HTTPFound("/board")


async def board(request):
    parts = []
    for post in POSTS[-50:]:
        parts.append("<li><strong>%(user)s</strong> %(text)s</li>" % post)
    html = "<html><body><ul>" + "".join(parts) + "</ul></body></html>"
    return web.Response(text=html, content_type="text/html")


app = web.Application()
app.add_routes([web.post("/board", submit), web.get("/board", board)])
