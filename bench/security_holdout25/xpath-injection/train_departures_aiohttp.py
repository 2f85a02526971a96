import os

from aiohttp import web
from lxml import etree

TIMETABLE_PATH = os.environ.get("TIMETABLE_XML", "timetable.xml")


class Timetable:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def stations(self):
        return sorted(set(self.tree.xpath("//route/@from")))

    def _routes(self, src, dst):
        return self.tree.xpath("//route[@from=$src and @to=$dst]", src=src, dst=dst)

    def departures(self, src, dst, limit=10):
        out = []
        for route in self._routes(src, dst):
            for dep in route.iterfind("departure"):
                out.append({"time": dep.get("time"), "platform": dep.get("platform")})
        out.sort(key=lambda d: d["time"])
        return out[:limit]


def parse_limit(raw):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        return 10
    return max(1, min(value, 50))


async def list_stations(request):
    timetable = request.app["timetable"]
    return web.json_response({"stations": timetable.stations()})


async def find_departures(request):
    timetable = request.app["timetable"]
    src = request.query.get("from", "")
    dst = request.query.get("to", "")
    if not src or not dst:
        raise web.HTTPBadRequest(text="from and to are required")
    rows = timetable.departures(src, dst, parse_limit(request.query.get("limit")))
    return web.json_response({"from": src, "to": dst, "departures": rows})


async def health(request):
    return web.Response(text="ok")


def create_app():
    app = web.Application()
    app["timetable"] = Timetable(TIMETABLE_PATH)
    app.router.add_get("/stations", list_stations)
    app.router.add_get("/departures", find_departures)
    app.router.add_get("/health", health)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
