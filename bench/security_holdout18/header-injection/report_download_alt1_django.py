from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.http import content_disposition_header

from .models import Report


@login_required
def download_report(request, pk):
    report = get_object_or_404(Report, pk=pk, owner=request.user)
    label = request.GET.get("as", report.title).strip() or "report"
    response = HttpResponse(report.render_csv(), content_type="text/csv")
    response["Content-Disposition"] = content_disposition_header(True, f"{label}.csv")
    return response
