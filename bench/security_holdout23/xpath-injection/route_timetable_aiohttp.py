from aiohttp import web
from lxml import etree

TIMETABLE = etree.parse("/opt/transit/timetable.xml")
FIND_DEPARTURES = etree.XPath("/network/route[@code=$code]/stop[@name=$stop]/departure")


async def departures(request: web.Request) -> web.Response:
    route_code = request.match_info["route"]
    stop_name = request.query.get("stop", "")
    nodes = FIND_DEPARTURES(TIMETABLE, code=route_code, stop=stop_name)
    return web.json_response([{"time": n.get("time"), "platform": n.get("platform")} for n in nodes])


app = web.Application()
app.router.add_get("/routes/{route}/departures", departures)

if __name__ == "__main__":
    web.run_app(app, port=8081)
