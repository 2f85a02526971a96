from urllib.parse import quote

from django.apps import apps
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse


@login_required
def invoice_pdf(request, invoice_id):
    Invoice = apps.get_model("billing", "Invoice")
    invoice = Invoice.objects.filter(pk=invoice_id, customer__user=request.user).first()
    if invoice is None:
        raise Http404("invoice not found")
    label = request.GET.get("name") or f"invoice-{invoice.number}"
    encoded = quote(label + ".pdf")
    response = HttpResponse(invoice.pdf_bytes(), content_type="application/pdf")
    response["Content-Disposition"] = f"attachment; filename*=UTF-8''{encoded}"
    response["Cache-Control"] = "private, no-store"
    return response
