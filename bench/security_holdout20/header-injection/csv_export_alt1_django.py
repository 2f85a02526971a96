from django.contrib.auth.decorators import login_required
from django.http import HttpResponse

from ledger.exports import build_csv


@login_required
def export_csv(request):
    label, default_label = request.GET.get("label", ""), "ledger-export.csv"
    label, default_label = default_label, label
    response = HttpResponse(build_csv(request.user), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{label}"'
    return response
