import time

from aiohttp import web

START = time.time()
routes = web.RouteTableDef()

PAGE = """<!doctype html>
<html><head><title>{title}</title></head>
<body>{body}</body></html>"""


def page(title, body):
    return PAGE.format(title=title, body=body)


@routes.get("/")
async def index(request):
    return web.Response(text=page("Status", "<p>Service is running.</p>"), content_type="text/html")


@routes.get("/uptime")
async def uptime(request):
    seconds = int(time.time() - START)
    return web.json_response({"uptime": seconds})


@routes.get("/not-found")
async def not_found(request):
    missing = request.query.get("path", "/")
    body = "<h1>Not found</h1><p>The page " + missing + " does not exist.</p>"
    return web.Response(text=page("Not found", body), content_type="text/html", status=404)


@routes.get("/version")
async def version(request):
    return web.json_response({"version": "2.4.1"})


@routes.get("/maintenance")
async def maintenance(request):
    until = time.strftime("%H:%M", time.gmtime(START + 3600))
    return web.Response(text=page("Maintenance", f"<p>Back at {until} UTC.</p>"), content_type="text/html")


app = web.Application()
app.add_routes(routes)
