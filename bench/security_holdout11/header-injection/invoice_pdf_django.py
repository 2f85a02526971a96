from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.text import slugify

from .models import Invoice


@login_required
def invoice_pdf(request, invoice_id):
    invoice = get_object_or_404(Invoice, pk=invoice_id, customer__user=request.user)
    label = slugify(request.GET.get("label", "")) or "invoice"
    filename = f"{label}-{invoice.number}.pdf"
    response = HttpResponse(invoice.render_pdf(), content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
