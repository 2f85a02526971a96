from xml.parsers.expat import ExpatError

from aiohttp import web
from defusedxml.common import DefusedXmlException
from defusedxml.minidom import parseString


async def upload_device_config(request):
    raw = await request.read()
    try:
        document = parseString(raw)
    except (ExpatError, DefusedXmlException):
        return web.json_response({"error": "invalid configuration document"}, status=400)
    settings = {
        node.getAttribute("name"): node.getAttribute("value")
        for node in document.getElementsByTagName("setting")
    }
    return web.json_response({"device": request.match_info["device_id"], "settings": settings})


app = web.Application()
app.router.add_put("/devices/{device_id}/config", upload_device_config)

if __name__ == "__main__":
    web.run_app(app)
