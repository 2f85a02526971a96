from lxml import etree
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

MEMBERS = etree.parse("members.xml")


class MemberDirectory:
    def __init__(self, doc):
        self.doc = doc

    def authenticate(self, username, pin):
        expr = "boolean(//member[username/text()='" + username + "' and pin/text()='" + pin + "'])"
        return bool(self.doc.xpath(expr))


async def login(request):
    form = await request.form()
    ok = MemberDirectory(MEMBERS).authenticate(form.get("username", ""), form.get("pin", ""))
    return JSONResponse({"authenticated": ok}, status_code=200 if ok else 401)


app = Starlette(routes=[Route("/members/login", login, methods=["POST"])])
