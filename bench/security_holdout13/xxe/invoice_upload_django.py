from decimal import Decimal, InvalidOperation

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Invoice


def read_invoice(payload: bytes) -> dict:
    root = fromstring(payload)
    return {
        "number": root.findtext("number", ""),
        "customer": root.findtext("customer/name", ""),
        "total": sum(Decimal(line.findtext("amount", "0")) for line in root.iter("line")),
    }


@login_required
@require_POST
def upload_invoice(request):
    try:
        data = read_invoice(request.body)
    except (ParseError, DefusedXmlException, InvalidOperation):
        return JsonResponse({"error": "malformed or forbidden XML"}, status=400)
    invoice = Invoice.objects.create(owner=request.user, **data)
    return JsonResponse({"id": invoice.pk, "number": invoice.number, "total": str(invoice.total)})
