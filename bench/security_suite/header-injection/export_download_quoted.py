from urllib.parse import quote

from django.http import HttpResponse

from reports.export import build_csv


def export_csv(request):
    filename = quote(request.GET.get("filename", "export.csv"))
    response = HttpResponse(build_csv(request.user), content_type="text/csv")
    response["Content-Disposition"] = f"attachment; filename*=UTF-8''{filename}"
    return response
