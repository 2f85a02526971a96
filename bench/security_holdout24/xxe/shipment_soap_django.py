from xml.etree import ElementTree as ET

from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from django.http import HttpResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from .models import Shipment

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"
TRACK_NS = "urn:example:tracking:1"
NSMAP = {"soap": SOAP_NS, "t": TRACK_NS}
for prefix, uri in NSMAP.items():
    ET.register_namespace(prefix, uri)


def envelope(body: ET.Element) -> bytes:
    env = ET.Element(f"{{{SOAP_NS}}}Envelope")
    ET.SubElement(env, f"{{{SOAP_NS}}}Body").append(body)
    return ET.tostring(env, encoding="utf-8", xml_declaration=True)


def fault(message: str, code: str = "soap:Client") -> HttpResponse:
    node = ET.Element(f"{{{SOAP_NS}}}Fault")
    ET.SubElement(node, "faultcode").text = code
    ET.SubElement(node, "faultstring").text = message
    return HttpResponse(envelope(node), status=500, content_type="text/xml; charset=utf-8")


@method_decorator(csrf_exempt, name="dispatch")
class ShipmentSoapView(View):
    http_method_names = ["post"]

    def post(self, request):
        try:
            doc = DefusedET.fromstring(request.body, forbid_dtd=True)
        except (ET.ParseError, DefusedXmlException) as exc:
            return fault(f"Malformed request: {exc}")
        number = (doc.findtext(".//t:TrackingNumber", namespaces=NSMAP) or "").strip()
        if not number:
            return fault("TrackingNumber is required")
        shipment = Shipment.objects.filter(tracking_number=number).first()
        if shipment is None:
            return fault(f"Unknown tracking number: {number}")
        result = ET.Element(f"{{{TRACK_NS}}}TrackResponse")
        ET.SubElement(result, f"{{{TRACK_NS}}}Status").text = shipment.status
        ET.SubElement(result, f"{{{TRACK_NS}}}UpdatedAt").text = shipment.updated_at.isoformat()
        return HttpResponse(envelope(result), content_type="text/xml; charset=utf-8")
