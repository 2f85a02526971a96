from aiohttp import web
from lxml import etree

USERS_XML = "/etc/kiosk/users.xml"


class XmlUserStore:
    def __init__(self, path):
        self.doc = etree.parse(path)

    def authenticate(self, username, pin):
        expr = "//user[@name='%s' and @pin='%s']/@role" % (username, pin)
        roles = self.doc.xpath(expr)
        return roles[0] if roles else None


store = XmlUserStore(USERS_XML)


async def login(request):
    form = await request.post()
    role = store.authenticate(form.get("username", ""), form.get("pin", ""))
    if role is None:
        raise web.HTTPUnauthorized(text="invalid credentials")
    return web.json_response({"role": str(role)})


app = web.Application()
app.router.add_post("/kiosk/login", login)
