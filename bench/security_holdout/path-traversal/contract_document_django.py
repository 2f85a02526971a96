from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404


@login_required
def contract_document(request):
    doc = request.GET.get("doc", "")
    base = Path(settings.CONTRACTS_ROOT) / str(request.user.organization_id)
    target = base / doc
    if not target.is_file():
        raise Http404
    return FileResponse(target.open("rb"), filename=target.name)
