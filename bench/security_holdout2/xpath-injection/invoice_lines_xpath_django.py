from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from lxml import etree

from billing.models import Invoice


@login_required
def invoice_line(request, invoice_id):
    invoice = get_object_or_404(Invoice, pk=invoice_id, customer__user=request.user)
    try:
        line_no = int(request.GET.get("line", "1"))
    except ValueError:
        return HttpResponseBadRequest("line must be a number")
    doc = etree.parse(invoice.document.path)
    lines = doc.xpath(f"/Invoice/InvoiceLine[ID={line_no}]")
    if not lines:
        return JsonResponse({"error": "no such line"}, status=404)
    line = lines[0]
    return JsonResponse(
        {
            "line": line_no,
            "description": line.findtext("Item/Description"),
            "amount": line.findtext("LineExtensionAmount"),
        }
    )
