import csv
import re

from django.http import HttpResponse
from rest_framework.permissions import IsAuthenticated
from rest_framework.views import APIView

from reports.services import build_report_rows

UNSAFE_CHARS = re.compile(r"[^A-Za-z0-9._-]+")


def safe_filename(raw, default="report"):
    cleaned = UNSAFE_CHARS.sub("_", raw or "").strip("._")[:80]
    return cleaned or default


class ReportDownloadView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request, report_id):
        filename = safe_filename(request.query_params.get("filename"))
        response = HttpResponse(content_type="text/csv")
        response["Content-Disposition"] = f'attachment; filename="{filename}.csv"'
        writer = csv.writer(response)
        for row in build_report_rows(report_id, request.user):
            writer.writerow(row)
        return response
