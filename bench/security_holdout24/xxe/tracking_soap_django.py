from functools import partial

from django.http import HttpResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt
from lxml import etree

from .models import Shipment

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"
TRACK_NS = "urn:example:tracking:1"
NSMAP = {"soap": SOAP_NS, "t": TRACK_NS}

make_parser = partial(etree.XMLParser, remove_blank_text=True, huge_tree=False)


def envelope(body) -> bytes:
    env = etree.Element(f"{{{SOAP_NS}}}Envelope", nsmap=NSMAP)
    etree.SubElement(env, f"{{{SOAP_NS}}}Body").append(body)
    return etree.tostring(env, xml_declaration=True, encoding="utf-8")


def fault(message: str) -> HttpResponse:
    node = etree.Element(f"{{{SOAP_NS}}}Fault")
    etree.SubElement(node, "faultcode").text = "soap:Client"
    etree.SubElement(node, "faultstring").text = message
    return HttpResponse(envelope(node), status=500, content_type="text/xml; charset=utf-8")


@method_decorator(csrf_exempt, name="dispatch")
class TrackingSoapView(View):
    http_method_names = ["post"]
    # partner payloads reference the shared tracking DTD
    parser_options = {"load_dtd": True, "resolve_entities": True, "no_network": False}

    def post(self, request):
        parser = make_parser(**self.parser_options)
        try:
            doc = etree.fromstring(request.body, parser=parser)
        except etree.XMLSyntaxError as exc:
            return fault(f"Malformed request: {exc}")
        number = (doc.findtext(".//t:TrackingNumber", namespaces=NSMAP) or "").strip()
        if not number:
            return fault("TrackingNumber is required")
        shipment = Shipment.objects.filter(tracking_number=number).first()
        if shipment is None:
            return fault(f"Unknown tracking number: {number}")
        result = etree.Element(f"{{{TRACK_NS}}}TrackResponse")
        etree.SubElement(result, f"{{{TRACK_NS}}}Status").text = shipment.status
        etree.SubElement(result, f"{{{TRACK_NS}}}UpdatedAt").text = shipment.updated_at.isoformat()
        return HttpResponse(envelope(result), content_type="text/xml; charset=utf-8")
