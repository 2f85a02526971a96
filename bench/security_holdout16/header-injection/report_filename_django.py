from urllib.parse import quote

from django.http import HttpResponse
from django.shortcuts import get_object_or_404

from .models import Report


def download_report(request, report_id):
    report = get_object_or_404(Report, pk=report_id, owner=request.user)
    label = request.GET.get("as", report.title)
    encoded = quote(f"{label}.pdf", safe="")
    response = HttpResponse(report.pdf.read(), content_type="application/pdf")
    response["Content-Disposition"] = f"attachment; filename*=UTF-8''{encoded}"
    return response
