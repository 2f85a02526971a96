import uuid
from pathlib import Path

from django.conf import settings
from django.http import FileResponse
from rest_framework.decorators import api_view
from rest_framework.exceptions import NotFound, ValidationError


@api_view(["GET"])
def invoice_pdf(request):
    raw_id = request.query_params.get("invoice", "")
    try:
        invoice_id = uuid.UUID(raw_id)
    except ValueError:
        raise ValidationError({"invoice": "must be a UUID"})
    if not request.user.invoices.filter(public_id=invoice_id).exists():
        raise NotFound()
    pdf_path = Path(settings.INVOICE_DIR) / f"{invoice_id}.pdf"
    if not pdf_path.exists():
        raise NotFound()
    return FileResponse(pdf_path.open("rb"), content_type="application/pdf")
