import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges
from xml.sax.saxutils import escape

from quart import Blueprint, Response, current_app, request

soap_bp = Blueprint("soap", __name__)

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"
ORDERS_NS = "urn:example:orders:v1"
MAX_ENVELOPE = 512 * 1024


def _make_parser():
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    return parser


def _fault(message: str, status: int = 500) -> Response:
    body = (
        f'<s:Envelope xmlns:s="{SOAP_NS}"><s:Body><s:Fault>'
        f"<faultcode>s:Client</faultcode><faultstring>{message}</faultstring>"
        "</s:Fault></s:Body></s:Envelope>"
    )
    return Response(body, status=status, content_type="text/xml; charset=utf-8")


@soap_bp.post("/soap/orders")
async def order_status():
    if request.content_length and request.content_length > MAX_ENVELOPE:
        return _fault("envelope too large", 413)
    if "SubmitOrderStatus" not in request.headers.get("SOAPAction", ""):
        return _fault("unsupported action", 400)

    body = await request.get_data(as_text=True)
    events = pulldom.parseString(body, parser=_make_parser())

    order_id = status = None
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.localName in ("OrderId", "Status"):
            events.expandNode(node)
            text = "".join(child.data for child in node.childNodes if child.nodeType == child.TEXT_NODE)
            if node.localName == "OrderId":
                order_id = text.strip()
            else:
                status = text.strip()

    if not order_id or not status:
        return _fault("OrderId and Status are required", 400)

    await current_app.order_service.update_status(order_id, status)
    reply = (
        f'<s:Envelope xmlns:s="{SOAP_NS}"><s:Body>'
        f'<o:Ack xmlns:o="{ORDERS_NS}"><o:OrderId>{escape(order_id)}</o:OrderId></o:Ack>'
        "</s:Body></s:Envelope>"
    )
    return Response(reply, content_type="text/xml; charset=utf-8")
