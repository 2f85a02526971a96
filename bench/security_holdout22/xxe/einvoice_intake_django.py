from decimal import Decimal, InvalidOperation

from lxml import etree
from rest_framework import status
from rest_framework.parsers import BaseParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from payables.models import IncomingInvoice

UBL_NS = {
    "inv": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}

XML_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


class RawXMLParser(BaseParser):
    media_type = "application/xml"

    def parse(self, stream, media_type=None, parser_context=None):
        return stream.read()


class InvoiceIntakeView(APIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [RawXMLParser]

    def post(self, request):
        try:
            root = etree.fromstring(request.data, parser=XML_PARSER)
        except etree.XMLSyntaxError as exc:
            return Response({"detail": f"invalid XML: {exc}"}, status=400)

        number = root.findtext("cbc:ID", namespaces=UBL_NS)
        supplier = root.findtext("cac:AccountingSupplierParty//cbc:RegistrationName", namespaces=UBL_NS)
        total_text = root.findtext("cac:LegalMonetaryTotal/cbc:PayableAmount", namespaces=UBL_NS)
        if not number or not supplier or total_text is None:
            return Response({"detail": "ID, supplier and payable amount are required"}, status=422)
        try:
            total = Decimal(total_text)
        except InvalidOperation:
            return Response({"detail": "payable amount is not a number"}, status=422)

        invoice, created = IncomingInvoice.objects.get_or_create(
            number=number,
            supplier_name=supplier,
            defaults={"total": total, "submitted_by": request.user},
        )
        code = status.HTTP_201_CREATED if created else status.HTTP_200_OK
        return Response({"id": invoice.pk, "number": number, "created": created}, status=code)
