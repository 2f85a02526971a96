import re

from aiohttp import web
from lxml import etree

EMPLOYEE_ID = re.compile(r"[A-Z]{2}\d{4}")
TEAM_NAME = re.compile(r"[a-z]{2,20}")


class RosterSettings:
    def __init__(self, path):
        self.path = path


class RosterRepository:
    def __init__(self, settings):
        self.doc = etree.parse(settings.path)

    def teams(self):
        return sorted(set(self.doc.xpath("//employee/@team")))

    def employee(self, emp_id):
        if not EMPLOYEE_ID.fullmatch(emp_id):
            raise web.HTTPBadRequest(text="invalid id")
        found = self.doc.xpath("//employee[@id='%s']" % emp_id)
        return found[0] if found else None

    def team_members(self, team):
        if not TEAM_NAME.fullmatch(team):
            raise web.HTTPBadRequest(text="invalid team")
        return self.doc.xpath("//employee[@team='%s']" % team)


def to_dict(node):
    return {"id": node.get("id"), "name": node.findtext("name"), "role": node.findtext("role")}


async def list_teams(request):
    return web.json_response(request.app["roster"].teams())


async def get_employee(request):
    node = request.app["roster"].employee(request.match_info["emp_id"])
    if node is None:
        raise web.HTTPNotFound()
    return web.json_response(to_dict(node))


async def team_members(request):
    members = request.app["roster"].team_members(request.query.get("team", ""))
    return web.json_response([to_dict(m) for m in members])


def create_app(path="/srv/data/roster.xml"):
    app = web.Application()
    app["roster"] = RosterRepository(RosterSettings(path))
    app.router.add_get("/teams", list_teams)
    app.router.add_get("/employees/{emp_id}", get_employee)
    app.router.add_get("/team", team_members)
    return app
