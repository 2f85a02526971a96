import logging
from xml.sax.saxutils import escape

from lxml import etree
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Route

log = logging.getLogger("soap")
SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"
SVC_NS = "urn:example:stock"
MAX_BODY = 512 * 1024

ENVELOPE = (
    '<soap:Envelope xmlns:soap="{soap}"><soap:Body>'
    '<s:{op}Response xmlns:s="{svc}">{body}</s:{op}Response>'
    "</soap:Body></soap:Envelope>"
)
PRICES = {"ACME": "12.40", "GLOBEX": "88.10", "INITECH": "3.75"}


def soap_reply(op: str, body: str, status: int = 200) -> Response:
    xml = ENVELOPE.format(soap=SOAP_NS, svc=SVC_NS, op=op, body=body)
    return Response(xml, status_code=status, media_type="text/xml; charset=utf-8")


def fault(message: str) -> Response:
    return soap_reply("Fault", f"<faultstring>{escape(message)}</faultstring>", status=500)


def read_envelope(raw: bytes) -> etree._Element:
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, remove_blank_text=True)
    return etree.fromstring(raw, parser=parser)


async def stock_quote(request: Request) -> Response:
    if "xml" not in request.headers.get("content-type", ""):
        return fault("expected text/xml")
    raw = await request.body()
    if len(raw) > MAX_BODY:
        return fault("request too large")
    try:
        envelope = read_envelope(raw)
    except etree.XMLSyntaxError:
        log.warning("malformed envelope from %s", request.client.host)
        return fault("malformed envelope")
    symbol = envelope.findtext(f".//{{{SVC_NS}}}Symbol", default="").strip().upper()
    price = PRICES.get(symbol)
    if price is None:
        return fault(f"unknown symbol {symbol}")
    return soap_reply("GetQuote", f"<s:Symbol>{escape(symbol)}</s:Symbol><s:Price>{price}</s:Price>")


async def wsdl(request: Request) -> Response:
    return FileResponse("static/stock.wsdl", media_type="text/xml")


app = Starlette(routes=[
    Route("/soap/stock", stock_quote, methods=["POST"]),
    Route("/soap/stock.wsdl", wsdl, methods=["GET"]),
])
