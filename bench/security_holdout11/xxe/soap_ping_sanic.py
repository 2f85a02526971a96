from defusedxml.minidom import parseString
from sanic import Sanic
from sanic.response import text

app = Sanic("soap")
ENVELOPE = (
    '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">'
    "<soap:Body><PingResponse>{}</PingResponse></soap:Body></soap:Envelope>"
)


@app.post("/soap")
async def soap_ping(request):
    dom = parseString(request.body, forbid_dtd=True)
    count = len(dom.getElementsByTagName("Ping"))
    return text(ENVELOPE.format(count), content_type="text/xml")
