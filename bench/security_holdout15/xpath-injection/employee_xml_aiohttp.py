from aiohttp import web
from lxml import etree

ROSTER = etree.parse("data/roster.xml")


async def employee(request: web.Request) -> web.Response:
    try:
        employee_id = int(request.query.get("id", ""))
    except ValueError:
        raise web.HTTPBadRequest(text="id must be numeric")
    expr = "//employee[@id='%d']" % employee_id
    nodes = ROSTER.xpath(expr)
    if not nodes:
        raise web.HTTPNotFound()
    node = nodes[0]
    return web.json_response({"id": employee_id, "name": node.findtext("name"), "team": node.findtext("team")})


app = web.Application()
app.router.add_get("/roster/employee", employee)
