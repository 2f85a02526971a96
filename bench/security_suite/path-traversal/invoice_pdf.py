import os

from django.conf import settings
from django.http import FileResponse


def invoice_pdf(request, invoice_ref):
    folder = os.path.join(settings.MEDIA_ROOT, "invoices")
    pdf_path = os.path.join(folder, invoice_ref + ".pdf")
    return FileResponse(open(pdf_path, "rb"), content_type="application/pdf")
