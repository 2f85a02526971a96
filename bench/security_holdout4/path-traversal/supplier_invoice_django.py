import os

from django.conf import settings
from django.contrib.auth.decorators import permission_required
from django.http import FileResponse, Http404

ARCHIVE_ROOT = os.path.realpath(os.path.join(settings.MEDIA_ROOT, "supplier_invoices"))


def _archive_path(filename):
    candidate = os.path.realpath(os.path.join(ARCHIVE_ROOT, os.path.basename(filename)))
    if os.path.commonpath([candidate, ARCHIVE_ROOT]) != ARCHIVE_ROOT:
        raise Http404("invalid invoice name")
    return candidate


@permission_required("accounts_payable.view_invoice")
def supplier_invoice(request):
    path = _archive_path(request.GET.get("file", ""))
    if not os.path.isfile(path):
        raise Http404("invoice not found")
    return FileResponse(open(path, "rb"), as_attachment=True)
