import asyncio
import os

from aiohttp import web
from ldap3 import SUBTREE, Connection, Server

LDAP_SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.example.net"))
PEOPLE_DN = "ou=people,dc=example,dc=net"
ONCALL_GROUP_DN = os.environ.get("ONCALL_GROUP_DN", "cn=sre-oncall,ou=groups,dc=example,dc=net")


def fetch_roster():
    search_filter = f"(&(objectClass=inetOrgPerson)(memberOf={ONCALL_GROUP_DN}))"
    with Connection(LDAP_SERVER, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        conn.search(PEOPLE_DN, search_filter, SUBTREE, attributes=["cn", "mobile", "mail"])
        return [{"name": str(e.cn), "mobile": str(e.mobile), "mail": str(e.mail)} for e in conn.entries]


async def oncall_roster(request: web.Request) -> web.Response:
    team = request.query.get("team", "sre")
    roster = await asyncio.get_running_loop().run_in_executor(None, fetch_roster)
    return web.json_response({"team": team, "people": roster})


app = web.Application()
app.router.add_get("/oncall/roster", oncall_roster)

if __name__ == "__main__":
    web.run_app(app, port=8082)
