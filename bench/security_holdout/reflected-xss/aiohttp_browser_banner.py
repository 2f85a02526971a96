from aiohttp import web

routes = web.RouteTableDef()


def banner_for(agent):
    return "<div class='banner'>You are browsing with " + agent + "</div>"


@routes.get("/about")
async def about(request):
    agent = request.headers.get("User-Agent", "unknown")
    page = "<html><body>" + banner_for(agent) + "<p>About us</p></body></html>"
    return web.Response(text=page, content_type="text/html")


app = web.Application()
app.add_routes(routes)
