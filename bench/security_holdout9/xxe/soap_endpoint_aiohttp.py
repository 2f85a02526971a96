from aiohttp import web
from defusedxml.minidom import parseString

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"


async def soap_endpoint(request):
    payload = await request.read()
    dom = parseString(payload)
    bodies = dom.getElementsByTagNameNS(SOAP_NS, "Body")
    if not bodies:
        raise web.HTTPBadRequest(text="no soap body")
    op = bodies[0].firstChild
    while op is not None and op.nodeType != op.ELEMENT_NODE:
        op = op.nextSibling
    return web.json_response({"operation": op.localName if op is not None else None})


app = web.Application()
app.router.add_post("/soap", soap_endpoint)
