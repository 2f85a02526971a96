import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404


@login_required
def download_invoice(request):
    filename = request.GET.get("file")
    if not filename or not filename.endswith(".pdf"):
        raise Http404("Invoice not found")
    invoice_path = os.path.join(settings.INVOICE_ROOT, request.user.account.slug, filename)
    if not os.path.exists(invoice_path):
        raise Http404("Invoice not found")
    handle = open(invoice_path, "rb")
    return FileResponse(handle, as_attachment=True, filename=os.path.basename(invoice_path))
