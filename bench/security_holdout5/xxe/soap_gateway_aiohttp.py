from aiohttp import web
from lxml import etree

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"


def fault(message):
    return (
        f'<soap:Envelope xmlns:soap="{SOAP_NS}"><soap:Body><soap:Fault>'
        f"<faultstring>{message}</faultstring>"
        "</soap:Fault></soap:Body></soap:Envelope>"
    )


async def soap_endpoint(request):
    body = await request.read()
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    envelope = etree.fromstring(body, parser=parser)
    operation = envelope.find(f"{{{SOAP_NS}}}Body/*")
    if operation is None:
        return web.Response(text=fault("empty body"), content_type="text/xml", status=500)
    args = {etree.QName(child).localname: child.text for child in operation}
    return web.Response(
        text=fault(f"operation {etree.QName(operation).localname} not supported, got {args}"),
        content_type="text/xml",
        status=500,
    )


app = web.Application()
app.router.add_post("/soap", soap_endpoint)
