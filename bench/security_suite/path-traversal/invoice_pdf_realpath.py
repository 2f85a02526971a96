import os

from django.conf import settings
from django.http import FileResponse, Http404


def invoice_pdf(request, invoice_ref):
    folder = os.path.realpath(os.path.join(settings.MEDIA_ROOT, "invoices"))
    pdf_path = os.path.realpath(os.path.join(folder, invoice_ref + ".pdf"))
    if os.path.commonpath([folder, pdf_path]) != folder:
        raise Http404("no such invoice")
    return FileResponse(open(pdf_path, "rb"), content_type="application/pdf")
