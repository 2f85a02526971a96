import logging
from decimal import Decimal, InvalidOperation

from django.contrib.auth.decorators import permission_required
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

from .models import Invoice, InvoiceLine

logger = logging.getLogger("billing.import")

NAMESPACES = {"inv": "urn:acme:invoice:2"}


class InvoiceParseError(Exception):
    pass


class InvoiceXmlReader:
    def __init__(self):
        self.parser = etree.XMLParser(resolve_entities=True, huge_tree=True)

    def read(self, fileobj):
        tree = etree.parse(fileobj, self.parser)
        return tree.getroot()

    def lines(self, root):
        for node in root.findall("inv:line", NAMESPACES):
            try:
                amount = Decimal(node.findtext("inv:amount", namespaces=NAMESPACES))
            except (InvalidOperation, TypeError):
                raise InvoiceParseError("bad amount")
            yield node.findtext("inv:description", namespaces=NAMESPACES), amount


reader = InvoiceXmlReader()


@require_POST
@permission_required("billing.add_invoice")
def import_invoice(request):
    upload = request.FILES.get("invoice")
    if upload is None:
        return JsonResponse({"error": "missing file"}, status=400)
    root = reader.read(upload)
    number = root.findtext("inv:number", namespaces=NAMESPACES)
    try:
        with transaction.atomic():
            invoice = Invoice.objects.create(number=number, created_by=request.user)
            for description, amount in reader.lines(root):
                InvoiceLine.objects.create(invoice=invoice, description=description, amount=amount)
    except InvoiceParseError as exc:
        logger.warning("invoice %s rejected: %s", number, exc)
        return JsonResponse({"error": str(exc)}, status=422)
    return JsonResponse({"id": invoice.pk, "number": number}, status=201)


def import_help(request):
    return JsonResponse({"namespace": NAMESPACES["inv"], "max_size": "5MB"})
